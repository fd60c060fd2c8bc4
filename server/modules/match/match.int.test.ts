import { describe, expect, it } from 'vitest';
import { makeAthleteProfile, makeUser, PREVIEW_INPUT } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({
  RATE_LIMIT_PREVIEW: '1000/60',
  RATE_LIMIT_DEMO: '1000/60',
  RATE_LIMIT_MATCH_GENERATE: '1000/60',
});

const ORIGIN = 'http://127.0.0.1';
async function signedIn(userId: string) {
  const { cookie } = await t.deps.auth.createSession(userId);
  return { Cookie: `session=${cookie.value}`, Origin: ORIGIN, Host: '127.0.0.1' };
}

describe('POST /api/v1/matches/preview', () => {
  it('ranks seeded football programs with parts, why and a division band', async () => {
    const res = await t.http().post('/api/v1/matches/preview').send(PREVIEW_INPUT).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.error).toBeNull();
    expect(res.body.matches.length).toBeGreaterThan(0);
    const scores = res.body.matches.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const m = res.body.matches[0];
    expect(Object.keys(m).sort()).toEqual(
      [
        'academicTier',
        'admission',
        'conference',
        'cost',
        'parts',
        'program_level',
        'programId',
        'rosterOnFile',
        'school',
        'score',
        'tier',
        'why',
      ].sort(),
    );
    expect(Object.keys(m.parts).sort()).toEqual(['academic', 'athletic', 'geo', 'rosterNeed', 'sys']);
    expect('divisionBand' in res.body).toBe(true);
  });

  it('returns a balanced list: 2 reaches one level up, 5 targets at the level whose typical mark the numbers reach, 3 safeties below', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'football', position: 'WR', height: `5'10"`, weight: 170, gpa: '3.4' })
      .expect(200);
    const ladder = ['FBS', 'FCS', 'D2', 'NAIA', 'D3', 'JUCO'];
    const band = ladder.indexOf(res.body.divisionBand);
    expect(band).toBeGreaterThan(0);
    const tiers = res.body.matches.map((m: { tier: string }) => m.tier);
    expect(tiers.filter((x: string) => x === 'reach')).toHaveLength(2);
    expect(tiers.filter((x: string) => x === 'target')).toHaveLength(5);
    expect(tiers.filter((x: string) => x === 'safety')).toHaveLength(3);
    // The targets share one level, never above the band (the bar alone makes no target).
    const levelsOf = (tier: string) =>
      new Set<number>(
        res.body.matches
          .filter((m: { tier: string }) => m.tier === tier)
          .map((m: { program_level: string }) => ladder.indexOf(m.program_level)),
      );
    const [target, ...others] = [...levelsOf('target')];
    expect(others).toEqual([]);
    expect(target).toBeGreaterThanOrEqual(band);
    expect([...levelsOf('reach')]).toEqual([target! - 1]);
    expect([...levelsOf('safety')]).toEqual([target! + 1]);
  });

  it('without a location, geography is neutral (50) everywhere and the list is not one level of ties', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'football', position: 'WR', height: `5'9"`, weight: 165 })
      .expect(200);
    expect(res.body.divisionBand).not.toBeNull();
    expect(res.body.matches.every((m: { parts: { geo: number } }) => m.parts.geo === 50)).toBe(true);
    expect(
      new Set(res.body.matches.map((m: { program_level: string }) => m.program_level)).size,
    ).toBeGreaterThan(1);
  });

  it("matches the chosen team's programs: women's basketball, men's volleyball", async () => {
    const send = (team?: string) =>
      t
        .http()
        .post('/api/v1/matches/preview')
        .send({ sport: 'basketball', position: 'PG', height: `5'7"`, weight: 140, team })
        .expect(200);
    const sportsOf = async (matches: { programId: string }[]) => {
      const rows = await t.db
        .selectFrom('collegePrograms')
        .select('sport')
        .where(
          'id',
          'in',
          matches.map((m) => m.programId),
        )
        .execute();
      return new Set(rows.map((r) => r.sport));
    };
    const womens = await send('womens');
    const mens = await send();
    expect(womens.body.matches.length).toBe(10);
    expect(mens.body.matches.length).toBe(10);
    expect(await sportsOf(womens.body.matches)).toEqual(new Set(['womens-basketball']));
    expect(await sportsOf(mens.body.matches)).toEqual(new Set(['basketball']));
    // Volleyball's slug is the women's team; the men's programs are asked for by team.
    const volleyball = (team?: string) =>
      t.http().post('/api/v1/matches/preview').send({ sport: 'volleyball', team }).expect(200);
    expect(await sportsOf((await volleyball('mens')).body.matches)).toEqual(new Set(['mens-volleyball']));
    expect(await sportsOf((await volleyball()).body.matches)).toEqual(new Set(['volleyball']));
  });

  it('refuses a height it cannot read rather than dropping it', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'football', height: 'tall' })
      .expect(400);
    expect(res.body.error).toBe(`Height must be like 6'2" or a number of inches`);
    await t.http().post('/api/v1/matches/preview').send({ sport: 'football', height: '6-2' }).expect(200);
  });

  it("takes SPEC's track-and-field and cross-country slugs as those sports' lists, the men's unless a team is named", async () => {
    for (const [spec, own] of [
      ['track-and-field', 'mens-track-field'],
      ['cross-country', 'mens-cross-country'],
    ] as const) {
      const bySpec = await t.http().post('/api/v1/matches/preview').send({ sport: spec }).expect(200);
      const byOwn = await t.http().post('/api/v1/matches/preview').send({ sport: own }).expect(200);
      expect(bySpec.body.matches.length).toBeGreaterThan(0);
      expect(bySpec.body.matches).toEqual(byOwn.body.matches);
      const women = await t
        .http()
        .post('/api/v1/matches/preview')
        .send({ sport: spec, team: 'womens' })
        .expect(200);
      const ids = (body: { matches: { programId: string }[] }) => body.matches.map((m) => m.programId);
      expect(ids(women.body)).toHaveLength(bySpec.body.matches.length);
      expect(ids(women.body).filter((id) => ids(bySpec.body).includes(id))).toEqual([]);
    }
    const res = await t.http().post('/api/v1/matches/preview').send({ sport: 'curling' }).expect(400);
    expect(res.body.error).toBe('Choose a sport from the list');
  });

  it("answers 400 'Sport is required' without a sport", async () => {
    const res = await t.http().post('/api/v1/matches/preview').send({ position: 'WR' }).expect(400);
    expect(res.body.error).toBe('Sport is required');
  });

  it('answers 400 with a message for bad input', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'football', gpa: 'abc' })
      .expect(400);
    expect(res.body.error).toMatch(/GPA/);
  });
});

