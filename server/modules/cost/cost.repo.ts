import { sql } from 'kysely';
import type { IncomeBracket } from '../../../common/net-cost';
import type { DB } from '../../platform/db';

/** Each of the athlete's matched programs with its school's prices, calculator and EADA aid (null columns when none). */
export function matchedProgramCosts(db: DB, athleteId: string) {
  return db
    .selectFrom('matches as m')
    .innerJoin('collegePrograms as p', 'p.id', 'm.programId')
    .leftJoin('institutions as i', 'i.unitid', 'p.unitid')
    .leftJoin('institutionCosts as c', 'c.unitid', 'p.unitid')
    .leftJoin('institutionAthleticAid as a', 'a.unitid', 'p.unitid')
    .select([
      'p.id as programId',
      'p.name as programName',
      'p.sport',
      'p.division',
      'i.name as schoolName',
      'i.state as schoolState',
      'c.control',
      'c.netPrice',
      'c.netPriceB1',
      'c.netPriceB2',
      'c.netPriceB3',
      'c.netPriceB4',
      'c.netPriceB5',
      'c.costOfAttendance',
      'c.booksSupplies',
      'c.tuitionInState',
      'c.tuitionOutOfState',
      'c.dataYear',
      'c.source',
      'c.calculatorUrl',
      'c.calculatorYear',
      'c.calculatorSource',
      'a.aidMen',
      'a.aidWomen',
      'a.participantsMen',
      'a.participantsWomen',
      'a.dataYear as aidYear',
      'a.source as aidSource',
    ])
    .where('m.athleteId', '=', athleteId)
    .execute();
}
export type ProgramCostRow = Awaited<ReturnType<typeof matchedProgramCosts>>[number];

export function findSettings(db: DB, athleteId: string) {
  return db
    .selectFrom('athleteCostSettings')
    .select(['incomeBracket', 'answeredAt'])
    .where('athleteId', '=', athleteId)
    .executeTakeFirst();
}

/** One row per athlete (the primary key); a second answer replaces the first. */
export function saveSettings(db: DB, athleteId: string, incomeBracket: IncomeBracket | null) {
  return db
    .insertInto('athleteCostSettings')
    .values({ athleteId, incomeBracket })
    .onConflict((oc) => oc.column('athleteId').doUpdateSet({ incomeBracket, answeredAt: sql`now()` }))
    .execute();
}

/** Programs with each figure, counted in one pass over the programs table. */
export async function countCoverage(db: DB) {
  const row = await db
    .selectFrom('collegePrograms as p')
    .leftJoin('institutionCosts as c', 'c.unitid', 'p.unitid')
    .leftJoin('institutionAthleticAid as a', 'a.unitid', 'p.unitid')
    .select((eb) => [
      eb.fn.countAll<string>().as('programs'),
      eb.fn.count<string>('c.netPrice').as('withNetPrice'),
      eb.fn.count<string>('c.netPriceB1').as('withBracketPrices'),
      eb.fn.count<string>('c.tuitionOutOfState').as('withTuition'),
      sql<string>`count(*) FILTER (WHERE a.unitid IS NOT NULL AND p.division <> 'D3')`.as('withAthleticAid'),
      sql<string>`count(*) FILTER (WHERE p.division = 'D3')`.as('noAthleticAidByRule'),
      eb.fn.count<string>('c.calculatorUrl').as('withCalculator'),
      eb.fn.max('c.dataYear').as('netPriceYear'),
      eb.fn.max('a.dataYear').as('athleticAidYear'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
