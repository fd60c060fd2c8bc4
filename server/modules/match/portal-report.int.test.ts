import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ATHLETE_MESSAGES as M } from '../../../common/schemas/athlete';
import { PORTAL_MESSAGES, type TPortalReport } from '../../../common/schemas/portal';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const setterBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Lee',
  graduationYear: 2024,
  sport: 'Volleyball',
  team: 'womens',
  position: 'S',
  height: `5'10"`,
  weight: 150,
  location: 'Austin, TX',
  gpa: '3.4',
  bio: 'Setter with two seasons of college play, looking for a new program.',
  metrics: JSON.stringify({}),
  portalStatus: 'in-portal',
  currentSchool: 'Texas State University',
  eligibilityRemaining: 2,
  ...over,
});

describe('the builder portal fields', () => {
  it('stores a portal athlete with its current school and eligibility', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post('/api/athlete-profiles').send(setterBody()).expect(201);
    expect(res.body).toMatchObject({
      portalStatus: 'in-portal',
      currentSchool: 'Texas State University',
      eligibilityRemaining: 2,
    });
  });

  it.each([
    ['no current school', { currentSchool: '' }, M.currentSchool],
    ['eligibility above 5', { eligibilityRemaining: 6 }, M.eligibilityRemaining],
    ['no eligibility', { eligibilityRemaining: null }, M.eligibilityRemaining],
    ['an unknown status', { portalStatus: 'maybe' }, M.portalStatus],
  ])('refuses %s with 400 and its message', async (_, over, message) => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post('/api/athlete-profiles').send(setterBody(over)).expect(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('keeps no school or eligibility for an athlete outside the portal', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post('/api/athlete-profiles')
      .send(setterBody({ portalStatus: null, graduationYear: 2027 }))
      .expect(201);
    expect(res.body).toMatchObject({ portalStatus: null, currentSchool: null, eligibilityRemaining: null });
  });
});

describe('GET /api/v1/matches/athlete/{id}/portal-report', () => {
  it('counts demand, competition and risk from the seeded rosters, naming season and sources', async () => {
    const { agent } = await t.signedInAgent();
    const profile = (await agent.post('/api/athlete-profiles').send(setterBody()).expect(201)).body;
    const report = (await agent.get(`/api/v1/matches/athlete/${profile.id}/portal-report`).expect(200))
      .body as TPortalReport;
    expect(report.position).toBe('S');
    expect(report.seasons).toEqual(['2025-26']);
    expect(report.empty).toBeNull();
    // The same counts straight from roster_players: setters at the report's levels.
    const { rows } = await sql<{ programs: string; leaving: string; juniors: string }>`
      SELECT count(DISTINCT r.program_id) FILTER (WHERE r.class_year IN ('SR', 'GR')) AS programs,
        count(*) FILTER (WHERE r.class_year IN ('SR', 'GR')) AS leaving,
        count(*) FILTER (WHERE r.class_year = 'JR') AS juniors
      FROM roster_players r JOIN college_programs p ON p.id = r.program_id
      WHERE p.sport = 'volleyball' AND p.division = ANY(${report.levels}::text[])
        AND 'S' = ANY(string_to_array(r.position_group, '|'))`.execute(t.db);
    expect(report.demand).toMatchObject({
      programs: Number(rows[0]!.programs),
      leaving: Number(rows[0]!.leaving),
      juniors: Number(rows[0]!.juniors),
    });
    expect(report.demand!.programs).toBeGreaterThan(0);
    expect(report.demand!.text).toContain('2025-26 roster have seniors or graduate students at S');
    // Women's volleyball rosters give previous schools, so competition and a band are known.
    expect(report.competition!.programs).toBeGreaterThanOrEqual(5);
    expect(report.competition!.text).toMatch(/^\d+ of the \d+ players at S on the 2025-26 rosters/);
    expect(report.competition!.transfers).toBeLessThanOrEqual(report.competition!.known);
    expect(report.risk!.percent).toBe(
      Math.round((100 * report.competition!.transfers) / report.competition!.known),
    );
    const p = report.risk!.percent;
    expect(report.risk!.band).toBe(p <= 40 ? 'green' : p >= 70 ? 'red' : 'yellow');
    expect(report.timing!.text).toContain('2025-26');
    expect(report.sources.map((s) => s.id)).toContain('srd-wvb-2025-26');
  });

  it('is only for a portal athlete, and only for its owner', async () => {
    const { agent } = await t.signedInAgent();
    const hs = (
      await agent
        .post('/api/athlete-profiles')
        .send(setterBody({ portalStatus: null, graduationYear: 2027 }))
        .expect(201)
    ).body;
    const res = await agent.get(`/api/v1/matches/athlete/${hs.id}/portal-report`).expect(400);
    expect(res.body.error).toBe(PORTAL_MESSAGES.notPortal);
    const other = await t.signedInAgent();
    const mine = (await other.agent.post('/api/athlete-profiles').send(setterBody()).expect(201)).body;
    const forbidden = await agent.get(`/api/v1/matches/athlete/${mine.id}/portal-report`).expect(403);
    expect(forbidden.body.error).toBe(PORTAL_MESSAGES.notOwner);
  });
});
