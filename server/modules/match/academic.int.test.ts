import { describe, expect, it, vi } from 'vitest';
import { seedReferenceData } from '../../../db/seed';
import { FULL_SEED_BOUND_MS } from '../../../db/test/bounds';
import { type AthleteInput, explain, prepareAthlete, selfReportedAthlete } from '../../engine';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { compiledPrograms } from './program-cache';

const t = useTestApp({ RATE_LIMIT_PREVIEW: '1000/60', RATE_LIMIT_MATCH_GENERATE: '1000/60' });
const silent = { info: () => {} };
vi.setConfig({ testTimeout: FULL_SEED_BOUND_MS });
const CALTECH = 'California Institute of Technology';
const COST_TEXT = /^(In-state |Out-of-state )?[Cc]ost of attendance \$[\d,]+ a year \(2021-22/;

/** Caltech's card for an athlete, from the seeded programs compiled as the preview compiles them. */
async function caltechCard(entered: Partial<AthleteInput>) {
  const athlete = selfReportedAthlete('mens-soccer', 'CM', { location: 'Pasadena, CA', ...entered });
  const compiled = await compiledPrograms(t.db, 'mens-soccer');
  const i = compiled.indexOf.get(compiled.programs.find((p) => p.name === CALTECH)!.id)!;
  return explain(compiled, prepareAthlete(compiled, athlete), i);
}

interface PreviewMatch {
  school: string;
  parts: { academic: number };
  why: string[];
  academicTier: string | null;
  admission: string;
  cost: { usd: number; residency: string; dataYear: string; text: string } | null;
}
const preview = async (extra: Record<string, unknown>) =>
  (
    await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'mens-soccer', position: 'CM', location: 'Pasadena, CA', ...extra })
      .expect(200)
  ).body.matches as PreviewMatch[];

describe('institutions in the reference seed', () => {
  it('loads every institution row and links programs by the reviewed list, never guessing', async () => {
    const { n } = await t.db
      .selectFrom('institutions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1913);
    const caltech = await t.db
      .selectFrom('collegePrograms as p')
      .innerJoin('institutions as i', 'i.unitid', 'p.unitid')
      .select(['i.unitid', 'i.admissionRate', 'i.sat25', 'i.costInState', 'i.dataYear', 'i.source'])
      .where('p.name', '=', CALTECH)
      .where('p.sport', '=', 'mens-soccer')
      .executeTakeFirstOrThrow();
    expect(caltech).toMatchObject({ unitid: 110404, sat25: null, costInState: 77718, dataYear: '2021-22' });
    expect(caltech.admissionRate).toBeCloseTo(0.0392, 4);
    const joint = await t.db
      .selectFrom('collegePrograms')
      .select('unitid')
      .where('name', '=', 'Pomona-Pitzer')
      .execute();
    // A joint team reads its most selective member college (data/institutions/SOURCE.md).
    expect(joint.length).toBeGreaterThan(0);
    expect(joint.every((r) => r.unitid === 121345)).toBe(true);
  });

  it('seeds again without writing a row, and restores a link changed behind its back', async () => {
    await t.db.updateTable('collegePrograms').set({ unitid: null }).where('name', '=', CALTECH).execute();
    const before = await t.db
      .selectFrom('institutions')
      .select('updatedAt')
      .where('unitid', '=', 110404)
      .executeTakeFirstOrThrow();
    // Institutions and their links are what this test reads; the rosters have their own test.
    await seedReferenceData(t.db, silent, { rosters: [] });
    const rows = await t.db
      .selectFrom('collegePrograms')
      .select('unitid')
      .where('name', '=', CALTECH)
      .execute();
    expect(rows.every((r) => r.unitid === 110404)).toBe(true);
    const after = await t.db
      .selectFrom('institutions')
      .select('updatedAt')
      .where('unitid', '=', 110404)
      .executeTakeFirstOrThrow();
    expect(after.updatedAt).toEqual(before.updatedAt);
  });
});

describe("preview academic fit at Caltech (men's soccer, CM, Pasadena, CA)", () => {
  it('GPA 2.8 without a test: academic part ≤ 30, an academic reach, with its numbers', async () => {
    const card = await caltechCard({ gpa: 2.8 });
    expect(card.parts.academic).toBeLessThanOrEqual(30);
    expect(card.academicTier).toBe('academic reach');
    expect(card.admission).toBe(
      `${CALTECH} admits 4% of applicants (2021-22); you have not entered a test score, so your 2.8 GPA counts`,
    );
    expect(card.gaps).toContain(card.admission);
    expect(card.cost?.text).toBe('Cost of attendance $77,718 a year (2021-22)');
    // The balanced list now keeps it out: no longer "a target" as the issue found.
    const listed = (await preview({ gpa: 2.8 })).find((m) => m.school === CALTECH);
    if (listed) {
      expect(listed.parts.academic).toBeLessThanOrEqual(30);
      expect(listed.admission).toBe(card.admission);
    }
  });

  it('SAT 1560 and GPA 4.0: academic part ≥ 70, an academic fit, placed against its admission-rate peers', async () => {
    const card = await caltechCard({ gpa: 4.0, satScore: 1560 });
    expect(card.parts.academic).toBeGreaterThanOrEqual(70);
    expect(card.academicTier).toBe('academic fit');
    expect(card.admission).toMatch(
      /^California Institute of Technology admits 4% of applicants \(2021-22\) and reports no SAT or ACT range; at the \d+ schools here admitting under 10%, the middle 50% is SAT \d{4}–\d{4}, and your 1560 SAT is (inside|above) it$/,
    );
    expect(card.why).toContain(card.admission);
  });

  it("the dashboard over REST carries each stored match's academic tier, admission sentence and cost", async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: {
        sport: 'Soccer',
        team: 'mens',
        position: 'CM',
        location: 'Pasadena, CA',
        gpa: '4.0',
        satScore: 1560,
      },
    });
    const { cookie } = await t.deps.auth.createSession(user.id);
    const headers = { Cookie: `session=${cookie.value}`, Origin: 'http://127.0.0.1', Host: '127.0.0.1' };
    await t.http().post('/api/v1/matches/generate').set(headers).send({ athleteId: profile.id }).expect(200);
    const res = await t.http().get(`/api/v1/matches/athlete/${profile.id}`).set(headers).expect(200);
    const matches = res.body as (PreviewMatch & { why: string[]; gaps: string[] })[];
    expect(matches.length).toBe(25);
    for (const m of matches) {
      expect([...m.why, ...m.gaps]).toContain(m.admission);
      expect(m.admission).toMatch(/20\d\d-\d\d|No admissions figures on file/);
      if (m.cost) expect(m.cost.text).toMatch(COST_TEXT);
    }
    expect(matches.some((m) => m.cost?.residency === 'in-state' || m.cost?.residency === 'same')).toBe(true);
  });

  it('the preview lists each school with its admission sentence and cost over REST', async () => {
    const matches = await preview({ gpa: 4.0, satScore: 1560 });
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      expect(m.admission).toMatch(/20\d\d-\d\d/);
      if (m.cost)
        expect(m.cost.text).toMatch(
          /^(In-state |Out-of-state )?[Cc]ost of attendance \$[\d,]+ a year \(2021-22/,
        );
    }
  });

  it("rejects a test score out of range with the profile's own message", async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'mens-soccer', satScore: 1700 })
      .expect(400);
    expect(res.body.error).toBe('SAT must be between 400 and 1600');
  });
});
