/**
 * Which template a test file's database is cloned from. Most files read reference data (programs,
 * institutions, scholarships, 413k roster rows) and clone the seeded template, about 92 MB. The
 * files listed here read none of it, so they clone the migrated template without reference data:
 * a copy of a few megabytes. A file moved or added is seeded by default, which is only slower.
 */
export const WITHOUT_REFERENCE_DATA: readonly string[] = [
  'db/migrations/coaches.int.test.ts',
  'db/migrations/event-claim-tokens.int.test.ts',
  'db/migrations/evidence.int.test.ts',
  'db/migrations/height-inches.int.test.ts',
  'db/migrations/mail-outbox-job.int.test.ts',
  'db/migrations/mail-outbox.int.test.ts',
  'db/migrations/metric-keys.int.test.ts',
  'db/migrations/waitlist-counts.int.test.ts',
  'server/http/text.int.test.ts',
  'server/http/trpc/malformed.int.test.ts',
  'server/modules/auth/auth.int.test.ts',
  'server/modules/auth/auth.ratelimit.int.test.ts',
  'server/modules/auth/email-links.int.test.ts',
  'server/modules/evidence/evidence.ratelimit.int.test.ts',
  'server/modules/evidence/reading-accuracy.int.test.ts',
  'server/modules/waitlist/waitlist.int.test.ts',
  'server/modules/waitlist/waitlist.limits.int.test.ts',
];
