import {
  EVIDENCE_MULTIPLIERS,
  FIT_WEIGHTS,
  HIGH_NEED_THRESHOLD,
  type ProgramDivision,
} from '../../common/constants';
import { bestSatEquivalent } from '../../common/test-scores';
import { matchTier } from '../../common/tiers';
import { type GeoPoint, locate } from '../../data/geo';
import { academicDetail, academicScore, programAcademics } from './academic';
import { athleticAt, metricLabel, metricSentence } from './athletic';
import { distanceMiles, geoScore, preferenceMask, stateIndex } from './geo';
import { isPreferredLevel, placeAthlete } from './levels';
import { benchmarksFor, hasBenchmarks, levelsForSport } from './reference';
import { hasRosterData, rosterNeed } from './roster';
import { styleMask, sysDetail } from './sys';
import type { AthleteInput, FitParts, FitResult, ProgramInput } from './types';

export const ROSTER_UNKNOWN_GAP = 'Roster data not yet available';
export const HIGH_NEED_WHY = 'High need at your position';
export const SYS_UNKNOWN_GAP = 'Playing style not yet on file, so system fit is a neutral estimate';

/** Fit = Σ weight × part, rounded (SPEC §9 weights); parts are the rounded 0–100 values. */
export function fitFromParts(p: FitParts): number {
  return Math.round(
    FIT_WEIGHTS.athletic * p.athletic +
      FIT_WEIGHTS.rosterNeed * p.rosterNeed +
      FIT_WEIGHTS.academic * p.academic +
      FIT_WEIGHTS.geo * p.geo +
      FIT_WEIGHTS.sys * p.sys,
  );
}

const clampRound = (v: number) => Math.max(0, Math.min(100, Math.round(v)));

/**
 * Programs of one sport compiled into parallel typed arrays, so scoring an athlete
 * against every program is a tight loop with no allocation. Everything that depends
 * only on the program (roster need per position, academic floors, style, location)
 * is computed here, once per sport; see server/modules/match/program-cache.ts.
 */
export interface CompiledSport {
  sport: string;
  programs: readonly ProgramInput[];
  n: number;
  levels: readonly ProgramDivision[];
  levelIdx: Uint8Array;
  /** Positions with a column in `need`, and their index. */
  positions: readonly string[];
  positionIndex: ReadonlyMap<string, number>;
  /** need[i * positions.length + pos]: roster-need part of program i for a position. */
  need: Float32Array;
  rosterKnown: Uint8Array;
  points: (GeoPoint | null)[];
  stateIdx: Uint8Array;
  minGpa: Float32Array;
  avgGpa: Float32Array;
  minSat: Float32Array;
  naia: Uint8Array;
  /** Index into `styleMasks` (programs share few distinct styles). */
  styleIdx: Uint16Array;
  styleMasks: readonly number[];
  /** Count of programs per level index. */
  levelCounts: Uint32Array;
  /** Each program's place in name order: the last tie-break of the ranking, without a string compare. */
  nameRank: Uint32Array;
  /** Program id → index, for callers that turn results back into programs. */
  indexOf: ReadonlyMap<string, number>;
  /**
   * Miles from an athlete point to every program, per distinct point ("lat,lng").
   * Athletes are located at city or state centroids, so points repeat a lot; this
   * keeps haversine out of the per-pair loop. Bounded: cleared past DISTANCE_CACHE_MAX.
   */
  distances: Map<string, Float32Array>;
}

export const DISTANCE_CACHE_MAX = 4096;

/** Distances from one point to every program (-1 where either side is unknown). */
export function distancesFrom(c: CompiledSport, point: GeoPoint | null): Float32Array {
  const key = point ? `${point.lat},${point.lng}` : 'none';
  const hit = c.distances.get(key);
  if (hit) return hit;
  const out = new Float32Array(c.n);
  for (let i = 0; i < c.n; i++) out[i] = distanceMiles(point, c.points[i]!);
  if (c.distances.size >= DISTANCE_CACHE_MAX) c.distances.clear();
  c.distances.set(key, out);
  return out;
}

