import { z } from 'zod';
import {
  ELIGIBILITY_MAX,
  ELIGIBILITY_MIN,
  hasTeams,
  isRecordMetric,
  METRIC_DISPLAY,
  METRIC_KEYS,
  type MetricKey,
  PDF_PAPERS,
  PORTAL_STATUSES,
  PREFERRED_DIVISIONS,
  positionsForSport,
  recordProblem,
  SPORTS,
  TEAMS,
  US_STATES,
  VERIFICATION_LEVELS,
} from '../constants';
import {
  ACADEMIC_STANDINGS,
  academicYearOf,
  CLOCK_START_FIRST,
  CURRENT_LEVELS,
  TRANSFER_KINDS,
} from '../eligibility';
import { profileHeightInches } from '../height';
import { rangeProblem } from '../input-ranges';
import { ZMetricEvidence } from './evidence';
import { ZName } from './names';

/** SPEC §5 messages, shared by the wizard, the edit form and the server. */
export const ATHLETE_MESSAGES = {
  coachAccount:
    'This is a coach account: coaches find and contact athletes, and athletes keep their own profile. Sign up separately as an athlete to build a profile',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  graduationYear: 'Graduation year must be between 2024 and 2030',
  graduationYearRequired: 'Graduation year is required',
  portalStatus: 'Choose whether you are in or entering the transfer portal',
  currentSchool: 'Current school is required',
  eligibilityRemaining: 'Eligibility remaining must be between 0 and 5 years',
  currentLevel: 'Choose the level you play at now',
  clockStartYear: 'Choose the season your eligibility clock started (your first full-time college year)',
  transferKind: 'Choose undergraduate or graduate transfer',
  academicStanding: 'Choose your progress toward your degree',
  portalEnteredOn: 'Enter the day you entered the portal: a date since October 15, 2018, not in the future',
  sport: 'Sport is required',
  position: 'Position is required',
  positionForSport: 'Choose a position offered for this sport',
  height: 'Height is required',
  heightFormat: `Height must look like 6'2" (4 to 8 feet, 0 to 11 inches)`,
  weightRequired: 'Weight is required',
  weight: 'Please enter a valid weight',
  state: 'State is required',
  gpa: 'GPA is required',
  gpaRange: 'GPA must be between 0.0 and 4.0',
  sat: 'SAT must be between 400 and 1600',
  act: 'ACT must be between 1 and 36',
  url: 'Must be a valid URL or leave empty',
  bio: 'Please write at least 10 characters about yourself',
  editBio: 'Bio must be at least 10 characters',
  metricsJson: 'Metrics must be valid JSON',
  metricPositive: 'Each metric must be a positive number',
  metricClock: 'Enter a time as m:ss.hh (for example 4:18.50) or in seconds',
  xHandle: 'Enter a valid X handle (letters, numbers and _; up to 15)',
  team: 'Team is required',
} as const;
const M = ATHLETE_MESSAGES;

/** An http(s) URL, or empty (stored as null). */
export const ZOptionalUrl = (message: string = M.url) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((v) => v === '' || isHttpUrl(v), message)
    .transform((v) => (v === '' ? null : v))
    .nullish();

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** 'City, ST' or 'ST' (SPEC §5); returns the state code, or null if there is none. */
export function stateOfLocation(location: string): string | null {
  const last = location.split(',').pop()?.trim().toUpperCase() ?? '';
  return (US_STATES as readonly string[]).includes(last) ? last : null;
}
export const formatLocation = (city: string | undefined, state: string) =>
  city?.trim() ? `${city.trim()}, ${state}` : state;

/**
 * Why a metric's value is not accepted, or null: one rule for the builder, the preview and the
 * server. A record counts from 0 (an unbeaten season); every other metric is a positive number in
 * the range a person can post (ADR 037).
 */
