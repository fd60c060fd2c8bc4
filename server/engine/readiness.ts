import { type ProgramDivision, READINESS_THRESHOLDS, readinessLabel } from '../../common/constants';
import { academicDetail, LEVEL_MIN_GPA } from './academic';
import {
  type AthleticDetail,
  athleteValue,
  athleticAt,
  formatValue,
  metricLabel,
  metricScore,
  metricSentence,
} from './athletic';
import { athleteCompleteness, type CompiledSport, fitOfKey, prepareAthlete, scoreAll } from './fit';
import { roundToMeet } from './level-bar';
import { academicEligibleAt, BAR, barOf, isPreferredLevel, OPEN_LEVELS, placeAthlete } from './levels';
import { unmarkedText } from './marks-text';
import { type BenchmarkRow, benchmarksFor, levelsForSport } from './reference';
import type { AthleteInput, DivisionBand, Readiness, WhatIf } from './types';

const BODY_METRICS: ReadonlySet<string> = new Set(['height', 'weight']);

/**
 * A band from height and weight alone, where the position has testing marks: rostered players of
 * every level share the same sizes (docs/engine.md), so the band must say so.
 */
const sizeOnly = (ath: AthleticDetail) =>
  ath.rows.length > 0 &&
  ath.rows.every((r) => BODY_METRICS.has(r.row.metric)) &&
  ath.missing.some((row) => !BODY_METRICS.has(row.metric));

export function divisionBand(a: AthleteInput): DivisionBand {
  const { index, closest, checks } = placeAthlete(a);
  const reasons: string[] = [];
  const level = checks[index]?.level ?? null;
  if (!level) {
    reasons.push(
      levelsForSport(a.sport).length === 0
        ? 'No programs or benchmarks for this sport yet'
        : 'Add your measurables to see which level you meet',
    );
  } else {
    const ath = athleticAt(a, level);
    const sentences = ath.rows.map((r) => metricSentence(r, level, a.position));
    if (ath.rows.length === 0 && ath.missing.length === 0) {
      reasons.push(`${level} has no athletic minimum; the levels above it are reaches`, unmarkedText(a));
    } else if (closest) {
      reasons.push(`Closest level: ${level}. Your numbers are not yet at its bar`);
      const academic = academicDetail(a, { division: level, academicRequirements: null, name: level });
      if (checks[index]!.academicEligible === false) reasons.push(...academic.gaps.slice(0, 1));
      reasons.push(...sentences.filter((s) => s.kind === 'gap').map((s) => s.text));
    } else {
      reasons.push(
        OPEN_LEVELS.has(level) && ath.raw < BAR
          ? `${level} has no athletic minimum; your measured numbers average ${Math.round(ath.raw)} against its ${a.position} marks (80 = the typical rostered player)`
          : `${ath.rows[0]?.row.mark ? 'Your best mark scores' : 'Your measured numbers average'} ${Math.round(ath.raw)} against the ${level} ${a.position} marks (80 = the typical rostered player, ${BAR} = the bar)`,
      );
      reasons.push(
        ...sentences
          .filter((s) => s.kind === 'why')
          .sort((x, y) => y.margin - x.margin)
          .slice(0, 3)
          .map((s) => s.text),
      );
      const acad = academicDetail(a, { division: level, academicRequirements: null, name: level });
      reasons.push(...acad.why.slice(0, 1));
    }
    if (sizeOnly(ath))
      reasons.splice(
        1,
        0,
        `Only height and weight are measured, and college levels overlap widely in size: add your testing numbers to confirm ${level}`,
      );
  }
  return {
    division: level,
    closest,
    reasons,
    levels: checks.map((c) => ({
      level: c.level,
      athletic: Math.round(c.raw),
      academicEligible: c.academicEligible,
      meets: c.meets,
    })),
  };
}

/**
 * The level readiness is measured against: the band's own level, so the toast that names the
 * band and the readiness card tell one story (issue 42); with no band, the highest preferred
 * division, else the ladder's last level. "What moves your list" is the way above it.
 */
