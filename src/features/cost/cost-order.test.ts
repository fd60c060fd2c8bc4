import { describe, expect, it } from 'vitest';
import { orderByNetCost } from './cost-order';
import type { ProgramNetCost } from './net-cost-context';

const cost = (programId: string, low: number | null, high: number | null) =>
  ({ programId, netCost: { low, high } }) as unknown as ProgramNetCost;
const m = (id: string) => ({ program: { id } });
const matches = [m('a'), m('b'), m('c'), m('d')];
const costs = [cost('a', 20000, 30000), cost('b', 5000, 12000), cost('c', null, null), cost('d', 5000, 9000)];

describe('sorting and filtering matches by net cost', () => {
  it('keeps the fit order unless asked, and sorts by the low end then the high end, no price last', () => {
    expect(orderByNetCost(matches, costs, 'fit', 0).shown.map((x) => x.program.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(orderByNetCost(matches, costs, 'net-cost', 0).shown.map((x) => x.program.id)).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
  });

  it('a cap keeps programs that can cost that or less, and counts those without a price', () => {
    expect(orderByNetCost(matches, costs, 'fit', 10000)).toEqual({
      shown: [m('b'), m('d')],
      withoutPrice: 1,
    });
  });
});
