import { describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../../../common/schemas/evidence';
import { makeAthleteProfile } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { elfExecutable } from './test/hostile';

const t = useTestApp({ RATE_LIMIT_EVIDENCE_UPLOAD: '2/3600' });

describe('POST /api/evidence/files rate limit', () => {
  it('counts every upload of a user, refused ones too, and answers 429 with Retry-After past the limit', async () => {
    const { agent, user } = await t.signedInAgent();
    await makeAthleteProfile(t.db, { userId: user.id });
    for (let i = 0; i < 2; i++)
      await agent.post(UPLOAD_PATH).attach('file', elfExecutable(), 'a.png').expect(400);
    const limited = await agent.post(UPLOAD_PATH).attach('file', elfExecutable(), 'a.png').expect(429);
    expect(limited.body.error).toBe('Too many uploads. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
