import type { DB } from '../../platform/db';
import { discoverableProfiles } from './prospects.repo';

export async function upsertShortlisted(
  db: DB,
  row: {
    programId: string;
    athleteProfileId: string;
    addedBy: string;
    notifyOnClimb: boolean;
    lastFit: number | null;
  },
): Promise<void> {
  await db
    .insertInto('programShortlist')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['programId', 'athleteProfileId'])
        .doUpdateSet({ notifyOnClimb: row.notifyOnClimb, addedBy: row.addedBy }),
    )
    .execute();
}

export async function deleteShortlisted(db: DB, programId: string, athleteId: string): Promise<void> {
  await db
    .deleteFrom('programShortlist')
    .where('programId', '=', programId)
    .where('athleteProfileId', '=', athleteId)
    .execute();
}

/** The program's shortlist; athletes who stopped being discoverable drop out of it. */
export function shortlistOf(db: DB, programId: string) {
  return discoverableProfiles(db)
    .innerJoin('programShortlist as s', 's.athleteProfileId', 'a.id')
    .selectAll('a')
    .select(['s.notifyOnClimb', 's.lastFit'])
    .where('s.programId', '=', programId)
    .execute();
}

/** Every shortlist entry of these athletes, with the program and the coach who asked. */
export function shortlistedAmong(db: DB, athleteIds: string[]) {
  return discoverableProfiles(db)
    .innerJoin('programShortlist as s', 's.athleteProfileId', 'a.id')
    .innerJoin('collegePrograms as p', 'p.id', 's.programId')
    .leftJoin('users as c', 'c.id', 's.addedBy')
    .selectAll('a')
    .select([
      's.programId',
      's.notifyOnClimb',
      's.lastFit',
      'p.sport as programSport',
      'p.name as programName',
      'c.email as coachEmail',
    ])
    .where('a.id', 'in', athleteIds)
    .execute();
}

export async function setLastFit(
  db: DB,
  programId: string,
  athleteId: string,
  lastFit: number,
): Promise<void> {
  await db
    .updateTable('programShortlist')
    .set({ lastFit })
    .where('programId', '=', programId)
    .where('athleteProfileId', '=', athleteId)
    .execute();
}
