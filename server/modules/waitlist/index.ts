/** The waitlist module's door: sign-ups, and the read-outs the admin dashboard shows. */

export { waitlistRouter } from './waitlist.router';
export {
  allSignups,
  EXPORT_COLUMNS,
  signupsPage,
  signupsPerDay,
  stats,
  topReferrers,
} from './waitlist.service';
