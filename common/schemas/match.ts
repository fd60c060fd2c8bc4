import { z } from 'zod';
import {
  PREVIEW_SPORTS,
  type PreviewSport,
  previewProgramSport,
  TEAMS,
  WAITLIST_POSITIONS,
} from '../constants';
import { parseHeight } from '../height';
import { ACADEMIC_TIERS, MATCH_TIERS } from '../tiers';
import { ATHLETE_MESSAGES, metricValueProblem, ZMetrics } from './athlete';
import { ZMetricEvidence } from './evidence';

/** SPEC messages for the match calls, shared by the preview form, demo widget and server. */
export const MATCH_MESSAGES = {
  sport: 'Sport is required',
  sportUnknown: 'Choose a sport from the list',
  demoFields: 'Please select all fields',
  team: ATHLETE_MESSAGES.team,
  heightFormat: `Height must be like 6'2" or a number of inches`,
  profileNotFound: 'Profile not found',
  notOwner: 'You can only generate matches for your own profile',
  notOwnerView: 'You can only view matches for your own profile',
} as const;
const M = MATCH_MESSAGES;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));

/** Numbers arrive as numbers (JSON) or strings (form fields); empty means absent. */
const optionalNumber = (min: number, max: number, message: string) =>
  z
    // A wrong type (true, {}) gets the field's own message, not zod's 'Invalid input'.
    .union([z.number(), z.string().trim()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/**
 * SPEC §9's own slugs for the two sports whose lists are kept per team: like 'basketball', each
 * names the men's list, and `team` picks the women's.
 */
const SPEC_SPORT_SLUGS: Record<string, PreviewSport> = {
  'track-and-field': 'mens-track-field',
  'cross-country': 'mens-cross-country',
};

/** POST /api/v1/matches/preview's fields: only sport is required (SPEC §5). */
export const ZPreviewFields = z.object({
  sport: z
    .string({ error: M.sport })
    .trim()
    .min(1, M.sport)
    .transform((s) => SPEC_SPORT_SLUGS[s] ?? s)
    .refine((s) => (PREVIEW_SPORTS as readonly string[]).includes(s), M.sportUnknown)
    .transform((s) => s as PreviewSport),
  position: optionalText,
  /** 6'2", 74 or absent. */
  height: z
    .union([z.string().trim().max(20), z.number()], { error: M.heightFormat })
    // Empty means absent; anything else must read as a height, never be dropped silently.
    .refine((h) => h === '' || h === null || h === undefined || parseHeight(h) !== null, M.heightFormat)
    .nullish(),
  weight: optionalNumber(50, 500, 'Please enter a valid weight'),
  gpa: optionalNumber(0, 5, 'GPA must be between 0.0 and 4.0'),
  /** Optional beyond SPEC's fields: a test score places the athlete in each school's middle 50%. */
  satScore: optionalNumber(400, 1600, ATHLETE_MESSAGES.sat),
  actScore: optionalNumber(1, 36, ATHLETE_MESSAGES.act),
  location: optionalText,
  /** Optional: a later class also counts the juniors who leave before it arrives (roster need). */
  graduationYear: optionalNumber(2024, 2030, ATHLETE_MESSAGES.graduationYear),
  /**
   * Basketball, volleyball and lacrosse: which team's programs to match. Absent means the slug's
   * own team (men's basketball and lacrosse, women's volleyball).
   */
  team: z.enum(TEAMS, { error: M.team }).nullish(),
  /** The position's best marks, in the sports recruited on them (metric key → value, stored unit). */
  metrics: ZMetrics.optional(),
});

/** POST /api/v1/matches/preview: the fields, and each metric in its sport's own range (ADR 037). */
export const ZPreviewRequest = ZPreviewFields.superRefine((v, ctx) => {
  // The metrics again against the sport's own ranges (ADR 037).
  for (const [key, value] of Object.entries(v.metrics ?? {})) {
    const problem = metricValueProblem(key, value as number, previewProgramSport(v.sport, v.team));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['metrics', key] });
  }
});
export type TPreviewRequest = z.input<typeof ZPreviewRequest>;

export const ZFitParts = z.object({
  athletic: z.number().int(),
  rosterNeed: z.number().int(),
  academic: z.number().int(),
  geo: z.number().int(),
  sys: z.number().int(),
});
export type TFitParts = z.infer<typeof ZFitParts>;

/** Cost of attendance for one year (College Scorecard), in-state when the athlete lives in the school's state. */
export const ZCostOfAttendance = z.object({
  usd: z.number().int(),
  /** 'same' where the school charges everyone the same (private schools). */
  residency: z.enum(['in-state', 'out-of-state', 'same']),
  dataYear: z.string(),
  text: z.string(),
});
export type TCostOfAttendance = z.infer<typeof ZCostOfAttendance>;

/** The admission side of a match, beside its athletic tier. */
const academicFields = {
  /** Academic reach, fit or likely against the school's own numbers; null without admissions figures. */
  academicTier: z.enum(ACADEMIC_TIERS).nullable(),
  /** The admission sentence with the school's numbers and data year, or why there are none. */
  admission: z.string(),
  cost: ZCostOfAttendance.nullable(),
};

