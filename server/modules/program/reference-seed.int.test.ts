import { describe, expect, it, vi } from 'vitest';
import { seedReferenceData } from '../../../db/seed';
import { FULL_SEED_BOUND_MS } from '../../../db/test/bounds';
import { useTestApp } from '../../test/harness';
import { importProgramsCsv } from './program.import';

const t = useTestApp();
const silent = { info: () => {} };
// The fingerprint rule is the seed's own: its roster part, nine tenths of its time, is left out.
const NONE: string[] = [];
vi.setConfig({ testTimeout: FULL_SEED_BOUND_MS });

const texas = () =>
  t.db
    .selectFrom('collegePrograms')
    .select(['division', 'conference'])
    .where('sport', '=', 'football')
    .where('name', '=', 'University of Texas at Austin')
    .executeTakeFirstOrThrow();
const storedFingerprint = async () =>
  (
    await t.db
      .selectFrom('referenceSeed')
      .select('fingerprint')
      .where('name', '=', 'reference')
      .executeTakeFirst()
  )?.fingerprint ?? null;
/** A reference value changed behind the seed's back, so a test can see whether a seed ran. */
const moveTexasToSunBelt = () =>
  t.db
    .updateTable('collegePrograms')
    .set({ conference: 'Sun Belt' })
    .where('sport', '=', 'football')
    .where('name', '=', 'University of Texas at Austin')
    .execute();

describe('the reference seed at start-up', () => {
  it('is skipped when the last seed had the same fingerprint, and runs for another', async () => {
    await seedReferenceData(t.db, silent, { fingerprint: 'build-a', rosters: NONE });
    expect(await storedFingerprint()).toBe('build-a');

    await moveTexasToSunBelt();
    await seedReferenceData(t.db, silent, { fingerprint: 'build-a', rosters: NONE });
    expect(await texas()).toEqual({ division: 'FBS', conference: 'Sun Belt' });

    await seedReferenceData(t.db, silent, { fingerprint: 'build-b', rosters: NONE });
    expect(await texas()).toEqual({ division: 'FBS', conference: 'SEC' });
    expect(await storedFingerprint()).toBe('build-b');
  });

  it('runs again after an operator import, as the import guide says', async () => {
    await seedReferenceData(t.db, silent, { fingerprint: 'build-a', rosters: NONE });
    const csv = [
      'sport,division,name,conference,city,state',
      'football,FBS,University of Texas at Austin,Sun Belt,Austin,TX',
    ].join('\n');
    expect(await importProgramsCsv(t.db, csv, 'test')).toMatchObject({ updated: 1, issues: [] });
    expect(await storedFingerprint()).toBeNull();

    await seedReferenceData(t.db, silent, { fingerprint: 'build-a', rosters: NONE });
    expect(await texas()).toEqual({ division: 'FBS', conference: 'SEC' });
  });

  it('always runs from the sources, and then forgets the fingerprint it cannot vouch for', async () => {
    await seedReferenceData(t.db, silent, { fingerprint: 'build-a', rosters: NONE });
    await moveTexasToSunBelt();
    await seedReferenceData(t.db, silent, { rosters: NONE });
    expect(await texas()).toEqual({ division: 'FBS', conference: 'SEC' });
    expect(await storedFingerprint()).toBeNull();
  });
});
