import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres } from '../platform/db';
import { hsSignup, uniqueEmail } from '../test/factories';
import { postgresProcessesUsing, type ServerProcess, startServerProcess } from '../test/server-process';
import { DRILL_ROSTERS, seedAsTemplate } from '../test/test-databases';

const dataDir = mkdtempSync(path.resolve('.data', 'crash-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_WAITLIST_JOIN: '100000/60' };
const running: ServerProcess[] = [];

// The server's own cluster, made and seeded before its first start (one sport's rosters): the drill
// is about the crash and the restart, not a first start's seed.
beforeAll(async () => {
  const pg = await startEmbeddedPostgres(dataDir, { info: () => {}, warn: () => {} });
  try {
    await ensureDatabase(pg.adminUrl, 'fitscout');
    await seedAsTemplate(pg.urlFor('fitscout'), DRILL_ROSTERS);
  } finally {
    await pg.stop();
  }
}, 120_000);

afterAll(async () => {
  for (const s of running) s.child.kill('SIGKILL');
  // Whatever happens above, leave no PostgreSQL behind.
  for (const pid of postgresProcessesUsing(dataDir).split('\n').filter(Boolean))
    process.kill(Number(pid), 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const signUp = (base: string, email: string, referredBy?: string) =>
  fetch(`${base}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hsSignup({ email, referredBy })),
  });

/** The embedded server's port, from the postmaster.pid it writes (line 4). */
function embeddedUrl(): string {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:postgres@127.0.0.1:${port}/fitscout`;
}

describe('kill -9 under write load, then start again', () => {
  it('comes up by itself, stops the orphaned PostgreSQL, and every acknowledged write is there once', async () => {
    const first = await startServerProcess(env);
    running.push(first);
    const referrer = await signUp(first.base, uniqueEmail('referrer')).then((r) => r.json());

    // 20 writers sign up continuously; the server is killed in the middle of it.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 20 }, async () => {
      while (!stop) {
        const email = uniqueEmail('crash');
        try {
          const res = await signUp(first.base, email, referrer.referralCode);
          if (res.ok) acknowledged.push(email);
        } catch {
          return; // the connection died with the server
        }
      }
    });
    await new Promise((r) => setTimeout(r, 800));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);
    // The crash left PostgreSQL running with no parent: the situation the next start must handle.
    expect(postgresProcessesUsing(dataDir)).not.toBe('');

    const restarted = performance.now();
    const second = await startServerProcess(env);
    running.push(second);
    console.info(
      `kill -9: ${acknowledged.length} sign-ups acknowledged before the crash; ` +
        `healthy again ${Math.round(performance.now() - restarted)} ms after the next start`,
    );
    const sql = postgres(embeddedUrl(), { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ email: string; referredBy: string | null; referralCode: string }[]>`
        SELECT email, referred_by AS "referredBy", referral_code AS "referralCode" FROM waitlist_signups`;
      const emails = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((e) => !emails.has(e))).toEqual([]);
      expect(emails.size).toBe(rows.length);
      expect(rows.every((r) => r.referralCode.length === 8)).toBe(true);
      // Every row from the crash run names the referrer, whose count matches them exactly.
      const referred = rows.filter((r) => r.email.startsWith('crash'));
      expect(referred.every((r) => r.referredBy === referrer.referralCode)).toBe(true);
      const stats = await fetch(`${second.base}/api/waitlist/referrals/${referrer.referralCode}`).then((r) =>
        r.json(),
      );
      expect(stats.referralCount).toBe(referred.length);
    } finally {
      await sql.end();
    }

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toBe('');
  }, 120_000);
});
