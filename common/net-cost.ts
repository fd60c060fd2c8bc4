/**
 * Net cost arithmetic, pure: the family's likely yearly cost at a school from its own net prices
 * (College Scorecard) and its athletic aid per athlete (EADA), and the offer calculator. Every
 * figure carries its file and year; a missing one is named, never filled in (ADR 033).
 */
import { z } from 'zod';

/** College Scorecard's family-income brackets (NPT41–NPT45). */
export const INCOME_BRACKETS = ['0-30k', '30-48k', '48-75k', '75-110k', '110k-plus'] as const;
export type IncomeBracket = (typeof INCOME_BRACKETS)[number];
export const INCOME_BRACKET_LABELS: Record<IncomeBracket, string> = {
  '0-30k': '$0–$30,000',
  '30-48k': '$30,001–$48,000',
  '48-75k': '$48,001–$75,000',
  '75-110k': '$75,001–$110,000',
  '110k-plus': '$110,001 or more',
};
export const ZIncomeBracket = z.enum(INCOME_BRACKETS, { message: 'Choose one of the income brackets' });

export const NET_PRICE_FILE = 'data/cost/net-prices.csv';
export const AID_FILE = 'data/eada/athletic-aid.csv';

export interface SchoolPrices {
  name: string;
  state: string;
  control: 'public' | 'private-nonprofit' | 'private-for-profit' | null;
  netPrice: number | null;
  byBracket: Record<IncomeBracket, number | null>;
  costOfAttendance: number | null;
  booksSupplies: number | null;
  tuitionInState: number | null;
  tuitionOutOfState: number | null;
  dataYear: string;
  source: string;
}

export interface TeamAid {
  /** The side of the school's teams the sport belongs to: EADA reports aid by men's and women's teams. */
  side: 'men' | 'women';
  aid: number;
  participants: number;
  dataYear: string;
  source: string;
}

export interface CostPart {
  label: string;
  usd: number;
  /** The file and year the figure comes from, or the rule that sets it. */
  from: string;
}

export interface NetCost {
  /** Null when the school's net price is missing: there is no range then. */
  low: number | null;
  high: number | null;
  residency: 'in-state' | 'out-of-state' | 'same';
  parts: CostPart[];
  /** Figures the estimate lacks, each as a sentence naming the figure and its file. */
  missing: string[];
  notes: string[];
}

