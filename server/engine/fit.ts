import { EVIDENCE_MULTIPLIERS, FIT_WEIGHTS, type ProgramDivision } from '../../common/constants';
import { bestSatEquivalent } from '../../common/test-scores';
import { type GeoPoint, locate } from '../../data/geo';
import {
  ADMIT_NONE,
  ADMIT_OPEN,
  ADMIT_OWN,
  ADMIT_PEER,
  ADMIT_RATE,
  academicPart,
  academicScore,
  programAcademics,
} from './academic';
import { ACADEMIC_UNKNOWN, ownBand, type PeerBand, peerBands, rateBin } from './admission';
import { type AthleticDetail, athleticAt } from './athletic';
import { defaultFlags, measuredFlag } from './defaults';
import { distanceMiles, geoScore, preferenceMask, stateIndex } from './geo';
import { isPreferredLevel, placeAthlete, targetIndex } from './levels';
import { type LevelPeer, levelPeers, neutralAcademicPart, neutralByLevel } from './neutral-academic';
import { benchmarksFor, levelsForSport } from './reference';
import { hasRosterData, rosterNeed, statedNeedScore, statedYears, writeRosterNeeds } from './roster';
import {
  blendGeo,
  blendSys,
  DNA_MIN_HEIGHTS,
  dnaScore,
  FOOTPRINT_MIN_PLAYERS,
  footprintScore,
  transferScore,
} from './roster-fit';
import { athleticWithRoster, rosterAthletic, rosterPercentile, rosterReading } from './roster-percentile';
import { rosterAt } from './roster-summary';
import { juniorsCountFrom, seniorsLeaveYear } from './roster-timing';
import { transferReliance } from './roster-transfers';
import { styleMask, sysDetail } from './sys';
import type { AthleteInput, FitParts, ProgramInput } from './types';

export { ROSTER_UNKNOWN_GAP } from '../../common/roster-on-file';
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
  /** The same, with the juniors leaving too (an athlete who arrives a year after the seniors leave). */
  needLater: Float32Array;
  /**
   * Programs whose staff stated needs (1): their need depends on the athlete's class, read from
   * `statedYears` (key i * positions.length + pos: the years stated there) instead of `need`.
   */
  stated: Uint8Array;
  statedYears: Map<number, readonly number[]>;
  /** The year each program's roster seniors leave (roster-timing.ts); NO_ROSTER_YEAR without a roster. */
  leaveYear: Uint16Array;
  /** Transfer-reliance score per program and position (as `need`), for transfer athletes; -1 unknown. */
  transfer: Float32Array;
  rosterKnown: Uint8Array;
  /** Height of the program's players per position (as `need`), 10th/50th/90th percentile; 0 unknown. */
  heightP10: Float32Array;
  heightMedian: Float32Array;
  heightP90: Float32Array;
  /** Weight of the program's players per position (as `need`), 10th/50th/90th percentile; 0 unknown. */
  weightP10: Float32Array;
  weightMedian: Float32Array;
  weightP90: Float32Array;
  /** Footprint score (footprintScore) of every program per athlete state; -1 where unknown. */
  footprints: Map<string, Float32Array>;
  points: (GeoPoint | null)[];
  stateIdx: Uint8Array;
  minGpa: Float32Array;
  avgGpa: Float32Array;
  minSat: Float32Array;
  naia: Uint8Array;
  /** How each program's admission is known (ADMIT_NONE … ADMIT_RATE in academic.ts). */
  admitKind: Uint8Array;
  /** Admission rate, −1 when not reported. */
  admitRate: Float32Array;
  /** The middle 50% on the SAT scale (own, or the peers' for ADMIT_PEER); 0 when none. */
  band25: Float32Array;
  band75: Float32Array;
  /** Peer middle 50% per admission-rate bin, from this sport's institutions (admission.ts). */
  peers: readonly (PeerBand | null)[];
  /** The typical school of each level, for programs without admissions figures (neutral-academic.ts). */
  levelPeers: readonly LevelPeer[];
  /** Index into `styleMasks` (programs share few distinct styles). */
  styleIdx: Uint16Array;
  styleMasks: readonly number[];
  /** Count of programs per level index. */
  levelCounts: Uint32Array;
  /** Each program's place in a fixed shuffle (idHash): the last tie-break of the ranking. */
  tieRank: Uint32Array;
  /** Program id → index, for callers that turn results back into programs. */
  indexOf: ReadonlyMap<string, number>;
  /** 1 when the program is measured on real data, 0 when its parts are mostly defaults (defaults.ts). */
  measured: Uint8Array;
  /**
   * Rank keys of one athlete at a time (rankPrepared): ranking is synchronous, so one buffer per
   * sport serves every athlete instead of a new one each.
   */
  keys: Float64Array;
  /** What confidence knows of each program, 0–1 (confidenceOf's program share). */
  programKnown: Float64Array;
  /**
   * Miles from an athlete point to every program, per distinct point ("lat,lng").
   * Athletes are located at city or state centroids, so points repeat a lot; this
   * keeps haversine out of the per-pair loop. Bounded: cleared past DISTANCE_CACHE_MAX.
   */
  distances: Map<string, Float32Array>;
}

