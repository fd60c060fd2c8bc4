import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_SOURCES } from '../../../common/schemas/import';
import { startFixtureServer } from '../../test/fixture-server';
import { useTestApp } from '../../test/harness';

const fixture = await startFixtureServer();
afterAll(() => fixture.close());

const t = useTestApp({
  IMPORT_HUDL_BASE_URL: fixture.origin,
  IMPORT_NCSA_BASE_URL: fixture.origin,
  IMPORT_X_BASE_URL: fixture.origin,
  IMPORT_X_BEARER_TOKEN: 'test-x-token',
  IMPORT_ALLOW_LOOPBACK: 'true',
});
const strict = useTestApp({ IMPORT_X_BEARER_TOKEN: undefined });

describe('POST /api/import/hudl and /ncsa', () => {
  it('answer the SPEC §3 import result from the recorded pages', async () => {
    const { agent } = await t.signedInAgent();
    const hudl = await agent
      .post('/api/import/hudl')
      .send({ url: `${fixture.origin}/profile/1234/marcus-hill` })
      .expect(200);
    expect(hudl.body).toMatchObject({
      firstName: 'Marcus',
      lastName: 'Hill',
      sport: 'Football',
      height: `6'1"`,
      weight: 180,
    });
    const ncsa = await agent
      .post('/api/import/ncsa')
      .send({ url: `${fixture.origin}/athletes/alyssa-gomez` })
      .expect(200);
    expect(ncsa.body).toMatchObject({
      firstName: 'Alyssa',
      sport: 'Volleyball',
      position: 'OH',
      height: `5'11"`,
    });
  });

  it('give the SPEC wording for empty input, 404 for a missing page, 502 for a broken site', async () => {
    const { agent } = await t.signedInAgent();
    const empty = await agent.post('/api/import/hudl').send({ url: '  ' }).expect(400);
    expect(empty.body.error).toBe(IMPORT_SOURCES.hudl.empty);
    const ncsaEmpty = await agent.post('/api/import/ncsa').send({}).expect(400);
    expect(ncsaEmpty.body.error).toBe(IMPORT_SOURCES.ncsa.empty);
    const missing = await agent
      .post('/api/import/hudl')
      .send({ url: `${fixture.origin}/profile/0/none` })
      .expect(404);
    expect(missing.body.error).toBe('No public profile was found at that link');
    const broken = await agent
      .post('/api/import/ncsa')
      .send({ url: `${fixture.origin}/broken` })
      .expect(502);
    expect(broken.body.error).toBe('The profile site answered 500');
  });

  it('refuse SSRF: loopback, metadata, a redirect to metadata, file: and foreign hosts', async () => {
    const { agent } = await strict.signedInAgent();
    for (const url of [
      'https://127.0.0.1/profile',
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'https://evil.example/profile/1',
      `${fixture.origin}/redirect-to-metadata`,
    ]) {
      const res = await agent.post('/api/import/hudl').send({ url });
      expect(res.status, url).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    // Even with the fixture mode on, a redirect to the metadata address is refused.
    const { agent: fixtureAgent } = await t.signedInAgent();
    await fixtureAgent
      .post('/api/import/hudl')
      .send({ url: `${fixture.origin}/redirect-to-metadata` })
      .expect(400);
  });

  it('need a signed-in user', async () => {
    await t
      .agent()
      .post('/api/import/hudl')
      .send({ url: `${fixture.origin}/profile/1234/marcus-hill` })
      .expect(401);
  });
});

describe('POST /api/import/x', () => {
  it('reads the X API v2 user, building the URL from the handle', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post('/api/import/x').send({ handle: '@devin_carter7' }).expect(200);
    expect(res.body).toMatchObject({
      firstName: 'Devin',
      lastName: 'Carter',
      xHandle: 'devin_carter7',
      xProfileUrl: 'https://x.com/devin_carter7',
      height: `6'3"`,
      xBio: `QB | 6'3" 205 | Class of 2026 | 4.0 GPA`,
    });
    const unknown = await agent.post('/api/import/x').send({ handle: 'nobody_here' }).expect(404);
    expect(unknown.body.error).toBe('No X account named @nobody_here');
    const empty = await agent.post('/api/import/x').send({ handle: '' }).expect(400);
    expect(empty.body.error).toBe(IMPORT_SOURCES.x.empty);
    // A path or host smuggled into the handle never reaches the URL.
    await agent.post('/api/import/x').send({ handle: '../../admin' }).expect(400);
  });

  it("answers 503 'X import is not configured' without a bearer token", async () => {
    const { agent } = await strict.signedInAgent();
    const res = await agent.post('/api/import/x').send({ handle: 'devin_carter7' }).expect(503);
    expect(res.body.error).toBe('X import is not configured');
  });

  it('says which importers it offers: X only with a token', async () => {
    expect((await strict.http().get('/api/import/sources').expect(200)).body).toEqual({
      x: false,
      hudl: true,
      ncsa: true,
    });
    expect((await t.http().get('/api/import/sources').expect(200)).body).toEqual({
      x: true,
      hudl: true,
      ncsa: true,
    });
  });
});
