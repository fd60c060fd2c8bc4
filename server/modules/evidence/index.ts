/**
 * The evidence module's one door (docs/evidence.md): other modules, the HTTP layer and scripts
 * import evidence only from here.
 */
export type { CoachAccess, CoachGrant } from './coach-access';
export { importEventCsv } from './event-import';
export { evidenceRouter } from './evidence.router';
export {
  FILE_MESSAGES,
  FileRefused,
  MAX_UPLOAD_BYTES,
} from './file-check';
export { currentDetail, levelRank, publicEvidence } from './public-evidence';
export { startReadingSweep } from './reading-sweep';
export { downloadFile, uploadFile } from './upload.service';
