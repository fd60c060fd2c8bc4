/**
 * Below its floor, a published mark's score halves with each further 3% of the floor
 * (STANDARD_FLOOR_SHARE, about one level step), instead of falling to 0 one step below it: a
 * swimmer 6% off the D1 B cut scores about 30, not 0, and no small slip past a line costs the
 * whole part. The distance is a share of the floor, the same at every level, so a stronger level
 * (a harder floor) never scores a value higher than a weaker one does.
 */
export const HALVING_SHARE = 0.03;

/** Score of a value `beyond` the floor (in the metric's unit, > 0 is worse) at a floor of `floor`. */
export function belowFloorCurve(beyond: number, floor: number): number {
  const share = beyond / Math.max(Math.abs(floor), Number.EPSILON);
  return 60 * 2 ** (-share / HALVING_SHARE);
}
