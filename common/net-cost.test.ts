import { describe, expect, it } from 'vitest';
import {
  aidPerAthlete,
  type IncomeBracket,
  netCost,
  offerCost,
  rangeText,
  type SchoolPrices,
  type TeamAid,
} from './net-cost';

/** Rows copied from data/cost/net-prices.csv (Scorecard 2021-22) and data/eada/athletic-aid.csv (EADA 2018-19). */
const prices = (
  name: string,
  state: string,
  control: SchoolPrices['control'],
  [netPrice, b1, b2, b3, b4, b5, coa, books, tin, tout]: number[],
): SchoolPrices => ({
  name,
  state,
  control,
  netPrice: netPrice!,
  byBracket: { '0-30k': b1!, '30-48k': b2!, '48-75k': b3!, '75-110k': b4!, '110k-plus': b5! },
  costOfAttendance: coa!,
  booksSupplies: books!,
  tuitionInState: tin!,
  tuitionOutOfState: tout!,
  dataYear: '2021-22',
  source: 'College Scorecard (U.S. Department of Education)',
});
// 100654,public,13057,12177,12300,15508,16707,18857,21924,1600,10024,18634 (net price, brackets, cost, books, tuition in, out)
const AAMU = prices(
  'Alabama A & M University',
  'AL',
  'public',
  [13057, 12177, 12300, 15508, 16707, 18857, 21924, 1600, 10024, 18634],
);
// 170976,public,17086,4692,6904,12432,18938,27199,31300,1048,16178,53232
const MICHIGAN = prices(
  'University of Michigan-Ann Arbor',
  'MI',
  'public',
  [17086, 4692, 6904, 12432, 18938, 27199, 31300, 1048, 16178, 53232],
);
// 198419,private-nonprofit,31416,2945,4301,10304,18753,47805,78176,1434,60244,60244
const DUKE = prices(
  'Duke University',
  'NC',
  'private-nonprofit',
  [31416, 2945, 4301, 10304, 18753, 47805, 78176, 1434, 60244, 60244],
);
const eada = (side: TeamAid['side'], aid: number, participants: number): TeamAid => ({
  side,
  aid,
  participants,
  dataYear: '2018-19',
  source: 'Equity in Athletics Disclosure Act data (U.S. Department of Education)',
});
const AAMU_MEN = eada('men', 2065090, 191); // $10,811.99 per athlete
const MICHIGAN_WOMEN = eada('women', 12156955, 564); // $21,554.89
const DUKE_MEN = eada('men', 12402933, 451); // $27,500.96

const cost = (
  school: SchoolPrices,
  aid: TeamAid | null,
  bracket: IncomeBracket | null,
  athleteState: string | null,
) => netCost({ school, aid, noAthleticAid: false, bracket, athleteState });

