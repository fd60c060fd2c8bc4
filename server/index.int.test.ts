import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_SEED_BOUND_MS } from '../db/test/bounds';
import { postgresProcessesUsing, spawnServerProcess, startServerProcess } from './test/server-process';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('server lifecycle', () => {
  it(
    'starts an embedded PostgreSQL, serves /healthz, and leaves no PostgreSQL behind after SIGTERM, or after a start that fails',
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

      // Started again with its port taken: it fails after opening the database, and closes it.
      const taken = net.createServer();
      await new Promise<void>((r) => taken.listen(0, '0.0.0.0', r));
      try {
        const again = await spawnServerProcess({
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PORT: String((taken.address() as AddressInfo).port),
        });
        expect(await again.exited).toBe(1);
        expect(again.stderr()).toMatch(/EADDRINUSE/);
        expect(postgresProcessesUsing(dataDir)).toBe('');
      } finally {
        taken.close();
      }
    },
    FULL_SEED_BOUND_MS,
  );

  it(
    'stopped during its first start (the seed), closes its embedded PostgreSQL and exits 0',
    async () => {
      const dataDir = mkdtempSync(path.resolve('.data', 'lifecycle-'));
      dirs.push(dataDir);
      const { child, base, exited, stderr } = await spawnServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      // Seeding: the programs are in, the reference data after them is still loading. A client of
      // its own each time: one opened before the table existed kept failing after it did.
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const programs = async () => {
        const port = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n')[3] : undefined;
        if (!port) return 0;
        const sql = postgres(`postgres://postgres:postgres@127.0.0.1:${port}/fitscout`, {
          onnotice: () => {},
        });
        try {
          return (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM college_programs`)[0]!.n;
        } catch {
          return 0; // no database or table yet
        } finally {
          await sql.end();
        }
      };
      while ((await programs()) === 0 && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
      const answered = await fetch(`${base}/healthz`).then(
        () => true,
        () => false,
      );
      child.kill('SIGTERM');
      expect(await exited, stderr()).toBe(0);
      expect(answered).toBe(false);
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
