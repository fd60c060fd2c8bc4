import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InstitutionInput, RECRUIT_CREDIT } from './admission';
import { balancedTopK } from './balance';
import { explain } from './explain';
import { compileSport, partsAt, prepareAthlete, scoreAll } from './fit';
import { selfReportedAthlete } from './normalize';
import type { AthleteInput, ProgramInput } from './types';

/** Institution rows as in data/institutions/institutions.csv (College Scorecard 2021-22). */
const inst = (over: Partial<InstitutionInput> & { unitid: number; name: string }): InstitutionInput => ({
  state: 'CA',
  admissionRate: null,
  sat25: null,
  sat75: null,
  act25: null,
  act75: null,
  testPolicy: null,
  openAdmission: false,
  costInState: null,
  costOutOfState: null,
  graduationRate: null,
  dataYear: '2021-22',
  ...over,
});
const CALTECH = inst({
  unitid: 110404,
  name: 'California Institute of Technology',
  admissionRate: 0.0392,
  testPolicy: 'required',
  costInState: 77718,
  costOutOfState: 77718,
});
const VILLANOVA = inst({
  unitid: 216597,
  name: 'Villanova University',
  state: 'PA',
  admissionRate: 0.2524,
  sat25: 1350,
  sat75: 1490,
  act25: 31,
  act75: 34,
  costInState: 75698,
  costOutOfState: 75698,
});
const UAB = inst({
  unitid: 100663,
  name: 'University of Alabama at Birmingham',
  state: 'AL',
  admissionRate: 0.8854,
  sat25: 1173,
  sat75: 1388,
  act25: 23,
  act75: 30,
  costInState: 26248,
  costOutOfState: 38080,
});
const OPEN_JC = inst({ unitid: 1, name: 'Open Junior College', openAdmission: true, costInState: 12000 });
/** Peers for Caltech's bin (admitting under 10%): their SAT ranges, from the same file. */
const RICE = inst({
  unitid: 227757,
  name: 'Rice University',
  state: 'TX',
  admissionRate: 0.0948,
  sat25: 1490,
  sat75: 1570,
});
const PEER2 = inst({ unitid: 2, name: 'Peer Two', admissionRate: 0.05, sat25: 1480, sat75: 1570 });
const PEER3 = inst({ unitid: 3, name: 'Peer Three', admissionRate: 0.07, sat25: 1460, sat75: 1560 });

const program = (
  id: string,
  division: string,
  institution: InstitutionInput | null,
  name?: string,
): ProgramInput => ({
  id,
  name: name ?? institution?.name ?? `Program ${id}`,
  division,
  sport: 'mens-soccer',
  conference: null,
  location: 'Pasadena, CA',
  state: 'CA',
  latitude: 34.14,
  longitude: -118.13,
  academicRequirements: null,
  playingStyles: [],
  currentRoster: null,
  graduatingPlayers: null,
  positionalNeeds: [],
  rosterSize: null,
  institution,
});

const PROGRAMS = [
  program('caltech', 'D3', CALTECH),
  program('nova', 'D1', VILLANOVA),
  program('uab', 'D1', UAB),
  program('jc', 'JUCO', OPEN_JC),
  program('rice', 'D3', RICE),
  program('p2', 'D3', PEER2),
  program('p3', 'D3', PEER3),
  program('none', 'D3', null, 'Pomona-Pitzer'),
];
const C = compileSport('mens-soccer', PROGRAMS, ['CM']);
const idx = (id: string) => C.indexOf.get(id)!;

const athlete = (over: Partial<AthleteInput>) =>
  selfReportedAthlete('mens-soccer', 'CM', { location: 'Pasadena, CA', ...over });
const academic = (a: AthleteInput, id: string) => partsAt(C, prepareAthlete(C, a), idx(id)).academic;
const card = (a: AthleteInput, id: string) => explain(C, prepareAthlete(C, a), idx(id));

