/** The matching module's door: the engine's answers for athletes, and the compiled programs it scores against. */
export { matchRouter } from './match.router';
export {
  computeMatches,
  MATCH_LIMIT,
  matchRowsFor,
  pdfTopPrograms,
  storeMatches,
  storeMatchRows,
  storeMatchSets,
} from './match.service';
export { preview } from './preview.service';
export {
  compiledPrograms,
  compileEverySport,
  invalidateProgramCache,
  positionsForProgramSport,
} from './program-cache';
