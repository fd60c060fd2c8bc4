import { describe, expect, it } from 'vitest';
import { makeAthleteProfile } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ RATE_LIMIT_PREVIEW: '1000/60' });

/** A women's volleyball setter, as the builder posts her. */
const setterBody = (metrics: Record<string, number>) => ({
  firstName: 'Ada',
  lastName: 'Setter',
  graduationYear: 2027,
  classYear: 'Class of 2027',
  sport: 'Volleyball',
  team: 'womens',
  position: 'S',
  height: `5'10"`,
  weight: 150,
  location: 'Austin, TX',
  gpa: '3.5',
  bio: 'Setter who runs a fast offense.',
  metrics: JSON.stringify(metrics),
});

describe('an impossible number is refused where it enters', () => {
  it('the API refuses a 118 in approach jump, naming the touch it probably is', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post('/api/athlete-profiles')
      .send(setterBody({ approach_vertical: 118 }))
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('118 in looks like an approach touch; enter the jump');
    await agent
      .post('/api/athlete-profiles')
      .send(setterBody({ approach_vertical: 24 }))
      .expect(201);
  });

  it("the API checks a sport's own range: a 95 mph softball throw is refused, a baseball one kept", async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post('/api/athlete-profiles')
      .send({ ...setterBody({ throw_velo: 95 }), sport: 'Softball', team: null, position: 'P' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('Throwing velocity must be between 25 and 85 mph');
  });

  it('the preview refuses a basketball vertical of 70 in', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'basketball', position: 'SG', metrics: { vertical: 70 } })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(
      '70 in looks like centimetres (70 cm is 27.6 in); enter inches',
    );
  });

  it('an uploaded sheet cannot confirm an impossible number either', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post('/api/evidence/files/00000000-0000-4000-8000-000000000000/confirm')
      .send({ metrics: [{ metric: 'approach_vertical', value: 118 }] })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('118 in looks like an approach touch; enter the jump');
  });
});

describe('an extreme number counts in nothing until evidence backs it', () => {
  // A 45 in approach jump is possible (men jump it) but past the extremes of women's volleyball.
  const extreme = { approach_vertical: 45 };

  it('Self-Reported: no level, no reason and no readiness rest on it', async () => {
    const without = await makeAthleteProfile(t.db, {
      overrides: { sport: 'Volleyball', team: 'womens', position: 'S', metrics: {}, evidence: {} },
    });
    const withIt = await makeAthleteProfile(t.db, {
      overrides: {
        sport: 'Volleyball',
        team: 'womens',
        position: 'S',
        metrics: extreme,
        evidence: { approach_vertical: 'self' },
      },
    });
    const band = async (id: string) =>
      (await t.http().get(`/api/athlete-profiles/${id}/division-readiness`).expect(200)).body;
    const ready = async (id: string) =>
      (await t.http().get(`/api/athlete-profiles/${id}/readiness`).expect(200)).body;
    const [b0, b1, r0, r1] = await Promise.all([
      band(without.id),
      band(withIt.id),
      ready(without.id),
      ready(withIt.id),
    ]);
    expect(b1.division).toBe(b0.division);
    expect(b1.reasons.join(' ')).not.toMatch(/approach jump/i);
    expect(r1).toEqual(r0);
  });

  it('Uploaded: the same number counts', async () => {
    const uploaded = await makeAthleteProfile(t.db, {
      overrides: {
        sport: 'Volleyball',
        team: 'womens',
        position: 'S',
        metrics: extreme,
        evidence: { approach_vertical: 'upload' },
      },
    });
    const res = await t.http().get(`/api/athlete-profiles/${uploaded.id}/division-readiness`).expect(200);
    expect(res.body.division).toBe('D1');
    expect(res.body.reasons.join(' ')).toMatch(/approach jump/i);
  });

  it('the preview, all Self-Reported, leaves an extreme number out of the band', async () => {
    const send = (metrics: Record<string, number>) =>
      t
        .http()
        .post('/api/v1/matches/preview')
        .send({ sport: 'volleyball', position: 'S', height: `5'10"`, metrics })
        .expect(200);
    const [plain, withExtreme] = await Promise.all([send({}), send(extreme)]);
    expect(withExtreme.body.divisionBand).toEqual(plain.body.divisionBand);
  });
});
