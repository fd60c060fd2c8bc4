/**
 * The ACT/SAT concordance, one copy for the engine (server/engine/concordance.ts re-exports it)
 * and the scholarship rules the browser also runs. It sits in common/ rather than in the engine
 * because the browser may import nothing from server/; it is plain arithmetic, not a schema.
 */

/**
 * ACT composite → SAT total, from the 2018 ACT/College Board concordance tables
 * (the official joint concordance). Index = ACT score. ACT 1–8 lie below the published
 * table; we extend it linearly down to the SAT floor of 400 and say so here.
 */
const ACT_TO_SAT_TABLE: Record<number, number> = {
  36: 1590,
  35: 1540,
  34: 1500,
  33: 1460,
  32: 1430,
  31: 1400,
  30: 1370,
  29: 1340,
  28: 1310,
  27: 1280,
  26: 1240,
  25: 1210,
  24: 1180,
  23: 1140,
  22: 1110,
  21: 1080,
  20: 1040,
  19: 1010,
  18: 970,
  17: 930,
  16: 890,
  15: 850,
  14: 800,
  13: 760,
  12: 710,
  11: 670,
  10: 630,
  9: 590,
};

/** SAT equivalent of an ACT composite (1–36). */
export function actToSat(act: number): number {
  const a = Math.max(1, Math.min(36, Math.round(act)));
  const hit = ACT_TO_SAT_TABLE[a];
  if (hit !== undefined) return hit;
  // Below the table: straight line from (1, 400) to (9, 590).
  return Math.round(400 + ((a - 1) * (590 - 400)) / 8);
}

/** Highest ACT composite whose SAT equivalent does not exceed `sat`. */
export function satToAct(sat: number): number {
  let best = 1;
  for (let a = 1; a <= 36; a++) if (actToSat(a) <= sat) best = a;
  return best;
}

/** The better of the athlete's SAT and (converted) ACT, on the SAT scale; null when neither. */
export function bestSatEquivalent(
  sat: number | null | undefined,
  act: number | null | undefined,
): number | null {
  const fromAct = act != null && act > 0 ? actToSat(act) : null;
  const fromSat = sat != null && sat > 0 ? sat : null;
  if (fromAct === null) return fromSat;
  if (fromSat === null) return fromAct;
  return Math.max(fromAct, fromSat);
}
