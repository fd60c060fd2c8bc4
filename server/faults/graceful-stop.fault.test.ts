import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/server-process';

let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
});

interface Answer {
  status: number;
  connection: string | undefined;
}

/** What a request met, as a client sees it: an answer, a refused connection, or a reset one. */
type Outcome = { status: number } | { error: string };

function attempt(agent: http.Agent, url: string): Promise<Outcome> {
  return get(agent, url).then(
    (answer) => ({ status: answer.status }),
    (err: NodeJS.ErrnoException) => ({ error: err.code ?? err.message }),
  );
}

function get(agent: http.Agent | false, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('SIGTERM under keep-alive load', () => {
  it('turns /healthz 503 at once, closes every connection after its answer, and drops nothing', async () => {
    server = await startServerProcess({
      DATABASE_URL: process.env.TEST_FILE_DATABASE_URL!,
      SHUTDOWN_GRACE_MS: '1500',
    });
    const { base, child, exited } = server;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });

    // 50 clients on keep-alive connections, each asking again as soon as it has its answer, until
    // the server says `Connection: close` (a load balancer would then send elsewhere).
    let sent = 0;
    const failures: string[] = [];
    const clients = Array.from({ length: 50 }, async () => {
      for (;;) {
        sent++;
        try {
          const answer = await get(agent, `${base}/api/waitlist/stats`);
          if (answer.status !== 200) failures.push(`status ${answer.status}`);
          if (answer.connection === 'close') return;
        } catch (err) {
          failures.push(String(err));
          return;
        }
      }
    });

    await new Promise((r) => setTimeout(r, 1000));
    const sentBeforeStop = sent;
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    const health = await get(false, `${base}/healthz`);

    await Promise.all(clients);
    agent.destroy();
    expect(health).toEqual({ status: 503, connection: 'close' });
    expect(sentBeforeStop).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    expect(await exited).toBe(0);
    console.info(`graceful stop: ${sent} requests on 50 keep-alive connections, ${failures.length} failed`);
  }, 60_000);
});

describe('SIGTERM while clients keep sending on kept-alive connections', () => {
  it('resets no request: each is answered, or its new connection is refused once the listener closed', async () => {
    const stopping = await startServerProcess({
      DATABASE_URL: process.env.TEST_FILE_DATABASE_URL!,
      SHUTDOWN_GRACE_MS: '1500',
    });
    server = stopping;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    const outcomes: Outcome[] = [];
    // 40 clients that never stop on `Connection: close`: they send again at once, on a new
    // connection when the server closed theirs, until a connection is refused.
    const clients = Array.from({ length: 40 }, async () => {
      for (;;) {
        const outcome = await attempt(agent, `${stopping.base}/api/waitlist/stats`);
        outcomes.push(outcome);
        if ('error' in outcome) return;
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    stopping.child.kill('SIGTERM');
    await Promise.all(clients);
    agent.destroy();
    const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
    const answered = outcomes.filter((o) => 'status' in o);
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    expect(answered.every((o) => 'status' in o && o.status === 200)).toBe(true);
    expect(await stopping.exited).toBe(0);
    console.info(
      `SIGTERM with clients that keep sending: ${answered.length} answered, ${errors.length} refused, 0 reset`,
    );
  }, 60_000);
});