export function compileSport(
  sport: string,
  programs: readonly ProgramInput[],
  positions: readonly string[],
): CompiledSport {
  const n = programs.length;
  const levels = levelsForSport(sport);
  const P = positions.length;
  const c: CompiledSport = {
    sport,
    programs,
    n,
    levels,
    levelIdx: new Uint8Array(n),
    positions,
    positionIndex: new Map(positions.map((p, i) => [p, i])),
    need: new Float32Array(n * Math.max(1, P)),
    rosterKnown: new Uint8Array(n),
    points: new Array(n).fill(null),
    stateIdx: new Uint8Array(n),
    minGpa: new Float32Array(n),
    avgGpa: new Float32Array(n),
    minSat: new Float32Array(n),
    naia: new Uint8Array(n),
    styleIdx: new Uint16Array(n),
    styleMasks: [],
    levelCounts: new Uint32Array(levels.length + 1),
    nameRank: new Uint32Array(n),
    indexOf: new Map(programs.map((p, i) => [p.id, i])),
    distances: new Map(),
  };
  Array.from({ length: n }, (_, i) => i)
    .sort((x, y) => programs[x]!.name.localeCompare(programs[y]!.name))
    .forEach((programIdx, rank) => {
      c.nameRank[programIdx] = rank;
    });
  const masks: number[] = [];
  const maskIndex = new Map<number, number>();
  programs.forEach((p, i) => {
    const li = levels.indexOf(p.division as ProgramDivision);
    // A level outside this sport's list (data error) is scored as the lowest level.
    c.levelIdx[i] = li >= 0 ? li : levels.length - 1;
    c.levelCounts[c.levelIdx[i]!]! += 1;
    for (let k = 0; k < P; k++) c.need[i * P + k] = rosterNeed(p, sport, positions[k]!, p.division).score;
    c.rosterKnown[i] = hasRosterData(p) ? 1 : 0;
    const located =
      p.latitude != null && p.longitude != null ? { lat: p.latitude, lng: p.longitude } : locate(p.location);
    c.points[i] = located ? { lat: located.lat, lng: located.lng } : null;
    c.stateIdx[i] = stateIndex(p.state ?? locate(p.location)?.state);
    const acad = programAcademics(p);
    c.minGpa[i] = acad.minGpa;
    c.avgGpa[i] = acad.avgGpa;
    c.minSat[i] = acad.minSat;
    c.naia[i] = acad.naia ? 1 : 0;
    const mask = styleMask(p.playingStyle);
    let mi = maskIndex.get(mask);
    if (mi === undefined) {
      mi = masks.length;
      masks.push(mask);
      maskIndex.set(mask, mi);
    }
    c.styleIdx[i] = mi;
  });
  c.styleMasks = masks;
  return c;
}

/** The program behind a result of this sport. */
export const programOf = (c: CompiledSport, programId: string): ProgramInput =>
  c.programs[c.indexOf.get(programId)!]!;

/** Everything about the athlete the loop needs, computed once per athlete. */
export interface PreparedAthlete {
  athlete: AthleteInput;
  athleticByLevel: Float64Array;
  /** Column in `need`; -1 when the position has none, and the loop computes need per program. */
  posIdx: number;
  gpa: number;
  satEq: number;
  point: GeoPoint | null;
  /** Miles to each program (-1 unknown), shared with other athletes at the same point. */
  dist: Float32Array;
  prefMask: Uint8Array;
  hasPrefs: boolean;
  sysByStyle: Float64Array;
  /** The athlete's level on the sport's ladder (placeAthlete); -1 when nothing is measured. */
  band: number;
  /** True when no bar is met and `band` is only the closest level. */
  bandClosest: boolean;
  /** One flag per ladder level: among the athlete's preferred divisions? */
  preferredLevels: Uint8Array;
}

export function prepareAthlete(c: CompiledSport, a: AthleteInput): PreparedAthlete {
  const details = c.levels.map((level) => athleticAt(a, level));
  const athleticByLevel = Float64Array.from(details, (d) => d.score);
  const located = a.location ? locate(a.location) : null;
  const { mask, any } = preferenceMask(a.preferredLocations);
  const sysByStyle = new Float64Array(c.styleMasks.length);
  c.styleMasks.forEach((m, i) => {
    sysByStyle[i] = sysDetail(c.sport, a.position, a.archetype, a.positionFamily, m).score;
  });
  const point = located ? { lat: located.lat, lng: located.lng } : null;
  const placement = placeAthlete(a, details);
  const preferredLevels = Uint8Array.from(c.levels, (level) =>
    isPreferredLevel(a.preferredDivisions, level) ? 1 : 0,
  );
  return {
    athlete: a,
    athleticByLevel,
    posIdx: c.positionIndex.get(a.position) ?? -1,
    gpa: a.gpa ?? -1,
    satEq: bestSatEquivalent(a.satScore, a.actScore) ?? -1,
    point,
    dist: distancesFrom(c, point),
    prefMask: mask,
    hasPrefs: any,
    sysByStyle,
    band: placement.index,
    bandClosest: placement.closest,
    preferredLevels,
  };
}

