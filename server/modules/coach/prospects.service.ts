import type { z } from 'zod';
import { isProgramSport, programSportOf, VERIFICATION_LABELS } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { stateOfLocation } from '../../../common/schemas/athlete';
import {
  CENSUS_REGIONS,
  COACH_MESSAGES as M,
  type TProspect,
  type ZProspectFilters,
} from '../../../common/schemas/coach';
import { passesTransferFilter, transferView } from '../../../common/transfer-prospect';
import type { AthleteProfileRow, CollegeProgramRow } from '../../../db/types';
import type { AppDeps } from '../../deps';
import { athleteFromProfile, type CompiledSport, explain, prepareAthlete } from '../../engine';
import { metricLabel } from '../../engine/athletic';
import type { DB } from '../../platform/db';
import { compiledPrograms } from '../match';
import { assertStaff } from './claim.service';
import { findProgram } from './coach.repo';
import { contactsOfProgram, discoverableForSport, shortlistOf } from './prospects.repo';

/** Shown at most; the total says how many matched. */
export const PROSPECT_LIMIT = 50;

/** The Fit of one athlete to one program: the athletes' engine, read the other way. */
export function fitToProgram(c: CompiledSport, programId: string, profile: AthleteProfileRow) {
  const i = c.indexOf.get(programId);
  if (i === undefined) return null;
  const pa = prepareAthlete(c, athleteFromProfile(profile));
  return { result: explain(c, pa, i), band: pa.band >= 0 ? (c.levels[pa.band] ?? null) : null };
}

/** Each measured number with its evidence label; the profile's level stands for numbers without one. */
function evidenceOf(profile: AthleteProfileRow) {
  const a = athleteFromProfile(profile);
  return Object.entries(a.metrics).map(([metric, value]) => ({
    key: metric,
    metric: metricLabel(metric),
    value,
    label: VERIFICATION_LABELS[a.evidence[metric] ?? a.defaultEvidence],
  }));
}

const hasVerifiedMetric = (profile: AthleteProfileRow) => {
  const a = athleteFromProfile(profile);
  return Object.keys(a.metrics).some((m) => (a.evidence[m] ?? a.defaultEvidence) !== 'self');
};

export async function loadStaffProgram(
  db: DB,
  userId: string,
  programId: string,
): Promise<CollegeProgramRow> {
  await assertStaff(db, userId, programId);
  const program = await findProgram(db, programId);
  if (!program || !isProgramSport(program.sport)) throw new AppError('NOT_FOUND', M.programNotFound);
  return program;
}

/** Opted-in, verified athletes of the program's sport, ranked by Fit to the program. */
export async function prospects(deps: AppDeps, userId: string, f: z.output<typeof ZProspectFilters>) {
  const program = await loadStaffProgram(deps.db, userId, f.programId);
  const sport = program.sport;
  const [rows, compiled, shortlist, contacts] = await Promise.all([
    discoverableForSport(deps.db, sport),
    compiledPrograms(deps.db, sport),
    shortlistOf(deps.db, program.id),
    contactsOfProgram(deps.db, program.id),
  ]);
  const listed = new Set(shortlist.map((s) => s.athleteProfileId));
  const contactOf = new Map(contacts.map((c) => [c.athleteProfileId, c.status]));
  const states: readonly string[] | null = f.region ? CENSUS_REGIONS[f.region] : null;
  const ranked: TProspect[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (const profile of rows) {
    if (programSportOf(profile.sport, profile.team) !== sport) continue;
    if (f.position && profile.position !== f.position) continue;
    if (f.graduationYear && profile.graduationYear !== f.graduationYear) continue;
    if (states && !states.includes(stateOfLocation(profile.location) ?? '')) continue;
    if (f.verifiedOnly && !hasVerifiedMetric(profile)) continue;
    const fit = fitToProgram(compiled, program.id, profile);
    if (!fit) continue;
    if (f.band && fit.band !== f.band) continue;
    const transfer = transferView(sport, profile, today);
    if (!passesTransferFilter(transfer, { ...f, transfersOnly: f.transfersOnly || undefined })) continue;
    const r = fit.result;
    ranked.push({
      athleteId: profile.id,
      name: `${profile.firstName} ${profile.lastName}`,
      position: profile.position,
      graduationYear: profile.graduationYear,
      location: profile.location,
      band: fit.band,
      fit: r.fit,
      tier: r.tier,
      parts: r.parts,
      why: r.why,
      gaps: r.gaps,
      evidence: evidenceOf(profile),
      shortlisted: listed.has(profile.id),
      contact: contactOf.get(profile.id) ?? null,
      transfer,
    });
  }
  ranked.sort((x, y) => y.fit - x.fit || x.name.localeCompare(y.name));
  return { total: ranked.length, prospects: ranked.slice(0, PROSPECT_LIMIT) };
}
