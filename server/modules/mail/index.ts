/** The mail module's door: the outbox every email goes through, its delivery side, and the weekly update. */
export { mailRouter } from './mail.router';
export { optOutOfWeekly, outboxForAdmin, type QueueMailInput, queueMail } from './mail.service';
export { lockQueuedMessage, markSent, queuedMessages, recordFailure, recordJob } from './outbox.service';
export { queueWeeklyUpdates, UNSUBSCRIBE_PATH } from './weekly-update';
