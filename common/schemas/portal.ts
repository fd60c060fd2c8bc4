import { z } from 'zod';

/** SPEC §4's decision guide: the three bands and what each advises. */
export const PORTAL_BANDS = ['green', 'yellow', 'red'] as const;
export type TPortalBand = (typeof PORTAL_BANDS)[number];
export const PORTAL_BAND_LABELS: Record<TPortalBand, string> = {
  green: 'Green: enter now',
  yellow: 'Yellow: verify matches first',
  red: 'Red: wait or change target',
};

export const PORTAL_MESSAGES = {
  notPortal: 'The portal report is for athletes in or entering the transfer portal',
  notOwner: 'You can only view the portal report of your own profile',
} as const;

const count = z.number().int().nonnegative();

/** GET /api/v1/matches/athlete/{athleteId}/portal-report: the market at the athlete's position. */
export const ZPortalReport = z.object({
  position: z.string(),
  /** The levels counted: the athlete's and one either side, or all until the athlete is placed. */
  levels: z.array(z.string()),
  placed: z.boolean(),
  seasons: z.array(z.string()),
  programs: count,
  withRoster: count,
  /** Why there is no report to give (no roster at these levels); null when there is one. */
  empty: z.string().nullable(),
  demand: z.object({ programs: count, leaving: count, juniors: count, text: z.string() }).nullable(),
  competition: z
    .object({ programs: count, transfers: count, known: count, leaving: count, text: z.string() })
    .nullable(),
  /** Why there is no risk band: no previous schools on file, or too few programs give them. */
  riskMissing: z.string().nullable(),
  risk: z
    .object({ percent: z.number().int(), band: z.enum(PORTAL_BANDS), label: z.string(), text: z.string() })
    .nullable(),
  timing: z.object({ text: z.string() }).nullable(),
  sources: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), programs: count })),
});
export type TPortalReport = z.infer<typeof ZPortalReport>;

const source = z.object({ name: z.string(), url: z.string(), dated: z.string() });

/** One transfer window of the athlete's sport and level, with where today stands against it. */
export const ZPortalWindow = z.object({
  body: z.string(),
  name: z.string(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  /** "Jan 2, 2026 – Jan 16, 2026", or null when not confirmed. */
  dates: z.string().nullable(),
  state: z.enum(['unconfirmed', 'upcoming', 'open', 'closed']),
  /** "Opens in 13 days", "Closed 315 days ago", "Dates not confirmed". */
  countdown: z.string(),
  rule: z.string(),
  source: source.nullable(),
});

/** A matched program's transfers at the athlete's position, counted from its roster. */
export const ZProgramIntake = z.object({
  programId: z.string(),
  name: z.string(),
  division: z.string(),
  fit: z.number().int(),
  season: z.string().nullable(),
  /** Players at the position, and those who came from a four-year or a junior college. */
  atPosition: count,
  fromFourYear: count,
  fromJuniorCollege: count,
  /** Those from four-year colleges by their previous program's level, where its name matched a program on file. */
  fromLevels: z.array(z.object({ level: z.string(), count })),
  /** Those from four-year colleges whose previous program's level is not on file. */
  levelUnknown: count,
  /** The program's staff said they look for transfers at the position. */
  statedNeed: z.boolean(),
  /** "Recruits transfers at OH" or "Looking for transfers at OH", when either holds. */
  label: z.string().nullable(),
  /** The sentence with its counts, or why there is none (the roster names no previous schools). */
  text: z.string(),
  source: z.object({ id: z.string(), name: z.string(), url: z.string() }).nullable(),
});
export type TProgramIntake = z.infer<typeof ZProgramIntake>;

/** GET /api/v1/portal/athlete/{athleteId}/outlook: windows, eligibility and intake (ADR 036). */
export const ZPortalOutlook = z.object({
  today: z.string(),
  sport: z.string(),
  level: z.string().nullable(),
  windows: z.array(ZPortalWindow),
  eligibility: z
    .object({
      seasons: count,
      through: z.string().nullable(),
      clockEnds: z.string().nullable(),
      text: z.string(),
    })
    .nullable(),
  entered: z.object({ on: z.string(), window: z.string().nullable(), text: z.string() }).nullable(),
  notes: z.array(z.object({ text: z.string(), source })),
  /** Matched programs, those that take transfers at the position first. */
  intake: z.array(ZProgramIntake),
  intakeNote: z.string(),
});
export type TPortalOutlook = z.infer<typeof ZPortalOutlook>;

export const TRANSFER_NEED_MESSAGES = {
  position: 'Choose a position offered for this sport',
  tooMany: 'At most 20 transfer needs',
} as const;

/** A program's staff say at which positions they look for transfers (a need whose class is "transfer"). */
export const ZTransferNeedsInput = z.object({
  programId: z.uuid('Program not found'),
  positions: z
    .array(z.string().trim().min(1, TRANSFER_NEED_MESSAGES.position).max(40, TRANSFER_NEED_MESSAGES.position))
    .max(20, TRANSFER_NEED_MESSAGES.tooMany),
});
export const ZTransferNeeds = z.object({ positions: z.array(z.string()) });
