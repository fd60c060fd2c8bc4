// The pure reading lives in common/ (shared with athlete and match); evidence's own files import it here.
export { currentDetail, levelRank, publicEvidence } from '../../../common/public-evidence';
