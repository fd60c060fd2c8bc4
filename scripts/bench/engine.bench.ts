import { SPORT_POSITIONS } from '../../common/constants';
import { compileSport, prepareAthlete, rankPrograms, scoreAll } from '../../server/engine';
import { syntheticAthletes, syntheticPrograms } from './synthetic';
import type { Bench } from './types';

/**
 * CPU seconds this process has used: the machine is shared, and wall time counts the seconds other
 * work held the core, where CPU time counts only this bench's own (per core, as the budget says).
 */
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Engine throughput on one core: athletes × programs scored per second, counting the
 * per-athlete preparation (7 levels × benchmarks, styles, geocoding) as well as the
 * typed-array loop. Baseline: a bare weighted sum of five precomputed Float32Arrays
 * of the same length, the arithmetic floor of any 5-part score.
 */
const bench: Bench = async () => {
  // The largest sport's program count (men's basketball, about 1,800 with every level on file).
  // 60% of them with a roster of heights, so the loop reads roster percentiles (issue 42).
  const programs = syntheticPrograms(1800, 1, true);
  const athletes = syntheticAthletes(4000);
  const compiled = compileSport('football', programs, SPORT_POSITIONS.Football);
  const out = new Float64Array(compiled.n);

  // Warm up the JIT and the geocoder.
  for (const a of athletes.slice(0, 200)) scoreAll(compiled, prepareAthlete(compiled, a), out);

  let sink = 0;
  const t0 = cpuSeconds();
  for (const a of athletes) {
    scoreAll(compiled, prepareAthlete(compiled, a), out);
    sink += out[0]!;
  }
  const secs = cpuSeconds() - t0;
  const rate = (athletes.length * compiled.n) / secs;

  // Cold: no athlete shares a point, so every athlete pays one haversine per program.
  const t2 = cpuSeconds();
  for (const a of athletes) {
    compiled.distances.clear();
    scoreAll(compiled, prepareAthlete(compiled, a), out);
    sink += out[0]!;
  }
  const coldRate = (athletes.length * compiled.n) / (cpuSeconds() - t2);

  // A whole list, as the recompute and the dashboard make it: scored, balanced, 25 explained.
  const t3 = cpuSeconds();
  for (const a of athletes) sink += rankPrograms(compiled, a, 25).length;
  const listRate = (athletes.length * compiled.n) / (cpuSeconds() - t3);

  const parts = Array.from({ length: 5 }, (_, k) =>
    Float32Array.from({ length: compiled.n }, (_, i) => (i * (k + 3)) % 100),
  );
  const [pa, pb, pc, pd, pe] = parts as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const t1 = cpuSeconds();
  for (let j = 0; j < athletes.length; j++) {
    for (let i = 0; i < compiled.n; i++)
      out[i] = Math.round(0.35 * pa[i]! + 0.3 * pb[i]! + 0.15 * pc[i]! + 0.12 * pd[i]! + 0.08 * pe[i]!);
    sink += out[j % compiled.n]!;
  }
  const baseRate = (athletes.length * compiled.n) / (cpuSeconds() - t1);
  if (sink === -1) console.log(sink);

  return [
    {
      name: 'engine scores/s/core',
      value: rate,
      unit: 'scores/s',
      baseline: { name: 'bare weighted sum', value: baseRate, unit: 'scores/s' },
      ratio: rate / baseRate,
      budget: { op: '>=', value: 2_000_000, unit: 'scores/s' },
      notes: `${athletes.length} athletes × ${compiled.n} programs, preparation included; athletes share 8 home points (distance rows cached)`,
    },
    {
      name: 'engine scores/s/core, cold distances',
      value: coldRate,
      unit: 'scores/s',
      baseline: { name: 'bare weighted sum', value: baseRate, unit: 'scores/s' },
      ratio: coldRate / baseRate,
      notes: 'worst case: every athlete at a new point, one haversineMiles() call per athlete × program',
    },
    {
      name: 'engine scores/s/core, lists of 25 explained',
      value: listRate,
      unit: 'scores/s',
      baseline: { name: 'bare weighted sum', value: baseRate, unit: 'scores/s' },
      ratio: listRate / baseRate,
      notes: 'rankPrograms: the scores above, the balanced top 25 and their 25 explanations per athlete',
    },
  ];
};
export default bench;
