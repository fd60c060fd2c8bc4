/** /portal (SPEC §2, §4, §9). Every number here is a static, mocked sample value. */
export const SNAPSHOT_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S'] as const;
export const SNAPSHOT_REGIONS = ['National', 'South', 'Midwest', 'West', 'Northeast'] as const;

export interface Snapshot {
  programsNeeding: number;
  predictedMatches: number;
  risk: 'Low' | 'Moderate';
}

/** SPEC §9's sample best window to enter the portal, shown with every snapshot. */
export const SAMPLE_ENTRY_WINDOW = 'Jan 15 to Feb 1';

/** SPEC §9's sample table; the region does not change the sample numbers. */
const SNAPSHOTS: Record<(typeof SNAPSHOT_POSITIONS)[number], Snapshot> = {
  QB: { programsNeeding: 43, predictedMatches: 8, risk: 'Moderate' },
  RB: { programsNeeding: 67, predictedMatches: 14, risk: 'Low' },
  WR: { programsNeeding: 89, predictedMatches: 18, risk: 'Low' },
  TE: { programsNeeding: 52, predictedMatches: 11, risk: 'Low' },
  OL: { programsNeeding: 71, predictedMatches: 16, risk: 'Low' },
  DL: { programsNeeding: 64, predictedMatches: 13, risk: 'Low' },
  LB: { programsNeeding: 58, predictedMatches: 12, risk: 'Moderate' },
  CB: { programsNeeding: 76, predictedMatches: 15, risk: 'Low' },
  S: { programsNeeding: 61, predictedMatches: 13, risk: 'Low' },
};
const FALLBACK: Snapshot = { programsNeeding: 50, predictedMatches: 10, risk: 'Moderate' };

export const snapshotFor = (position: string): Snapshot =>
  (SNAPSHOTS as Record<string, Snapshot>)[position] ?? FALLBACK;

export const PORTAL_WHAT_YOU_GET = [
  { title: 'Position demand', text: 'How many programs need your position this cycle, by region and level.' },
  { title: 'Risk score', text: 'How likely you are to land a scholarship spot, and what moves the number.' },
  {
    title: 'Predicted matches',
    text: 'The programs where you fit, ranked by Fit Score, each with its reasons.',
  },
] as const;

/** SPEC §4: the 'Should you enter?' traffic light. */
export const DECISION_GUIDE = [
  {
    tone: 'green',
    title: 'Green: enter now',
    rule: 'Demand for your position is at least the competition, and your risk is 40% or less.',
  },
  {
    tone: 'yellow',
    title: 'Yellow: verify matches first',
    rule: 'Demand is about equal to the competition, and your risk is 41 to 69%.',
  },
  {
    tone: 'red',
    title: 'Red: wait or change target',
    rule: 'Demand is below the competition, or your risk is 70% or more.',
  },
] as const;

export const PORTAL_STEPS = [
  {
    title: 'Tell us your position and goals',
    text: 'Position, eligibility left, level and regions you want.',
  },
  { title: 'Upload your stats and film', text: 'College stats and film, with the evidence level of each.' },
  { title: 'Get your market report', text: 'Demand, risk and predicted matches before you enter.' },
  {
    title: 'Decide with the traffic light',
    text: 'Enter, verify first, or wait: with the reasons written out.',
  },
] as const;

/** A sample report, drawn from the sample table for a WR in the South. */
export const SAMPLE_REPORT = {
  athlete: 'Sample portal WR · 2 years of eligibility · South',
  snapshot: snapshotFor('WR'),
  riskPercent: 32,
  decision: 'Green: enter now',
  topPrograms: [
    { name: 'Sample FCS program A', fit: 86 },
    { name: 'Sample FCS program B', fit: 83 },
    { name: 'Sample D2 program C', fit: 81 },
  ],
} as const;

export const PORTAL_FAQ = [
  {
    question: 'Is FitScout compliant with NCAA transfer rules?',
    answer:
      'FitScout gives you information; it never contacts a program for you or before you are allowed to talk. You decide when to enter the portal and who to talk to, within your window.',
  },
  {
    question: 'How often should I upload new stats?',
    answer:
      'Weekly during the season. Scores recalculate every Monday, so a new game, a verified time or a transcript shows up in your matches within a week.',
  },
  {
    question: 'Will coaches contact me through FitScout?',
    answer:
      'Staffs see your public profile once you share it. Contact happens through the channels the rules allow, and we never publish contact details you did not give us.',
  },
  {
    question: 'What if I decide to stay?',
    answer:
      'Nothing is lost. Your report is private until you share it, and staying is a valid answer when the traffic light says wait.',
  },
] as const;

export const PORTAL_WAITLIST = '/waitlist?segment=portal';
