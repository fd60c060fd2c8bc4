import { z } from 'zod';
import { ZNetCostCoverage } from './cost';

/** Program counts per sport × division (reference data plus operator imports). */
export const ZProgramCoverage = z.object({
  divisions: z.array(z.string()),
  rows: z.array(
    z.object({ sport: z.string(), counts: z.record(z.string(), z.number().int()), total: z.number().int() }),
  ),
  totals: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  /** Program rows with an institution row (College Scorecard admissions and cost), per division. */
  institutions: z.object({
    dataYear: z.string().nullable(),
    rows: z.array(
      z.object({
        division: z.string(),
        programs: z.number().int(),
        withInstitution: z.number().int(),
        /** Share with an institution, in percent, rounded down to one decimal. */
        percent: z.number(),
      }),
    ),
  }),
  /** Programs with a public roster (roster need, footprint, roster DNA), per sport and division. */
  rosters: z.object({
    seasons: z.array(z.string()),
    rows: z.array(
      z.object({
        sport: z.string(),
        counts: z.record(z.string(), z.number().int()),
        total: z.number().int(),
      }),
    ),
  }),
  /** Programs with each figure the likely net cost needs (ADR 033). */
  netCost: ZNetCostCoverage.optional(),
});
export type TProgramCoverage = z.infer<typeof ZProgramCoverage>;