export function metricValueProblem(
  key: string,
  value: number,
  sport?: string | null,
  team?: string | null,
): string | null {
  if (isRecordMetric(key)) return recordProblem(key, value);
  if (!Number.isFinite(value) || value <= 0)
    return METRIC_DISPLAY[key as MetricKey]?.clock ? M.metricClock : M.metricPositive;
  // Each number's possible range, for the sport where it differs (common/input-ranges.ts).
  return rangeProblem(key, value, sport, team);
}

const ZMetricsObject = z.record(z.string(), z.unknown(), { error: M.metricsJson }).transform((obj, ctx) => {
  const metrics: Partial<Record<MetricKey, number>> = {};
  for (const [key, raw] of Object.entries(obj)) {
    if (!(METRIC_KEYS as readonly string[]).includes(key)) {
      ctx.addIssue({ code: 'custom', message: `Unknown metric: ${key}`, path: [key] });
      continue;
    }
    if (raw === null || raw === '' || raw === undefined) continue;
    const value = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof value !== 'number') {
      ctx.addIssue({ code: 'custom', message: M.metricPositive, path: [key] });
      continue;
    }
    const problem = metricValueProblem(key, value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: [key] });
      continue;
    }
    metrics[key as MetricKey] = value;
  }
  return metrics;
});

/** Metrics arrive as JSON text keyed by metric (SPEC §7); an object is accepted too. */
export const ZMetrics = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: M.metricsJson })
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: M.metricsJson });
      return z.NEVER;
    }
  })
  .pipe(ZMetricsObject);

const optionalScore = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int(message).min(min, message).max(max, message).optional(),
  );

const ZXHandle = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .refine((v) => v === '' || /^[A-Za-z0-9_]{1,15}$/.test(v), M.xHandle)
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** The NCAA transfer portal opened on October 15, 2018: no athlete entered it before. */
const PORTAL_OPENED = '2018-10-15';
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * A transfer athlete's eligibility facts (ADR 036). Each is optional in the API, so a portal
 * profile saved before them stays valid; the builder and the edit form ask for them.
 */
export const ZTransferFacts = {
  currentLevel: z.enum(CURRENT_LEVELS, { error: M.currentLevel }).nullish(),
  clockStartYear: z.coerce
    .number({ error: M.clockStartYear })
    .int(M.clockStartYear)
    .min(CLOCK_START_FIRST, M.clockStartYear)
    .refine((y) => y <= academicYearOf(todayIso()), M.clockStartYear)
    .nullish(),
  transferKind: z.enum(TRANSFER_KINDS, { error: M.transferKind }).nullish(),
  academicStanding: z.enum(ACADEMIC_STANDINGS, { error: M.academicStanding }).nullish(),
  portalEnteredOn: z
    .string({ error: M.portalEnteredOn })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.portalEnteredOn)
    .refine((d) => !Number.isNaN(Date.parse(d)) && d >= PORTAL_OPENED && d <= todayIso(), M.portalEnteredOn)
    .nullish(),
};
export const TRANSFER_FACT_KEYS = Object.keys(ZTransferFacts) as (keyof typeof ZTransferFacts)[];
const blankToNull = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === '' ? null : v), t);