/** Parts of program i for a prepared athlete (the same numbers the loop uses). */
export function partsAt(c: CompiledSport, pa: PreparedAthlete, i: number): FitParts {
  const P = c.positions.length;
  const p = c.programs[i]!;
  return {
    athletic: pa.athleticByLevel[c.levelIdx[i]!]!,
    rosterNeed:
      pa.posIdx >= 0
        ? c.need[i * P + pa.posIdx]!
        : rosterNeed(p, c.sport, pa.athlete.position, p.division).score,
    academic: academicScore(pa.gpa, pa.satEq, c.minGpa[i]!, c.avgGpa[i]!, c.minSat[i]!, c.naia[i] === 1),
    geo: geoScore(pa.dist[i]!, pa.prefMask[c.stateIdx[i]!] === 1, pa.hasPrefs),
    sys: pa.sysByStyle[c.styleIdx[i]!]!,
  };
}

/**
 * Rank keys pack the Fit Score with the parts that break its ties, so one number orders programs:
 * fit first, then athletic, roster need, academic, geography and system (the weights' order), each
 * a rounded 0–100 part in 7 bits. 42 bits in all: exact in a double.
 */
const PART_BITS = 128;
export const FIT_KEY_SCALE = PART_BITS ** 5;
export const fitOfKey = (key: number) => Math.floor(key / FIT_KEY_SCALE);

/**
 * The hot loop: the rank key of every program of the sport into `out` (fitOfKey reads the
 * rounded Fit Score back). Budget ≥ 2M scores/s/core (scripts/bench/engine.bench.ts).
 */
export function scoreAll(
  c: CompiledSport,
  pa: PreparedAthlete,
  out: Float64Array = new Float64Array(c.n),
): Float64Array {
  const P = c.positions.length;
  const { athleticByLevel, posIdx, gpa, satEq, dist, prefMask, hasPrefs, sysByStyle } = pa;
  const wA = FIT_WEIGHTS.athletic;
  const wR = FIT_WEIGHTS.rosterNeed;
  const wC = FIT_WEIGHTS.academic;
  const wG = FIT_WEIGHTS.geo;
  const wS = FIT_WEIGHTS.sys;
  for (let i = 0; i < c.n; i++) {
    const need =
      posIdx >= 0
        ? c.need[i * P + posIdx]!
        : rosterNeed(c.programs[i]!, c.sport, pa.athlete.position, c.programs[i]!.division).score;
    // Parts are rounded before weighting so a card's Fit equals the weighted sum of the
    // five parts it displays, exactly (explain() does the same).
    const ath = Math.round(athleticByLevel[c.levelIdx[i]!]!);
    const rn = Math.round(need);
    const ac = Math.round(
      academicScore(gpa, satEq, c.minGpa[i]!, c.avgGpa[i]!, c.minSat[i]!, c.naia[i] === 1),
    );
    const ge = Math.round(geoScore(dist[i]!, prefMask[c.stateIdx[i]!] === 1, hasPrefs));
    const sy = Math.round(sysByStyle[c.styleIdx[i]!]!);
    const fit = Math.round(wA * ath + wR * rn + wC * ac + wG * ge + wS * sy);
    out[i] =
      fit * FIT_KEY_SCALE + ((((ath * PART_BITS + rn) * PART_BITS + ac) * PART_BITS + ge) * PART_BITS + sy);
  }
  return out;
}

/** Is program x ranked before program y: the higher key, then the name (stable output). */
export const rankedBefore = (c: CompiledSport, keys: Float64Array, x: number, y: number) =>
  keys[x]! > keys[y]! || (keys[x] === keys[y] && c.nameRank[x]! < c.nameRank[y]!);

