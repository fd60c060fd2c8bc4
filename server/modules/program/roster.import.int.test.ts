import { describe, expect, it } from 'vitest';
import { ROSTER_HEADER } from '../../../db/seed/rosters';
import { useTestApp } from '../../test/harness';
import { importProgramsCsv } from './program.import';
import { importRostersCsv } from './roster.import';

const t = useTestApp();
const HEADER = ROSTER_HEADER.join(',');
const roster = (rows: string[]) => [HEADER, ...rows].join('\n');
const setters = [
  'volleyball,D2,Roster Import College,TX,2025-26,S,SR,70,,TX,four-year,operator-test',
  'volleyball,D2,Roster Import College,TX,2025-26,S,FR,68,,CA,none,operator-test',
  'volleyball,D2,Roster Import College,TX,2025-26,OH,JR,74,,TX,,operator-test',
];

const rowsOf = async () => {
  const program = await t.db
    .selectFrom('collegePrograms')
    .select(['id', 'rosterDna'])
    .where('name', '=', 'Roster Import College')
    .executeTakeFirstOrThrow();
  const players = await t.db
    .selectFrom('rosterPlayers')
    .selectAll()
    .where('programId', '=', program.id)
    .execute();
  return { program, players };
};

describe('the operator roster import', () => {
  it('replaces a program season idempotently and writes its roster DNA', async () => {
    const programs = 'sport,division,name,city,state\nvolleyball,D2,Roster Import College,Austin,TX\n';
    expect((await importProgramsCsv(t.db, programs, 'test')).issues).toEqual([]);

    expect(await importRostersCsv(t.db, roster(setters))).toEqual({ players: 3, programs: 1, issues: [] });
    expect(await importRostersCsv(t.db, roster(setters))).toEqual({ players: 3, programs: 1, issues: [] });
    const first = await rowsOf();
    expect(first.players).toHaveLength(3);
    expect(first.program.rosterDna).toMatchObject({
      season: '2025-26',
      source: 'operator-test',
      players: 3,
      transfers: 1,
      positions: { S: { count: 2, departing: 1, transfers: 1 } },
    });

    // A new file for the season replaces the program's players for it: one left.
    await importRostersCsv(t.db, roster(setters.slice(0, 1)));
    expect((await rowsOf()).players).toHaveLength(1);
  });

  it('writes nothing when a row is bad or names a program not on file', async () => {
    const before = await t.db
      .selectFrom('rosterPlayers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await importRostersCsv(t.db, roster([setters[0]!, setters[1]!.replace(',FR,', ',XX,')]));
    expect(bad.issues).toEqual([{ line: 3, message: 'unknown class_year XX' }]);
    const unknown = await importRostersCsv(
      t.db,
      roster([setters[0]!.replace('Roster Import College', 'Nowhere College')]),
    );
    expect(unknown.issues).toEqual([
      { line: 2, message: 'no volleyball program named "Nowhere College" in TX: import the program first' },
    ]);
    const after = await t.db
      .selectFrom('rosterPlayers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