/** POST /api/athlete-profiles body (SPEC §7). The owner always comes from the session. */
export const ZCreateAthleteProfile = z
  .object({
    firstName: ZName(M.firstName, 80),
    lastName: ZName(M.lastName, 80),
    // A transfer gives the season its clock started instead: its class is derived from it.
    graduationYear: z.coerce
      .number()
      .int(M.graduationYear)
      .min(2024, M.graduationYear)
      .max(2030, M.graduationYear)
      .optional(),
    classYear: z.string().trim().max(40).nullish(),
    sport: z
      .string({ error: M.sport })
      .trim()
      .min(1, M.sport)
      .refine((s) => (SPORTS as string[]).includes(s), M.sport),
    position: z.string({ error: M.position }).trim().min(1, M.position).max(40),
    positionSecondary: z.string().trim().max(40).nullish(),
    team: z.enum(TEAMS, { error: M.team }).nullish(),
    height: z
      .string({ error: M.height })
      .trim()
      .min(1, M.height)
      .refine((h) => profileHeightInches(h) !== null, M.heightFormat),
    weight: z.coerce.number({ error: M.weightRequired }).int(M.weight).min(50, M.weight).max(500, M.weight),
    location: z
      .string({ error: M.state })
      .trim()
      .min(1, M.state)
      .max(120)
      .refine((l) => stateOfLocation(l) !== null, M.state),
    gpa: z
      .union([z.string(), z.number()], { error: M.gpa })
      .transform((v) => String(v).trim())
      .refine((v) => v !== '', M.gpa)
      .superRefine((v, ctx) => {
        if (v === '' || (/^\d(\.\d{1,2})?$/.test(v) && Number(v) <= 4)) return;
        // A weighted GPA or a percentage is named as such (ADR 037); anything else gets the range.
        ctx.addIssue({ code: 'custom', message: rangeProblem('gpa', Number(v)) ?? M.gpaRange });
      }),
    satScore: optionalScore(400, 1600, M.sat),
    actScore: optionalScore(1, 36, M.act),
    filmUrl: ZOptionalUrl(),
    bio: z.string({ error: M.bio }).trim().min(10, M.bio).max(2000, 'Bio must be at most 2000 characters'),
    preferredDivisions: z.array(z.enum(PREFERRED_DIVISIONS)).max(PREFERRED_DIVISIONS.length).default([]),
    preferredLocations: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
    xHandle: ZXHandle,
    xProfileUrl: ZOptionalUrl('Valid X/Twitter URL required'),
    xBio: z.string().trim().max(280).nullish(),
    profilePictureUrl: ZOptionalUrl(),
    metrics: ZMetrics.default({}),
    achievements: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    /** Accepted for compatibility and ignored: new profiles are always 'self' (SPEC §4). */
    verificationLevel: z.enum(VERIFICATION_LEVELS).optional(),
    /** A college athlete in or entering the transfer portal (SPEC's portal fields); absent otherwise. */
    portalStatus: z.enum(PORTAL_STATUSES, { error: M.portalStatus }).nullish(),
    currentSchool: z.string({ error: M.currentSchool }).trim().max(120, M.currentSchool).nullish(),
    eligibilityRemaining: z.coerce
      .number({ error: M.eligibilityRemaining })
      .int(M.eligibilityRemaining)
      .min(ELIGIBILITY_MIN, M.eligibilityRemaining)
      .max(ELIGIBILITY_MAX, M.eligibilityRemaining)
      .nullish(),
    ...ZTransferFacts,
  })
  .superRefine((v, ctx) => {
    if (v.graduationYear === undefined && !(v.portalStatus && v.clockStartYear))
      ctx.addIssue({
        code: 'custom',
        message: v.portalStatus ? M.clockStartYear : M.graduationYearRequired,
        path: [v.portalStatus ? 'clockStartYear' : 'graduationYear'],
      });
    if (v.portalStatus && !v.currentSchool)
      ctx.addIssue({ code: 'custom', message: M.currentSchool, path: ['currentSchool'] });
    if (v.portalStatus && (v.eligibilityRemaining === null || v.eligibilityRemaining === undefined))
      ctx.addIssue({ code: 'custom', message: M.eligibilityRemaining, path: ['eligibilityRemaining'] });
    if (v.sport && v.position && !positionsForSport(v.sport, v.team).includes(v.position)) {
      ctx.addIssue({ code: 'custom', message: M.positionForSport, path: ['position'] });
    }
    if (hasTeams(v.sport) && !v.team) ctx.addIssue({ code: 'custom', message: M.team, path: ['team'] });
    // The metrics again against the sport's own ranges, where a sport measures differently.
    for (const [key, value] of Object.entries(v.metrics)) {
      const problem = metricValueProblem(key, value as number, v.sport, v.team);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['metrics', key] });
    }
  });
export type TCreateAthleteProfileInput = z.input<typeof ZCreateAthleteProfile>;
export type TCreateAthleteProfile = z.output<typeof ZCreateAthleteProfile>;