export const DISTANCE_CACHE_MAX = 4096;
/** Above every graduation year: a program without a roster never counts juniors. */
const NO_ROSTER_YEAR = 65535;

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

/** FNV-1a of a string: a stable, well-spread order unrelated to names. */
function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < id.length; k++) h = Math.imul(h ^ id.charCodeAt(k), 0x01000193) >>> 0;
  return h;
}

/** Footprint scores of every program for athletes from one state, computed once per state. */
export function footprintsFor(c: CompiledSport, state: string | null): Float32Array {
  const key = state ?? '';
  const hit = c.footprints.get(key);
  if (hit) return hit;
  const out = new Float32Array(c.n).fill(-1);
  if (state)
    for (let i = 0; i < c.n; i++) {
      const r = c.programs[i]!.roster;
      if (r && r.withHomeState >= FOOTPRINT_MIN_PLAYERS)
        out[i] = footprintScore((r.homeStates[state] ?? 0) / r.withHomeState);
    }
  c.footprints.set(key, out);
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
    needLater: new Float32Array(n * Math.max(1, P)),
    stated: new Uint8Array(n),
    statedYears: new Map(),
    leaveYear: new Uint16Array(n).fill(NO_ROSTER_YEAR),
    transfer: new Float32Array(n * Math.max(1, P)).fill(-1),
    rosterKnown: new Uint8Array(n),
    heightP10: new Float32Array(n * Math.max(1, P)),
    heightMedian: new Float32Array(n * Math.max(1, P)),
    heightP90: new Float32Array(n * Math.max(1, P)),
    weightP10: new Float32Array(n * Math.max(1, P)),
    weightMedian: new Float32Array(n * Math.max(1, P)),
    weightP90: new Float32Array(n * Math.max(1, P)),
    footprints: new Map(),
    points: new Array(n).fill(null),
    stateIdx: new Uint8Array(n),
    minGpa: new Float32Array(n),
    avgGpa: new Float32Array(n),
    minSat: new Float32Array(n),
    naia: new Uint8Array(n),
    admitKind: new Uint8Array(n),
    admitRate: new Float32Array(n).fill(-1),
    band25: new Float32Array(n),
    band75: new Float32Array(n),
    peers: peerBands(programs.flatMap((p) => (p.institution ? [p.institution] : []))),
    levelPeers: [],
    styleIdx: new Uint16Array(n),
    styleMasks: [],
    levelCounts: new Uint32Array(levels.length + 1),
    tieRank: new Uint32Array(n),
    indexOf: new Map(programs.map((p, i) => [p.id, i])),
    measured: new Uint8Array(n),
    keys: new Float64Array(n),
    programKnown: new Float64Array(n),
    distances: new Map(),
  };
  // Equal keys fall to a fixed shuffle (a hash of the id), not the alphabet: an all-equal list
  // would otherwise read Abilene Christian, Alabama A&M, … for every athlete.
  const hashes = programs.map((p) => idHash(p.id));
  Array.from({ length: n }, (_, i) => i)
    .sort((x, y) => hashes[x]! - hashes[y]! || (programs[x]!.id < programs[y]!.id ? -1 : 1))
    .forEach((programIdx, rank) => {
      c.tieRank[programIdx] = rank;
    });
  const masks: number[] = [];
  const maskIndex = new Map<number, number>();
  programs.forEach((p, i) => {
    const li = levels.indexOf(p.division as ProgramDivision);
    // A level outside this sport's list (data error) is scored as the lowest level.
    c.levelIdx[i] = li >= 0 ? li : levels.length - 1;
    c.levelCounts[c.levelIdx[i]!]! += 1;
    if (p.roster) c.leaveYear[i] = seniorsLeaveYear(p.roster.season) || NO_ROSTER_YEAR;
    if ((p.statedNeeds?.length ?? 0) > 0) c.stated[i] = 1;
    for (let k = 0; k < P; k++) {
      if (c.stated[i] === 1) c.statedYears.set(i * P + k, statedYears(p, positions[k]!));
      writeRosterNeeds(p, sport, positions[k]!, c.need, c.needLater, i * P + k);
      const reliance = p.roster ? transferReliance(p.roster, positions[k]!) : null;
      if (reliance) c.transfer[i * P + k] = transferScore(reliance.transfers / reliance.known);
      const at = p.roster ? rosterAt(p.roster, positions[k]!) : null;
      if (at && at.withHeight >= DNA_MIN_HEIGHTS) {
        c.heightP10[i * P + k] = at.heightP10!;
        c.heightMedian[i * P + k] = at.heightMedian!;
        c.heightP90[i * P + k] = at.heightP90!;
      }
      if (at && at.withWeight >= DNA_MIN_HEIGHTS) {
        c.weightP10[i * P + k] = at.weightP10!;
        c.weightMedian[i * P + k] = at.weightMedian!;
        c.weightP90[i * P + k] = at.weightP90!;
      }
    }
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
    compileAdmission(c, i, p);
    const mask = styleMask(p.sport, p.playingStyles);
    let mi = maskIndex.get(mask);
    if (mi === undefined) {
      mi = masks.length;
      masks.push(mask);
      maskIndex.set(mask, mi);
    }
    c.styleIdx[i] = mi;
    c.programKnown[i] = programKnown(p, c.points[i] !== null);
    c.measured[i] = measuredFlag(
      defaultFlags(p, c.admitKind[i]!, c.rosterKnown[i] === 1, c.points[i] !== null, mask !== 0),
    );
  });
  c.styleMasks = masks;
  c.levelPeers = levelPeers(levels.length, c.levelIdx, c.admitKind, c.admitRate, c.band25, c.band75);
  return c;
}

