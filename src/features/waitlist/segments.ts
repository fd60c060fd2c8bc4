import { PUBLIC_COUNT_THRESHOLD, WAITLIST_SEGMENTS, type WaitlistSegment } from '@common/constants';

export const SEGMENT_LABELS: Record<WaitlistSegment, string> = {
  hs: 'HS Athlete',
  portal: 'Portal Athlete',
  coach: 'Coach',
};

/** Plural nouns for the joined-count header. */
export const SEGMENT_AUDIENCE: Record<WaitlistSegment, string> = {
  hs: 'HS athletes',
  portal: 'Portal athletes',
  coach: 'Coaches',
};

export const SEGMENT_PITCH: Record<WaitlistSegment, string> = {
  hs: 'Get your Fit Score, a ranked list of program matches and a division-readiness result.',
  portal: 'See market demand for your position, your risk score and when to enter the portal.',
  coach: 'Filtered, ranked, verified prospects with matches refreshed every week.',
};

export const SUCCESS_TITLES: Record<WaitlistSegment, string> = {
  hs: "You're on the list, athlete!",
  portal: "You're in. Your market report is coming.",
  coach: "Welcome, Coach. You're on the list.",
};

export const SHARE_TEXT: Record<WaitlistSegment, string> = {
  hs: 'I just joined the FitScout beta to get my Fit Score and see which college programs fit me. Join me:',
  portal: 'I just joined FitScout to see my transfer-portal market before I make a move. Check it out:',
  coach:
    'Just joined FitScout for verified, ranked recruits matched to our roster needs. Coaches, take a look:',
};

/**
 * `?segment=` as a segment; anything unknown falls back to hs (SPEC §2). Kept free of
 * zod so the success and admin pages do not pull the schema library in.
 */
export const segmentFrom = (value: string | null): WaitlistSegment =>
  (WAITLIST_SEGMENTS as readonly (string | null)[]).includes(value) ? (value as WaitlistSegment) : 'hs';

/** SPEC §7: {origin}/waitlist?ref={code}&segment={segment} */
export function referralLink(origin: string, code: string, segment: WaitlistSegment): string {
  return `${origin}/waitlist?ref=${encodeURIComponent(code)}&segment=${segment}`;
}

export function tweetIntentUrl(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

/** SPEC §9: eligibility is labelled in years, singular for 1. */
export const eligibilityLabel = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** The joined counts worth showing: each segment past the public threshold, or none at all. */
export function publicCounts(
  bySegment: Record<WaitlistSegment, number> | undefined,
): Partial<Record<WaitlistSegment, number>> | null {
  if (!bySegment) return null;
  const shown = Object.fromEntries(
    Object.entries(bySegment).filter(([, n]) => n >= PUBLIC_COUNT_THRESHOLD),
  ) as Partial<Record<WaitlistSegment, number>>;
  return Object.keys(shown).length ? shown : null;
}
