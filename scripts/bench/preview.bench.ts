import { SPORT_POSITIONS } from '../../common/constants';
import { ZPreviewRequest } from '../../common/schemas/match';
import { compileSport, divisionBand, rankPrograms } from '../../server/engine';
import { programsFingerprint } from '../../server/modules/match/match.repo';
import { preview } from '../../server/modules/match/preview.service';
import { compiledPrograms, positionsForProgramSport } from '../../server/modules/match/program-cache';
import { CITIES } from './synthetic';
import { type Bench, pct } from './types';

/**
 * Preview server time: the whole service call (fingerprint query, cached program
 * vectors, scoring every football program, explaining the top 10, division band),
 * without HTTP. Baseline: the fingerprint query alone, i.e. one database round trip.
 */
const bench: Bench = async (ctx) => {
  const { db } = await ctx.database();
  const compiled = await compiledPrograms(db, 'football');
  const positions = SPORT_POSITIONS.Football;
  const inputs = Array.from({ length: 64 }, (_, i) =>
    ZPreviewRequest.parse({
      sport: 'football',
      position: positions[i % positions.length],
      height: `6'${i % 6}"`,
      weight: 170 + (i % 12) * 10,
      gpa: (2.2 + (i % 18) / 10).toFixed(1),
      location: CITIES[i % CITIES.length],
    }),
  );
  for (let i = 0; i < 100; i++) await preview(db, inputs[i % inputs.length]!);

  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await preview(db, inputs[i % inputs.length]!);
    times.push(performance.now() - t);
  }
  const base: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await programsFingerprint(db, 'football');
    base.push(performance.now() - t);
  }
  // Compute only: what the 5 ms budget is about (every program scored, top 10 explained).
  const athleteFor = (input: (typeof inputs)[number]) => ({
    sport: 'football',
    position: input.position ?? '*',
    heightIn: 72,
    weightLb: input.weight,
    gpa: input.gpa,
    satScore: null,
    actScore: null,
    location: input.location,
    preferredLocations: [],
    preferredDivisions: [],
    metrics: {},
    evidence: {},
    defaultEvidence: 'self' as const,
    archetype: null,
    positionFamily: null,
    filmUrl: null,
    mediaRecencyDays: null,
    graduationYear: null,
    portalStatus: null,
  });
  const computeTimes = (c: typeof compiled) => {
    const out: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const athlete = athleteFor(inputs[i % inputs.length]!);
      const t = performance.now();
      rankPrograms(c, athlete, 10);
      divisionBand(athlete);
      out.push(performance.now() - t);
    }
    return out.sort((a, b) => a - b);
  };
  const compute = computeTimes(compiled);
  // How the cost grows with the program list: the same programs repeated under new ids.
  const growth = [2, 4].map((times) => {
    const programs = Array.from({ length: times }, (_, k) =>
      compiled.programs.map((p) => ({ ...p, id: `${p.id}-${k}` })),
    ).flat();
    const bigger = compileSport('football', programs, positionsForProgramSport('football'));
    computeTimes(bigger); // warm
    return { times, n: bigger.n, p50: pct(computeTimes(bigger), 50) };
  });
  times.sort((a, b) => a - b);
  base.sort((a, b) => a - b);
  const notes = `${compiled.n} football programs scored per preview`;
  return [
    {
      name: 'preview compute p50 (no DB)',
      value: pct(compute, 50),
      unit: 'ms',
      baseline: { name: 'one DB round trip p50', value: pct(base, 50), unit: 'ms' },
      ratio: pct(compute, 50) / pct(base, 50),
      budget: { op: '<=', value: 5, unit: 'ms' },
      notes,
    },
    {
      name: 'preview compute p99 (no DB)',
      value: pct(compute, 99),
      unit: 'ms',
      baseline: { name: 'one DB round trip p99', value: pct(base, 99), unit: 'ms' },
      ratio: pct(compute, 99) / pct(base, 99),
      budget: { op: '<=', value: 5, unit: 'ms' },
    },
    ...growth.map((g) => ({
      name: `preview compute p50 with ${g.times}× the programs (${g.n})`,
      value: g.p50,
      unit: 'ms',
      baseline: { name: `1× (${compiled.n} programs)`, value: pct(compute, 50), unit: 'ms' },
      ratio: g.p50 / pct(compute, 50),
      budget: { op: '<=' as const, value: 5, unit: 'ms' },
    })),
    {
      name: 'preview p50 server time',
      value: pct(times, 50),
      unit: 'ms',
      baseline: { name: 'one DB round trip p50', value: pct(base, 50), unit: 'ms' },
      ratio: pct(times, 50) / pct(base, 50),
      budget: { op: '<=', value: 5, unit: 'ms' },
      notes: 'service call: cache check, scoring, explanations, division band',
    },
    {
      name: 'preview p99 server time',
      value: pct(times, 99),
      unit: 'ms',
      baseline: { name: 'one DB round trip p99', value: pct(base, 99), unit: 'ms' },
      ratio: pct(times, 99) / pct(base, 99),
      budget: { op: '<=', value: 5, unit: 'ms' },
    },
  ];
};
export default bench;
