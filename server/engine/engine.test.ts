import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_MULTIPLIERS,
  FIT_WEIGHTS,
  HIGH_NEED_THRESHOLD,
  readinessLabel,
  SPORT_POSITIONS,
  VERIFICATION_LEVELS,
} from '../../common/constants';
import { isEligible } from '../../common/schemas/scholarship';
import { actToSat, satToAct } from '../../common/test-scores';
import { keepBest } from './fit';
import {
  athleteFromProfile,
  athleticAt,
  compileSport,
  divisionBand,
  explain,
  fitFromParts,
  fitOfKey,
  HIGH_NEED_WHY,
  metricScore,
  prepareAthlete,
  programFromRow,
  ROSTER_UNKNOWN_GAP,
  readiness,
  SYS_UNKNOWN_GAP,
  scoreAll,
  selfReportedAthlete,
  whatIf,
} from './index';
import { BENCHMARKS, benchmarksFor } from './reference';
import type { AthleteInput, ProgramInput } from './types';

const program = (over: Partial<ProgramInput> & { id: string }): ProgramInput =>
  programFromRow({
    name: `Program ${over.id}`,
    division: 'FCS',
    sport: 'football',
    conference: null,
    location: 'Abilene, TX',
    latitude: 32.45,
    longitude: -99.73,
    positionalNeeds: [],
    ...over,
  } as never);

const PROGRAMS: ProgramInput[] = [
  program({
    id: 'a',
    division: 'FBS',
    graduatingPlayers: { WR: 3 },
    currentRoster: { WR: 9 },
    positionalNeeds: ['WR'],
    playingStyles: ['spread-pass'],
  }),
  program({ id: 'b', division: 'FCS' }),
  program({
    id: 'c',
    division: 'D2',
    location: 'Orono, ME',
    latitude: 44.9,
    longitude: -68.67,
    playingStyles: ['option'],
  }),
  program({ id: 'd', division: 'NAIA', academicRequirements: { minGpa: 2.5 } }),
  program({ id: 'e', division: 'D3', academicRequirements: { minGpa: 3.0, avgGpa: 3.6, minSat: 1200 } }),
  program({ id: 'f', division: 'JUCO', latitude: null, longitude: null, location: 'Nowhere' }),
];
const compiled = compileSport('football', PROGRAMS, SPORT_POSITIONS.Football);

const base = (over: Partial<AthleteInput> = {}): AthleteInput => ({
  ...athleteFromProfile({
    sport: 'Football',
    position: 'WR',
    heightIn: 73,
    weight: 180,
    gpa: '3.4',
    satScore: null,
    actScore: 22,
    location: 'Austin, TX',
    metrics: { '40yd': 4.52, vertical: 33 },
    evidence: { '40yd': 'event' },
    verificationLevel: 'self',
  }),
  ...over,
});

