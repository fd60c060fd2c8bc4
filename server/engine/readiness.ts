import { type ProgramDivision, READINESS_THRESHOLDS, readinessLabel } from '../../common/constants';
import { bestSatEquivalent } from '../../common/schemas/scholarship';
import { benchmarksFor, levelsForSport } from '../../db/seed/benchmarks';
import { academicDetail, LEVEL_MIN_GPA, NAIA_TEST_SAT } from './academic';
import { athleteValue, athleticAt, formatValue, metricLabel, metricScore, metricSentence } from './athletic';
import { athleteCompleteness, type CompiledSport, prepareAthlete, scoreAll } from './fit';
import type { AthleteInput, DivisionBand, Readiness, WhatIf } from './types';

/**
 * "Meets the bar" at a level: the raw athletic score (numbers as measured, before
 * evidence multipliers) averages the level's scholarship mark (80 on the metric
 * scale), and the athlete is not known to miss the level's academic minimum.
 */
export const BAR = 80;

function academicEligibleAt(a: AthleteInput, level: ProgramDivision): boolean | null {
  if (a.gpa === null) return null;
  if (level === 'NAIA') {
    const sat = bestSatEquivalent(a.satScore, a.actScore);
    // Without class rank we can only confirm 2 of 3 from GPA and test score.
    return a.gpa >= 2.0 && sat !== null && sat >= NAIA_TEST_SAT ? true : a.gpa >= 2.0 ? null : false;
  }
  return a.gpa >= (LEVEL_MIN_GPA[level] ?? 0);
}

export function divisionBand(a: AthleteInput): DivisionBand {
  const levels = levelsForSport(a.sport);
  const rows = levels.map((level) => {
    const ath = athleticAt(a, level);
    const academicEligible = academicEligibleAt(a, level);
    return {
      level,
      athletic: Math.round(ath.raw),
      measured: ath.measured,
      academicEligible,
      meets: ath.measured > 0 && ath.raw >= BAR && academicEligible !== false,
    };
  });
  const hit = rows.find((r) => r.meets);
  const reasons: string[] = [];
  if (!hit) {
    if (rows.every((r) => r.measured === 0)) reasons.push('Add your measurables to see which level you meet');
    else {
      const lowest = levels[levels.length - 1]!;
      const ath = athleticAt(a, lowest);
      reasons.push(`Your numbers are not yet at the ${lowest} bar`);
      for (const r of ath.rows) {
        const s = metricSentence(r, lowest, a.position);
        if (s.kind === 'gap') reasons.push(s.text);
      }
    }
  } else {
    const ath = athleticAt(a, hit.level);
    reasons.push(
      `Your measured numbers average ${hit.athletic} against the ${hit.level} ${a.position} marks (80 = scholarship mark)`,
    );
    const sentences = ath.rows
      .map((r) => metricSentence(r, hit.level, a.position))
      .filter((s) => s.kind === 'why');
    reasons.push(
      ...sentences
        .sort((x, y) => y.margin - x.margin)
        .slice(0, 3)
        .map((s) => s.text),
    );
    const acad = academicDetail(a, { division: hit.level, academicRequirements: null, name: hit.level });
    reasons.push(...acad.why.slice(0, 1));
  }
  return {
    division: hit?.level ?? null,
    reasons,
    levels: rows.map(({ level, athletic, academicEligible, meets }) => ({
      level,
      athletic,
      academicEligible,
      meets,
    })),
  };
}

const PREFERRED_TO_LEVEL: Record<string, ProgramDivision[]> = {
  'NCAA D1': ['FBS', 'FCS', 'D1'],
  'NCAA D2': ['D2'],
  'NCAA D3': ['D3'],
  NAIA: ['NAIA'],
  JUCO: ['JUCO'],
};

