import type { ProgramSport } from '../../../common/constants';
import type { DB } from '../../platform/db';

/** How many programs of a sport at these levels take their roster from each source. */
export function rosterSourcesAt(db: DB, sport: ProgramSport, levels: readonly string[]) {
  return db
    .selectFrom('rosterPlayers as r')
    .innerJoin('collegePrograms as p', 'p.id', 'r.programId')
    .select(['r.source', (eb) => eb.fn.count<string>('r.programId').distinct().as('programs')])
    .where('p.sport', '=', sport)
    .where('p.division', 'in', levels.length > 0 ? [...levels] : [''])
    .groupBy('r.source')
    .orderBy('r.source')
    .execute();
}