/**
 * Inserts program i into `best` (kept in rank order, at most k long) when it ranks high enough.
 * k is small (10 to 25) and most programs fall below the k-th at once, where sorting every
 * program cost more than scoring them.
 */
export function keepBest(c: CompiledSport, keys: Float64Array, best: number[], k: number, i: number): void {
  if (k <= 0 || (best.length === k && !rankedBefore(c, keys, i, best[k - 1]!))) return;
  let at = best.length === k ? k - 1 : best.length;
  while (at > 0 && rankedBefore(c, keys, i, best[at - 1]!)) {
    best[at] = best[at - 1]!;
    at--;
  }
  best[at] = i;
}

/** How complete the athlete's data is, 0–1 (drives confidence and readiness). */
export function athleteCompleteness(a: AthleteInput): {
  completeness: number;
  evidence: number;
  coverage: number;
} {
  const rows = benchmarksFor(a.sport, a.position, levelsForSport(a.sport)[0]!);
  let total = 0;
  let have = 0;
  let ev = 0;
  for (const r of rows) {
    total += r.weight;
    const metric = r.metric;
    const present =
      metric === 'height'
        ? a.heightIn !== null
        : metric === 'weight'
          ? a.weightLb !== null
          : a.metrics[metric] !== undefined;
    if (present) {
      have += r.weight;
      ev += r.weight * Math.min(1, EVIDENCE_MULTIPLIERS[a.evidence[metric] ?? a.defaultEvidence]);
    }
  }
  const coverage = total > 0 ? have / total : 0;
  const evidence = have > 0 ? ev / have : 0;
  const fields =
    0.25 * (a.heightIn !== null ? 1 : 0) +
    0.15 * (a.weightLb !== null ? 1 : 0) +
    0.3 * (a.gpa !== null ? 1 : 0) +
    0.2 * (a.location ? 1 : 0) +
    0.1 * (a.satScore || a.actScore ? 1 : 0);
  return { completeness: 0.5 * fields + 0.5 * coverage, evidence, coverage };
}

/**
 * Confidence 0–100: 45% how complete the athlete's data is, 30% how strong its
 * evidence is (the multipliers, capped at 1), 25% how much we know of the program
 * (roster data 60%, a location 20%, a playing style 20%).
 */