describe('weights and fit', () => {
  it('weights sum to 1', () => {
    const sum = Object.values(FIT_WEIGHTS).reduce((s, w) => s + w, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it('fit equals the weighted sum of the displayed parts, for every program', () => {
    const pa = prepareAthlete(compiled, base());
    const scores = scoreAll(compiled, pa);
    for (let i = 0; i < compiled.n; i++) {
      const r = explain(compiled, pa, i);
      const { athletic, rosterNeed, academic, geo, sys } = r.parts;
      const weighted = 0.35 * athletic + 0.3 * rosterNeed + 0.15 * academic + 0.12 * geo + 0.08 * sys;
      expect(r.fit).toBe(Math.round(weighted));
      expect(r.fit).toBe(fitFromParts(r.parts));
      expect(fitOfKey(scores[i]!)).toBe(r.fit);
    }
  });
});

describe('evidence multipliers', () => {
  it('are the SPEC values, with link between upload and self', () => {
    expect(EVIDENCE_MULTIPLIERS).toEqual({ coach: 1.0, event: 1.05, upload: 0.85, link: 0.75, self: 0.6 });
  });

  it('scale each metric and cap it at 100', () => {
    const row = benchmarksFor('football', 'WR', 'FCS').find((r) => r.metric === '40yd')!;
    const onlyForty = (evidence: (typeof VERIFICATION_LEVELS)[number], forty: number) =>
      athleticAt(
        {
          ...base(),
          heightIn: null,
          weightLb: null,
          metrics: { '40yd': forty },
          evidence: { '40yd': evidence },
        },
        'FCS',
      ).score;
    const raw = metricScore(4.6, row);
    for (const level of VERIFICATION_LEVELS) {
      expect(onlyForty(level, 4.6)).toBeCloseTo(Math.min(100, raw * EVIDENCE_MULTIPLIERS[level]), 9);
    }
    // An elite time scores 100 raw; event data (1.05×) is capped at 100.
    expect(onlyForty('event', 4.3)).toBe(100);
  });
});

describe('readiness labels', () => {
  it.each([
    [59, 'Developing'],
    [60, 'Track'],
    [69, 'Track'],
    [70, 'Ready'],
  ])('%i → %s', (score, label) => expect(readinessLabel(score)).toBe(label));

  it('readiness returns a label consistent with its score and five categories', () => {
    const r = readiness(base());
    expect(r.label).toBe(readinessLabel(r.score));
    expect(r.breakdown.map((c) => c.category)).toHaveLength(5);
    for (const c of r.breakdown) expect(c.complete).toBe(c.percentage >= 70);
  });
});

describe('monotonicity', () => {
  it('a faster 40 never lowers athletic, at any level', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 4.0, max: 6.0, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (t, d) => {
          for (const level of compiled.levels) {
            const slow = athleticAt(base({ metrics: { '40yd': t } }), level).score;
            const fast = athleticAt(base({ metrics: { '40yd': t - d } }), level).score;
            expect(fast).toBeGreaterThanOrEqual(slow - 1e-9);
          }
        },
      ),
    );
  });

  it('every benchmark row orders floor, target and elite in its direction', () => {
    for (const r of BENCHMARKS) {
      const s = r.better === 'higher' ? 1 : -1;
      expect(s * (r.target - r.floor)).toBeGreaterThan(0);
      expect(s * (r.elite - r.target)).toBeGreaterThan(0);
      expect(r.source.length).toBeGreaterThan(10);
    }
  });
});

describe('roster need', () => {
  it("says 'High need at your position' at 70 or more", () => {
    const pa = prepareAthlete(compiled, base());
    const r = explain(compiled, pa, 0);
    expect(r.parts.rosterNeed).toBeGreaterThanOrEqual(HIGH_NEED_THRESHOLD);
    expect(r.why).toContain(HIGH_NEED_WHY);
  });

  it("uses a prior below the high-need line and says 'Roster data not yet available' without data", () => {
    const pa = prepareAthlete(compiled, base());
    const r = explain(compiled, pa, 1);
    expect(r.gaps).toContain(ROSTER_UNKNOWN_GAP);
    expect(r.parts.rosterNeed).toBeLessThan(HIGH_NEED_THRESHOLD);
    expect(r.why).not.toContain(HIGH_NEED_WHY);
    const known = explain(compiled, pa, 0);
    expect(r.confidence).toBeLessThan(known.confidence);
  });
});

describe('explanations carry numbers', () => {
  it('compares a metric with the level mark', () => {
    const r = explain(compiled, prepareAthlete(compiled, base()), 1);
    expect(r.why).toContain('Your 4.52 s 40-yard dash beats the FCS WR typical mark of 4.58 s');
    expect(r.why.some((w) => /GPA clears the FCS core-course minimum of 2.3/.test(w))).toBe(true);
  });
});

describe('academic', () => {
  it('scores a GPA below a program minimum lower than one above', () => {
    const pa = (gpa: number) => prepareAthlete(compiled, base({ gpa }));
    expect(explain(compiled, pa(2.4), 3).parts.academic).toBeLessThan(
      explain(compiled, pa(2.6), 3).parts.academic,
    );
  });
});