export interface NetCostInput {
  school: SchoolPrices | null;
  aid: TeamAid | null;
  /** NCAA Division III and NJCAA Division III give no athletic aid: the figure is then $0, not missing. */
  noAthleticAid: boolean;
  bracket: IncomeBracket | null;
  athleteState: string | null;
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const scorecard = (s: SchoolPrices) => `${NET_PRICE_FILE}, College Scorecard ${s.dataYear}`;

/** Whole dollars of athletic aid per participant on that side's teams; null without participants. */
export function aidPerAthlete(aid: TeamAid | null): number | null {
  if (!aid || !(aid.participants > 0)) return null;
  return Math.round(aid.aid / aid.participants);
}

/** In-state when the athlete lives in the school's state; private schools charge everyone the same. */
export function residencyOf(school: SchoolPrices, athleteState: string | null): NetCost['residency'] {
  if (school.control !== 'public') return 'same';
  return athleteState === school.state ? 'in-state' : 'out-of-state';
}

/** What out-of-state tuition adds at a public school (null when Scorecard lacks either tuition). */
export function outOfStateExtra(school: SchoolPrices): number | null {
  if (school.tuitionInState === null || school.tuitionOutOfState === null) return null;
  return school.tuitionOutOfState - school.tuitionInState;
}

/**
 * The likely yearly cost: the school's net price (for the bracket when given, else its average),
 * plus out-of-state tuition at a public school for an athlete from another state, then a range
 * from that price less the team side's typical athletic aid per athlete (never below $0) up to
 * the price with no athletic aid, since an award is never a promise.
 */
export function netCost(input: NetCostInput): NetCost {
  const { school, aid, bracket } = input;
  const missing: string[] = [];
  const notes: string[] = [];
  if (!school) {
    return {
      low: null,
      high: null,
      residency: 'same',
      parts: [],
      missing: [`Net price: no College Scorecard row for this program's school in ${NET_PRICE_FILE}`],
      notes,
    };
  }
  const parts: CostPart[] = [];
  const bracketPrice = bracket ? school.byBracket[bracket] : null;
  if (bracket && bracketPrice === null)
    missing.push(`Net price for families earning ${INCOME_BRACKET_LABELS[bracket]} (${scorecard(school)})`);
  const residency = residencyOf(school, input.athleteState);
  if (bracketPrice !== null && bracket) {
    parts.push({
      label: `Net price for families earning ${INCOME_BRACKET_LABELS[bracket]}`,
      usd: bracketPrice,
      from: scorecard(school),
    });
  } else if (school.netPrice !== null) {
    parts.push({ label: 'Average net price', usd: school.netPrice, from: scorecard(school) });
    if (!bracket) notes.push('Add your family income bracket for the price families like yours paid.');
  } else {
    missing.push(`Net price: College Scorecard ${school.dataYear} reports none for ${school.name}`);
    return { low: null, high: null, residency, parts, missing, notes };
  }
  if (residency === 'out-of-state') {
    const extra = outOfStateExtra(school);
    if (extra === null)
      missing.push(`Out-of-state tuition (${scorecard(school)}); the in-state price is shown`);
    else if (extra !== 0)
      parts.push({
        label: 'Out-of-state tuition and fees above in-state',
        usd: extra,
        from: scorecard(school),
      });
    if (!input.athleteState) notes.push('Add your state: the out-of-state price is shown.');
  }
  const price = parts.reduce((sum, p) => sum + p.usd, 0);
  let typical: number | null = null;
  if (input.noAthleticAid) {
    typical = 0;
    notes.push('This level gives no athletic scholarships.');
  } else {
    typical = aidPerAthlete(aid);
    if (typical === null || !aid)
      missing.push(`Athletic aid per athlete: EADA has no figure for ${school.name} in ${AID_FILE}`);
    else
      parts.push({
        label: `Typical athletic aid per athlete on ${school.name}'s ${aid.side}'s teams (${usd(aid.aid)} over ${aid.participants} participants; not a promise)`,
        usd: -typical,
        from: `${AID_FILE}, EADA ${aid.dataYear}`,
      });
  }
  return {
    low: Math.max(0, price - (typical ?? 0)),
    high: price,
    residency,
    parts,
    missing,
    notes,
  };
}

/** "$14,000–$21,000" (to the nearest $100), or one figure when both ends meet. */
export function rangeText(low: number, high: number): string {
  const round = (n: number) => usd(Math.round(n / 100) * 100);
  return round(low) === round(high) ? round(high) : `${round(low)}–${round(high)}`;
}

export const OFFER_KINDS = ['percent', 'dollars', 'books', 'tuition', 'full'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const ZOffer = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    amount: z
      .number({ message: 'Enter a percentage' })
      .min(0, 'Between 0 and 100')
      .max(100, 'Between 0 and 100'),
  }),
  z.object({
    kind: z.literal('dollars'),
    amount: z
      .number({ message: 'Enter an amount' })
      .min(0, 'Enter an amount of $0 or more')
      .max(200_000, 'At most $200,000'),
  }),
  z.object({ kind: z.enum(['books', 'tuition', 'full']) }),
]);
export type Offer = z.infer<typeof ZOffer>;

export interface OfferResult {
  award: number;
  /** With the award on top of the school's grants (the whole award stacks) … */
  yearLow: number;
  /** … and with the award replacing grants up to its size (none stacks). */
  yearHigh: number;
  fourYearsLow: number;
  fourYearsHigh: number;
  /** The cost of attendance the award is measured against, for this residency. */
  costOfAttendance: number;
}

/**
 * An offer's yearly and four-year cost. A share or a "full" offer is of the cost of attendance;
 * "tuition" is tuition and fees, "books" books and supplies. Schools differ in how athletic aid
 * and need-based grants combine, so the year is a range: the net price less the award (grants
 * kept) up to the lesser of the net price and the cost of attendance less the award (grants
 * replaced). Null when a figure the offer needs is missing. Four years is four of today's years.
 */
export function offerCost(
  school: SchoolPrices,
  netPrice: number,
  residency: NetCost['residency'],
  offer: Offer,
): OfferResult | null {
  if (school.costOfAttendance === null) return null;
  const extra = residency === 'out-of-state' ? (outOfStateExtra(school) ?? 0) : 0;
  const coa = school.costOfAttendance + extra;
  const tuition = residency === 'out-of-state' ? school.tuitionOutOfState : school.tuitionInState;
  let award: number;
  if (offer.kind === 'percent') award = (coa * offer.amount) / 100;
  else if (offer.kind === 'dollars') award = offer.amount;
  else if (offer.kind === 'full') award = coa;
  else if (offer.kind === 'tuition') {
    if (tuition === null) return null;
    award = tuition;
  } else {
    if (school.booksSupplies === null) return null;
    award = school.booksSupplies;
  }
  award = Math.round(Math.min(award, coa));
  const yearLow = Math.max(0, netPrice - award);
  const yearHigh = Math.max(0, Math.min(netPrice, coa - award));
  return {
    award,
    yearLow,
    yearHigh,
    fourYearsLow: yearLow * 4,
    fourYearsHigh: yearHigh * 4,
    costOfAttendance: coa,
  };
}
