import { z } from 'zod';

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

/** minTestScore is stored as one number; 1–36 reads as ACT, 400–1600 as SAT. */
export function testScaleOf(score: number): 'ACT' | 'SAT' {
  return score <= 36 ? 'ACT' : 'SAT';
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

export interface EligibilityInput {
  gpa: number | null | undefined;
  satScore: number | null | undefined;
  actScore: number | null | undefined;
}

export interface EligibilityRule {
  minGpa?: number | string | null;
  minTestScore?: number | null;
}

/**
 * SPEC §9: GPA must reach minGpa AND the SAT or the ACT must reach minTestScore
 * (either passes). The minimum is converted to the other test's scale with the
 * concordance above, so an ACT 24 (≈ SAT 1180) meets an SAT minimum of 1150.
 * A missing minimum is no requirement; a missing athlete value fails a set minimum.
 */
export function isEligible(athlete: EligibilityInput, rule: EligibilityRule): boolean {
  const minGpa = rule.minGpa == null || rule.minGpa === '' ? null : Number(rule.minGpa);
  if (minGpa !== null && Number.isFinite(minGpa)) {
    if (athlete.gpa == null || !(athlete.gpa >= minGpa)) return false;
  }
  const min = rule.minTestScore;
  if (min == null) return true;
  const minSat = testScaleOf(min) === 'ACT' ? actToSat(min) : min;
  const minAct = testScaleOf(min) === 'ACT' ? min : satToAct(min);
  const satOk = athlete.satScore != null && athlete.satScore >= minSat;
  const actOk = athlete.actScore != null && athlete.actScore >= minAct;
  return satOk || actOk;
}

export const SCHOLARSHIP_SPORT_FILTERS = [
  'basketball',
  'football',
  'baseball',
  'volleyball',
  'multi-sport',
] as const;
export const SCHOLARSHIP_DIVISION_FILTERS = ['d1', 'd2', 'd3', 'naia'] as const;

export const ZScholarship = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.string(),
  deadline: z.string().nullable(),
  sport: z.string(),
  division: z.string().nullable(),
  requirements: z.array(z.string()),
  minGpa: z.number().nullable(),
  minTestScore: z.number().int().nullable(),
  description: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  isExample: z.boolean(),
});
export type TScholarship = z.infer<typeof ZScholarship>;
export const ZScholarshipList = z.array(ZScholarship);

/** One CSV/seed record; `name` is the natural key for upserts. */
export const ZScholarshipImportRow = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  amount: z.string().trim().min(1, 'Amount is required'),
  deadline: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Deadline must be YYYY-MM-DD')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  sport: z.string().trim().min(1, 'Sport is required'),
  division: z.string().trim().nullable().optional(),
  requirements: z.array(z.string()).default([]),
  minGpa: z.coerce.number().min(0).max(5).nullable().optional(),
  minTestScore: z.coerce.number().int().min(1).max(1600).nullable().optional(),
  description: z.string().nullable().optional(),
  sourceUrl: z.url('Source URL must be a valid URL').nullable().optional(),
  isExample: z.boolean().default(false),
});
export type TScholarshipImportRow = z.infer<typeof ZScholarshipImportRow>;
