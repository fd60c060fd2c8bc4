/** The matching module's door: the engine's answers for athletes, and the compiled programs it scores against. */
export { matchRouter } from './match.router';
export {
  computeMatches,
  MATCH_LIMIT,
  pdfTopPrograms,
  storeMatches,
} from './match.service';
export { openMatchSets } from './match-sets';
export { preview } from './preview.service';
export {
  compiledPrograms,
  compileEverySport,
  invalidateProgramCache,
  positionsForProgramSport,
} from './program-cache';