/** Admission figures of program i (see academicPart). */
function compileAdmission(c: CompiledSport, i: number, p: ProgramInput): void {
  const inst = p.institution;
  c.admitKind[i] = ADMIT_NONE;
  if (!inst) return;
  if (inst.openAdmission) {
    c.admitKind[i] = ADMIT_OPEN;
    return;
  }
  if (inst.admissionRate !== null) c.admitRate[i] = inst.admissionRate;
  const own = ownBand(inst);
  const peer = inst.admissionRate !== null ? c.peers[rateBin(inst.admissionRate)] : null;
  const band = own ?? peer;
  if (band) {
    c.admitKind[i] = own ? ADMIT_OWN : ADMIT_PEER;
    c.band25[i] = band.p25;
    c.band75[i] = band.p75;
  } else c.admitKind[i] = inst.admissionRate !== null ? ADMIT_RATE : ADMIT_NONE;
}

/** The program behind a result of this sport. */
export const programOf = (c: CompiledSport, programId: string): ProgramInput =>
  c.programs[c.indexOf.get(programId)!]!;

/** Everything about the athlete the loop needs, computed once per athlete. */
export interface PreparedAthlete {
  athlete: AthleteInput;
  athleticByLevel: Float64Array;
  /** The athletic detail per level of `ladder` (athleticAt), read again by explain for the programs shown. */
  athleticDetails: readonly AthleticDetail[];
  ladder: readonly ProgramDivision[];
  /** The athlete's share of confidence (confidenceOf), computed when first explained; -1 before. */
  athleteKnown: number;
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
  /** Per style: does it speak to the athlete's position (else system fit is the neutral 60)? */
  sysKnown: Uint8Array;
  /** Footprint score per program for the athlete's state (footprintsFor). */
  foot: Float32Array;
  /** The athlete's height in inches, -1 unknown (roster DNA). */
  heightIn: number;
  /**
   * The height's evidence multiplier when the athletic part reads the program's own roster heights
   * (a measured height at a position whose marks include height: roster-percentile.ts); 0 when not.
   */
  rosterHeightMult: number;
  /** The same for the athlete's weight, where rosters list weights (football). */
  rosterWeightMult: number;
  /**
   * The athlete's high-school class (juniorsCountFrom); -1 for a transfer or without a year. Juniors
   * leave before the athlete arrives on rosters whose seniors leave before it (roster-timing.ts),
   * and a stated need counts fully for this class.
   */
  classYear: number;
  /** A transfer athlete: transfer reliance counts in system fit. */
  portal: boolean;
  /** The athlete's level on the sport's ladder (placeAthlete); -1 when nothing is measured. */
  band: number;
  /** True when no bar is met and `band` is only the closest level. */
  bandClosest: boolean;
  /** Where programs are targets: the strongest level whose typical mark the numbers reach (levels.ts). */
  target: number;
  /** One flag per ladder level: among the athlete's preferred divisions? */
  preferredLevels: Uint8Array;
  /** The athlete's state ('CA'), for in-state cost; null when unknown. */
  state: string | null;
  /** Academic tier per program (ACADEMIC_REACH … in admission.ts), written by scoreAll and partsAt. */
  acadTier: Uint8Array;
  /** Per level: the neutral academic part of a program without admissions figures (neutral-academic.ts). */
  neutralAcademic: Float64Array;
}

