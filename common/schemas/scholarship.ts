import { z } from 'zod';
import { actToSat, satToAct, testScaleOf } from '../test-scores';

export interface EligibilityInput {
  gpa: number | null | undefined;
  satScore: number | null | undefined;
  actScore: number | null | undefined;
  /** A high-school athlete cannot win a college-senior or graduate award. */
  inHighSchool?: boolean;
  /** The family income bracket (private, ADR 033); a need-based award is not Eligible without it. */
  incomeBracket?: string | null;
  /** The athlete's sport as the profile names it ("Baseball"); an award for one sport needs it. */
  sport?: string | null;
}

export interface EligibilityRule {
  /** `multi-sport`, or the one sport the award is for (`baseball`). */
  sport?: string;
  minGpa?: number | string | null;
  minTestScore?: number | null;
  audience?: TScholarshipAudience;
  requirements?: readonly string[];
  description?: string | null;
}

const NEED_CRITERIA = /financial need|need-based|unmet need|family income|income up to/i;

/** An award that judges the family's finances (its requirements or description say so). */
export function isNeedBased(rule: EligibilityRule): boolean {
  return [...(rule.requirements ?? []), rule.description ?? ''].some((text) => NEED_CRITERIA.test(text));
}

/** The top of each income bracket, in dollars, to compare with an award's stated income limit. */
const BRACKET_TOP: Record<string, number> = {
  '0-30k': 30_000,
  '30-48k': 48_000,
  '48-75k': 75_000,
  '75-110k': 110_000,
  '110k-plus': Number.POSITIVE_INFINITY,
};

/** "family income up to $95,000" → 95000: the income limit an award states, if any. */
export function incomeLimit(rule: EligibilityRule): number | null {
  for (const text of [...(rule.requirements ?? []), rule.description ?? '']) {
    const m = /income up to \$([\d,]+)/i.exec(text);
    if (m) return Number(m[1]!.replace(/,/g, ''));
  }
  return null;
}

const sportKey = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** An award for every sport, or for the athlete's own (men's and women's teams alike). */
export function awardFitsSport(rule: EligibilityRule, athleteSport: string | null | undefined): boolean {
  if (!rule.sport || rule.sport === 'multi-sport') return true;
  return !!athleteSport && sportKey(athleteSport) === sportKey(rule.sport);
}

/**
 * SPEC §9: GPA must reach minGpa AND the SAT or the ACT must reach minTestScore
 * (either passes). The minimum is converted to the other test's scale with the
 * concordance above, so an ACT 24 (≈ SAT 1180) meets an SAT minimum of 1150.
 * A missing minimum is no requirement; a missing athlete value fails a set minimum. An award for
 * one sport is not Eligible for another's athlete, and a need-based award is not Eligible without
 * the athlete's income bracket, nor with a bracket that reaches past the award's income limit.
 */
export function isEligible(athlete: EligibilityInput, rule: EligibilityRule): boolean {
  if (athlete.inHighSchool && (rule.audience === 'college' || rule.audience === 'graduate')) return false;
  if (!awardFitsSport(rule, athlete.sport)) return false;
  if (isNeedBased(rule)) {
    if (!athlete.incomeBracket) return false;
    const limit = incomeLimit(rule);
    if (limit !== null && !((BRACKET_TOP[athlete.incomeBracket] ?? Number.POSITIVE_INFINITY) <= limit))
      return false;
  }
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
export const SCHOLARSHIP_AUDIENCES = ['any', 'high-school', 'college', 'graduate'] as const;
export type TScholarshipAudience = (typeof SCHOLARSHIP_AUDIENCES)[number];

/** In high school until the June of the graduation year (a school year turns over in August). */
export function inHighSchool(graduationYear: number, now: Date): boolean {
  const schoolYearEnds = now.getMonth() >= 7 ? now.getFullYear() + 1 : now.getFullYear();
  return graduationYear >= schoolYearEnds;
}

export const SCHOLARSHIP_DIVISION_FILTERS = ['d1', 'd2', 'd3', 'naia'] as const;

export const ZScholarship = z.object({
  id: z.string(),
  name: z.string(),
  /** Null: the official page does not confirm an amount. */
  amount: z.string().nullable(),
  deadline: z.string().nullable(),
  sport: z.string(),
  division: z.string().nullable(),
  requirements: z.array(z.string()),
  minGpa: z.number().nullable(),
  minTestScore: z.number().int().nullable(),
  description: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  isExample: z.boolean(),
  audience: z.enum(SCHOLARSHIP_AUDIENCES),
  /** YYYY-MM-DD: the day the official page was last checked. */
  checkedOn: z.string().nullable(),
});
export type TScholarship = z.infer<typeof ZScholarship>;
export const ZScholarshipList = z.array(ZScholarship);

/** An optional YYYY-MM-DD day; an empty cell is none. */
const isoDay = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null));

/** One CSV/seed record; `name` is the natural key for upserts. */
export const ZScholarshipImportRow = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  // Left empty when the official page does not confirm it: never guessed.
  amount: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => v || null),
  deadline: isoDay('Deadline must be YYYY-MM-DD'),
  sport: z.string().trim().min(1, 'Sport is required'),
  division: z.string().trim().nullable().optional(),
  requirements: z.array(z.string()).default([]),
  minGpa: z.coerce.number().min(0).max(5).nullable().optional(),
  minTestScore: z.coerce.number().int().min(1).max(1600).nullable().optional(),
  description: z.string().nullable().optional(),
  sourceUrl: z.url('Source URL must be a valid URL').nullable().optional(),
  isExample: z.boolean().default(false),
  audience: z.enum(SCHOLARSHIP_AUDIENCES).default('any'),
  checkedOn: isoDay('Checked on must be YYYY-MM-DD'),
});
export type TScholarshipImportRow = z.infer<typeof ZScholarshipImportRow>;
