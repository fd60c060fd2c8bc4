import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PROGRAM_SPORTS } from '../../../common/constants';
import { down } from '../../../db/migrations/2026_11_27_0100_program_sport_more';
import { seedReferenceData } from '../../../db/seed';
import { readSeedPrograms } from '../../../db/seed/programs';
import { FULL_SEED_BOUND_MS } from '../../../db/test/bounds';
import { rolledBack } from '../../../db/test/rolled-back';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('the seeded programs of every sport', () => {
  it('stores every program of every sport and level the files list', async () => {
    const expected = new Map<string, number>();
    for (const p of readSeedPrograms())
      expected.set(`${p.sport} ${p.division}`, (expected.get(`${p.sport} ${p.division}`) ?? 0) + 1);
    const rows = await t.db
      .selectFrom('collegePrograms')
      .select(['sport', 'division', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['sport', 'division'])
      .execute();
    expect(new Map(rows.map((r) => [`${r.sport} ${r.division}`, Number(r.n)]))).toEqual(expected);
    expect(new Set(rows.map((r) => r.sport))).toEqual(new Set(PROGRAM_SPORTS));
  });

  it('links the new sports’ schools to their institutions, the reviewed campus link first', async () => {
    const linked = await t.db
      .selectFrom('collegePrograms')
      .select([
        (eb) => eb.fn.countAll<number>().as('all'),
        (eb) => eb.fn.count<number>('unitid').as('linked'),
      ])
      .where('sport', 'in', ['mens-track-field', 'womens-rowing', 'wrestling', 'field-hockey'])
      .executeTakeFirstOrThrow();
    expect(Number(linked.linked) / Number(linked.all)).toBeGreaterThan(0.97);
    // IPEDS 2024 names the merged PennWest; the 2021-22 figures are the campus's own.
    const california = await t.db
      .selectFrom('collegePrograms')
      .select('unitid')
      .where('sport', '=', 'mens-track-field')
      .where('name', '=', 'Pennsylvania Western University California')
      .executeTakeFirstOrThrow();
    expect(california.unitid).toBe(211361);
  });

  it('shows a roster API address as its site', async () => {
    const { n } = await t.db
      .selectFrom('collegePrograms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('programWebsite', 'like', '%/api/%')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it(
    'writes nothing when seeded again',
    async () => {
      const before = await sql<{ n: number }>`SELECT max(updated_at) AS n FROM college_programs`.execute(
        t.db,
      );
      const logged: Record<string, unknown>[] = [];
      await seedReferenceData(
        t.db,
        { info: (o: unknown) => void logged.push(o as Record<string, unknown>) },
        // Programs and institutions are what this test reads; the rosters have their own test.
        { rosters: [] },
      );
      expect(logged.find((o) => 'programs' in o)).toMatchObject({ written: 0 });
      expect(logged.find((o) => 'institutions' in o)).toMatchObject({ programLinksChanged: 0 });
      const after = await sql<{ n: number }>`SELECT max(updated_at) AS n FROM college_programs`.execute(t.db);
      expect(after.rows).toEqual(before.rows);
    },
    FULL_SEED_BOUND_MS,
  );

  it('refuses to narrow the sports back while their programs are stored', async () => {
    await rolledBack(async (trx) => {
      await expect(down(trx)).rejects.toThrow(/"field-hockey" \(\d+\)/);
    });
  });
});
