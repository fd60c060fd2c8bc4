import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './db';

/** Runs the real entry point (`npm start` minus the client build) as a child process. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', JOBS_ENABLED: 'false', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return { child, port, exited };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

const postgresProcessesUsing = (dir: string) => {
  try {
    return execFileSync('pgrep', ['-f', dir], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
};

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('server lifecycle', () => {
  it('starts an embedded PostgreSQL, serves /healthz, and leaves no PostgreSQL behind after SIGTERM', async () => {
    const dataDir = mkdtempSync(path.resolve('.data', 'lifecycle-'));
    dirs.push(dataDir);
    const { child, port, exited } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(port).not.toBe(5432);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', database: 'up' });
    expect(postgresProcessesUsing(dataDir)).not.toBe('');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toBe('');
  }, 60_000);

  it('with DATABASE_URL set, uses that server and starts no embedded one', async () => {
    const dataDir = mkdtempSync(path.resolve('.data', 'lifecycle-'));
    dirs.push(dataDir);
    const { child, port, exited } = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_FILE_DATABASE_URL!,
    });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
