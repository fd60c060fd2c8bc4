import { randomInt } from 'node:crypto';
import { referralTier } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type TReferralStatus,
  type TWaitlistJoinResult,
  type TWaitlistSignup,
  type TWaitlistStats,
} from '../../../common/schemas/waitlist';
import { ttlCache } from '../../platform/cache';
import type { DB } from '../../platform/db';
import * as repo from './waitlist.repo';

export const UNKNOWN_REFERRAL_CODE = 'Referral code not found';
export const SIGNUP_EVENT = 'waitlist_signup';
/** 31^8 ≈ 8.5e11 codes: a collision is rare, and a few retries make it vanishingly so. */
const MAX_CODE_ATTEMPTS = 5;

/** 8 characters from the unambiguous alphabet, drawn with a CSPRNG so codes are not guessable. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

function isReferralCodeCollision(err: unknown): boolean {
  const e = err as { code?: string; constraint_name?: string; constraint?: string };
  return e?.code === '23505' && (e.constraint_name ?? e.constraint) === 'waitlist_signups_referral_code_key';
}

function rowValues(input: TWaitlistSignup, referralCode: string): repo.NewSignupValues {
  const base = {
    segment: input.segment,
    name: input.name,
    email: input.email,
    state: input.state ?? null,
    sport: input.sport,
    xProfileUrl: input.xProfileUrl ?? null,
    referralCode,
    referredBy: input.referredBy ?? null,
    utmSource: input.utmSource ?? null,
    utmMedium: input.utmMedium ?? null,
    utmCampaign: input.utmCampaign ?? null,
    gradYear: null,
    position: null,
    maxprepsUrl: null,
    currentSchool: null,
    eligibilityRemaining: null,
    eduEmail: null,
    coachRole: null,
    coachSchool: null,
    division: null,
  };
  switch (input.segment) {
    case 'hs':
      return {
        ...base,
        gradYear: input.gradYear,
        position: input.position,
        maxprepsUrl: input.maxprepsUrl ?? null,
      };
    case 'portal':
      return {
        ...base,
        currentSchool: input.currentSchool,
        eligibilityRemaining: input.eligibilityRemaining,
        position: input.position,
        eduEmail: input.eduEmail ?? null,
      };
    case 'coach':
      return {
        ...base,
        coachRole: input.coachRole,
        coachSchool: input.coachSchool,
        division: input.division,
      };
  }
}

/**
 * Join the waitlist, idempotently per (normalised) email: a repeat answers the first
 * sign-up's code and changes nothing. The telemetry event is written in the same
 * statement and only for a new row, so counts and events never disagree.
 *
 * Referral rule: `referredBy` counts only when it is an existing code of ANOTHER
 * sign-up; an unknown code or one's own code is stored as null (see docs/waitlist.md).
 */
export async function join(
  db: DB,
  input: TWaitlistSignup,
  opts: { generateCode?: () => string } = {},
): Promise<TWaitlistJoinResult> {
  const generateCode = opts.generateCode ?? newReferralCode;
  for (let attempt = 1; ; attempt++) {
    try {
      const values = rowValues(input, generateCode());
      const result = await repo.upsertSignup(db, values, {
        event: SIGNUP_EVENT,
        props: {
          segment: input.segment,
          referred: Boolean(input.referredBy),
          utmSource: values.utmSource,
          utmMedium: values.utmMedium,
          utmCampaign: values.utmCampaign,
        },
      });
      if (result.inserted) publicStats.clear(db);
      return { referralCode: result.referralCode };
    } catch (err) {
      // A new code is drawn and the statement runs again.
      if (isReferralCodeCollision(err) && attempt < MAX_CODE_ATTEMPTS) continue;
      throw err;
    }
  }
}

const withTotal = (bySegment: TWaitlistStats['bySegment']): TWaitlistStats => ({
  total: bySegment.hs + bySegment.portal + bySegment.coach,
  bySegment,
});

/** Counted live (the admin dashboard). */
export async function stats(db: DB): Promise<TWaitlistStats> {
  return withTotal(await repo.countBySegment(db));
}

/** How stale the public counts may be on another instance. */
export const PUBLIC_STATS_MAX_AGE_MS = 5000;
/** And in a browser or shared HTTP cache: a few seconds more, served while it revalidates. */
export const PUBLIC_STATS_CACHE = { maxAgeSec: 5, staleSec: 30 };

/**
 * The public counts behind every landing and waitlist page view: counted once per
 * PUBLIC_STATS_MAX_AGE_MS rather than per request. A sign-up on this instance shows at once.
 * The admin dashboard counts live (`stats`).
 */
export const publicStats = ttlCache(PUBLIC_STATS_MAX_AGE_MS, async (db) =>
  withTotal(await repo.countBySegment(db)),
);

export async function referralStatus(db: DB, code: string): Promise<TReferralStatus> {
  const referralCount = await repo.referralCountOf(db, code);
  if (referralCount === undefined) throw new AppError('NOT_FOUND', UNKNOWN_REFERRAL_CODE);
  return { referralCount, tier: referralTier(referralCount) };
}

// The admin page's reads: other modules reach sign-ups through this service, never the repo.

/** A page of sign-ups, newest first, matching `q` ('' for all), with how many match in all. */
export async function signupsPage(db: DB, q: string, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    repo.signupsPage(db, { q, limit: pageSize, offset: (page - 1) * pageSize }),
    repo.countMatching(db, q),
  ]);
  return { rows, total };
}
export const topReferrers = (db: DB, limit: number) => repo.topReferrers(db, limit);
export const signupsPerDay = (db: DB, days: number) => repo.signupsPerDay(db, days);

/** Every sign-up's EXPORT_COLUMNS, oldest first. */
export const allSignups = (db: DB) => repo.allSignups(db);
export const EXPORT_COLUMNS = repo.EXPORT_COLUMNS;
