import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAgent } from './open-loop';

/** The server announces `Keep-Alive: timeout=2`; Node's server closes a connection a second later. */
const SERVER_IDLE_MS = 2000;
const SERVER_CLOSES_AFTER_MS = SERVER_IDLE_MS + 1000;
const SERVER = `
  const server = require('node:http').createServer((req, res) => { req.resume(); res.end('ok'); });
  server.keepAliveTimeout = ${SERVER_IDLE_MS};
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

let server: ChildProcess;
let base: string;
beforeAll(async () => {
  // Its own process, so that its close and the client's request race as they do across machines.
  server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await once(server.stdout!, 'data');
  base = `http://127.0.0.1:${String(port).trim()}`;
});
afterAll(() => {
  server.kill();
});

const get = (agent: http.Agent) =>
  new Promise<string>((resolve) => {
    http
      .get(`${base}/`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

/**
 * Three clients, each asking again on its kept-alive connection just after the server closed it
 * for being idle, before the client noticed: the client is busy (blocked 100 ms) as the close
 * arrives, as a loaded load generator is. What each second request got.
 */
async function askAgainAsTheServerCloses(agent: http.Agent): Promise<string[]> {
  const busy = new Int32Array(new SharedArrayBuffer(4));
  const second = Array.from({ length: 3 }, async () => {
    expect(await get(agent)).toBe('200');
    return new Promise<string>((resolve) => {
      setTimeout(() => {
        Atomics.wait(busy, 0, 0, 100);
        void get(agent).then(resolve);
      }, SERVER_CLOSES_AFTER_MS - 30);
    });
  });
  const got = await Promise.all(second);
  agent.destroy();
  return got;
}

describe("the load generator's connections", () => {
  it("drop an idle connection before the server's announced keep-alive ends, so no request is reset", async () => {
    // The agent as Node makes it keeps idle connections forever: the same timing resets it.
    const bare = await askAgainAsTheServerCloses(new http.Agent({ keepAlive: true }));
    const bench = await askAgainAsTheServerCloses(loadAgent());
    expect(bench.filter((s) => s !== '200')).toEqual([]);
    expect(bare).toContain('ECONNRESET');
  });
});