/**
 * PATCH /api/athlete-profiles/{id}: bio, film and social links (SPEC §2), the display name and the
 * portal fields. Every field is optional: a PATCH changes only the fields it names; the portal
 * fields are checked together against the saved profile (portalPatch).
 */
export const ZUpdateAthleteProfile = z.object({
  bio: z
    .string({ error: M.editBio })
    .trim()
    .min(10, M.editBio)
    .max(2000, 'Bio must be at most 2000 characters')
    .optional(),
  filmUrl: ZOptionalUrl(),
  xHandle: ZXHandle,
  xProfileUrl: ZOptionalUrl('Valid X/Twitter URL required'),
  firstName: ZName(M.firstName, 80).optional(),
  lastName: ZName(M.lastName, 80).optional(),
  // Entering or leaving the portal later: '' or null is "not in the portal" and clears the other two.
  portalStatus: z
    .union([z.literal(''), z.enum(PORTAL_STATUSES)], { error: M.portalStatus })
    .nullish()
    .transform((v) => (v === '' ? null : v)),
  currentSchool: z
    .string({ error: M.currentSchool })
    .trim()
    .max(120, M.currentSchool)
    .nullish()
    .transform((v) => (v === '' ? null : v)),
  eligibilityRemaining: z
    .union([z.string(), z.number()], { error: M.eligibilityRemaining })
    .nullish()
    .transform((v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v))
    .refine(
      (v) =>
        v === null ||
        v === undefined ||
        (Number.isInteger(v) && v >= ELIGIBILITY_MIN && v <= ELIGIBILITY_MAX),
      M.eligibilityRemaining,
    ),
  // '' clears a transfer fact, like the status does.
  currentLevel: blankToNull(ZTransferFacts.currentLevel),
  clockStartYear: blankToNull(ZTransferFacts.clockStartYear),
  transferKind: blankToNull(ZTransferFacts.transferKind),
  academicStanding: blankToNull(ZTransferFacts.academicStanding),
  portalEnteredOn: blankToNull(ZTransferFacts.portalEnteredOn),
});
export type TUpdateAthleteProfileInput = z.input<typeof ZUpdateAthleteProfile>;

/** The edit form's check: a status names its school and eligibility, as the builder's step 1 does. */
export const ZEditAthleteProfile = ZUpdateAthleteProfile.superRefine((v, ctx) => {
  if (!v.portalStatus) return;
  if (!v.currentSchool) ctx.addIssue({ code: 'custom', message: M.currentSchool, path: ['currentSchool'] });
  if (v.eligibilityRemaining === null || v.eligibilityRemaining === undefined)
    ctx.addIssue({ code: 'custom', message: M.eligibilityRemaining, path: ['eligibilityRemaining'] });
});

export interface PortalFields {
  portalStatus: (typeof PORTAL_STATUSES)[number] | null;
  currentSchool: string | null;
  eligibilityRemaining: number | null;
}
type PortalResult = { fields: PortalFields } | { path: keyof PortalFields; message: string };

/**
 * The portal fields after a PATCH, all set or all empty as the database requires: leaving the
 * portal clears the school and eligibility; a status needs both, from the PATCH or the profile;
 * a school or eligibility without a status is refused. Otherwise the field at fault and its message.
 */
export function portalPatch(saved: PortalFields, patch: Partial<PortalFields>): PortalResult {
  const pick = <K extends keyof PortalFields>(k: K): PortalFields[K] =>
    patch[k] === undefined ? saved[k] : (patch[k] as PortalFields[K]);
  const status = pick('portalStatus');
  if (status === null) {
    const named = (patch.currentSchool ?? null) !== null || (patch.eligibilityRemaining ?? null) !== null;
    if (named) return { path: 'portalStatus', message: M.portalStatus };
    return { fields: { portalStatus: null, currentSchool: null, eligibilityRemaining: null } };
  }
  const currentSchool = pick('currentSchool');
  const eligibilityRemaining = pick('eligibilityRemaining');
  if (!currentSchool) return { path: 'currentSchool', message: M.currentSchool };
  if (eligibilityRemaining === null) return { path: 'eligibilityRemaining', message: M.eligibilityRemaining };
  return { fields: { portalStatus: status, currentSchool, eligibilityRemaining } };
}
export type TUpdateAthleteProfile = z.output<typeof ZUpdateAthleteProfile>;