describe('POST /api/matches/demo', () => {
  it('returns real engine matches for football', async () => {
    const res = await t
      .http()
      .post('/api/matches/demo')
      .send({ position: 'CB', gpa: 3.2, fortyYardDash: 4.6 })
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    const m = res.body[0];
    expect(m.program).toEqual({
      name: expect.any(String),
      division: expect.any(String),
      location: expect.any(String),
    });
    expect(typeof m.fitScore).toBe('number');
    expect(m.reasoning[0]).toEqual({ text: expect.any(String) });
  });

  it("answers 'Please select all fields' when a field is missing", async () => {
    const res = await t.http().post('/api/matches/demo').send({ position: 'CB', gpa: 3.2 }).expect(400);
    expect(res.body.error).toBe('Please select all fields');
  });
});

describe('generate and list matches', () => {
  it('stores the top 25 for the owner, replacing the old set, and lists them in the dashboard shape', async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, { userId: user.id });
    const headers = await signedIn(user.id);

    const first = await t
      .http()
      .post('/api/v1/matches/generate')
      .set(headers)
      .send({ athleteId: profile.id })
      .expect(200);
    expect(first.body.generated).toBe(25);
    const programsOf = (matches: { program: { id: string } }[]) => new Set(matches.map((m) => m.program.id));

    // A different profile (another state) must replace the set, never add to it.
    await t.db
      .updateTable('athleteProfiles')
      .set({ location: 'Orono, ME' })
      .where('id', '=', profile.id)
      .execute();
    const second = await t
      .http()
      .post('/api/v1/matches/generate')
      .set(headers)
      .send({ athleteId: profile.id })
      .expect(200);
    const rows = await t.db.selectFrom('matches').selectAll().where('athleteId', '=', profile.id).execute();
    expect(rows).toHaveLength(25);
    const stored = new Set(rows.map((r) => r.programId));
    expect(stored).toEqual(programsOf(second.body.matches));
    // The move changed the list, and what only the first list had is gone.
    const dropped = [...programsOf(first.body.matches)].filter((id) => !stored.has(id));
    expect(dropped.length).toBeGreaterThan(0);

    const list = await t.http().get(`/api/v1/matches/athlete/${profile.id}`).set(headers).expect(200);
    expect(list.body).toHaveLength(25);
    const m = list.body[0];
    expect(Object.keys(m.program).sort()).toEqual(
      [
        'coachEmail',
        'coachName',
        'coachPhone',
        'coachTitle',
        'division',
        'id',
        'location',
        'name',
        'programWebsite',
        'questionnaireUrl',
      ].sort(),
    );
    expect(Object.keys(m.breakdown).sort()).toEqual(['academic', 'athletic', 'geo', 'rosterNeed', 'sys']);
    expect(Array.isArray(m.why) && Array.isArray(m.gaps)).toBe(true);
    expect(m.gaps).toContain('Roster data not yet available');
    const fits = list.body.map((x: { fit: number }) => x.fit);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    const { athletic, rosterNeed, academic, geo, sys } = m.breakdown;
    expect(m.fit).toBe(
      Math.round(0.35 * athletic + 0.3 * rosterNeed + 0.15 * academic + 0.12 * geo + 0.08 * sys),
    );
  });

  it('403 for another user, 401 anonymous, 404 for an unknown profile', async () => {
    const owner = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, { userId: owner.id });
    const other = await makeUser(t.db);
    const headers = await signedIn(other.id);

    const gen = await t
      .http()
      .post('/api/v1/matches/generate')
      .set(headers)
      .send({ athleteId: profile.id })
      .expect(403);
    expect(gen.body.error).toBe('You can only generate matches for your own profile');
    const view = await t.http().get(`/api/v1/matches/athlete/${profile.id}`).set(headers).expect(403);
    expect(view.body.error).toBe('You can only view matches for your own profile');

    await t.http().post('/api/v1/matches/generate').send({ athleteId: profile.id }).expect(401);
    await t.http().get(`/api/v1/matches/athlete/${profile.id}`).expect(401);

    const missing = await t
      .http()
      .get('/api/v1/matches/athlete/00000000-0000-4000-8000-000000000000')
      .set(headers)
      .expect(404);
    expect(missing.body.error).toBe('Profile not found');
    await t.http().get('/api/v1/matches/athlete/demo-athlete-123').set(headers).expect(400);
  });
});