describe('eligibility (SPEC §9): GPA AND (SAT OR ACT)', () => {
  const rule = { minGpa: 3.0, minTestScore: 1200 };
  it('either test passes', () => {
    expect(isEligible({ gpa: 3.2, satScore: 1210, actScore: null }, rule)).toBe(true);
    expect(isEligible({ gpa: 3.2, satScore: 1000, actScore: 26 }, rule)).toBe(true); // ACT 26 ≈ SAT 1240
    expect(isEligible({ gpa: 3.2, satScore: 1100, actScore: 20 }, rule)).toBe(false);
    expect(isEligible({ gpa: 3.2, satScore: null, actScore: null }, rule)).toBe(false);
  });
  it('GPA is required as well', () => {
    expect(isEligible({ gpa: 2.9, satScore: 1500, actScore: 34 }, rule)).toBe(false);
  });
  it('an ACT-scale minimum converts to SAT', () => {
    expect(isEligible({ gpa: 3.0, satScore: 970, actScore: null }, { minGpa: null, minTestScore: 18 })).toBe(
      true,
    );
    expect(isEligible({ gpa: 3.0, satScore: 960, actScore: null }, { minGpa: null, minTestScore: 18 })).toBe(
      false,
    );
    expect(
      isEligible({ gpa: null, satScore: null, actScore: null }, { minGpa: null, minTestScore: null }),
    ).toBe(true);
  });
  it('the concordance round-trips on the published table', () => {
    for (let act = 9; act <= 36; act++) expect(satToAct(actToSat(act))).toBe(act);
    expect(actToSat(18)).toBe(970);
  });
});

describe('division band and what-if', () => {
  it('finds the highest level met and explains it', () => {
    const band = divisionBand(base());
    expect(band.division).not.toBeNull();
    expect(band.reasons.length).toBeGreaterThan(0);
  });

  it('a band from height and weight alone says so, and one with testing numbers does not', () => {
    const sizeOnly = divisionBand(base({ metrics: {}, evidence: {} }));
    expect(sizeOnly.division).not.toBeNull();
    expect(sizeOnly.reasons[1]).toBe(
      `Only height and weight are measured, and college levels overlap widely in size: add your testing numbers to confirm ${sizeOnly.division}`,
    );
    expect(divisionBand(base()).reasons.some((r) => r.startsWith('Only height and weight'))).toBe(false);
  });

  it('what-if lists height last, as a fact to know rather than something to improve', () => {
    const options = whatIf(
      selfReportedAthlete('football', 'WR', { heightIn: 68, weightLb: 160, gpa: 3 }),
      null,
    );
    const height = options.findIndex((w) => w.metric === 'height');
    expect(height).toBe(options.length - 1);
    expect(options[0]!.metric).not.toBe('height');
    expect(options[height]!.text).toBe(`At 5'8.5" tall you would reach the D2 bar (you are 5'8" today)`);
    expect(options.some((w) => w.text.startsWith('Improve your height'))).toBe(false);
    expect(options.some((w) => w.together)).toBe(false);
  });

  it('when only changes together reach the next level, each says so, and height still comes last', () => {
    const options = whatIf(
      selfReportedAthlete('football', 'QB', { heightIn: 66, weightLb: 150, gpa: 3 }),
      null,
    );
    expect(options.map((w) => w.text)).toEqual([
      'Improve your weight from 150 lb to 197 lb, with the other changes listed, to reach the NAIA bar',
      'Post a 40-yard dash of 5.02 s, with the other changes listed, to reach the NAIA bar',
      'Post a vertical of 27", with the other changes listed, to reach the NAIA bar',
      'Post a broad jump of 102.5", with the other changes listed, to reach the NAIA bar',
      'Post a shuttle of 4.50 s, with the other changes listed, to reach the NAIA bar',
      'Post a 3-cone of 7.38 s, with the other changes listed, to reach the NAIA bar',
      'Post a 185 lb bench of 5 reps, with the other changes listed, to reach the NAIA bar',
      `At 6'1.5" tall, with the other changes listed, you would reach the NAIA bar (you are 5'6" today)`,
    ]);
    expect(options.every((w) => w.together)).toBe(true);
  });

  it('what-if: the stated improvement really reaches the next level', () => {
    const a = base({ metrics: { '40yd': 4.75, vertical: 30 } });
    const band = divisionBand(a);
    const options = whatIf(a, compiled);
    expect(options.length).toBeGreaterThan(0);
    for (const w of options) {
      const improved =
        w.metric === 'height'
          ? { ...a, heightIn: w.needed }
          : w.metric === 'weight'
            ? { ...a, weightLb: w.needed }
            : { ...a, metrics: { ...a.metrics, [w.metric]: w.needed } };
      const after = divisionBand(improved);
      expect(after.division).toBe(w.toLevel);
      expect(after.division).not.toBe(band.division);
    }
  });
});

