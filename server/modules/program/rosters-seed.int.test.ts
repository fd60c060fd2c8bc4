import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { readSeedRosters, seedRosters } from '../../../db/seed/rosters';
import { FULL_SEED_BOUND_MS } from '../../../db/test/bounds';
import { useTestApp } from '../../test/harness';

const t = useTestApp();
const silent = { info: () => {} };
// The reseeds below read one sport's file (18,290 of 412k rows): the rules they check hold per file.
const VOLLEYBALL = ['volleyball.csv'];
vi.setConfig({ testTimeout: FULL_SEED_BOUND_MS });

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('rosterPlayers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the roster seed', () => {
  // 16,725 programs, as docs/coverage.md says (the roster table before the cross-country copies went).
  it('links every roster row of the files to its program', async () => {
    const inFiles = readSeedRosters().length;
    expect(await count()).toBe(inFiles);
    const linked = await t.db
      .selectFrom('rosterPlayers as r')
      .innerJoin('collegePrograms as p', 'p.id', 'r.programId')
      .select((eb) => eb.fn.count('p.id').distinct().as('programs'))
      .executeTakeFirstOrThrow();
    expect(Number(linked.programs)).toBe(16_725);
  });

  it("stores each previous school's level the files give", async () => {
    const inFiles = readSeedRosters().filter((r) => r.previousSchoolLevel).length;
    const stored = await t.db
      .selectFrom('rosterPlayers')
      .select((eb) => eb.fn.count('previousSchoolLevel').as('n'))
      .executeTakeFirstOrThrow();
    // 784 volleyball, 615 men's soccer and 340 football rows (data/rosters/SOURCES.md).
    expect(inFiles).toBe(1_739);
    expect(Number(stored.n)).toBe(inFiles);
  });

  it("fills SPEC's rosterDna with the program's roster in counts", async () => {
    const program = await t.db
      .selectFrom('collegePrograms')
      .select('rosterDna')
      .where('sport', '=', 'volleyball')
      .where('name', '=', 'Academy of Art University')
      .executeTakeFirstOrThrow();
    expect(program.rosterDna).toMatchObject({
      season: '2025-26',
      source: 'srd-wvb-2025-26',
      players: 20,
      homeStates: { CA: 6 },
      positions: {
        S: { count: 4, departing: 3, juniors: 1, heightP10: 64, heightMedian: 68, heightP90: 69 },
      },
    });
  });

  it('is idempotent, and replaces a program season rows it holds', async () => {
    const before = await count();
    const stray = await t.db
      .selectFrom('rosterPlayers as r')
      .innerJoin('collegePrograms as p', 'p.id', 'r.programId')
      .select('r.programId')
      .where('p.sport', '=', 'volleyball')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('rosterPlayers')
      .values({ programId: stray.programId, season: '2025-26', classYear: 'SR', source: 'test' })
      .execute();
    await seedRosters(t.db, silent, VOLLEYBALL);
    expect(await count()).toBe(before);
  });

  it('counts an unchanged program’s DNA again only when the way it is counted changed', async () => {
    const academy = () =>
      t.db
        .selectFrom('collegePrograms')
        .select(['id', 'rosterDna'])
        .where('sport', '=', 'volleyball')
        .where('name', '=', 'Academy of Art University');
    const counted = (await academy().executeTakeFirstOrThrow()).rosterDna;
    const setDna = (value: unknown) =>
      t.db
        .updateTable('collegePrograms')
        .set({ rosterDna: sql<Record<string, unknown>>`${JSON.stringify(value)}::text::jsonb` })
        .where('sport', '=', 'volleyball')
        .where('name', '=', 'Academy of Art University')
        .execute();
    await seedRosters(t.db, silent, VOLLEYBALL);
    await setDna({ players: 0 });
    await seedRosters(t.db, silent, VOLLEYBALL);
    expect((await academy().executeTakeFirstOrThrow()).rosterDna).toEqual({ players: 0 });

    // A stored definition other than the statement's own, as after a release that counts differently.
    await t.db
      .updateTable('referenceSeed')
      .set({ fingerprint: 'older' })
      .where('name', '=', 'roster-dna')
      .execute();
    await seedRosters(t.db, silent, VOLLEYBALL);
    expect((await academy().executeTakeFirstOrThrow()).rosterDna).toEqual(counted);
  });
});
