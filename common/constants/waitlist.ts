/** Waitlist segments, options and referral tiers (SPEC §4, §9). */
import { positionsForSport, SPORTS } from './sports';

export const WAITLIST_SEGMENTS = ['hs', 'portal', 'coach'] as const;
export type WaitlistSegment = (typeof WAITLIST_SEGMENTS)[number];

export const WAITLIST_POSITIONS = [
  'QB',
  'RB',
  'FB',
  'WR',
  'TE',
  'OT',
  'OG',
  'C',
  'OL',
  'DE',
  'DT',
  'NT',
  'DL',
  'EDGE',
  'LB',
  'ILB',
  'OLB',
  'CB',
  'S',
  'FS',
  'SS',
  'DB',
  'K',
  'P',
  'LS',
  'KR',
  'PR',
  'ATH',
] as const;
/**
 * The positions a waitlist sign-up may give for a sport (lower-case, as the form sends it):
 * SPEC's football codes for football and any sport the builder does not know, else the builder's own
 * list for that sport, so a volleyball player is not asked for a football code.
 */
export function waitlistPositions(sport: string): readonly string[] {
  const named = SPORTS.find((s) => s.toLowerCase() === sport.trim().toLowerCase());
  return !named || named === 'Football' ? WAITLIST_POSITIONS : positionsForSport(named);
}

export const COACH_DIVISIONS = ['D1', 'D2', 'D3', 'NAIA', 'JUCO'] as const;
export const GRAD_YEARS = [2025, 2026, 2027, 2028, 2029, 2030] as const;
/**
 * A segment's joined count is public only from this many sign-ups: a tiny number reads as weak
 * social proof, and a made-up one would be a fabricated statistic (docs/decisions/010).
 */
export const PUBLIC_COUNT_THRESHOLD = 50;

/** Referral reward tiers, highest first (SPEC §4). */
export const REFERRAL_TIERS = [
  { min: 25, tier: 'Premium' },
  { min: 10, tier: 'Beta Tester' },
  { min: 3, tier: 'Early Access' },
  { min: 0, tier: 'Standard' },
] as const;
export type ReferralTier = (typeof REFERRAL_TIERS)[number]['tier'];
export function referralTier(count: number): ReferralTier {
  return (REFERRAL_TIERS.find((t) => count >= t.min) ?? REFERRAL_TIERS[3]).tier;
}
