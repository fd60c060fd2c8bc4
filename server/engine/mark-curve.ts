/**
 * Below the floor, a published mark's score halves with each further floor-to-target step
 * (3% of a single standard), instead of falling to 0 one step below it: a swimmer 6% off the
 * D1 B cut scores 30, not 0, and no small slip past a line costs the whole part.
 * `u` is the distance from the typical mark in floor-to-target steps (−1 at the floor).
 */
export const BELOW_FLOOR_HALVING_STEPS = 1;

export function belowFloorCurve(u: number): number {
  if (u >= -1) return 80 + 20 * u;
  return 60 * 2 ** ((u + 1) / BELOW_FLOOR_HALVING_STEPS);
}
