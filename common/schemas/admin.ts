import { z } from 'zod';
import { WAITLIST_SEGMENTS } from '../constants';
import { ZSegmentCounts } from './waitlist';

/** SPEC §9: the recent list shows at most 20 sign-ups. */
export const ADMIN_RECENT_LIMIT = 20;
export const ADMIN_TOP_REFERRERS_LIMIT = 10;
/** Length of the sign-ups-per-day series (UTC days, today included, zero-filled). */
export const ADMIN_SIGNUP_DAYS = 30;

/** ISO-8601 timestamps (not Date) so REST JSON and tRPC carry the same value. */
export const ZAdminRecentSignup = z.object({
  id: z.string(),
  createdAt: z.string(),
  segment: z.enum(WAITLIST_SEGMENTS),
  email: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  gradYear: z.number().int().nullable(),
  currentSchool: z.string().nullable(),
  coachSchool: z.string().nullable(),
  referredBy: z.string().nullable(),
  /** The address of the sign-up whose code this is; null when the code is no sign-up's. */
  referrerEmail: z.string().nullable(),
});
export type TAdminRecentSignup = z.infer<typeof ZAdminRecentSignup>;

/**
 * The sign-ups list a page at a time, newest first, optionally narrowed by an address, a name or a
 * referral code (ADR 048). A page holds SPEC §9's at most 20.
 */
export const ZAdminSignupsRequest = z.object({
  q: z.string().trim().max(100, 'Search must be 100 characters or fewer').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZAdminSignupsPage = z.object({
  signups: z.array(ZAdminRecentSignup),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminSignupsPage = z.infer<typeof ZAdminSignupsPage>;

export const ZTopReferrer = z.object({
  email: z.string(),
  code: z.string(),
  referralCount: z.number().int().nonnegative(),
});
export type TTopReferrer = z.infer<typeof ZTopReferrer>;

export const ZSignupsPerDay = z.object({
  /** UTC calendar day, YYYY-MM-DD. */
  date: z.string(),
  count: z.number().int().nonnegative(),
});
export type TSignupsPerDay = z.infer<typeof ZSignupsPerDay>;

export const ZAdminWaitlistStats = z.object({
  total: z.number().int().nonnegative(),
  bySegment: ZSegmentCounts,
  recent: z.array(ZAdminRecentSignup),
  topReferrers: z.array(ZTopReferrer),
  signupsPerDay: z.array(ZSignupsPerDay),
});
export type TAdminWaitlistStats = z.infer<typeof ZAdminWaitlistStats>;

/** The waitlist export for the dashboard: the file's name and its CSV text. */
export const ZWaitlistCsv = z.object({ filename: z.string(), csv: z.string() });
