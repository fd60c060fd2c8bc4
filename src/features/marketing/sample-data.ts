import type { SampleFitCard } from './FitScoreCard';

/**
 * Static sample content shared by the marketing pages (SPEC §1: sample athletes, the activity
 * feed and the sample profile card are not real computation). Every place that shows it labels it.
 */

/** SPEC §1/§2: the sample profile card, Fit Score 87 (the weighted sum of these parts), +3, 5 new matches. */
export const SAMPLE_CARD: SampleFitCard = {
  athlete: 'Sample athlete · WR · Class of 2027',
  program: 'Top match: a sample NCAA D2 program, 140 miles from home',
  parts: { athletic: 92, rosterNeed: 88, academic: 81, geo: 76, sys: 85 },
  weeklyChange: 3,
  newMatches: 5,
};

/** The 'live right now' feed: invented, anonymous activity that shows what the product does. */
export const SAMPLE_FEED = [
  'Class of 2027 WR (TX) · Fit Score up 4 to 84 after a verified 40-yard dash',
  'A D2 staff in the Midwest viewed 6 linebacker profiles',
  'Class of 2026 QB (GA) · 3 new target matches at the FCS level',
  'Portal CB (CA) · market snapshot: 15 predicted matches, low risk',
  'Class of 2027 OL (OH) · GPA upload moved academic fit to 88',
  'A NAIA staff in the South shortlisted 4 safeties',
  'Class of 2028 RB (FL) · first Fit Score: 71, with 3 gaps to close',
  'Portal DL (PA) · weekly recalculation: +2 across 12 matches',
  'A JUCO staff in the West opened a fit report for tight ends',
  'Class of 2026 S (NC) · coach-verified measurables, confidence 92',
] as const;