export function readinessTarget(a: AthleteInput, band: DivisionBand): ProgramDivision | null {
  if (band.division) return band.division;
  const levels = levelsForSport(a.sport);
  return (
    levels.find((level) => isPreferredLevel(a.preferredDivisions, level)) ?? levels[levels.length - 1] ?? null
  );
}

/**
 * Readiness 0–100 toward the target level: athletic (with evidence) 40%, academics
 * 25%, verification 15%, profile completeness 10%, film 10%. A category is
 * `complete` at 70 or more, the same line as the Ready label.
 */
export function readiness(a: AthleteInput, band: DivisionBand = divisionBand(a)): Readiness {
  // A sport with no ladder has no benchmarks either, so the level does not change the numbers.
  const target = readinessTarget(a, band) ?? 'D1';
  const ath = athleticAt(a, target);
  const acad = academicDetail(a, { division: target, academicRequirements: null, name: target });
  const { completeness, evidence } = athleteCompleteness(a);
  const film = a.filmUrl ? (a.mediaRecencyDays !== null && a.mediaRecencyDays <= 180 ? 100 : 75) : 0;
  const cats = [
    { category: 'Athletic Measurables', percentage: ath.measured > 0 ? ath.score : 0, w: 0.4 },
    { category: 'Academics', percentage: a.gpa === null ? 0 : acad.score, w: 0.25 },
    { category: 'Verification', percentage: 100 * evidence, w: 0.15 },
    { category: 'Profile Completeness', percentage: 100 * completeness, w: 0.1 },
    { category: 'Film & Media', percentage: film, w: 0.1 },
  ];
  const score = Math.round(cats.reduce((s, c) => s + c.w * Math.round(c.percentage), 0));
  return {
    score,
    label: readinessLabel(score),
    target,
    breakdown: cats.map((c) => ({
      category: c.category,
      percentage: Math.round(c.percentage),
      complete: Math.round(c.percentage) >= READINESS_THRESHOLDS.ready,
    })),
  };
}

/**
 * What-if: what would reach the next level (or, below every bar, the closest level's own bar).
 * Per benchmarked metric, the smallest change (in its unit's precision) that meets the bar with
 * everything else unchanged, found by bisection, which is exact because the athletic score is
 * monotone in every metric. When no single change is enough, the marks to reach together; when
 * the level's academic minimum is missed, the GPA it needs. Non-empty whenever a higher level
 * exists (or the band is only the closest one).
 */