export const ZPreviewMatch = z.object({
  programId: z.string(),
  school: z.string(),
  program_level: z.string(),
  conference: z.string().nullable(),
  score: z.number().int(),
  why: z.array(z.string()),
  parts: ZFitParts,
  /** Reach, target or safety: the program's level against the entered numbers' band. */
  tier: z.enum(MATCH_TIERS),
  /** False when the program has no roster on file: its roster need is a prior (the card's badge). */
  rosterOnFile: z.boolean(),
  ...academicFields,
});
export const ZPreviewResponse = z.object({
  success: z.boolean(),
  matches: z.array(ZPreviewMatch),
  /** Highest level whose bar the entered numbers meet, e.g. 'FCS'; null when none. */
  divisionBand: z.string().nullable(),
  error: z.string().nullable(),
});
export type TPreviewResponse = z.infer<typeof ZPreviewResponse>;

const requiredNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1, M.demoFields)], { error: M.demoFields })
    .transform((v, ctx) => {
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: M.demoFields });
        return z.NEVER;
      }
      return n;
    });

/** POST /api/matches/demo: the landing widget (football). */
export const ZDemoRequest = z.object({
  position: z.enum(WAITLIST_POSITIONS, { error: M.demoFields }),
  gpa: requiredNumber(0, 5),
  fortyYardDash: requiredNumber(3.5, 9),
});
export type TDemoRequest = z.input<typeof ZDemoRequest>;

export const ZDemoMatch = z.object({
  program: z.object({ name: z.string(), division: z.string(), location: z.string() }),
  fitScore: z.number().int(),
  reasoning: z.array(z.object({ text: z.string() })),
});
export const ZDemoResponse = z.array(ZDemoMatch);

export const ZAthleteId = z.object({ athleteId: z.uuid(M.profileNotFound) });

/** SPEC §3 "Match (dashboard)". */
export const ZDashboardMatch = z.object({
  id: z.string(),
  program: z.object({
    /** The program's id, which "Send my profile to this staff" names. */
    id: z.string(),
    name: z.string(),
    division: z.string(),
    location: z.string(),
    coachName: z.string().nullable(),
    coachEmail: z.string().nullable(),
    coachPhone: z.string().nullable(),
    /** Entered by the program's own coach (issue 35), as are name, email and phone then. */
    coachTitle: z.string().nullable(),
    questionnaireUrl: z.string().nullable(),
    programWebsite: z.string().nullable(),
  }),
  fit: z.number().int(),
  confidence: z.number().int(),
  why: z.array(z.string()),
  gaps: z.array(z.string()),
  breakdown: ZFitParts,
  /** The metrics the athletic part scored, each with its evidence level and date (issue 37). */
  athleticEvidence: z.array(ZMetricEvidence.extend({ metric: z.string() })),
  /** The program's level against the athlete's division band. */
  tier: z.enum(MATCH_TIERS),
  /** Great-circle miles from the athlete's location; null when either place is unknown. */
  distanceMiles: z.number().int().nullable(),
  ...academicFields,
});
export type TDashboardMatch = z.infer<typeof ZDashboardMatch>;
export const ZDashboardMatches = z.array(ZDashboardMatch);

export const ZGenerateResponse = z.object({ generated: z.number().int(), matches: ZDashboardMatches });

/** The athlete's best fit now against the previous weekly recompute (score history). */
export const ZWeeklyChange = z.object({
  change: z.number().int().nullable(),
  current: z.number().int().nullable(),
  since: z.date().nullable(),
});
export type TWeeklyChange = z.infer<typeof ZWeeklyChange>;

export const ZDivisionReadiness = z.object({
  division: z.string().nullable(),
  reasons: z.array(z.string()),
  profile: z.object({ height: z.string(), gpa: z.string(), sport: z.string(), position: z.string() }),
});
export type TDivisionReadiness = z.infer<typeof ZDivisionReadiness>;

export const ZReadiness = z.object({
  score: z.number().int(),
  label: z.enum(['Ready', 'Track', 'Developing']),
  breakdown: z.array(z.object({ category: z.string(), percentage: z.number().int(), complete: z.boolean() })),
});
export type TReadiness = z.infer<typeof ZReadiness>;

/** GET /api/athlete-profiles/{id}/what-if: the smallest change per metric that reaches the next level. */
export const ZWhatIf = z.array(
  z.object({
    metric: z.string(),
    label: z.string(),
    current: z.number().nullable(),
    needed: z.number(),
    change: z.number(),
    unit: z.string(),
    toLevel: z.string(),
    programsUnlocked: z.number().int(),
    programsImproved: z.number().int(),
    together: z.boolean(),
    text: z.string(),
  }),
);
export type TWhatIf = z.infer<typeof ZWhatIf>;

/** One of the athlete's top programs by Fit, as the PDF prints it (only if the athlete chose). */
export const ZPdfTopProgram = z.object({ school: z.string(), level: z.string(), fit: z.number() });
export type TPdfTopProgram = z.infer<typeof ZPdfTopProgram>;
