import { EVIDENCE_MULTIPLIERS, HIGH_NEED_THRESHOLD, VERIFICATION_LABELS } from '../../common/constants';
import { distanceOrigin } from '../../common/distance-origin';
import { tierAt } from '../../common/tiers';
import { academicDetail } from './academic';
import { type AthleticDetail, athleticAt, metricLabel, metricSentence } from './athletic';
import { basisSentence } from './benchmark-basis';
import { academicTierOf, admissionSentence, costOf } from './explain-academic';
import { dnaSentence, footprintSentence, rosterNeedSentence } from './explain-roster';
import {
  academicAt,
  type CompiledSport,
  confidenceAt,
  dnaAt,
  fitFromParts,
  HIGH_NEED_WHY,
  juniorsLeave,
  type PreparedAthlete,
  partsAt,
  ROSTER_UNKNOWN_GAP,
  rosterPercentileAt,
  rosterWeightPercentileAt,
  SYS_UNKNOWN_GAP,
} from './fit';
import { unmarkedText } from './marks-text';
import { rosterNeed } from './roster';
import { DNA_MIN_HEIGHTS } from './roster-fit';
import { rosterPercentileSentence } from './roster-percentile';
import { rosterAt } from './roster-summary';
import { transferReliance, transferSentence } from './roster-transfers';
import { neutralStyleSentence, stylesOfMask, sysDetail, sysSentence } from './sys';
import { thousands } from './thousands';
import type { FitParts, FitResult } from './types';

/** A transfer share at which the program's reliance on transfers reads as a reason, not a gap. */
const TRANSFER_WHY_SHARE = 0.2;

/**
 * The sentences of a match card, apart from the scoring loop (fit.ts): only the programs a caller
 * shows are explained, with the same numbers the loop ranked them by.
 */

const clampRound = (v: number) => Math.max(0, Math.min(100, Math.round(v)));
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "under 1 mile" rather than "0 miles": the program may share the athlete's town. */
const fmtMiles = (m: number) =>
  m < 1 ? 'under 1 mile' : `${thousands(Math.round(m))} mile${Math.round(m) === 1 ? '' : 's'}`;