export function whatIf(a: AthleteInput, compiled: CompiledSport | null): WhatIf[] {
  const { index, closest, checks } = placeAthlete(a);
  if (index < 0 || (index === 0 && !closest)) return [];
  const toLevel = checks[closest ? index : index - 1]!.level;
  const unlocked = compiled ? (compiled.levelCounts[compiled.levels.indexOf(toLevel)] ?? 0) : 0;
  const base = compiled ? scoreAll(compiled, prepareAthlete(compiled, a)) : null;
  const improvedBy = (changed: AthleteInput) => {
    if (!compiled || !base) return 0;
    const after = scoreAll(compiled, prepareAthlete(compiled, changed));
    let n = 0;
    for (let i = 0; i < compiled.n; i++) if (fitOfKey(after[i]!) > fitOfKey(base[i]!)) n++;
    return n;
  };
  const plan = (
    metric: string,
    label: string,
    current: number | null,
    needed: number,
    unit: string,
    text: string,
  ) => ({
    metric,
    label,
    current,
    needed,
    change: Math.round(Math.abs(needed - (current ?? needed)) * 100) / 100,
    unit,
    toLevel,
    programsUnlocked: unlocked,
    programsImproved: 0,
    together: false,
    text,
  });
  const out: WhatIf[] = [];
  const minGpa = LEVEL_MIN_GPA[toLevel] ?? 0;
  if (academicEligibleAt(a, toLevel) === false && a.gpa !== null) {
    const needed = toLevel === 'NAIA' ? 2.0 : minGpa;
    const w = plan(
      'gpa',
      'GPA',
      a.gpa,
      needed,
      'gpa',
      `Raise your GPA from ${a.gpa.toFixed(2)} to ${needed.toFixed(2)} to meet the ${toLevel} academic minimum`,
    );
    out.push({ ...w, programsImproved: improvedBy({ ...a, gpa: needed }) });
  }
  const bar = barOf(toLevel);
  const rows = benchmarksFor(a.sport, a.position, toLevel);
  const with_ = (row: BenchmarkRow, v: number) => withMetric(a, row.metric, v);
  if (athleticAt(a, toLevel).raw >= bar) return out;
  const single: WhatIf[] = [];
  for (const row of rows) {
    const current = athleteValue(a, row.metric);
    const sign = row.better === 'higher' ? 1 : -1;
    const meets = (v: number) => athleticAt(with_(row, v), toLevel).raw >= bar;
    const start = current ?? row.floor;
    const best = row.elite;
    if (sign * (best - start) <= 0 || !meets(best)) continue;
    if (current !== null && meets(current)) continue;
    let lo = start;
    let hi = best;
    for (let k = 0; k < 40; k++) {
      const mid = (lo + hi) / 2;
      if (meets(mid)) hi = mid;
      else lo = mid;
    }
    const needed = roundUpToMeet(row, hi, meets);
    const label = metricLabel(row.metric);
    single.push({
      ...plan(row.metric, label, current, needed, row.unit, changeText(row, current, needed, toLevel, false)),
      programsImproved: improvedBy(with_(row, needed)),
    });
  }
  // Smallest relative effort first: change measured in floor-to-target distances.
  const effort = (w: WhatIf) => {
    const row = rows.find((r) => r.metric === w.metric)!;
    return w.current === null
      ? 10
      : (100 - metricScore(w.current, row)) / 100 + w.change / Math.abs(row.target - row.floor || 1);
  };
  out.push(...single.sort((x, y) => heightLast(x, y) || effort(x) - effort(y)));
  if (single.length > 0) return out;
  // No one change is enough: the level's typical marks, reached together, always are (each
  // scores 80, above the bar).
  const short = rows
    .filter((row) => {
      const current = athleteValue(a, row.metric);
      return current === null || metricScore(current, row) < 80;
    })
    .sort(heightLast);
  const improved = improvedBy(short.reduce((x, row) => withMetric(x, row.metric, row.target), a));
  for (const row of short) {
    const current = athleteValue(a, row.metric);
    const text = changeText(row, current, row.target, toLevel, true);
    out.push({
      ...plan(row.metric, metricLabel(row.metric), current, row.target, row.unit, text),
      programsImproved: improved,
      together: true,
    });
  }
  return out;
}

/**
 * One what-if line: post a missing number, or improve a measured one. Height is stated as a fact
 * ("at 6'1\" tall…"), since nobody can train for it.
 */
function changeText(
  row: BenchmarkRow,
  current: number | null,
  needed: number,
  toLevel: ProgramDivision,
  together: boolean,
): string {
  const label = metricLabel(row.metric);
  const v = formatValue(row.metric, needed, row.unit);
  const withOthers = together ? ', with the other changes listed,' : '';
  if (current === null) return `Post a ${label} of ${v}${withOthers} to reach the ${toLevel} bar`;
  const now = formatValue(row.metric, current, row.unit);
  if (row.metric === 'height')
    return `At ${v} tall${withOthers} you would reach the ${toLevel} bar (you are ${now} today)`;
  return `Improve your ${label} from ${now} to ${v}${withOthers} to reach the ${toLevel} bar`;
}

/** Height goes last in any what-if list: nobody can train for it, so it is a fact to know, not a plan. */
const heightLast = (x: { metric: string }, y: { metric: string }) =>
  Number(x.metric === 'height') - Number(y.metric === 'height');

function withMetric(a: AthleteInput, metric: string, v: number): AthleteInput {
  if (metric === 'height') return { ...a, heightIn: v };
  if (metric === 'weight') return { ...a, weightLb: v };
  return { ...a, metrics: { ...a.metrics, [metric]: v } };
}

/** The bisected value in the unit's precision, rounded toward "more improvement" so it really meets the bar. */
const roundUpToMeet = roundToMeet;
