import { expandAnchors } from './expand';
import type { LevelStep, MetricScale, PositionAnchors } from './types';

/**
 * Men's basketball (the `basketball` program sport). Drill definitions follow the NBA
 * Draft Combine: max vertical, lane agility, three-quarter-court sprint. No public
 * recruiting table gives college marks per level, so every target is our estimate
 * below combine averages, and each row's source says so.
 */
const scales: Record<string, MetricScale> = {
  height: {
    unit: 'in',
    better: 'higher',
    spread: 1.5,
    stepDelta: 1,
    note: 'Floor/elite ±1.5 in, −1 in per level step (interpolated).',
  },
  vertical: {
    unit: 'in',
    better: 'higher',
    spread: 3,
    stepDelta: 2,
    note: 'Max vertical; floor/elite ±3 in, −2 in per level step (interpolated).',
  },
  lane_agility: {
    unit: 's',
    better: 'lower',
    spread: 0.35,
    stepDelta: 0.3,
    note: 'Combine lane agility; floor/elite ±0.35 s, +0.3 s per level step (interpolated).',
  },
  sprint: {
    unit: 's',
    better: 'lower',
    spread: 0.12,
    stepDelta: 0.08,
    note: 'Three-quarter-court sprint; floor/elite ±0.12 s, +0.08 s per level step (interpolated).',
  },
};

export const NON_FOOTBALL_LEVELS = {
  D1: { step: 0, note: 'D1 is the anchor level.' },
  D2: { step: 1, note: 'D2 one step below D1 (interpolated).' },
  NAIA: { step: 1.5, note: 'NAIA interpolated between D2 and D3.' },
  D3: { step: 2, note: 'D3 two steps below D1 (extrapolated).' },
  JUCO: {
    step: 2,
    note: 'JUCO set at the D3 marks: junior colleges take players of every level, and no JUCO roster data is on file (rule).',
  },
} satisfies Record<string, LevelStep>;

const anchors: PositionAnchors = {
  PG: { height: [74, 1.5], vertical: [34, 1], lane_agility: [11.0, 1], sprint: [3.2, 1] },
  SG: { height: [76, 1.5], vertical: [34, 1], lane_agility: [11.1, 1], sprint: [3.25, 1] },
  SF: { height: [78, 2], vertical: [33, 1], lane_agility: [11.3, 1], sprint: [3.3, 1] },
  PF: { height: [80, 2], vertical: [31, 1], lane_agility: [11.6, 0.75], sprint: [3.4, 0.75] },
  C: { height: [82, 2.5], vertical: [29, 1], lane_agility: [11.9, 0.5], sprint: [3.5, 0.5] },
  '*': { height: [78, 2], vertical: [32, 1], lane_agility: [11.3, 1], sprint: [3.3, 1] },
};

const estimate =
  'D1 target is our estimate for the position from typical D1 roster listings and NBA Draft Combine norms (interpolated).';

export const BASKETBALL_BENCHMARKS = expandAnchors({
  sport: 'basketball',
  anchors,
  scales,
  levels: NON_FOOTBALL_LEVELS,
  anchorNotes: { height: estimate, vertical: estimate, lane_agility: estimate, sprint: estimate },
});

/**
 * Women's basketball. Heights are calibrated from rosters (calibration.ts); the drill targets are
 * our estimates from published women's college testing norms, below the men's by the usual gap.
 */
const womensAnchors: PositionAnchors = {
  PG: { height: [67, 1.5], vertical: [21, 1], lane_agility: [11.9, 1], sprint: [3.55, 1] },
  SG: { height: [69, 1.5], vertical: [21, 1], lane_agility: [12.0, 1], sprint: [3.6, 1] },
  SF: { height: [71.5, 2], vertical: [20, 1], lane_agility: [12.2, 1], sprint: [3.65, 1] },
  PF: { height: [73, 2], vertical: [19, 1], lane_agility: [12.5, 0.75], sprint: [3.75, 0.75] },
  C: { height: [75, 2.5], vertical: [18, 1], lane_agility: [12.8, 0.5], sprint: [3.85, 0.5] },
  '*': { height: [70.5, 2], vertical: [20, 1], lane_agility: [12.2, 1], sprint: [3.65, 1] },
};

const womensEstimate =
  "Women's D1 target is our estimate from published women's college testing norms (interpolated).";

export const WOMENS_BASKETBALL_BENCHMARKS = expandAnchors({
  sport: 'womens-basketball',
  anchors: womensAnchors,
  scales,
  levels: NON_FOOTBALL_LEVELS,
  anchorNotes: {
    height: womensEstimate,
    vertical: womensEstimate,
    lane_agility: womensEstimate,
    sprint: womensEstimate,
  },
});
