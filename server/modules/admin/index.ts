/** The admin dashboard's door: waitlist read-outs and the outbox, behind the admin bearer. */
export { adminRouter } from './admin.router';
export { waitlistCsv, waitlistCsvName } from './admin.service';
