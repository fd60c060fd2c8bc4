import { z } from 'zod';
import { INCOME_BRACKETS, ZIncomeBracket } from '../net-cost';
import { ZAthleteId } from './match';

const ZSource = z.object({ title: z.string(), url: z.string(), read: z.string() });

/** One program's likely net cost for the athlete, with its parts, gaps, rule and the figures the offer calculator needs. */
export const ZProgramNetCost = z.object({
  programId: z.string(),
  programName: z.string(),
  division: z.string(),
  /** "Likely net cost: $14,000–$21,000 a year", or null when the net price is missing. */
  text: z.string().nullable(),
  netCost: z.object({
    low: z.number().int().nullable(),
    high: z.number().int().nullable(),
    residency: z.enum(['in-state', 'out-of-state', 'same']),
    parts: z.array(z.object({ label: z.string(), usd: z.number().int(), from: z.string() })),
    missing: z.array(z.string()),
    notes: z.array(z.string()),
  }),
  rule: z.object({
    model: z.enum(['head-count', 'equivalency', 'none', 'by-college-division']),
    limit: z.number().nullable(),
    rosterLimit: z.number().int().nullable(),
    text: z.string(),
    sources: z.array(ZSource),
  }),
  prices: z
    .object({
      name: z.string(),
      state: z.string(),
      control: z.enum(['public', 'private-nonprofit', 'private-for-profit']).nullable(),
      netPrice: z.number().int().nullable(),
      byBracket: z.record(z.enum(INCOME_BRACKETS), z.number().int().nullable()),
      costOfAttendance: z.number().int().nullable(),
      booksSupplies: z.number().int().nullable(),
      tuitionInState: z.number().int().nullable(),
      tuitionOutOfState: z.number().int().nullable(),
      dataYear: z.string(),
      source: z.string(),
    })
    .nullable(),
  calculator: z.object({ url: z.string(), dataYear: z.string(), source: z.string() }).nullable(),
});
export type TProgramNetCost = z.infer<typeof ZProgramNetCost>;
export const ZNetCosts = z.array(ZProgramNetCost);

/** The athlete's own answer: asked once; a null bracket after answering means "prefer not to say". */
export const ZCostSettings = z.object({ answered: z.boolean(), incomeBracket: ZIncomeBracket.nullable() });
export type TCostSettings = z.infer<typeof ZCostSettings>;
export const ZSaveCostSettings = ZAthleteId.extend({ incomeBracket: ZIncomeBracket.nullable() });

/** How many programs have each figure the net cost needs (GET /api/programs/coverage). */
export const ZNetCostCoverage = z.object({
  programs: z.number().int(),
  withNetPrice: z.number().int(),
  withBracketPrices: z.number().int(),
  withTuition: z.number().int(),
  withAthleticAid: z.number().int(),
  /** NCAA Division III: athletic aid is $0 by rule, not a missing figure. */
  noAthleticAidByRule: z.number().int(),
  withCalculator: z.number().int(),
  netPriceYear: z.string().nullable(),
  athleticAidYear: z.string().nullable(),
});
export type TNetCostCoverage = z.infer<typeof ZNetCostCoverage>;
