import { makeAthleteProfile } from '../../server/test/factories';
import { startBenchServer } from './db';
import type { BenchContext } from './types';

/**
 * A production server with a signed-in athlete who has a profile, for the benches that upload
 * evidence files or act as that athlete: `post` sends one file to `POST /api/evidence/files` and
 * times the answer. `env` adds to the server's environment.
 */
export async function startUploadServer(ctx: BenchContext, who: string, env: Record<string, string> = {}) {
  const { db, url } = await ctx.database();
  const { base, child, exited } = await startBenchServer(url, {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_EVIDENCE_UPLOAD: '1000/60',
    ...env,
  });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `${who}-bench-${Date.now()}@example.test`,
      password: 'correct-horse-battery',
      intent: 'signup',
    }),
  });
  if (login.status !== 200 && login.status !== 201) {
    child.kill('SIGTERM');
    throw new Error(`sign-up answered ${login.status}`);
  }
  const { user } = (await login.json()) as { user: { id: string } };
  const profile = await makeAthleteProfile(db, { userId: user.id });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const post = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    const type = name.endsWith('.pdf') ? 'application/pdf' : 'image/png';
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/evidence/files`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    return { res, ms: performance.now() - t0 };
  };
  return { base, child, exited, cookie, profileId: profile.id, post };
}