/** The level readiness is measured against: the highest preferred division, else the band. */
export function readinessTarget(a: AthleteInput, band: DivisionBand): ProgramDivision {
  const levels = levelsForSport(a.sport);
  for (const level of levels) {
    const wanted = a.preferredDivisions.some((d) => (PREFERRED_TO_LEVEL[d] ?? [d]).includes(level));
    // Football's "NCAA D1" means FCS as the realistic entry to D1 unless FBS was met.
    if (wanted && !(level === 'FBS' && band.division !== 'FBS' && a.preferredDivisions.includes('NCAA D1')))
      return level;
  }
  return band.division ?? levels[levels.length - 1]!;
}

/**
 * Readiness 0–100 toward the target level: athletic (with evidence) 40%, academics
 * 25%, verification 15%, profile completeness 10%, film 10%. A category is
 * `complete` at 70 or more, the same line as the Ready label.
 */
export function readiness(a: AthleteInput, band: DivisionBand = divisionBand(a)): Readiness {
  const target = readinessTarget(a, band);
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
 * What-if: for each benchmarked metric, the smallest change (in its unit's
 * precision) that makes the athlete meet the next level's bar, with everything
 * else unchanged; and how many programs that moves. Found by bisection, which is
 * exact because the athletic score is monotone in every metric.
 */
export function whatIf(a: AthleteInput, compiled: CompiledSport | null): WhatIf[] {
  const band = divisionBand(a);
  const levels = levelsForSport(a.sport);
  const bandIdx = band.division ? levels.indexOf(band.division) : levels.length;
  if (bandIdx <= 0) return [];
  // Next level up; JUCO sits at the D2 bar, so skip levels that are not harder.
  const toLevel = levels[bandIdx - 1]!;
  if (academicEligibleAt(a, toLevel) === false) return [];
  const rows = benchmarksFor(a.sport, a.position, toLevel);
  const base = compiled ? scoreAll(compiled, prepareAthlete(compiled, a)) : null;
  const unlocked = compiled ? (compiled.levelCounts[compiled.levels.indexOf(toLevel)] ?? 0) : 0;
  const out: WhatIf[] = [];
  for (const row of rows) {
    const current = athleteValue(a, row.metric);
    const sign = row.better === 'higher' ? 1 : -1;
    const with_ = (v: number): AthleteInput =>
      row.metric === 'height'
        ? { ...a, heightIn: v }
        : row.metric === 'weight'
          ? { ...a, weightLb: v }
          : { ...a, metrics: { ...a.metrics, [row.metric]: v } };
    const meets = (v: number) => athleticAt(with_(v), toLevel).raw >= BAR;
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
    const step = row.unit === 's' ? 0.01 : row.unit === 'in' ? 0.5 : 1;
    // Round toward "more improvement" so the stated value really meets the bar.
    let needed = sign > 0 ? Math.ceil(hi / step - 1e-9) * step : Math.floor(hi / step + 1e-9) * step;
    needed = Math.round(needed * 100) / 100;
    if (!meets(needed)) needed = Math.round((needed + sign * step) * 100) / 100;
    const change = Math.round(Math.abs(needed - (current ?? needed)) * 100) / 100;
    let improved = 0;
    if (compiled && base) {
      const after = scoreAll(compiled, prepareAthlete(compiled, with_(needed)));
      for (let i = 0; i < compiled.n; i++) if (after[i]! > base[i]!) improved++;
    }
    const label = metricLabel(row.metric);
    const v = formatValue(row.metric, needed, row.unit);
    const text =
      current === null
        ? `Post a ${label} of ${v} to reach the ${toLevel} bar`
        : `Improve your ${label} from ${formatValue(row.metric, current, row.unit)} to ${v} to reach the ${toLevel} bar`;
    out.push({
      metric: row.metric,
      label,
      current,
      needed,
      change,
      unit: row.unit,
      toLevel,
      programsUnlocked: unlocked,
      programsImproved: improved,
      text,
    });
  }
  // Smallest relative effort first: change measured in floor-to-target distances.
  const effort = (w: WhatIf) => {
    const row = rows.find((r) => r.metric === w.metric)!;
    return w.current === null
      ? 10
      : (100 - metricScore(w.current, row)) / 100 + w.change / Math.abs(row.target - row.floor || 1);
  };
  return out.sort((x, y) => effort(x) - effort(y));
}
