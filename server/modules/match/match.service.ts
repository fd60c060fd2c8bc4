import type { z } from 'zod';
import { previewProgramSport, programSportOf } from '../../../common/constants';
import { formatHeight, parseHeight } from '../../../common/height';
import {
  MATCH_MESSAGES,
  type TDashboardMatch,
  type TDivisionReadiness,
  type TPreviewResponse,
  type TReadiness,
  type TWeeklyChange,
  type TWhatIf,
  type ZDemoRequest,
  type ZPreviewRequest,
} from '../../../common/schemas/match';
import { matchTier } from '../../../common/tiers';
import { haversineMiles, locate } from '../../../data/geo';
import type { AthleteProfileRow } from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import {
  admissionOf,
  athleteFromProfile,
  athleticAt,
  type CompiledSport,
  divisionBand,
  type FitResult,
  type PreparedAthlete,
  prepareAthlete,
  programOf,
  rankPrepared,
  rankPrograms,
  readiness,
  selfReportedAthlete,
  whatIf,
} from '../../engine';
import { levelsForSport } from '../../engine/reference';
import type { DB } from '../../platform/db';
import { getOwnedProfile, getProfile } from '../athlete/athlete.service';
import { publicEvidence } from '../evidence/public-evidence';
import { latestScoreHistory, listMatchesWithPrograms, type NewMatch, replaceMatchSets } from './match.repo';
import { compiledPrograms } from './program-cache';

export const PREVIEW_LIMIT = 10;
export const DEMO_LIMIT = 5;
/** How many matches an athlete keeps (and the recompute stores). */
export const MATCH_LIMIT = 25;

/** No-account preview: rank every program of the sport for the entered numbers. */
export async function preview(db: DB, input: z.output<typeof ZPreviewRequest>): Promise<TPreviewResponse> {
  const compiled = await compiledPrograms(db, previewProgramSport(input.sport, input.team));
  const position =
    input.position && compiled.positionIndex.has(input.position) ? input.position : (input.position ?? '*');
  const athlete = selfReportedAthlete(compiled.sport, position, {
    heightIn: parseHeight(input.height ?? null),
    weightLb: input.weight,
    gpa: input.gpa,
    satScore: input.satScore,
    actScore: input.actScore,
    location: input.location,
    metrics: input.metrics ?? {},
    graduationYear: input.graduationYear,
  });
  // One preparation serves the list and the band (divisionBand would place the athlete again).
  const pa = prepareAthlete(compiled, athlete);
  const ranked = rankPrepared(compiled, pa, PREVIEW_LIMIT);
  return {
    success: true,
    matches: ranked.map((r) => {
      const p = programOf(compiled, r.programId);
      return {
        programId: r.programId,
        school: p.name,
        program_level: p.division,
        conference: p.conference,
        score: r.fit,
        why: r.why,
        parts: r.parts,
        tier: r.tier,
        academicTier: r.academicTier,
        admission: r.admission,
        cost: r.cost,
        rosterOnFile: r.rosterOnFile,
      };
    }),
    divisionBand: compiled.levels[pa.band] ?? null,
    error: null,
  };
}

/** Waitlist positions (28 codes) → the engine's football positions. */
const DEMO_POSITION: Record<string, string> = {
  FB: 'RB',
  OT: 'OL',
  OG: 'OL',
  C: 'OL',
  DE: 'DL',
  DT: 'DL',
  NT: 'DL',
  EDGE: 'DL',
  ILB: 'LB',
  OLB: 'LB',
  FS: 'S',
  SS: 'S',
  DB: 'CB',
  K: 'K/P',
  P: 'K/P',
  LS: 'K/P',
  KR: 'WR',
  PR: 'CB',
  ATH: '*',
};

/** Landing demo: football, from position, GPA and a 40 time, scored by the real engine. */
export async function demo(db: DB, input: z.output<typeof ZDemoRequest>) {
  const compiled = await compiledPrograms(db, 'football');
  const position = DEMO_POSITION[input.position] ?? input.position;
  const athlete = selfReportedAthlete('football', position, {
    gpa: input.gpa,
    metrics: { '40yd': input.fortyYardDash },
  });
  return rankPrograms(compiled, athlete, DEMO_LIMIT).map((r) => {
    const p = programOf(compiled, r.programId);
    return {
      program: { name: p.name, division: p.division, location: p.location },
      fitScore: r.fit,
      reasoning: [...r.why.slice(0, 3), ...r.gaps.slice(0, 1)].map((text) => ({ text })),
    };
  });
}

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

export function toNewMatch(r: FitResult): NewMatch {
  return {
    programId: r.programId,
    fitScore: r.fit,
    confidence: r.confidence,
    reasoning: `Fit ${r.fit}: athletic ${r.parts.athletic}, roster need ${r.parts.rosterNeed}, academic ${r.parts.academic}, geography ${r.parts.geo}, system ${r.parts.sys}`,
    whyBullets: r.why,
    gapsBullets: r.gaps,
    breakdown: r.parts,
  };
}

/** Store computed match sets, each replacing the athlete's old set; call inside a transaction. */
export function storeMatchSets(
  db: DB,
  sets: readonly { athleteId: string; results: readonly FitResult[] }[],
): Promise<void> {
  return replaceMatchSets(
    db,
    sets.map((s) => ({ athleteId: s.athleteId, matches: s.results.map(toNewMatch) })),
  );
}

/** Compute and store the athlete's top matches, replacing the old set atomically. */
export async function storeMatches(db: DB, profile: AthleteProfileRow): Promise<FitResult[]> {
  const { results } = await computeMatches(db, profile);
  await db.transaction().execute((trx) => storeMatchSets(trx, [{ athleteId: profile.id, results }]));
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
  const band = divisionBand(athlete).division;
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
    tier: matchTier(ladder, r.division, band),
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

/** Academic tier, admission sentence, cost and roster presence of one stored match's program. */
function academicSide(
  compiled: CompiledSport | null,
  pa: PreparedAthlete | null,
  programId: string,
  name: string,
): Pick<TDashboardMatch, 'academicTier' | 'admission' | 'cost' | 'rosterOnFile'> {
  const i = compiled?.indexOf.get(programId);
  if (!compiled || !pa || i === undefined)
    return {
      academicTier: null,
      admission: `No admissions figures on file for ${name}`,
      cost: null,
      rosterOnFile: false,
    };
  const a = admissionOf(compiled, pa, i);
  return {
    academicTier: a.academicTier,
    admission: a.admission,
    cost: a.cost,
    rosterOnFile: compiled.rosterKnown[i] === 1,
  };
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

export async function divisionReadiness(db: DB, id: string): Promise<TDivisionReadiness> {
  const profile = await getProfile(db, id);
  const band = divisionBand(athleteFromProfile(profile));
  return {
    division: band.division,
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
  const r = readiness(athleteFromProfile(profile));
  return { score: r.score, label: r.label, breakdown: r.breakdown };
}

/** What-if for a profile: scored against its sport's programs when we have them. */
export async function whatIfOf(db: DB, id: string): Promise<TWhatIf> {
  const profile = await getProfile(db, id);
  const sport = programSportOf(profile.sport, profile.team);
  const compiled = sport ? await compiledPrograms(db, sport) : null;
  return whatIf(athleteFromProfile(profile), compiled);
}
