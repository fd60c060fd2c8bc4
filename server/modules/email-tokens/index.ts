/**
 * Single-use email link tokens (reset, verification, unsubscribe, program and event claims): their
 * own module, so auth, mail, coach and evidence each use them without importing one another.
 */
export {
  consumeToken,
  deleteToken,
  findLiveToken,
  hashToken,
  issueToken,
  retireTokens,
} from './email-tokens.service';
