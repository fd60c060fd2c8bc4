import type { ProgramSport } from '../../../common/constants';
import { NON_FOOTBALL_LEVELS } from './basketball';
import { expandAnchors } from './expand';
import type { MetricScale, PositionAnchors } from './types';

/**
 * Soccer: 30 m sprint (s), Yo-Yo Intermittent Recovery level 1 distance (m) and
 * 5-10-5 pro-agility (s). There is no public recruiting anchor for these; targets are
 * our estimate from published sports-science ranges for college players.
 */
const scales: Record<string, MetricScale> = {
  sprint: {
    unit: 's',
    better: 'lower',
    spread: 0.12,
    stepDelta: 0.06,
    note: '30 m sprint; floor/elite ±0.12 s, +0.06 s per level step (interpolated).',
  },
  endurance: {
    unit: 'm',
    better: 'higher',
    spread: 250,
    stepDelta: 150,
    note: 'Yo-Yo IR1 distance; floor/elite ±250 m, −150 m per level step (interpolated).',
  },
  agility: {
    unit: 's',
    better: 'lower',
    spread: 0.12,
    stepDelta: 0.07,
    note: '5-10-5 pro-agility; floor/elite ±0.12 s, +0.07 s per level step (interpolated).',
  },
};

function anchorsFor(base: { sprint: number; endurance: number; agility: number }): PositionAnchors {
  const { sprint: s, endurance: e, agility: a } = base;
  return {
    GK: { sprint: [s + 0.2, 0.5], endurance: [e * 0.6, 0.5], agility: [a + 0.05, 1.5] },
    CB: { sprint: [s + 0.05, 1], endurance: [e * 0.9, 1], agility: [a, 1] },
    FB: { sprint: [s - 0.05, 1.5], endurance: [e * 1.1, 1.5], agility: [a, 1] },
    CDM: { sprint: [s + 0.05, 1], endurance: [e * 1.1, 1.5], agility: [a, 1] },
    CM: { sprint: [s, 1], endurance: [e * 1.1, 1.5], agility: [a, 1] },
    CAM: { sprint: [s, 1], endurance: [e * 1.05, 1], agility: [a - 0.05, 1] },
    W: { sprint: [s - 0.1, 1.5], endurance: [e, 1], agility: [a - 0.05, 1] },
    ST: { sprint: [s - 0.1, 1.5], endurance: [e * 0.95, 1], agility: [a, 1] },
    '*': { sprint: [s, 1], endurance: [e, 1], agility: [a, 1] },
  };
}

function soccer(
  sport: ProgramSport,
  base: { sprint: number; endurance: number; agility: number },
  who: string,
) {
  const estimate = `${who} D1 target is our estimate from published sports-science ranges for college players (interpolated; no public recruiting anchor).`;
  return expandAnchors({
    sport,
    anchors: anchorsFor(base),
    scales,
    levels: NON_FOOTBALL_LEVELS,
    anchorNotes: { sprint: estimate, endurance: estimate, agility: estimate },
  });
}

export const MENS_SOCCER_BENCHMARKS = soccer(
  'mens-soccer',
  { sprint: 4.15, endurance: 2000, agility: 4.45 },
  "Men's",
);
export const WOMENS_SOCCER_BENCHMARKS = soccer(
  'womens-soccer',
  { sprint: 4.7, endurance: 1400, agility: 4.85 },
  "Women's",
);
