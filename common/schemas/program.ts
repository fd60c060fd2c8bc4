import { z } from 'zod';

/** Program counts per sport × division (reference data plus operator imports). */
export const ZProgramCoverage = z.object({
  divisions: z.array(z.string()),
  rows: z.array(
    z.object({ sport: z.string(), counts: z.record(z.string(), z.number().int()), total: z.number().int() }),
  ),
  totals: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type TProgramCoverage = z.infer<typeof ZProgramCoverage>;