/** Full explained score for one program: parts, fit, confidence, why and gaps, and its tier. */
export function explain(c: CompiledSport, pa: PreparedAthlete, i: number): FitResult {
  const a = pa.athlete;
  const p = c.programs[i]!;
  const parts = partsAt(c, pa, i);
  const level = p.division;
  const why: string[] = [];
  const gaps: string[] = [];

  const band = c.levels[pa.band] ?? null;
  const li = c.levelIdx[i]!;
  const tier = tierAt(li, pa.target);
  if (tier === 'reach') {
    const preferred = pa.preferredLevels[li] === 1;
    // At or below the band the bar is met, and only the typical mark is missing: say so.
    const belowTypical = pa.band >= 0 && li >= pa.band;
    // A preference never hides the athlete's real band: say when the preferred level is a reach.
    gaps.push(
      belowTypical
        ? `A reach: your numbers meet the ${level} bar but not its typical mark, the numbers of its median rostered player`
        : preferred
          ? `${level} is your preferred level and a reach today: your numbers place you at ${band}${pa.bandClosest ? ' (the closest level)' : ''}`
          : `A reach: ${level} is one level above ${band}, where your numbers place you`,
    );
  }

  // Athletic: the same lines for every program of a level, written once per level.
  const lines = athleticLines(pa, li, level);
  why.push(...lines.why);
  // The program's own players at the position: what sets it apart from its level, so it leads.
  const pct = rosterPercentileAt(c, pa, i);
  const weightPct = rosterWeightPercentileAt(c, pa, i);
  const atPos = (pct >= 0 || weightPct >= 0) && p.roster ? rosterAt(p.roster, a.position) : null;
  if (atPos && p.roster)
    why.unshift(
      rosterPercentileSentence(
        p.name,
        pct >= 0 ? { value: pa.heightIn, pct, players: atPos.withHeight } : null,
        weightPct >= 0 ? { value: a.weightLb!, pct: weightPct, players: atPos.withWeight } : null,
        a.position,
        p.roster.season,
      ),
    );
  why.push(...lines.basisWhy);
  gaps.push(...lines.gaps);

  // Roster need.
  const need = rosterLines(c, pa, i, parts.rosterNeed);
  why.push(...need.why);
  gaps.push(...need.gaps);

  // Academic: eligibility (the gate), then admission against the school's own numbers.
  const acad = academicDetail(a, p);
  why.push(...acad.why);
  gaps.push(...acad.gaps);
  const admission = admissionSentence(c, pa, i);
  (admission.kind === 'why' ? why : gaps).push(admission.text);
  if (admission.credit) (admission.kind === 'why' ? why : gaps).push(admission.credit);

  // Geography.
  const miles = pa.dist[i]!;
  if (miles < 0) {
    if (!pa.point)
      gaps.push('No location on file, so distance counts as neutral (50): add your city and state');
    else gaps.push(`${p.name}'s location is not on file`);
  } else if (pa.hasPrefs && pa.prefMask[c.stateIdx[i]!] === 1) {
    why.push(`In your preferred locations (${fmtMiles(miles)} from ${distanceOrigin(a.location)})`);
  } else if (miles <= 300) {
    why.push(capitalize(`${fmtMiles(miles)} from ${distanceOrigin(a.location)}`));
  } else if (pa.hasPrefs) {
    gaps.push(`Outside your preferred locations (${fmtMiles(miles)} from ${distanceOrigin(a.location)})`);
  } else if (miles >= 1000) {
    gaps.push(capitalize(`${fmtMiles(miles)} from ${distanceOrigin(a.location)}`));
  }

  // Recruiting footprint: where the program's players come from.
  if (pa.foot[i]! >= 0 && pa.state && p.roster) {
    const text = footprintSentence(p.roster, pa.state);
    if (text) why.push(text);
  }

  // Roster DNA: the athlete's height against the program's own players at the position.
  const dna = dnaAt(c, pa, i);
  const atPosition = p.roster ? rosterAt(p.roster, a.position) : null;
  if (dna >= 0 && atPosition && atPosition.withHeight >= DNA_MIN_HEIGHTS && p.roster) {
    const s = dnaSentence(pa.heightIn, atPosition, p.roster.season);
    (s.kind === 'why' ? why : gaps).push(s.text);
  }

  // Transfer reliance, for a transfer athlete: how many of the room came from another college.
  const reliance = pa.portal && p.roster ? transferReliance(p.roster, a.position) : null;
  if (reliance) {
    const text = transferSentence(reliance);
    (reliance.transfers / reliance.known >= TRANSFER_WHY_SHARE ? why : gaps).push(text);
  }

  // System.
  const sys = sysDetail(c.sport, a.position, a.archetype, a.positionFamily, c.styleMasks[c.styleIdx[i]!]!);
  const chosen = stylesOfMask(c.sport, c.styleMasks[c.styleIdx[i]!]!);
  const sysLine = sysSentence(c.sport, a.position, a.archetype ?? a.positionFamily, sys);
  if (sysLine?.kind === 'why') why.push(sysLine.text);
  else if (sysLine?.kind === 'gap') gaps.push(sysLine.text);
  else if (!sys.known && dna < 0 && !reliance)
    // Say where a neutral number came from rather than let it pass as a finding.
    gaps.push(chosen.length ? neutralStyleSentence(c.sport, a.position, chosen) : SYS_UNKNOWN_GAP);

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
    confidence: confidenceAt(c, pa, i),
    parts: rounded,
    why,
    gaps,
    academicTier: academicTierOf(pa.acadTier[i]!),
    admission: admission.text,
    cost: costOf(p.institution, pa.state),
  };
}

interface Lines {
  why: string[];
  gaps: string[];
}

/**
 * Roster-need lines per sport, program, position and arrival (the juniors gone or not), where they
 * depend on nothing else (no stated needs, a position with a column): the programs at the top of
 * many lists are explained once. Bounded: cleared past ROSTER_LINES_MAX.
 */
const rosterLinesCache = new WeakMap<CompiledSport, Map<number, Lines>>();
const ROSTER_LINES_MAX = 50_000;

function rosterLines(c: CompiledSport, pa: PreparedAthlete, i: number, score: number): Lines {
  const later = juniorsLeave(c, pa, i);
  if (c.stated[i] === 1 || pa.posIdx < 0) return writeRosterLines(c, pa, i, score, later);
  let cache = rosterLinesCache.get(c);
  if (!cache) {
    cache = new Map();
    rosterLinesCache.set(c, cache);
  }
  const key = (i * c.positions.length + pa.posIdx) * 2 + (later ? 1 : 0);
  let out = cache.get(key);
  if (!out) {
    out = writeRosterLines(c, pa, i, score, later);
    if (cache.size >= ROSTER_LINES_MAX) cache.clear();
    cache.set(key, out);
  }
  return out;
}