export function confidenceOf(a: AthleteInput, p: ProgramInput, located: boolean): number {
  const { completeness, evidence } = athleteCompleteness(a);
  const program =
    (hasRosterData(p) ? 0.6 : 0) +
    ((p.latitude != null && p.longitude != null) || located ? 0.2 : 0) +
    (styleMask(p.playingStyle) ? 0.2 : 0);
  return clampRound(100 * (0.45 * completeness + 0.3 * evidence + 0.25 * program));
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "under 1 mile" rather than "0 miles": the program may share the athlete's town. */
const fmtMiles = (m: number) =>
  m < 1 ? 'under 1 mile' : `${Math.round(m).toLocaleString('en-US')} mile${Math.round(m) === 1 ? '' : 's'}`;

/** Full explained score for one program: parts, fit, confidence, why and gaps, and its tier. */
export function explain(c: CompiledSport, pa: PreparedAthlete, i: number): FitResult {
  const a = pa.athlete;
  const p = c.programs[i]!;
  const parts = partsAt(c, pa, i);
  const level = p.division;
  const why: string[] = [];
  const gaps: string[] = [];

  const band = c.levels[pa.band] ?? null;
  const tier = matchTier(c.levels, c.levels[c.levelIdx[i]!]!, band);
  if (tier === 'reach') {
    const preferred = pa.preferredLevels[c.levelIdx[i]!] === 1;
    // A preference never hides the athlete's real band: say when the preferred level is a reach.
    gaps.push(
      preferred
        ? `${level} is your preferred level and a reach today: your numbers place you at ${band}${pa.bandClosest ? ' (the closest level)' : ''}`
        : `A reach: ${level} is one level above ${band}, where your numbers place you`,
    );
  }

  // Athletic: the two strongest and two weakest measurements at this program's level.
  const ath = athleticAt(a, c.levels[c.levelIdx[i]!]!);
  const sentences = ath.rows.map((r) => metricSentence(r, level, a.position));
  sentences
    .filter((s) => s.kind === 'why')
    .sort((x, y) => y.margin - x.margin)
    .slice(0, 2)
    .forEach((s) => void why.push(s.text));
  sentences
    .filter((s) => s.kind === 'gap')
    .sort((x, y) => x.margin - y.margin)
    .slice(0, 2)
    .forEach((s) => void gaps.push(s.text));
  if (!hasBenchmarks(a.sport))
    gaps.push('No measurable benchmarks for this sport yet: athletic fit is not scored');
  else if (ath.measured === 0)
    gaps.push('Add your measurables (height, weight, testing numbers) to score athletic fit');
  else if (ath.missing.length > 0) {
    const names = ath.missing.slice(0, 3).map((r) => metricLabel(r.metric));
    gaps.push(`Add your ${names.join(', ')} to complete athletic fit`);
  }
  const selfRows = ath.rows
    .filter((r) => EVIDENCE_MULTIPLIERS[r.evidence] < 1)
    .sort((x, y) => y.row.weight - x.row.weight);
  const weakest = selfRows[0];
  if (weakest) {
    gaps.push(
      `Your ${metricLabel(weakest.row.metric)} counts at ${EVIDENCE_MULTIPLIERS[weakest.evidence]}× as ${weakest.evidence === 'self' ? 'self-reported' : weakest.evidence}; coach-verified counts 1.0×, event data 1.05×`,
    );
  }

  // Roster need.
  const roster = rosterNeed(p, c.sport, a.position, level);
  if (parts.rosterNeed >= HIGH_NEED_THRESHOLD) why.push(HIGH_NEED_WHY);
  if (roster.known) {
    if (roster.listed) why.push(`${p.name} lists ${a.position} among its positional needs`);
    if (roster.graduating && roster.graduating > 0)
      why.push(
        roster.current !== null
          ? `${roster.graduating} of ${roster.current} ${a.position}s on the roster graduate this year`
          : `${roster.graduating} ${a.position}${roster.graduating === 1 ? '' : 's'} graduate this year`,
      );
  } else {
    gaps.push(ROSTER_UNKNOWN_GAP);
  }

  // Academic.
  const acad = academicDetail(a, p);
  why.push(...acad.why);
  gaps.push(...acad.gaps);

  // Geography.
  const miles = pa.dist[i]!;
  if (miles < 0) {
    if (!pa.point)
      gaps.push('No location on file, so distance counts as neutral (50): add your city and state');
    else gaps.push(`${p.name}'s location is not on file`);
  } else if (pa.hasPrefs && pa.prefMask[c.stateIdx[i]!] === 1) {
    why.push(`In your preferred locations (${fmtMiles(miles)} from ${a.location})`);
  } else if (miles <= 300) {
    why.push(capitalize(`${fmtMiles(miles)} from ${a.location}`));
  } else if (pa.hasPrefs) {
    gaps.push(`Outside your preferred locations (${fmtMiles(miles)} from ${a.location})`);
  } else if (miles >= 1000) {
    gaps.push(capitalize(`${fmtMiles(miles)} from ${a.location}`));
  }

  // System.
  const sys = sysDetail(c.sport, a.position, a.archetype, a.positionFamily, c.styleMasks[c.styleIdx[i]!]!);
  if (sys.known && parts.sys >= 75) {
    why.push(
      sys.tilt
        ? `Your ${a.archetype ?? a.positionFamily} profile suits their ${p.playingStyle}`
        : `${a.position}s fit their ${p.playingStyle}`,
    );
  } else if (sys.known && parts.sys <= 50) {
    gaps.push(`Their ${p.playingStyle} uses ${a.position}s less than other styles`);
  } else if (!sys.known) {
    // Say where a neutral number came from rather than let it pass as a finding.
    gaps.push(
      p.playingStyle
        ? `Their ${p.playingStyle} says little about ${a.position}s, so system fit is a neutral estimate`
        : SYS_UNKNOWN_GAP,
    );
  }

  const rounded: FitParts = {
    athletic: clampRound(parts.athletic),
    rosterNeed: clampRound(parts.rosterNeed),
    academic: clampRound(parts.academic),
    geo: clampRound(parts.geo),
    sys: clampRound(parts.sys),
  };
  return {
    programId: p.id,
    tier,
    fit: fitFromParts(rounded),
    confidence: confidenceOf(a, p, c.points[i] !== null),
    parts: rounded,
    why,
    gaps,
  };
}