export function prepareAthlete(c: CompiledSport, a: AthleteInput): PreparedAthlete {
  const details = c.levels.map((level) => athleticAt(a, level));
  const athleticByLevel = Float64Array.from(details, (d) => d.score);
  const located = a.location ? locate(a.location) : null;
  const { mask, any } = preferenceMask(a.preferredLocations);
  const sysByStyle = new Float64Array(c.styleMasks.length);
  const sysKnown = new Uint8Array(c.styleMasks.length);
  c.styleMasks.forEach((m, i) => {
    const d = sysDetail(c.sport, a.position, a.archetype, a.positionFamily, m);
    sysByStyle[i] = d.score;
    sysKnown[i] = d.known ? 1 : 0;
  });
  const point = located ? { lat: located.lat, lng: located.lng } : null;
  const placement = placeAthlete(a, details);
  const preferredLevels = Uint8Array.from(c.levels, (level) =>
    isPreferredLevel(a.preferredDivisions, level) ? 1 : 0,
  );
  return {
    athlete: a,
    athleticByLevel,
    athleticDetails: details,
    ladder: c.levels,
    athleteKnown: -1,
    posIdx: c.positionIndex.get(a.position) ?? -1,
    gpa: a.gpa ?? -1,
    satEq: bestSatEquivalent(a.satScore, a.actScore) ?? -1,
    point,
    dist: distancesFrom(c, point),
    prefMask: mask,
    hasPrefs: any,
    sysByStyle,
    sysKnown,
    foot: footprintsFor(c, located?.state ?? null),
    heightIn: a.heightIn ?? -1,
    rosterHeightMult: rosterMultiplier(a, c.positionIndex.has(a.position), 'height'),
    rosterWeightMult: rosterMultiplier(a, c.positionIndex.has(a.position), 'weight'),
    classYear: juniorsCountFrom(a),
    portal: a.portalStatus !== null,
    band: placement.index,
    bandClosest: placement.closest,
    target: targetIndex(placement),
    preferredLevels,
    state: located?.state ?? null,
    acadTier: new Uint8Array(c.n),
    neutralAcademic: neutralByLevel(
      c.levels,
      c.levelPeers,
      a.gpa ?? -1,
      bestSatEquivalent(a.satScore, a.actScore) ?? -1,
    ),
  };
}

/**
 * Evidence multiplier of the athlete's height or weight, when the athletic part can read the
 * rosters' heights or weights: the athlete gave it and the position's marks include it.
 */
function rosterMultiplier(a: AthleteInput, hasColumn: boolean, metric: 'height' | 'weight'): number {
  const value = metric === 'height' ? a.heightIn : a.weightLb;
  if (!hasColumn || value === null) return 0;
  const rows = benchmarksFor(a.sport, a.position, levelsForSport(a.sport)[0]!);
  if (!rows.some((r) => r.metric === metric)) return 0;
  return EVIDENCE_MULTIPLIERS[a.evidence[metric] ?? a.defaultEvidence];
}

/** The athlete's height percentile among program i's players at the position; -1 when not on file. */
export function rosterPercentileAt(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  if (pa.rosterHeightMult === 0) return -1;
  const k = i * c.positions.length + pa.posIdx;
  const p50 = c.heightMedian[k]!;
  return p50 > 0 ? rosterPercentile(pa.heightIn, c.heightP10[k]!, p50, c.heightP90[k]!) : -1;
}

