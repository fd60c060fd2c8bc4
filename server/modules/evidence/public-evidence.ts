// Moved to common/public-evidence.ts (pure, shared with athlete and match); evidence's own imports still land here (#43).
export { currentDetail, levelRank } from '../../../common/public-evidence';