describe("academic fit against the school's own numbers", () => {
  it('selective: Caltech is a reach for a 2.8 GPA without a test, and says why with numbers', () => {
    const a = athlete({ gpa: 2.8 });
    const r = card(a, 'caltech');
    expect(r.parts.academic).toBeLessThanOrEqual(30);
    expect(r.academicTier).toBe('academic reach');
    expect(r.admission).toBe(
      'California Institute of Technology admits 4% of applicants (2021-22); you have not entered a test score, so your 2.8 GPA counts',
    );
    expect(r.gaps).toContain(r.admission);
    expect(r.gaps).toContain(
      'Recruiting support does not lift a school admitting under 15% for numbers below its 25th percentile',
    );
    expect(r.why.some((w) => w.startsWith('Your 2.8 GPA clears the 2.0 stand-in'))).toBe(true);
  });

  it('selective: a 1560 SAT and 4.0 GPA reach 70 at Caltech, placed against its admission-rate peers', () => {
    const r = card(athlete({ gpa: 4.0, satScore: 1560 }), 'caltech');
    expect(r.parts.academic).toBeGreaterThanOrEqual(70);
    expect(r.academicTier).toBe('academic fit');
    expect(r.admission).toBe(
      'California Institute of Technology admits 4% of applicants (2021-22) and reports no SAT or ACT range; at the 3 schools here admitting under 10%, the middle 50% is SAT 1480–1570, and your 1560 SAT is inside it',
    );
  });

  it("middle: a 1340 SAT sits just under Villanova's middle 50%, and the recruit credit makes it a fit", () => {
    const r = card(athlete({ gpa: 3.5, satScore: 1340 }), 'nova');
    expect(r.admission).toBe(
      "Your 1340 SAT is below Villanova University's middle 50% (SAT 1350–1490, 2021-22); it admits 25% of applicants",
    );
    expect(r.academicTier).toBe('academic fit');
    expect(r.why).toContain(
      'Recruited athletes are admitted a little below the 25th percentile, so your numbers count as inside the range (Ivy League rule)',
    );
    expect(r.why.some((w) => w.endsWith('NCAA no longer requires a test score'))).toBe(true);
    // Out of state: the private school's one figure.
    expect(r.cost).toEqual({
      usd: 75698,
      residency: 'same',
      dataYear: '2021-22',
      text: 'Cost of attendance $75,698 a year (2021-22)',
    });
    const low = card(athlete({ gpa: 3.5, satScore: 1200 }), 'nova');
    expect(low.academicTier).toBe('academic reach');
    expect(low.parts.academic).toBeLessThan(r.parts.academic);
  });

  it("middle: an ACT is converted with the engine's concordance; above the range at a school admitting 89% is likely", () => {
    const r = card(athlete({ gpa: 3.5, actScore: 32 }), 'uab');
    expect(r.admission).toBe(
      "Your ACT 32 (SAT 1430) is above University of Alabama at Birmingham's middle 50% (SAT 1173–1388, 2021-22); it admits 89% of applicants",
    );
    expect(r.academicTier).toBe('academic likely');
    expect(r.cost?.residency).toBe('out-of-state');
    expect(r.cost?.text).toBe(
      'Out-of-state cost of attendance $38,080 a year (2021-22; the in-state cost with out-of-state tuition and fees)',
    );
    const home = card(athlete({ gpa: 3.5, actScore: 32, location: 'Birmingham, AL' }), 'uab');
    expect(home.cost).toMatchObject({ usd: 26248, residency: 'in-state' });
  });

  it('open admission: a junior college is likely for any GPA', () => {
    const r = card(athlete({ gpa: 2.0 }), 'jc');
    expect(r.academicTier).toBe('academic likely');
    expect(r.admission).toBe('Open Junior College has open admission (2021-22)');
    expect(r.parts.academic).toBe(100);
  });

  it('no institution row: a labelled neutral part, never above the neutral 50, and a lower confidence', () => {
    const a = athlete({ gpa: 3.0 });
    const none = card(a, 'none');
    const rice = card(a, 'rice');
    expect(none.academicTier).toBeNull();
    expect(none.parts.academic).toBeLessThanOrEqual(50);
    expect(none.admission).toBe(
      'No admissions figures on file for Pomona-Pitzer: its academic part is a neutral stand-in, not a result, and no higher than the typical D3 school here gives you',
    );
    expect(none.cost).toBeNull();
    expect(none.confidence).toBeLessThan(rice.confidence);
  });

  it('documents the credit as a quarter of the middle-50% width', () => {
    expect(RECRUIT_CREDIT).toBe(0.25);
  });
});

