import { type ProgramSport, teamOfProgram } from '../../../common/constants';
import {
  type IncomeBracket,
  netCost,
  rangeText,
  type SchoolPrices,
  type TeamAid,
} from '../../../common/net-cost';
import { stateOfLocation } from '../../../common/schemas/athlete';
import type { TCostSettings, TNetCostCoverage, TProgramNetCost } from '../../../common/schemas/cost';
import { scholarshipRule } from '../../../common/scholarship-rules';
import type { SessionUser } from '../../auth/lucia';
import type { DB } from '../../platform/db';
import { getOwnedProfile } from '../athlete';
import * as repo from './cost.repo';

const NOT_OWNER = 'You can only see the costs of your own profile';

function pricesOf(row: repo.ProgramCostRow): SchoolPrices | null {
  if (!row.dataYear || !row.source || !row.schoolName || !row.schoolState) return null;
  return {
    name: row.schoolName,
    state: row.schoolState,
    control: row.control,
    netPrice: row.netPrice,
    byBracket: {
      '0-30k': row.netPriceB1,
      '30-48k': row.netPriceB2,
      '48-75k': row.netPriceB3,
      '75-110k': row.netPriceB4,
      '110k-plus': row.netPriceB5,
    },
    costOfAttendance: row.costOfAttendance,
    booksSupplies: row.booksSupplies,
    tuitionInState: row.tuitionInState,
    tuitionOutOfState: row.tuitionOutOfState,
    dataYear: row.dataYear,
    source: row.source,
  };
}

/** EADA reports aid by men's and women's teams: the sport's side of the school. */
function aidOf(row: repo.ProgramCostRow): TeamAid | null {
  if (row.aidYear === null || !row.aidSource) return null;
  const men = teamOfProgram(row.sport as ProgramSport) === 'mens';
  return {
    side: men ? 'men' : 'women',
    aid: (men ? row.aidMen : row.aidWomen) ?? 0,
    participants: (men ? row.participantsMen : row.participantsWomen) ?? 0,
    dataYear: row.aidYear,
    source: row.aidSource,
  };
}

export function programNetCost(
  row: repo.ProgramCostRow,
  bracket: IncomeBracket | null,
  athleteState: string | null,
): TProgramNetCost {
  const rule = scholarshipRule(row.division, row.sport as ProgramSport);
  const prices = pricesOf(row);
  const cost = netCost({
    school: prices,
    aid: aidOf(row),
    noAthleticAid: rule.model === 'none',
    bracket,
    athleteState,
  });
  return {
    programId: row.programId,
    programName: row.programName,
    division: row.division,
    text:
      cost.low === null || cost.high === null
        ? null
        : `Likely net cost: ${rangeText(cost.low, cost.high)} a year`,
    netCost: cost,
    rule,
    prices,
    calculator:
      row.calculatorUrl && row.calculatorYear && row.calculatorSource
        ? { url: row.calculatorUrl, dataYear: row.calculatorYear, source: row.calculatorSource }
        : null,
  };
}

/** The likely net cost of each of the athlete's matched programs (owner only: it reads the private bracket). */
export async function forAthlete(db: DB, user: SessionUser, athleteId: string): Promise<TProgramNetCost[]> {
  const profile = await getOwnedProfile(db, user, athleteId, NOT_OWNER);
  const [rows, settings] = await Promise.all([
    repo.matchedProgramCosts(db, athleteId),
    repo.findSettings(db, athleteId),
  ]);
  const state = stateOfLocation(profile.location);
  return rows.map((row) => programNetCost(row, settings?.incomeBracket ?? null, state));
}

export async function getSettings(db: DB, user: SessionUser, athleteId: string): Promise<TCostSettings> {
  await getOwnedProfile(db, user, athleteId, NOT_OWNER);
  const row = await repo.findSettings(db, athleteId);
  return { answered: row !== undefined, incomeBracket: row?.incomeBracket ?? null };
}

export async function saveSettings(
  db: DB,
  user: SessionUser,
  athleteId: string,
  incomeBracket: IncomeBracket | null,
): Promise<TCostSettings> {
  await getOwnedProfile(db, user, athleteId, NOT_OWNER);
  await repo.saveSettings(db, athleteId, incomeBracket);
  return { answered: true, incomeBracket };
}

export async function coverage(db: DB): Promise<TNetCostCoverage> {
  const r = await repo.countCoverage(db);
  return {
    programs: Number(r.programs),
    withNetPrice: Number(r.withNetPrice),
    withBracketPrices: Number(r.withBracketPrices),
    withTuition: Number(r.withTuition),
    withAthleticAid: Number(r.withAthleticAid),
    noAthleticAidByRule: Number(r.noAthleticAidByRule),
    withCalculator: Number(r.withCalculator),
    netPriceYear: r.netPriceYear ?? null,
    athleticAidYear: r.athleticAidYear ?? null,
  };
}
