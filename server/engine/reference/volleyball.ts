import { NON_FOOTBALL_LEVELS } from './basketball';
import { expandAnchors } from './expand';
import type { MetricScale, PositionAnchors } from './types';

/** Women's volleyball (the `volleyball` program sport): height and approach jump. */
const scales: Record<string, MetricScale> = {
  height: {
    unit: 'in',
    better: 'higher',
    spread: 1.5,
    stepDelta: 1,
    note: 'Floor/elite ±1.5 in, −1 in per level step (interpolated).',
  },
  approach_vertical: {
    unit: 'in',
    better: 'higher',
    spread: 3,
    stepDelta: 1.5,
    note: 'Approach jump; floor/elite ±3 in, −1.5 in per level step (interpolated).',
  },
};

const anchors: PositionAnchors = {
  OH: { height: [73, 2], approach_vertical: [24, 1.5] },
  OPP: { height: [73, 2], approach_vertical: [24, 1.5] },
  MB: { height: [74.5, 2.5], approach_vertical: [23, 1.5] },
  S: { height: [70, 1.5], approach_vertical: [20, 1] },
  // Liberos and defensive specialists are not recruited for size; height counts little.
  L: { height: [66, 0.25], approach_vertical: [19, 1] },
  DS: { height: [66, 0.25], approach_vertical: [19, 1] },
  '*': { height: [72, 2], approach_vertical: [22, 1.5] },
};

const estimate =
  'D1 target is our estimate from typical D1 roster heights by position and public club-recruiting guidance (interpolated).';

export const VOLLEYBALL_BENCHMARKS = expandAnchors({
  sport: 'volleyball',
  anchors,
  scales,
  levels: NON_FOOTBALL_LEVELS,
  anchorNotes: { height: estimate, approach_vertical: estimate },
});

/**
 * Men's volleyball (the `mens-volleyball` program sport). No roster data is on file, so every
 * target is our estimate from typical D1 roster heights and published men's approach-jump norms.
 */
const mensAnchors: PositionAnchors = {
  OH: { height: [76.5, 2], approach_vertical: [32, 1.5] },
  OPP: { height: [77, 2], approach_vertical: [32, 1.5] },
  MB: { height: [79, 2.5], approach_vertical: [31, 1.5] },
  S: { height: [75, 1.5], approach_vertical: [29, 1] },
  L: { height: [71, 0.25], approach_vertical: [27, 1] },
  DS: { height: [71, 0.25], approach_vertical: [27, 1] },
  '*': { height: [76, 2], approach_vertical: [30, 1.5] },
};

const mensEstimate =
  "Men's D1 target is our estimate from typical D1 roster heights and published men's approach-jump norms (interpolated).";

export const MENS_VOLLEYBALL_BENCHMARKS = expandAnchors({
  sport: 'mens-volleyball',
  anchors: mensAnchors,
  scales,
  levels: NON_FOOTBALL_LEVELS,
  anchorNotes: { height: mensEstimate, approach_vertical: mensEstimate },
});
