import { describe, expect, it, vi } from 'vitest';
import { FULL_SEED_BOUND_MS } from '../../../db/test/bounds';
import {
  type AthleteInput,
  explain,
  fitOfKey,
  MOSTLY_DEFAULTS,
  prepareAthlete,
  rankPrepared,
  scoreAll,
  selfReportedAthlete,
} from '../../engine';
import { defaultPartsAt } from '../../engine/fit';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { compiledPrograms, invalidateProgramCache } from './program-cache';

const t = useTestApp({ RATE_LIMIT_MATCH_GENERATE: '1000/60' });
vi.setConfig({ testTimeout: FULL_SEED_BOUND_MS });
const ORIGIN = 'http://127.0.0.1';

/** One program's card, from the seeded programs compiled as every list compiles them. */
async function card(sport: 'volleyball' | 'mens-soccer', name: string, entered: Partial<AthleteInput>) {
  const compiled = await compiledPrograms(t.db, sport);
  const athlete = selfReportedAthlete(sport, sport === 'volleyball' ? 'S' : 'CM', {
    location: 'Claremont, CA',
    ...entered,
  });
  const i = compiled.indexOf.get(compiled.programs.find((p) => p.name === name)!.id)!;
  return explain(compiled, prepareAthlete(compiled, athlete), i);
}

describe('joint teams and shared-file campuses read their colleges’ admissions', () => {
  it('gives Claremont-Mudd-Scripps and Pomona-Pitzer their colleges’ figures, with the rule on the card', async () => {
    const cms = await card('volleyball', 'Claremont McKenna-Harvey Mudd-Scripps', { gpa: 2.8 });
    expect(cms.admission).toBe(
      'Harvey Mudd College admits 10% of applicants (2021-22); you have not entered a test score, so your 2.8 GPA counts; its middle 50% is SAT 1480–1560',
    );
    expect(cms.gaps.join(' ')).toContain(
      'is one team of three colleges (Claremont McKenna, Harvey Mudd, Scripps), each admitting its own students, so academic fit reads the most selective of them: Harvey Mudd College',
    );
    expect(cms.academicTier).toBe('academic reach');
    // It was 94 "no admissions figures on file"; a 2.8 GPA at a college admitting 10% is a reach.
    expect(cms.parts.academic).toBeLessThan(40);
    const pp = await card('mens-soccer', 'Pomona-Pitzer', { gpa: 2.8 });
    expect(pp.admission).toMatch(/^Pomona College admits 7% of applicants \(2021-22\)/);
    expect(pp.parts.academic).toBeLessThan(40);
  });

  it('reads a Penn State campus against the system row, and says so', async () => {
    const abington = await card('volleyball', 'Pennsylvania State University-Penn State Abington', {
      gpa: 3.2,
      satScore: 1250,
      location: 'Philadelphia, PA',
    });
    expect(abington.admission).toMatch(
      /The Pennsylvania State University's middle 50% \(SAT 1140–1360, 2021-22\)/,
    );
    expect([...abington.why, ...abington.gaps].join(' ')).toContain(
      "Penn State reports one row for all its campuses, so academic fit reads the whole system's figures",
    );
  });
});

describe('defaults never rank above measurements', () => {
  it('ranks a program with default parts after a measured one of its level, whatever their Fit', async () => {
    // A D1 program added by an operator with nothing but its name and place: no roster, no
    // institution, no playing style. It sits in the athlete's own town.
    const [added] = await t.db
      .insertInto('collegePrograms')
      .values({
        name: 'Added Without Data University',
        sport: 'volleyball',
        division: 'D1',
        location: 'Austin, TX',
        city: 'Austin',
        state: 'TX',
        latitude: 30.27,
        longitude: -97.74,
      })
      .returning('id')
      .execute();
    invalidateProgramCache(t.db, 'volleyball');
    const compiled = await compiledPrograms(t.db, 'volleyball');
    const athlete = selfReportedAthlete('volleyball', 'S', {
      heightIn: 68,
      gpa: 3.0,
      location: 'Austin, TX',
    });
    const pa = prepareAthlete(compiled, athlete);
    const keys = scoreAll(compiled, pa);
    const i = compiled.indexOf.get(added!.id)!;
    expect(defaultPartsAt(compiled, pa, i)).toBeGreaterThanOrEqual(MOSTLY_DEFAULTS);
    const card = explain(compiled, pa, i);
    expect(card.rosterOnFile).toBe(false);
    expect(card.admission).toMatch(
      /^No admissions figures on file for Added Without Data University: academic fit is a neutral \d+/,
    );
    // Measured D1 programs that a Fit alone would have ranked below it still rank above it.
    const measured = [...compiled.levelIdx.keys()].filter(
      (j) =>
        compiled.levelIdx[j] === compiled.levelIdx[i] && defaultPartsAt(compiled, pa, j) < MOSTLY_DEFAULTS,
    );
    const lowerFit = measured.filter((j) => fitOfKey(keys[j]!) < fitOfKey(keys[i]!));
    expect(lowerFit.length).toBeGreaterThan(0);
    for (const j of measured) expect(keys[j]!).toBeGreaterThan(keys[i]!);
    // In the list itself nothing measured follows it, if it is listed at all.
    const list = rankPrepared(compiled, pa, 25).map((r) => compiled.indexOf.get(r.programId)!);
    const at = list.indexOf(i);
    if (at >= 0)
      expect(list.slice(at + 1).every((j) => defaultPartsAt(compiled, pa, j) >= MOSTLY_DEFAULTS)).toBe(true);
  });
});

describe('programs of one level told apart by their own rosters', () => {
  it("gives one setter's D1 cards at least 3 athletic values, each saying her percentile, each leading with its own reason", async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: {
        sport: 'Volleyball',
        team: 'womens',
        position: 'S',
        graduationYear: 2027,
        height: `6'0"`,
        weight: 160,
        location: 'Austin, TX',
        metrics: { approach_vertical: 24 },
        evidence: {},
      },
    });
    const { cookie } = await t.deps.auth.createSession(user.id);
    const headers = { Cookie: `session=${cookie.value}`, Origin: ORIGIN, Host: '127.0.0.1' };
    await t.http().post('/api/v1/matches/generate').set(headers).send({ athleteId: profile.id }).expect(200);
    const list = (await t.http().get(`/api/v1/matches/athlete/${profile.id}`).set(headers).expect(200))
      .body as { program: { division: string }; breakdown: { athletic: number }; why: string[] }[];
    const d1 = list.filter((m) => m.program.division === 'D1');
    console.log(
      JSON.stringify(
        list.map((m) => [
          m.program.division,
          (m as never as { tier: string }).tier,
          m.breakdown.athletic,
          m.why[0],
        ]),
      ),
    );
    expect(d1.length).toBe(17);
    expect(new Set(d1.map((m) => m.breakdown.athletic)).size).toBeGreaterThanOrEqual(3);
    const percentile =
      / is (at the \d+(st|nd|rd|th) percentile|below every one) of the \d+ players at S on the 2025-26 roster/;
    // Rooms of fewer than 3 setters with a height give no percentile; the others say it.
    expect(d1.filter((m) => m.why.some((w) => percentile.test(w))).length).toBeGreaterThanOrEqual(5);
    // The first lines are the programs' own: no one line leads most of the list.
    const firsts = new Map<string, number>();
    for (const m of list) firsts.set(m.why[0]!, (firsts.get(m.why[0]!) ?? 0) + 1);
    expect(Math.max(...firsts.values())).toBeLessThanOrEqual(list.length / 3);
  });
});