/** The athlete's weight percentile among program i's players at the position; -1 when not on file. */
export function rosterWeightPercentileAt(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  if (pa.rosterWeightMult === 0) return -1;
  const k = i * c.positions.length + pa.posIdx;
  const p50 = c.weightMedian[k]!;
  return p50 > 0 ? rosterPercentile(pa.athlete.weightLb!, c.weightP10[k]!, p50, c.weightP90[k]!) : -1;
}

/**
 * Athletic part of program i: its level's marks, blended with its own roster where on file (the
 * height reading, the weight reading, or the mean of both; roster-percentile.ts).
 */
export function athleticOf(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  const level = pa.athleticByLevel[c.levelIdx[i]!]!;
  const h = rosterPercentileAt(c, pa, i);
  const w = rosterWeightPercentileAt(c, pa, i);
  if (h < 0 && w < 0) return level;
  const byHeight = h < 0 ? -1 : Math.min(100, rosterAthletic(h) * pa.rosterHeightMult);
  const byWeight = w < 0 ? -1 : Math.min(100, rosterAthletic(w) * pa.rosterWeightMult);
  return athleticWithRoster(level, rosterReading(byHeight, byWeight));
}

/** Academic part of program i (eligibility gate, then admission); writes its tier to pa.acadTier. */
export function academicAt(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  const eligibility = academicScore(
    pa.gpa,
    pa.satEq,
    c.minGpa[i]!,
    c.avgGpa[i]!,
    c.minSat[i]!,
    c.naia[i] === 1,
  );
  if (c.admitKind[i] === ADMIT_NONE) {
    pa.acadTier[i] = ACADEMIC_UNKNOWN;
    return neutralAcademicPart(eligibility, pa.neutralAcademic[c.levelIdx[i]!]!);
  }
  return academicPart(
    eligibility,
    c.admitKind[i]!,
    c.admitRate[i]!,
    c.band25[i]!,
    c.band75[i]!,
    pa.satEq,
    pa.gpa,
    pa.acadTier,
    i,
  );
}

/** Parts of program i for a prepared athlete (the same numbers the loop uses). */
export function partsAt(c: CompiledSport, pa: PreparedAthlete, i: number): FitParts {
  return {
    athletic: athleticOf(c, pa, i),
    rosterNeed: needAt(c, pa, i),
    academic: academicAt(c, pa, i),
    geo: blendGeo(geoScore(pa.dist[i]!, pa.prefMask[c.stateIdx[i]!] === 1, pa.hasPrefs), pa.foot[i]!),
    sys: blendSys(
      pa.sysByStyle[c.styleIdx[i]!]!,
      pa.sysKnown[c.styleIdx[i]!] === 1,
      dnaAt(c, pa, i),
      transferAt(c, pa, i),
    ),
  };
}

/** Do program i's juniors leave before the athlete arrives (roster-timing.ts)? */
export const juniorsLeave = (c: CompiledSport, pa: PreparedAthlete, i: number): boolean =>
  pa.classYear > c.leaveYear[i]!;

/** Roster need of program i for the athlete's position and arrival. */
export function needAt(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  const later = juniorsLeave(c, pa, i);
  if (pa.posIdx < 0) {
    const p = c.programs[i]!;
    return rosterNeed(p, c.sport, pa.athlete.position, p.division, later, pa.classYear).score;
  }
  const k = i * c.positions.length + pa.posIdx;
  if (c.stated[i] === 1) return statedNeedScore(c.statedYears.get(k)!, pa.classYear);
  return later ? c.needLater[k]! : c.need[k]!;
}

/** Transfer reliance of program i for a transfer athlete; -1 for anyone else or when not known. */
export function transferAt(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  if (!pa.portal) return -1;
  if (pa.posIdx >= 0) return c.transfer[i * c.positions.length + pa.posIdx]!;
  const r = c.programs[i]!.roster;
  const reliance = r ? transferReliance(r, pa.athlete.position) : null;
  return reliance ? transferScore(reliance.transfers / reliance.known) : -1;
}

/** Roster DNA of program i for the athlete's height and position; -1 when not known. */
export function dnaAt(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  if (pa.posIdx < 0 || pa.heightIn < 0) return -1;
  const k = i * c.positions.length + pa.posIdx;
  return dnaScore(pa.heightIn, c.heightP10[k]!, c.heightMedian[k]!, c.heightP90[k]!);
}

