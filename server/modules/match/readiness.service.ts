import { programSportOf } from '../../../common/constants';
import { formatHeight } from '../../../common/height';
import type { TDivisionReadiness, TReadiness, TWhatIf } from '../../../common/schemas/match';
import { athleteFromProfile, readinessVerdict } from '../../engine';
import type { DB } from '../../platform/db';
import { getProfile } from '../athlete';
import { compiledPrograms } from './program-cache';

export async function divisionReadiness(db: DB, id: string): Promise<TDivisionReadiness> {
  const profile = await getProfile(db, id);
  // One verdict serves the toast, the card and the what-if (issue 42): the toast names only a met level.
  const { band, meets } = readinessVerdict(athleteFromProfile(profile));
  return {
    division: meets,
    reasons: band.reasons,
    profile: {
      height: formatHeight(profile.heightIn),
      gpa: profile.gpa,
      sport: profile.sport,
      position: profile.position,
    },
  };
}

export async function readinessOf(db: DB, id: string): Promise<TReadiness> {
  const profile = await getProfile(db, id);
  const r = readinessVerdict(athleteFromProfile(profile)).readiness;
  return { score: r.score, label: r.label, breakdown: r.breakdown };
}

/** What-if for a profile: scored against its sport's programs when we have them. */
export async function whatIfOf(db: DB, id: string): Promise<TWhatIf> {
  const profile = await getProfile(db, id);
  const sport = programSportOf(profile.sport, profile.team);
  const compiled = sport ? await compiledPrograms(db, sport) : null;
  return readinessVerdict(athleteFromProfile(profile), compiled).whatIf;
}
