/**
 * The delivery side of the outbox, for the pg-boss worker (server/jobs/mail.ts): a message is locked,
 * sent once, and its failures recorded; the SQL stays in mail.repo.ts.
 */
export { lockQueuedMessage, markSent, queuedMessages, recordFailure, recordJob } from './mail.repo';