/**
 * Rank keys pack the Fit Score with the parts that break its ties, so one number orders programs:
 * measured on real data first (defaults.ts), then fit, then athletic, roster need, academic,
 * geography and system (the weights' order), each a rounded 0–100 part in 7 bits. 43 bits in all:
 * exact in a double.
 */
const PART_BITS = 128;
export const FIT_KEY_SCALE = PART_BITS ** 5;
/** Above the Fit: a program measured on real data ranks before one whose parts are mostly defaults. */
export const MEASURED_KEY = FIT_KEY_SCALE * PART_BITS;
export const fitOfKey = (key: number) => Math.floor(key / FIT_KEY_SCALE) % PART_BITS;

/**
 * The hot loop: the rank key of every program of the sport into `out` (fitOfKey reads the
 * rounded Fit Score back). Budget ≥ 2M scores/s/core (scripts/bench/engine.bench.ts).
 */
export function scoreAll(
  c: CompiledSport,
  pa: PreparedAthlete,
  out: Float64Array = new Float64Array(c.n),
): Float64Array {
  const { dist, prefMask, hasPrefs, sysByStyle, sysKnown, foot } = pa;
  const wA = FIT_WEIGHTS.athletic;
  const wR = FIT_WEIGHTS.rosterNeed;
  const wC = FIT_WEIGHTS.academic;
  const wG = FIT_WEIGHTS.geo;
  const wS = FIT_WEIGHTS.sys;
  for (let i = 0; i < c.n; i++) {
    const need = needAt(c, pa, i);
    // Parts are rounded before weighting so a card's Fit equals the weighted sum of the
    // five parts it displays, exactly (explain() does the same).
    const ath = Math.round(athleticOf(c, pa, i));
    const rn = Math.round(need);
    const ac = Math.round(academicAt(c, pa, i));
    const ge = Math.round(blendGeo(geoScore(dist[i]!, prefMask[c.stateIdx[i]!] === 1, hasPrefs), foot[i]!));
    const si = c.styleIdx[i]!;
    const sy = Math.round(
      blendSys(sysByStyle[si]!, sysKnown[si] === 1, dnaAt(c, pa, i), transferAt(c, pa, i)),
    );
    const fit = Math.round(wA * ath + wR * rn + wC * ac + wG * ge + wS * sy);
    out[i] =
      c.measured[i]! * MEASURED_KEY +
      fit * FIT_KEY_SCALE +
      ((((ath * PART_BITS + rn) * PART_BITS + ac) * PART_BITS + ge) * PART_BITS + sy);
  }
  return out;
}

/** Is program x ranked before program y: the higher key, then the fixed shuffle (stable output). */
export const rankedBefore = (c: CompiledSport, keys: Float64Array, x: number, y: number) =>
  keys[x]! > keys[y]! || (keys[x] === keys[y] && c.tieRank[x]! < c.tieRank[y]!);

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
  // Marks are events: one best mark covers the athletic part (athleticAt reads the best).
  const coverage = total > 0 ? (rows[0]?.mark ? (have > 0 ? 1 : 0) : have / total) : 0;
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
 * (roster data 50%, a location 15%, a playing style 15%, its institution's admissions 20%).
 */
export function confidenceOf(a: AthleteInput, p: ProgramInput, located: boolean): number {
  return confidenceFrom(athleteKnown(a), programKnown(p, located));
}

/** The athlete's share of confidence: 45% completeness, 30% evidence. */
function athleteKnown(a: AthleteInput): number {
  const { completeness, evidence } = athleteCompleteness(a);
  return 0.45 * completeness + 0.3 * evidence;
}

/** What is known of a program, 0–1: roster data, a location, a playing style, admissions. */
function programKnown(p: ProgramInput, located: boolean): number {
  return (
    (hasRosterData(p) ? 0.5 : 0) +
    ((p.latitude != null && p.longitude != null) || located ? 0.15 : 0) +
    (styleMask(p.sport, p.playingStyles) ? 0.15 : 0) +
    (p.institution ? 0.2 : 0)
  );
}

const confidenceFrom = (athlete: number, program: number) => clampRound(100 * (athlete + 0.25 * program));

/** confidenceOf for program i, with the athlete's share computed once per prepared athlete. */
export function confidenceAt(c: CompiledSport, pa: PreparedAthlete, i: number): number {
  if (pa.athleteKnown < 0) pa.athleteKnown = athleteKnown(pa.athlete);
  return confidenceFrom(pa.athleteKnown, c.programKnown[i]!);
}