/** The roster-need lines of program i: high need, stated needs, the roster's departures, or unknown. */
function writeRosterLines(
  c: CompiledSport,
  pa: PreparedAthlete,
  i: number,
  score: number,
  later: boolean,
): Lines {
  const a = pa.athlete;
  const p = c.programs[i]!;
  const why: string[] = [];
  const gaps: string[] = [];
  const roster = rosterNeed(p, c.sport, a.position, p.division, later, pa.classYear);
  if (score >= HIGH_NEED_THRESHOLD) why.push(HIGH_NEED_WHY);
  if (roster.stated) {
    const stated = `${p.name}'s staff stated a need at ${a.position}`;
    if (roster.stated.length === 0)
      gaps.push(`${p.name}'s staff did not list ${a.position} among its stated needs`);
    else if (!roster.statedForClass)
      gaps.push(`${stated} for ${classesText(roster.stated)}, not the class of ${pa.classYear}`);
    else why.push(`${stated} for ${classesText(pa.classYear > 0 ? [pa.classYear] : roster.stated)}`);
  } else if (roster.fromRoster) {
    why.push(rosterNeedSentence(roster.fromRoster));
    if (roster.listed) why.push(`${p.name} lists ${a.position} among its positional needs`);
  } else if (roster.known) {
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
  return { why, gaps };
}

interface AthleticLines {
  /** The two strongest measurements at the level. */
  why: string[];
  /** The basis line when it is a reason (no estimate among the marks). */
  basisWhy: string[];
  /** The two weakest measurements, an estimated basis, what is missing, the weakest evidence. */
  gaps: string[];
}

/** Per prepared athlete, the athletic lines of each level explained so far. */
const linesCache = new WeakMap<PreparedAthlete, (AthleticLines | undefined)[]>();

function athleticLines(pa: PreparedAthlete, li: number, level: string): AthleticLines {
  // A division outside the sport's ladder is scored at its lowest level but named as it is.
  const detail = pa.athleticDetails[li];
  if (!detail || level !== pa.ladder[li])
    return writeAthleticLines(pa, detail ?? athleticAt(pa.athlete, pa.ladder[li]!), level);
  let byLevel = linesCache.get(pa);
  if (!byLevel) {
    byLevel = [];
    linesCache.set(pa, byLevel);
  }
  let out = byLevel[li];
  if (!out) {
    out = writeAthleticLines(pa, detail, level);
    byLevel[li] = out;
  }
  return out;
}

/** The two strongest and two weakest measurements at a level, what the marks rest on, what is missing. */
function writeAthleticLines(pa: PreparedAthlete, ath: AthleticDetail, level: string): AthleticLines {
  const a = pa.athlete;
  const why: string[] = [];
  const basisWhy: string[] = [];
  const gaps: string[] = [];
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
  const basis = basisSentence(ath.rows, level, metricLabel);
  if (basis) (basis.estimate ? gaps : basisWhy).push(basis.text);
  if (ath.rows.length === 0 && ath.missing.length === 0) gaps.push(unmarkedText(a));
  else if (ath.measured === 0)
    gaps.push(
      ath.missing[0]?.mark
        ? `Add your best ${ath.missing.map((r) => metricLabel(r.metric)).join(', ')} to score athletic fit`
        : 'Add your measurables (height, weight, testing numbers) to score athletic fit',
    );
  else if (ath.missing.length > 0 && !ath.missing[0]!.mark) {
    const names = ath.missing.slice(0, 3).map((r) => metricLabel(r.metric));
    gaps.push(`Add your ${names.join(', ')} to complete athletic fit`);
  }
  const selfRows = ath.rows
    .filter((r) => EVIDENCE_MULTIPLIERS[r.evidence] < 1)
    .sort((x, y) => y.row.weight - x.row.weight);
  const weakest = selfRows[0];
  if (weakest) {
    gaps.push(
      `Your ${metricLabel(weakest.row.metric)} counts at ${EVIDENCE_MULTIPLIERS[weakest.evidence]}× as ${VERIFICATION_LABELS[weakest.evidence].toLowerCase()}; coach-verified counts 1.0×, event data 1.05×`,
    );
  }
  return { why, basisWhy, gaps };
}

/** The admission side of program i alone (tier, sentence, cost), for a stored match. */
export function admissionOf(
  c: CompiledSport,
  pa: PreparedAthlete,
  i: number,
): Pick<FitResult, 'academicTier' | 'admission' | 'cost'> {
  academicAt(c, pa, i);
  return {
    academicTier: academicTierOf(pa.acadTier[i]!),
    admission: admissionSentence(c, pa, i).text,
    cost: costOf(c.programs[i]!.institution, pa.state),
  };
}

/** "the class of 2027", "the classes of 2027 and 2028", "the classes of 2026, 2027 and 2028". */
function classesText(years: readonly number[]): string {
  if (years.length === 1) return `the class of ${years[0]}`;
  return `the classes of ${years.slice(0, -1).join(', ')} and ${years.at(-1)}`;
}
