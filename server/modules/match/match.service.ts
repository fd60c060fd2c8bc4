import { programSportOf } from '../../../common/constants';
import { publicEvidence } from '../../../common/public-evidence';
import {
  MATCH_MESSAGES,
  type TDashboardMatch,
  type TPdfTopProgram,
  type TWeeklyChange,
} from '../../../common/schemas/match';
import { tierAt } from '../../../common/tiers';
import { haversineMiles, locate } from '../../../data/geo';
import type { AthleteProfileRow } from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import {
  admissionOf,
  athleteFromProfile,
  athleticAt,
  type CompiledSport,
  type FitResult,
  type PreparedAthlete,
  prepareAthlete,
  rankPrograms,
} from '../../engine';
import { levelsForSport } from '../../engine/reference';
import type { DB } from '../../platform/db';
import { getOwnedProfile, getProfile } from '../athlete';
import { latestScoreHistory, listMatchesWithPrograms, topMatches } from './match.repo';
import { replaceMatchSets } from './match-sets';
import { compiledPrograms } from './program-cache';

/** How many matches an athlete keeps (and the recompute stores). */
export const MATCH_LIMIT = 25;

export interface ComputedMatches {
  athleteSport: string | null;
  results: FitResult[];
}

/** Pure-ish: the top MATCH_LIMIT for a profile (reads programs through the cache). */
export async function computeMatches(
  db: DB,
  profile: AthleteProfileRow,
  limit = MATCH_LIMIT,
): Promise<ComputedMatches> {
  const sport = programSportOf(profile.sport, profile.team);
  if (!sport) return { athleteSport: null, results: [] };
  const compiled = await compiledPrograms(db, sport);
  return { athleteSport: sport, results: rankPrograms(compiled, athleteFromProfile(profile), limit) };
}

/** Compute and store the athlete's top matches, replacing the old set atomically. */
export async function storeMatches(db: DB, profile: AthleteProfileRow): Promise<FitResult[]> {
  const { results } = await computeMatches(db, profile);
  await db.transaction().execute((trx) => replaceMatchSets(trx, [{ athleteId: profile.id, results }]));
  return results;
}

export async function generate(db: DB, user: SessionUser, athleteId: string) {
  const profile = await getOwnedProfile(db, user, athleteId, MATCH_MESSAGES.notOwner);
  const results = await storeMatches(db, profile);
  return { generated: results.length, matches: await listForProfile(db, profile) };
}

async function listForProfile(db: DB, profile: AthleteProfileRow): Promise<TDashboardMatch[]> {
  const rows = await listMatchesWithPrograms(db, profile.id);
  const sport = programSportOf(profile.sport, profile.team);
  const ladder = levelsForSport(sport ?? '');
  const athlete = athleteFromProfile(profile);
  const home = locate(profile.location);
  // The admission side is read fresh from the compiled programs, so a stored match shows the
  // school's current figures and the athlete's current scores.
  const compiled = sport && rows.length > 0 ? await compiledPrograms(db, sport) : null;
  const pa = compiled ? prepareAthlete(compiled, athlete) : null;
  const athleticEvidence = athleticEvidenceOf(profile, athlete, compiled);
  return rows.map((r) => ({
    id: r.id,
    program: {
      id: r.programId,
      name: r.name,
      division: r.division,
      location: r.location,
      coachName: r.coachName,
      coachEmail: r.coachEmail,
      coachPhone: r.coachPhone,
      coachTitle: r.coachTitle,
      questionnaireUrl: r.questionnaireUrl,
      programWebsite: r.programWebsite,
    },
    fit: r.fitScore,
    confidence: r.confidence,
    why: r.whyBullets,
    gaps: r.gapsBullets,
    breakdown: r.breakdown,
    athleticEvidence: athleticEvidence(r.programId),
    // Without the sport's programs there is no ladder to compare on: every match reads as a target.
    tier: tierAt((ladder as readonly string[]).indexOf(r.division), pa?.target ?? -1),
    distanceMiles:
      home && r.latitude !== null && r.longitude !== null
        ? Math.round(haversineMiles(home, { lat: r.latitude, lng: r.longitude }))
        : null,
    ...academicSide(compiled, pa, r.programId, r.name),
  }));
}

/**
 * Per program: the metrics its athletic part scored (a mark sport's best mark, else every measured
 * one at the program's level), each with its evidence. Height and weight carry no evidence.
 */
function athleticEvidenceOf(
  profile: AthleteProfileRow,
  athlete: ReturnType<typeof athleteFromProfile>,
  compiled: CompiledSport | null,
): (programId: string) => TDashboardMatch['athleticEvidence'] {
  const evidence = publicEvidence(profile);
  const byLevel = new Map<string, TDashboardMatch['athleticEvidence']>();
  return (programId) => {
    const i = compiled?.indexOf.get(programId);
    const level = i === undefined ? undefined : compiled!.levels[compiled!.levelIdx[i]!];
    if (level === undefined) return [];
    let out = byLevel.get(level);
    if (!out) {
      const rows = athleticAt(athlete, level).rows.filter((r) => evidence[r.row.metric]);
      const best = rows.reduce<(typeof rows)[number] | undefined>(
        (b, r) => (!b || r.raw > b.raw ? r : b),
        undefined,
      );
      const used = rows[0]?.row.mark ? (best ? [best] : []) : rows;
      out = used.map((r) => ({ metric: r.row.metric, ...evidence[r.row.metric]! }));
      byLevel.set(level, out);
    }
    return out;
  };
}

/** Academic tier, admission sentence and cost of one stored match's program. */
function academicSide(
  compiled: CompiledSport | null,
  pa: PreparedAthlete | null,
  programId: string,
  name: string,
): Pick<TDashboardMatch, 'academicTier' | 'admission' | 'cost'> {
  const i = compiled?.indexOf.get(programId);
  if (!compiled || !pa || i === undefined)
    return { academicTier: null, admission: `No admissions figures on file for ${name}`, cost: null };
  const a = admissionOf(compiled, pa, i);
  return { academicTier: a.academicTier, admission: a.admission, cost: a.cost };
}

export async function listForAthlete(
  db: DB,
  user: SessionUser,
  athleteId: string,
): Promise<TDashboardMatch[]> {
  const profile = await getOwnedProfile(db, user, athleteId, MATCH_MESSAGES.notOwnerView);
  return listForProfile(db, profile);
}

/** "+N this week": the best fit of the latest weekly recompute against the one before it. */
export async function weeklyChange(db: DB, user: SessionUser, athleteId: string): Promise<TWeeklyChange> {
  await getOwnedProfile(db, user, athleteId, MATCH_MESSAGES.notOwnerView);
  const [latest, previous] = await latestScoreHistory(db, athleteId);
  return {
    current: latest?.fitScore ?? null,
    change: latest && previous ? latest.fitScore - previous.fitScore : null,
    since: previous?.createdAt ?? null,
  };
}

/** How many programs the PDF lists, when the athlete chose to list them. */
export const PDF_TOP_PROGRAMS = 5;

/**
 * The top programs by Fit for the profile's PDF, only when its athlete chose to show them
 * (off by default); otherwise none, so the public print view reveals no list.
 */
export async function pdfTopPrograms(db: DB, athleteId: string): Promise<TPdfTopProgram[]> {
  const profile = await getProfile(db, athleteId);
  if (!profile.pdfTopPrograms) return [];
  const rows = await topMatches(db, athleteId, PDF_TOP_PROGRAMS);
  return rows.map((r) => ({ school: r.name, level: r.division, fit: r.fitScore }));
}
