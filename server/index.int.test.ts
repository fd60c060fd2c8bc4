import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_SEED_BOUND_MS } from '../db/test/bounds';
import { postgresProcessesUsing, startServerProcess } from './test/server-process';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('server lifecycle', () => {
  it(
    'starts an embedded PostgreSQL, serves /healthz, and leaves no PostgreSQL behind after SIGTERM',
    async () => {
      const dataDir = mkdtempSync(path.resolve('.data', 'lifecycle-'));
      dirs.push(dataDir);
      const { child, port, exited } = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(port).not.toBe(5432);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.json());
      expect(health).toMatchObject({ status: 'ok', database: 'up' });
      expect(postgresProcessesUsing(dataDir)).not.toBe('');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(postgresProcessesUsing(dataDir)).toBe('');
    },
    FULL_SEED_BOUND_MS,
  );

  it(
    'with DATABASE_URL set, uses that server and starts no embedded one',
    async () => {
      const dataDir = mkdtempSync(path.resolve('.data', 'lifecycle-'));
      dirs.push(dataDir);
      const { child, port, exited } = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.TEST_FILE_DATABASE_URL!,
      });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    FULL_SEED_BOUND_MS,
  );
});
