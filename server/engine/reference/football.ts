import { expandAnchors } from './expand';
import type { LevelStep, MetricScale, PositionAnchors } from './types';

/**
 * Football measurables by position and level. Public anchors used verbatim:
 * - D1 40-yard zones 4.70 floor / 4.55 scholarship / 4.40 elite; D2 4.85 / 4.70 / 4.55;
 * - D1 WR ideal: 6'2", 185 lb, a 4.5 40.
 * Every other number is our interpolation from those anchors and public camp/combine
 * norms, and its row's source note says so.
 */
const scales: Record<string, MetricScale> = {
  height: {
    unit: 'in',
    better: 'higher',
    spread: 1.5,
    stepDelta: 0.75,
    note: 'Floor/elite ±1.5 in, −0.75 in per level step (interpolated).',
  },
  weight: {
    unit: 'lb',
    better: 'higher',
    spread: 0.06,
    stepDelta: 0.04,
    relative: true,
    note: 'Floor/elite ±6%, −4% per level step (interpolated).',
  },
  '40yd': {
    unit: 's',
    better: 'lower',
    spread: 0.15,
    stepDelta: 0.15,
    note: 'Zone spacing 0.15 s and D1→D2 step 0.15 s come from the public D1/D2 40-yard zones.',
  },
  vertical: {
    unit: 'in',
    better: 'higher',
    spread: 3,
    stepDelta: 2,
    note: 'Floor/elite ±3 in, −2 in per level step (interpolated).',
  },
  broad: {
    unit: 'in',
    better: 'higher',
    spread: 6,
    stepDelta: 5,
    note: 'Floor/elite ±6 in, −5 in per level step (interpolated).',
  },
  shuttle: {
    unit: 's',
    better: 'lower',
    spread: 0.12,
    stepDelta: 0.1,
    note: 'Floor/elite ±0.12 s, +0.10 s per level step (interpolated).',
  },
  '3cone': {
    unit: 's',
    better: 'lower',
    spread: 0.18,
    stepDelta: 0.15,
    note: 'Floor/elite ±0.18 s, +0.15 s per level step (interpolated).',
  },
  bench: {
    unit: 'reps',
    better: 'higher',
    spread: 4,
    stepDelta: 2,
    note: '185 lb reps; floor/elite ±4, −2 per level step (interpolated).',
  },
};

const levels = {
  FBS: { step: 0, note: 'FBS is the D1 anchor level.' },
  FCS: { step: 0.5, note: 'FCS interpolated halfway between the D1 and D2 marks.' },
  D2: {
    step: 1,
    note: 'D2 one step below D1 (the 40-yard D2 zones 4.85/4.70/4.55 are a public anchor; other metrics use the same step, interpolated).',
  },
  NAIA: { step: 1.5, note: 'NAIA interpolated between D2 and D3 (no public anchor).' },
  D3: { step: 2, note: 'D3 extrapolated two steps below D1 (no public anchor).' },
  JUCO: {
    step: 2,
    note: 'JUCO set at the D3 marks: junior colleges take players of every level, and no JUCO roster data is on file (rule).',
  },
} satisfies Record<string, LevelStep>;

/** FBS scholarship targets: metric → [target, weight in the athletic part]. */
const anchors: PositionAnchors = {
  QB: {
    height: [75, 1.5],
    weight: [210, 1],
    '40yd': [4.8, 1],
    vertical: [30, 0.5],
    broad: [110, 0.5],
    shuttle: [4.35, 1],
    '3cone': [7.15, 0.5],
    bench: [8, 0.25],
  },
  RB: {
    height: [70.5, 1],
    weight: [200, 1],
    '40yd': [4.5, 2],
    vertical: [34, 1],
    broad: [120, 1],
    shuttle: [4.2, 1],
    '3cone': [7.0, 1],
    bench: [15, 0.5],
  },
  WR: {
    height: [74, 1.5],
    weight: [185, 1],
    '40yd': [4.5, 2],
    vertical: [34, 1],
    broad: [122, 1],
    shuttle: [4.2, 1],
    '3cone': [6.95, 1],
    bench: [10, 0.25],
  },
  TE: {
    height: [76, 1.5],
    weight: [240, 1],
    '40yd': [4.75, 1.5],
    vertical: [31, 1],
    broad: [114, 1],
    shuttle: [4.4, 1],
    '3cone': [7.15, 1],
    bench: [17, 0.75],
  },
  OL: {
    height: [77, 1.5],
    weight: [295, 1.5],
    '40yd': [5.25, 0.75],
    vertical: [26, 0.5],
    broad: [100, 0.5],
    shuttle: [4.75, 1],
    '3cone': [7.75, 0.75],
    bench: [22, 1],
  },
  DL: {
    height: [75.5, 1.25],
    weight: [275, 1.5],
    '40yd': [4.95, 1.25],
    vertical: [29, 0.75],
    broad: [106, 0.75],
    shuttle: [4.55, 1],
    '3cone': [7.45, 0.75],
    bench: [21, 1],
  },
  LB: {
    height: [73, 1],
    weight: [225, 1],
    '40yd': [4.65, 1.5],
    vertical: [32, 1],
    broad: [116, 1],
    shuttle: [4.3, 1],
    '3cone': [7.1, 1],
    bench: [17, 0.75],
  },
  CB: {
    height: [71.5, 1],
    weight: [180, 0.75],
    '40yd': [4.45, 2],
    vertical: [35, 1],
    broad: [122, 1],
    shuttle: [4.15, 1],
    '3cone': [6.9, 1],
    bench: [10, 0.25],
  },
  S: {
    height: [72.5, 1],
    weight: [195, 0.75],
    '40yd': [4.55, 2],
    vertical: [34, 1],
    broad: [120, 1],
    shuttle: [4.2, 1],
    '3cone': [7.0, 1],
    bench: [12, 0.5],
  },
  // Kickers and punters are judged on distance and hang time, which no metric key holds;
  // only body size is benchmarked, with low weight, so the part stays honest.
  'K/P': { height: [72, 0.5], weight: [190, 0.5] },
  '*': {
    height: [73, 1],
    weight: [215, 1],
    '40yd': [4.55, 2],
    vertical: [32, 1],
    broad: [116, 1],
    shuttle: [4.3, 1],
    '3cone': [7.1, 1],
    bench: [14, 0.5],
  },
};

const estimate =
  'FBS target is our estimate for the position from public camp and combine norms (interpolated).';

export const FOOTBALL_BENCHMARKS = expandAnchors({
  sport: 'football',
  anchors,
  scales,
  levels,
  anchorNotes: {
    height: estimate,
    weight: estimate,
    '40yd': 'Position offset from the public D1 40-yard zones 4.70/4.55/4.40 (offset interpolated).',
    vertical: estimate,
    broad: estimate,
    shuttle: estimate,
    '3cone': estimate,
    bench: estimate,
  },
  positionNotes: {
    'WR:height': `Anchor: D1 WR ideal 6'2" (public recruiting guidance).`,
    'WR:weight': 'Anchor: D1 WR ideal 185 lb (public recruiting guidance).',
    'WR:40yd': 'Anchor: D1 WR ideal 4.5 40 (public recruiting guidance).',
    '*:40yd': 'Anchor: D1 40-yard zones 4.70 floor / 4.55 scholarship / 4.40 elite.',
  },
  overrides: {
    '*:40yd:D2': {
      floor: 4.85,
      target: 4.7,
      elite: 4.55,
      source: 'Anchor: D2 40-yard zones 4.85 floor / 4.70 scholarship / 4.55 elite.',
    },
  },
});