export type TransferFactsIn = Partial<{
  [K in keyof typeof ZTransferFacts]: z.output<(typeof ZTransferFacts)[K]>;
}>;
export type TransferFacts = { [K in keyof TransferFactsIn]-?: Exclude<TransferFactsIn[K], undefined> };

/**
 * The transfer facts to store: a portal athlete's as given (a PATCH names only those it changes),
 * none for anyone outside the portal, as the database requires.
 */
export function transferFactsFor(inPortal: boolean, given: TransferFactsIn): Partial<TransferFacts> {
  if (!inPortal)
    return {
      currentLevel: null,
      clockStartYear: null,
      transferKind: null,
      academicStanding: null,
      portalEnteredOn: null,
    };
  return Object.fromEntries(
    TRANSFER_FACT_KEYS.filter((k) => given[k] !== undefined).map((k) => [k, given[k]]),
  ) as Partial<TransferFacts>;
}

/** A transfer's class is the fall its clock started: the high-school class that enrolled then. */
export const classOfClock = (clockStartYear: number): number => clockStartYear;

export const ZProfileId = z.object({ id: z.uuid('Profile not found') });
export const ZUserId = z.object({ userId: z.uuid('Profile not found') });

/** What anyone may read about a profile. Built explicitly so private data can never leak. */
export const ZPublicAthleteProfile = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  graduationYear: z.number(),
  classYear: z.string().nullable(),
  sport: z.string(),
  position: z.string(),
  positionSecondary: z.string().nullable(),
  team: z.enum(TEAMS).nullable(),
  height: z.string(),
  weight: z.number(),
  gpa: z.string(),
  satScore: z.number().nullable(),
  actScore: z.number().nullable(),
  profilePictureUrl: z.string().nullable(),
  filmUrl: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  xHandle: z.string().nullable(),
  xProfileUrl: z.string().nullable(),
  xBio: z.string().nullable(),
  preferredDivisions: z.array(z.string()),
  preferredLocations: z.array(z.string()),
  positionFamily: z.string().nullable(),
  archetype: z.string().nullable(),
  metrics: z.record(z.string(), z.number()),
  evidence: z.record(z.string(), z.string()),
  /** Per metric: level, date and source of its evidence (issue 37). */
  evidenceDetail: z.record(z.string(), ZMetricEvidence),
  verificationLevel: z.enum(VERIFICATION_LEVELS),
  verifiedMetricCount: z.number(),
  /** The athlete lets coaches find them and ask for contact (the coach area's prospects). */
  discoverable: z.boolean(),
  /** The PDF lists the athlete's top programs by Fit (their choice, off by default), on this paper. */
  pdfTopPrograms: z.boolean(),
  pdfPaper: z.enum(PDF_PAPERS),
  mediaRecencyDays: z.number().nullable(),
  achievements: z.array(z.string()),
  portalStatus: z.enum(PORTAL_STATUSES).nullable(),
  currentSchool: z.string().nullable(),
  eligibilityRemaining: z.number().nullable(),
  currentLevel: z.string().nullable(),
  clockStartYear: z.number().nullable(),
  transferKind: z.string().nullable(),
  academicStanding: z.string().nullable(),
  portalEnteredOn: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TPublicAthleteProfile = z.infer<typeof ZPublicAthleteProfile>;

/** The athlete's PDF choices (the Profile page's "PDF for coaches" card). */
export const ZPdfSettings = z.object({
  pdfTopPrograms: z.boolean(),
  pdfPaper: z.enum(PDF_PAPERS),
});
export type TPdfSettings = z.infer<typeof ZPdfSettings>;
