import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { hsSignup, makeAthleteProfile } from './test/factories';
import { useTestApp } from './test/harness';

// One API request at a time, so a request held by a lock holds the whole API.
const h = useTestApp({ API_CONCURRENCY: '1' });

const settled = async (p: Promise<unknown>) =>
  Promise.race([p.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 300))]);

/** Resolves once a statement of this database is waiting for a lock. */
const someoneWaitsForALock = () =>
  vi.waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(h.db);
      expect(rows[0]!.n).toBe(1);
    },
    { timeout: 5000 },
  );

describe('the API gate in the app', () => {
  it('runs API requests one at a time, while a sign-in does not wait for a slot', async () => {
    let unlock = () => {};
    const released = new Promise<void>((resolve) => (unlock = resolve));
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const holder = h.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE waitlist_signups IN ACCESS EXCLUSIVE MODE`.execute(trx);
      lockTaken();
      await released;
    });
    try {
      // Were the sign-up sent before the lock is taken, it could finish first on a busy machine.
      await Promise.race([taken, holder]);
      // A sign-up takes the only slot and waits on the lock.
      const joining = h
        .http()
        .post('/api/waitlist')
        .send(hsSignup())
        .then((res) => res);
      await someoneWaitsForALock();

      // Another API request, which needs no lock, waits for the slot.
      const coverage = h
        .http()
        .get('/api/programs/coverage')
        .then((res) => res);
      expect(await settled(coverage)).toBe(false);

      // A sign-in hashes on its own threads, so it holds no slot and does not wait for one.
      const signedIn = await h.signedInAgent();
      expect(signedIn.user.id).toBeTruthy();
      expect(await settled(coverage)).toBe(false);

      unlock();
      expect((await joining).status).toBe(200);
      expect((await coverage).status).toBe(200);
    } finally {
      unlock();
      await holder;
    }
  });

  it('holds no slot for a PDF while its page reads the profile back through the API', async () => {
    const profile = await makeAthleteProfile(h.db);
    // The renderer's page loads the public profile from this API. Had the download kept the
    // only slot, that read would wait for it forever.
    const render = vi.spyOn(h.deps.pdf, 'render').mockImplementation(async () => {
      const page = await h.http().get(`/api/athlete-profiles/${profile.id}`);
      expect(page.status).toBe(200);
      return new TextEncoder().encode('%PDF-1.7 stand-in');
    });
    try {
      const res = await h.http().get(`/api/athlete-profiles/${profile.id}/pdf`).buffer(true);
      expect(res.status).toBe(200);
      expect(render).toHaveBeenCalledOnce();
    } finally {
      render.mockRestore();
    }
  });
});
