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