describe('net cost from the source files', () => {
  it('rounds athletic aid per athlete to whole dollars', () => {
    expect([aidPerAthlete(AAMU_MEN), aidPerAthlete(MICHIGAN_WOMEN), aidPerAthlete(DUKE_MEN)]).toEqual([
      10812, 21555, 27501,
    ]);
    expect(aidPerAthlete(eada('men', 1000, 0))).toBeNull();
  });

  it('Alabama A&M: in-state at $0–30k, out-of-state at $48–75k', () => {
    const home = cost(AAMU, AAMU_MEN, '0-30k', 'AL');
    expect(home).toMatchObject({ residency: 'in-state', high: 12177, low: 12177 - 10812, missing: [] });
    const away = cost(AAMU, AAMU_MEN, '48-75k', 'TX');
    // 15,508 + (18,634 − 10,024 = 8,610) = 24,118; less 10,812 = 13,306.
    expect(away).toMatchObject({ residency: 'out-of-state', high: 24118, low: 13306 });
    expect(away.parts.map((p) => p.usd)).toEqual([15508, 8610, -10812]);
    expect(away.parts[0]!.from).toBe('data/cost/net-prices.csv, College Scorecard 2021-22');
    expect(away.parts[2]!.from).toBe('data/eada/athletic-aid.csv, EADA 2018-19');
  });

  it('Michigan: in-state at $110k+, out-of-state at $0–30k', () => {
    expect(cost(MICHIGAN, MICHIGAN_WOMEN, '110k-plus', 'MI')).toMatchObject({
      high: 27199,
      low: 27199 - 21555,
    });
    // 4,692 + (53,232 − 16,178 = 37,054) = 41,746; less 21,555 = 20,191.
    expect(cost(MICHIGAN, MICHIGAN_WOMEN, '0-30k', 'OH')).toMatchObject({ high: 41746, low: 20191 });
  });

  it('Duke (private): the same price from any state, and never below $0', () => {
    expect(cost(DUKE, DUKE_MEN, '0-30k', 'NC')).toMatchObject({ residency: 'same', high: 2945, low: 0 });
    expect(cost(DUKE, DUKE_MEN, '110k-plus', 'CA')).toMatchObject({
      residency: 'same',
      high: 47805,
      low: 20304,
    });
  });

  it('uses the average without a bracket, and says so', () => {
    const avg = cost(DUKE, DUKE_MEN, null, 'NC');
    expect(avg).toMatchObject({ high: 31416, low: 31416 - 27501 });
    expect(avg.parts[0]!.label).toBe('Average net price');
    expect(avg.notes[0]).toMatch(/income bracket/);
  });

  it('names each missing figure instead of estimating it', () => {
    const noAid = cost(AAMU, null, '0-30k', 'AL');
    expect(noAid).toMatchObject({ low: 12177, high: 12177 });
    expect(noAid.missing).toEqual([
      'Athletic aid per athlete: EADA has no figure for Alabama A & M University in data/eada/athletic-aid.csv',
    ]);
    const noBracket = cost(
      { ...AAMU, byBracket: { ...AAMU.byBracket, '0-30k': null } },
      AAMU_MEN,
      '0-30k',
      'AL',
    );
    expect(noBracket.high).toBe(13057);
    expect(noBracket.missing[0]).toMatch(/^Net price for families earning \$0–\$30,000/);
    const none = cost(
      { ...AAMU, netPrice: null, byBracket: { ...AAMU.byBracket, '0-30k': null } },
      AAMU_MEN,
      '0-30k',
      'AL',
    );
    expect(none).toMatchObject({ low: null, high: null });
    expect(
      netCost({ school: null, aid: null, noAthleticAid: false, bracket: null, athleteState: 'AL' })
        .missing[0],
    ).toMatch(/^Net price: no College Scorecard row/);
  });

  it('gives $0 athletic aid, not a missing figure, where the level gives none', () => {
    const d3 = netCost({
      school: DUKE,
      aid: null,
      noAthleticAid: true,
      bracket: '48-75k',
      athleteState: 'NC',
    });
    expect(d3).toMatchObject({ low: 10304, high: 10304, missing: [] });
  });

  it('writes the range to the nearest $100', () => {
    expect(rangeText(13306, 24118)).toBe('$13,300–$24,100');
    expect(rangeText(10304, 10304)).toBe('$10,300');
  });
});

describe('offer calculator', () => {
  it('a 50% offer out of state at Michigan: grants kept vs replaced, and four years', () => {
    // Cost of attendance 31,300 + 37,054 = 68,354; award 34,177; average net price 17,086 + 37,054 = 54,140.
    expect(offerCost(MICHIGAN, 54140, 'out-of-state', { kind: 'percent', amount: 50 })).toEqual({
      award: 34177,
      costOfAttendance: 68354,
      yearLow: 19963,
      yearHigh: 34177,
      fourYearsLow: 79852,
      fourYearsHigh: 136708,
    });
  });

  it('tuition, books, dollars and full offers', () => {
    expect(offerCost(DUKE, 31416, 'same', { kind: 'tuition' })).toMatchObject({
      award: 60244,
      yearLow: 0,
      yearHigh: 17932,
    });
    expect(offerCost(AAMU, 13057, 'in-state', { kind: 'books' })).toMatchObject({
      award: 1600,
      yearLow: 11457,
      yearHigh: 13057,
    });
    expect(offerCost(AAMU, 13057, 'in-state', { kind: 'dollars', amount: 5000 })).toMatchObject({
      yearLow: 8057,
      yearHigh: 13057,
    });
    expect(offerCost(AAMU, 13057, 'in-state', { kind: 'full' })).toMatchObject({
      award: 21924,
      yearLow: 0,
      yearHigh: 0,
    });
    expect(offerCost({ ...AAMU, booksSupplies: null }, 13057, 'in-state', { kind: 'books' })).toBeNull();
  });
});
