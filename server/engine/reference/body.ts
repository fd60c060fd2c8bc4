import type { ProgramSport } from '../../../common/constants';
import { NON_FOOTBALL_LEVELS } from './basketball';
import { expandAnchors } from './expand';
import type { MetricScale, PositionAnchors } from './types';

/**
 * Height for the sports whose testing numbers say nothing of size (baseball, softball, soccer,
 * lacrosse), so a profile with height and weight always has something measured. The D1 figures
 * are our estimates from typical roster listings; where the calibration set has the level
 * (calibration.ts), its percentiles replace them and the source note says so. Height counts
 * little except where the position is recruited for it (pitchers, goalkeepers, centre backs,
 * defenders).
 */
const scales: Record<string, MetricScale> = {
  height: {
    unit: 'in',
    better: 'higher',
    spread: 2.5,
    stepDelta: 0.75,
    note: 'Floor/elite ±2.5 in, −0.75 in per level step (interpolated).',
  },
};

const heights = (h: Record<string, readonly [number, number]>): PositionAnchors =>
  Object.fromEntries(Object.entries(h).map(([pos, anchor]) => [pos, { height: anchor }]));

const ANCHORS: Partial<Record<ProgramSport, PositionAnchors>> = {
  baseball: heights({
    RHP: [74.5, 1],
    LHP: [74, 1],
    C: [72, 0.5],
    '1B': [74, 0.5],
    '2B': [71, 0.25],
    SS: [72, 0.25],
    '3B': [73, 0.25],
    OF: [72.5, 0.25],
    UTIL: [72.5, 0.25],
    '*': [73, 0.5],
  }),
  softball: heights({
    P: [69, 1],
    C: [66, 0.5],
    '1B': [68, 0.5],
    '2B': [65.5, 0.25],
    SS: [66.5, 0.25],
    '3B': [67, 0.25],
    OF: [66.5, 0.25],
    UTIL: [66.5, 0.25],
    '*': [67, 0.5],
  }),
  'mens-soccer': heights({
    GK: [74, 1.5],
    CB: [73, 1],
    FB: [70, 0.25],
    CDM: [71, 0.5],
    CM: [70, 0.25],
    CAM: [69.5, 0.25],
    W: [69, 0.25],
    ST: [71, 0.5],
    '*': [71, 0.5],
  }),
  'womens-soccer': heights({
    GK: [68.5, 1.5],
    CB: [67, 1],
    FB: [65.5, 0.25],
    CDM: [66, 0.5],
    CM: [65.5, 0.25],
    CAM: [65, 0.25],
    W: [64.5, 0.25],
    ST: [66, 0.5],
    '*': [66, 0.5],
  }),
  lacrosse: heights({
    A: [70.5, 1],
    M: [71, 1],
    D: [73, 1],
    LSM: [72.5, 1],
    FOGO: [70, 1],
    G: [71, 1],
    '*': [71.5, 1],
  }),
  'womens-lacrosse': heights({
    A: [65.5, 1],
    M: [66, 1],
    D: [66.5, 1],
    LSM: [66.5, 1],
    FOGO: [66, 1],
    G: [66.5, 1],
    '*': [66, 1],
  }),
};

const estimate = 'D1 target is our estimate from typical D1 roster listings for the position (interpolated).';

export const BODY_BENCHMARKS = (Object.entries(ANCHORS) as [ProgramSport, PositionAnchors][]).flatMap(
  ([sport, anchors]) =>
    expandAnchors({ sport, anchors, scales, levels: NON_FOOTBALL_LEVELS, anchorNotes: { height: estimate } }),
);