describe('property: better numbers never lower the academic part', () => {
  const ids = PROGRAMS.map((p) => p.id);
  const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const base = fc.record({
    gpa: opt(fc.double({ min: 0, max: 4.5, noNaN: true })),
    satScore: opt(fc.integer({ min: 400, max: 1600 })),
    actScore: opt(fc.integer({ min: 1, max: 36 })),
  });
  const check = (lo: Partial<AthleteInput>, hi: Partial<AthleteInput>) => {
    for (const id of ids) expect(academic(athlete(hi), id)).toBeGreaterThanOrEqual(academic(athlete(lo), id));
  };
  it('a higher SAT', () =>
    fc.assert(
      fc.property(base, fc.integer({ min: 400, max: 1600 }), fc.integer({ min: 0, max: 600 }), (b, sat, up) =>
        check({ ...b, satScore: sat }, { ...b, satScore: Math.min(1600, sat + up) }),
      ),
    ));
  it('a higher ACT', () =>
    fc.assert(
      fc.property(base, fc.integer({ min: 1, max: 36 }), fc.integer({ min: 0, max: 20 }), (b, act, up) =>
        check({ ...b, actScore: act }, { ...b, actScore: Math.min(36, act + up) }),
      ),
    ));
  it('a higher GPA', () =>
    fc.assert(
      fc.property(
        base,
        fc.double({ min: 0, max: 4.5, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (b, gpa, up) => check({ ...b, gpa }, { ...b, gpa: Math.min(5, gpa + up) }),
      ),
    ));
});

describe('the balanced list counts academic tiers', () => {
  // One level (D3), so the whole list is one pool of 5: at most round(5 × 20%) = 1 academic reach.
  const selective = (n: number) =>
    Array.from({ length: n }, (_, k) =>
      program(
        `sel${k}`,
        'D3',
        inst({ unitid: 100 + k, name: `Selective ${k}`, admissionRate: 0.08, sat25: 1450, sat75: 1560 }),
      ),
    );
  const open = (n: number) =>
    Array.from({ length: n }, (_, k) =>
      // Farther away, so each ranks below every selective school on Fit.
      ({
        ...program(
          `open${k}`,
          'D3',
          inst({ unitid: 200 + k, name: `Open ${k}`, admissionRate: 0.9, sat25: 900, sat75: 1100 }),
        ),
        latitude: 64.8,
        longitude: -147.7,
      }),
    );
  const list = (programs: ProgramInput[]) => {
    const c = compileSport('mens-soccer', programs, ['CM']);
    const pa = prepareAthlete(c, athlete({ gpa: 2.8 }));
    const keys = scoreAll(c, pa);
    const byFit = [...keys.keys()].sort((x, y) => keys[y]! - keys[x]!).slice(0, 5);
    const picked = balancedTopK(c, pa, keys, 5);
    return Object.assign(
      picked.map((i) => pa.acadTier[i]),
      { byFit: byFit.map((i) => pa.acadTier[i]) },
    );
  };

  it('gives academic reaches at most their share when others can take the places', () => {
    const tiers = list([...selective(6), ...open(6)]);
    // By Fit alone the nearby selective schools would fill the list.
    expect(tiers.byFit.filter((t) => t === 0).length).toBeGreaterThan(1);
    expect(tiers).toHaveLength(5);
    expect(tiers.filter((t) => t === 0)).toHaveLength(1);
  });

  it('lets academic reaches fill the places the others cannot', () => {
    const tiers = list([...selective(6), ...open(2)]);
    expect(tiers).toHaveLength(5);
    expect(tiers.filter((t) => t === 0)).toHaveLength(3);
  });
});