describe('readiness', () => {
  it('division readiness answers division, reasons and profile', async () => {
    const profile = await makeAthleteProfile(t.db, {
      overrides: {
        metrics: { '40yd': 4.45, vertical: 36 },
        evidence: { '40yd': 'event', vertical: 'event' },
      },
    });
    const res = await t.http().get(`/api/athlete-profiles/${profile.id}/division-readiness`).expect(200);
    expect(res.body.profile).toEqual({
      height: `6'1"`,
      gpa: profile.gpa,
      sport: 'Football',
      position: 'WR',
    });
    expect(typeof res.body.division === 'string' || res.body.division === null).toBe(true);
    expect(res.body.reasons.length).toBeGreaterThan(0);
  });

  it('readiness answers score, label and breakdown', async () => {
    const profile = await makeAthleteProfile(t.db);
    const res = await t.http().get(`/api/athlete-profiles/${profile.id}/readiness`).expect(200);
    expect(res.body.score).toBeGreaterThanOrEqual(0);
    expect(['Ready', 'Track', 'Developing']).toContain(res.body.label);
    expect(res.body.breakdown[0]).toEqual({
      category: expect.any(String),
      percentage: expect.any(Number),
      complete: expect.any(Boolean),
    });
  });

  it('404 for an unknown profile', async () => {
    await t.http().get('/api/athlete-profiles/00000000-0000-4000-8000-000000000000/readiness').expect(404);
  });
});

describe('GET /api/scholarships', () => {
  it('lists seeded scholarships; real ones carry a source, examples are labelled', async () => {
    const res = await t.http().get('/api/scholarships').expect(200);
    expect(res.body.length).toBeGreaterThan(3);
    for (const s of res.body) {
      if (!s.isExample) expect(s.sourceUrl).toMatch(/^https:\/\//);
      else expect(s.name).toMatch(/^Example:/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every match, readiness and scholarship path', async () => {
    const res = await t.http().get('/api/openapi.json').expect(200);
    expect(res.body.paths['/api/v1/matches/preview'].post.operationId).toBe('match.preview');
    expect(res.body.paths['/api/matches/demo'].post.operationId).toBe('match.demo');
    expect(res.body.paths['/api/v1/matches/generate'].post.operationId).toBe('match.generate');
    expect(res.body.paths['/api/v1/matches/athlete/{athleteId}'].get.operationId).toBe('match.forAthlete');
    expect(res.body.paths['/api/athlete-profiles/{id}/readiness'].get.operationId).toBe('match.readiness');
    expect(res.body.paths['/api/athlete-profiles/{id}/division-readiness'].get.operationId).toBe(
      'match.divisionReadiness',
    );
    expect(res.body.paths['/api/scholarships'].get.operationId).toBe('scholarship.list');
  });
});

describe('GET /api/athlete-profiles/{id}/what-if', () => {
  it('names the smallest change per metric that reaches the next level, and the programs it opens', async () => {
    const profile = await makeAthleteProfile(t.db, {
      overrides: {
        position: 'WR',
        height: `6'0"`,
        weight: 180,
        gpa: '3.5',
        metrics: { '40yd': 4.75, vertical: 30 },
        evidence: { '40yd': 'event', vertical: 'event' },
      },
    });
    const band = await t.http().get(`/api/athlete-profiles/${profile.id}/division-readiness`).expect(200);
    expect(band.body.division).toBe('FCS');
    const res = await t.http().get(`/api/athlete-profiles/${profile.id}/what-if`).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const w of res.body) {
      expect(w.toLevel).toBe('FBS');
      expect(w.programsUnlocked).toBeGreaterThan(0);
    }
    const forty = res.body.find((w: { metric: string }) => w.metric === '40yd');
    expect(forty.needed).toBeLessThan(4.75);
    expect(forty.change).toBeCloseTo(4.75 - forty.needed, 5);
    expect(forty.text).toContain('reach the FBS bar');
  });

  it('answers 404 for an unknown profile', async () => {
    await t.http().get('/api/athlete-profiles/6f1f7c55-3d0c-4d3e-9d1e-7f1d2f2b9a10/what-if').expect(404);
  });
});