describe('property: every part is always within 0–100', () => {
  const arbAthlete = fc.record({
    position: fc.constantFrom(...SPORT_POSITIONS.Football, 'ATH'),
    heightIn: fc.option(fc.double({ min: 48, max: 96, noNaN: true })),
    weightLb: fc.option(fc.double({ min: 50, max: 500, noNaN: true })),
    gpa: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
    satScore: fc.option(fc.integer({ min: 400, max: 1600 })),
    actScore: fc.option(fc.integer({ min: 1, max: 36 })),
    location: fc.constantFrom('Austin, TX', 'ME', '', 'Nowhere', 'Seattle, WA'),
    forty: fc.option(fc.double({ min: 3.5, max: 9, noNaN: true })),
    bench: fc.option(fc.integer({ min: 0, max: 60 })),
    evidence: fc.constantFrom(...VERIFICATION_LEVELS),
    prefs: fc.subarray(['TX', 'South', 'West', 'Boston, MA']),
    archetype: fc.option(fc.constantFrom('Deep Threat', 'Pocket passer', 'Power back', 'Dual-threat')),
  });
  it('for random athletes and programs', () => {
    fc.assert(
      fc.property(arbAthlete, (x) => {
        const a = base({
          position: x.position,
          heightIn: x.heightIn,
          weightLb: x.weightLb,
          gpa: x.gpa,
          satScore: x.satScore,
          actScore: x.actScore,
          location: x.location || null,
          preferredLocations: x.prefs,
          archetype: x.archetype,
          defaultEvidence: x.evidence,
          evidence: {},
          metrics: {
            ...(x.forty !== null ? { '40yd': x.forty } : {}),
            ...(x.bench !== null ? { bench: x.bench } : {}),
          },
        });
        const pa = prepareAthlete(compiled, a);
        const scores = scoreAll(compiled, pa);
        for (let i = 0; i < compiled.n; i++) {
          const r = explain(compiled, pa, i);
          for (const v of [...Object.values(r.parts), r.fit, r.confidence]) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(100);
            expect(Number.isInteger(v)).toBe(true);
          }
          expect(fitOfKey(scores[i]!)).toBe(r.fit);
        }
        const rd = readiness(a);
        expect(rd.score).toBeGreaterThanOrEqual(0);
        expect(rd.score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });
});

describe('neutral parts are labelled as such', () => {
  it('says when system fit is a neutral estimate because the playing style is unknown', () => {
    const pa = prepareAthlete(compiled, base());
    // Program 'b' has no playing style on file; 'a' has one (spread passing offense).
    const unknown = explain(compiled, pa, 1);
    expect(unknown.parts.sys).toBe(60);
    expect(unknown.gaps).toContain(SYS_UNKNOWN_GAP);
    expect(explain(compiled, pa, 0).gaps).not.toContain(SYS_UNKNOWN_GAP);
  });
});

describe('keepBest', () => {
  it('keeping the best k in one pass equals a full sort by key, then the fixed shuffle (many ties included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.string({ maxLength: 3 })), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 30 }),
        (rows, k) => {
          const programs = rows.map(([, name], i) => program({ id: `p${i}`, name }));
          const c = compileSport('football', programs, SPORT_POSITIONS.Football);
          const scores = Float64Array.from(rows.map(([score]) => score));
          const sorted = programs
            .map((_, i) => i)
            .sort((x, y) => scores[y]! - scores[x]! || c.tieRank[x]! - c.tieRank[y]!)
            .slice(0, k);
          const best: number[] = [];
          for (let i = 0; i < c.n; i++) keepBest(c, scores, best, k, i);
          expect(best.map((i) => [scores[i], programs[i]!.name])).toEqual(
            sorted.map((i) => [scores[i], programs[i]!.name]),
          );
        },
      ),
    );
  });
});
