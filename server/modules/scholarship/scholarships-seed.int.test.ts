import { describe, expect, it } from 'vitest';
import type { TScholarship } from '../../../common/schemas/scholarship';
import {
  parseScholarshipCsv,
  SCHOLARSHIPS,
  seedScholarships,
  upsertScholarships,
} from '../../../db/seed/scholarships';
import { useTestApp } from '../../test/harness';

const t = useTestApp();
const silent = { info: () => {} };
const listed = async () => (await t.http().get('/api/scholarships').expect(200)).body as TScholarship[];

describe('the scholarship seed', () => {
  it('loads every real award with its official page, the day it was checked and its audience', async () => {
    await seedScholarships(t.db, silent);
    const byName = new Map((await listed()).map((s) => [s.name, s]));
    for (const seeded of SCHOLARSHIPS) {
      const row = byName.get(seeded.name);
      expect(row, seeded.name).toBeDefined();
      expect(row!.sourceUrl).toBe(seeded.sourceUrl);
      expect(row!.audience).toBe(seeded.audience);
      expect(row!.amount).toBe(seeded.amount ?? null);
      expect(row!.checkedOn).toBe(seeded.checkedOn ?? null);
    }
    expect(byName.get('American Legion Baseball Scholarship')).toMatchObject({
      sport: 'baseball',
      audience: 'high-school',
      checkedOn: '2026-11-26',
      deadline: null,
    });
    // Not confirmed by its official page, so left empty rather than guessed.
    expect(byName.get('Jack Kent Cooke Undergraduate Transfer Scholarship')).toMatchObject({
      amount: null,
      audience: 'college',
      minGpa: 3.5,
    });
  });

  it("removes older databases' example rows and the Heisman award's former name", async () => {
    await t.db
      .insertInto('scholarships')
      .values([
        { name: 'Example: Old Demo', amount: '$1', sport: 'football', isExample: true },
        { name: "Wendy's High School Heisman", amount: 'Varies', sport: 'multi-sport' },
      ])
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await seedScholarships(t.db, silent);
    const names = (await listed()).map((s) => s.name);
    expect(names).not.toContain('Example: Old Demo');
    expect(names).not.toContain("Wendy's High School Heisman");
    expect(names).toContain('Heisman High School Scholarship');
  });

  it('an import keeps the audience, the day checked and an empty amount', async () => {
    const { rows, errors } = parseScholarshipCsv(
      [
        'name,amount,sport,sourceUrl,audience,checkedOn',
        'Imported Transfer Award,,football,https://example.org/transfer,college,2026-11-20',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    await upsertScholarships(t.db, rows);
    const row = (await listed()).find((s) => s.name === 'Imported Transfer Award');
    expect(row).toMatchObject({ amount: null, audience: 'college', checkedOn: '2026-11-20' });
  });
});
