import { NON_FOOTBALL_LEVELS } from './basketball';
import { expandAnchors } from './expand';
import type { MetricScale, PositionAnchors } from './types';

/**
 * Baseball and softball: 60-yard dash, exit velocity (off a tee, as showcases measure),
 * position throwing velocity (a pitcher's fastball) and catcher pop time.
 * Public anchors: D1 RHP 88–90+ mph; D1 catcher pop time ≤ 1.9 s. The rest is our
 * interpolation from public showcase guidance, and the source notes say so.
 */
const baseballScales: Record<string, MetricScale> = {
  '60yd': {
    unit: 's',
    better: 'lower',
    spread: 0.2,
    stepDelta: 0.1,
    note: 'Floor/elite ±0.2 s, +0.1 s per level step (interpolated).',
  },
  exit_velo: {
    unit: 'mph',
    better: 'higher',
    spread: 4,
    stepDelta: 3,
    note: 'Floor/elite ±4 mph, −3 mph per level step (interpolated).',
  },
  throw_velo: {
    unit: 'mph',
    better: 'higher',
    spread: 3,
    stepDelta: 3,
    note: 'Floor/elite ±3 mph, −3 mph per level step (interpolated).',
  },
  pop_time: {
    unit: 's',
    better: 'lower',
    spread: 0.08,
    stepDelta: 0.05,
    note: 'Floor/elite ±0.08 s, +0.05 s per level step (interpolated).',
  },
};

const baseballAnchors: PositionAnchors = {
  RHP: { throw_velo: [88, 3], '60yd': [7.2, 0.25] },
  LHP: { throw_velo: [86, 3], '60yd': [7.2, 0.25] },
  C: { pop_time: [1.9, 2.5], throw_velo: [78, 1], exit_velo: [88, 1.5], '60yd': [7.1, 0.5] },
  '1B': { exit_velo: [92, 2.5], '60yd': [7.0, 0.5], throw_velo: [82, 0.5] },
  '2B': { exit_velo: [87, 1.5], '60yd': [6.85, 1.5], throw_velo: [82, 1] },
  SS: { exit_velo: [88, 1.5], '60yd': [6.8, 1.5], throw_velo: [85, 1.5] },
  '3B': { exit_velo: [90, 2], '60yd': [6.95, 1], throw_velo: [85, 1.5] },
  OF: { exit_velo: [89, 1.5], '60yd': [6.75, 2], throw_velo: [87, 1.5] },
  UTIL: { exit_velo: [89, 1.5], '60yd': [6.9, 1.5], throw_velo: [84, 1] },
  '*': { exit_velo: [89, 1.5], '60yd': [6.9, 1.5], throw_velo: [84, 1] },
};

const bbEstimate = 'D1 target is our estimate for the position from public showcase guidance (interpolated).';

export const BASEBALL_BENCHMARKS = expandAnchors({
  sport: 'baseball',
  anchors: baseballAnchors,
  scales: baseballScales,
  levels: NON_FOOTBALL_LEVELS,
  anchorNotes: { '60yd': bbEstimate, exit_velo: bbEstimate, throw_velo: bbEstimate, pop_time: bbEstimate },
  positionNotes: {
    'RHP:throw_velo': 'Anchor: D1 RHP fastball 88–90+ mph (public recruiting guidance).',
    'LHP:throw_velo': 'LHP set 2 mph below the D1 RHP anchor of 88–90+ mph (interpolated).',
    'C:pop_time': 'Anchor: D1 catcher pop time ≤ 1.9 s (public recruiting guidance).',
  },
  overrides: {
    'RHP:throw_velo:D1': {
      floor: 86,
      target: 88,
      elite: 91,
      source:
        'Anchor: D1 RHP fastball 88–90+ mph is the scholarship-to-elite range; the 86 floor is interpolated.',
    },
    'C:pop_time:D1': {
      floor: 1.98,
      target: 1.9,
      elite: 1.82,
      source: 'Anchor: D1 catcher pop time ≤ 1.9 s; floor and elite ±0.08 s are interpolated.',
    },
  },
});

const softballScales: Record<string, MetricScale> = {
  '60yd': {
    unit: 's',
    better: 'lower',
    spread: 0.25,
    stepDelta: 0.12,
    note: 'Floor/elite ±0.25 s, +0.12 s per level step (interpolated).',
  },
  exit_velo: {
    unit: 'mph',
    better: 'higher',
    spread: 4,
    stepDelta: 3,
    note: 'Floor/elite ±4 mph, −3 mph per level step (interpolated).',
  },
  throw_velo: {
    unit: 'mph',
    better: 'higher',
    spread: 3,
    stepDelta: 2.5,
    note: 'Floor/elite ±3 mph, −2.5 mph per level step (interpolated).',
  },
  pop_time: {
    unit: 's',
    better: 'lower',
    spread: 0.1,
    stepDelta: 0.06,
    note: 'Floor/elite ±0.1 s, +0.06 s per level step (interpolated).',
  },
};

const softballAnchors: PositionAnchors = {
  P: { throw_velo: [63, 3], '60yd': [8.2, 0.25] },
  C: { pop_time: [1.8, 2.5], throw_velo: [60, 1], exit_velo: [68, 1.5], '60yd': [8.1, 0.5] },
  '1B': { exit_velo: [70, 2.5], '60yd': [8.0, 0.5], throw_velo: [59, 0.5] },
  '2B': { exit_velo: [66, 1.5], '60yd': [7.85, 1.5], throw_velo: [60, 1] },
  SS: { exit_velo: [67, 1.5], '60yd': [7.8, 1.5], throw_velo: [62, 1.5] },
  '3B': { exit_velo: [69, 2], '60yd': [7.95, 1], throw_velo: [62, 1.5] },
  OF: { exit_velo: [67, 1.5], '60yd': [7.75, 2], throw_velo: [63, 1.5] },
  UTIL: { exit_velo: [68, 1.5], '60yd': [7.9, 1.5], throw_velo: [61, 1] },
  '*': { exit_velo: [68, 1.5], '60yd': [7.9, 1.5], throw_velo: [61, 1] },
};

const sbEstimate =
  'Softball D1 target is our low-confidence estimate from public showcase guidance; no public anchor was used (interpolated).';

export const SOFTBALL_BENCHMARKS = expandAnchors({
  sport: 'softball',
  anchors: softballAnchors,
  scales: softballScales,
  levels: NON_FOOTBALL_LEVELS,
  anchorNotes: { '60yd': sbEstimate, exit_velo: sbEstimate, throw_velo: sbEstimate, pop_time: sbEstimate },
});
