import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import type { InstitutionInput } from './admission';
import { defaultPartsAt } from './fit';
import {
  compileSport,
  explain,
  fitOfKey,
  leadWithDistinctReason,
  MOSTLY_DEFAULTS,
  prepareAthlete,
  rankPrograms,
  scoreAll,
  selfReportedAthlete,
} from './index';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';
import type { FitResult } from './types';

const selective: InstitutionInput = {
  unitid: 1,
  name: 'Selective College',
  state: 'TX',
  admissionRate: 0.3,
  sat25: 1300,
  sat75: 1450,
  act25: null,
  act75: null,
  testPolicy: null,
  openAdmission: false,
  costInState: null,
  costOutOfState: null,
  graduationRate: null,
  dataYear: '2021-22',
};

describe('a program of mostly defaults never outranks a measured one', () => {
  // Measured: a full room of returning setters (little need) at a school the athlete's numbers
  // trail. Defaults: no roster, no admissions figures, no style, same town and level.
  const returning = Array.from({ length: 4 }, () => rosterPlayer({ classYear: 'FR', heightIn: 74 }));
  const programs = [
    volleyballProgram('measured', returning, { name: 'Measured U' }),
    volleyballProgram('defaults', undefined, { name: 'Defaults U' }),
  ].map((p) => (p.id === 'measured' ? { ...p, institution: selective } : p));
  const c = compileSport('volleyball', programs, SPORT_POSITIONS.Volleyball);
  const a = selfReportedAthlete('volleyball', 'S', { heightIn: 70, gpa: 3.0, location: 'Austin, TX' });
  const pa = prepareAthlete(c, a);

  it('counts the defaults of each program', () => {
    expect(defaultPartsAt(c, pa, c.indexOf.get('defaults')!)).toBeGreaterThanOrEqual(MOSTLY_DEFAULTS);
    expect(defaultPartsAt(c, pa, c.indexOf.get('measured')!)).toBeLessThan(MOSTLY_DEFAULTS);
  });

  it('ranks the measured program first even where the defaults add up to a higher Fit', () => {
    const keys = scoreAll(c, pa);
    const fitOf = (id: string) => fitOfKey(keys[c.indexOf.get(id)!]!);
    // The roster prior (an ordinary year) beats this room's real, low need: the case the rule is for.
    expect(fitOf('defaults')).toBeGreaterThan(fitOf('measured'));
    expect(rankPrograms(c, a, 2).map((r) => r.programId)).toEqual(['measured', 'defaults']);
  });

  it('keeps the neutral academic part at or below the nearest measured program', () => {
    const card = (id: string) => explain(c, pa, c.indexOf.get(id)!);
    expect(card('defaults').parts.academic).toBeLessThanOrEqual(card('measured').parts.academic);
    expect(card('defaults').rosterOnFile).toBe(false);
    expect(card('measured').rosterOnFile).toBe(true);
  });
});

describe('the first line is the reason that sets the program apart', () => {
  const result = (id: string, parts: FitResult['parts'], why: [keyof FitResult['parts'], string][]) =>
    ({
      programId: id,
      parts,
      why: why.map(([, w]) => w),
      whyParts: why.map(([p]) => p),
    }) as FitResult;
  const parts = (athletic: number, rosterNeed: number, geo: number) => ({
    athletic,
    rosterNeed,
    academic: 60,
    geo,
    sys: 60,
  });

  it('leads with the part furthest above the list, and of its lines the least shared', () => {
    const shared: [keyof FitResult['parts'], string] = ['athletic', 'Your 5.2 m long jump meets the D1 mark'];
    const list = leadWithDistinctReason([
      result('near', parts(70, 40, 95), [shared, ['geo', '12 miles from Austin, TX']]),
      result('need', parts(70, 85, 50), [
        shared,
        ['rosterNeed', 'High need at your position'],
        ['rosterNeed', '3 of the 4 players at S are seniors'],
      ]),
      result('room', parts(78, 40, 50), [
        shared,
        ['athletic', 'Your 5\'10" is at the 90th percentile of the 4 players at S'],
      ]),
    ]);
    expect(list.map((r) => r.why[0])).toEqual([
      '12 miles from Austin, TX',
      'High need at your position',
      'Your 5\'10" is at the 90th percentile of the 4 players at S',
    ]);
    // The other lines keep their order, and the parts follow their lines.
    expect(list[1]!.why).toEqual([
      'High need at your position',
      shared[1],
      '3 of the 4 players at S are seniors',
    ]);
    expect(list[1]!.whyParts).toEqual(['rosterNeed', 'athletic', 'rosterNeed']);
  });
});
