import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildInputsHash } from '../../scripts/lib/build-stamp.mjs';
import { freePort } from '../platform/db';

const VOUCHED_BUILD = fileURLToPath(new URL('./vouched-build.ts', import.meta.url));
let sourcesHash: string | undefined;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Resolves with the exit code (null after a signal kill). */
  exited: Promise<number | null>;
}

/**
 * Runs the real entry point as a child process: the server's source by default (through tsx),
 * `npm start`'s scripts/start.mjs, which builds when the sources changed and runs the bundled
 * server with plain Node, or a server bundle itself (a `.mjs`, with plain Node).
 *
 * From the sources, the server carries the hash of those sources as a bundle carries its build's
 * (vouched-build.ts): its start seeds the reference data unless the database holds the seed of the
 * same sources and data files, which the test template does (global-setup.ts).
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry: 'server/index.ts' | 'scripts/start.mjs' | `${string}.mjs` = 'server/index.ts',
): Promise<ServerProcess> {
  const port = await freePort();
  const fromSources = entry.endsWith('.ts');
  const loader = fromSources ? ['--import', 'tsx', '--import', VOUCHED_BUILD] : [];
  if (fromSources) sourcesHash ??= buildInputsHash();
  // The heap cap `npm start` sets (package.json), so tests and benches run the server as deployed.
  const child = spawn(process.execPath, ['--max-old-space-size=256', ...loader, entry], {
    env: {
      ...process.env,
      ...(fromSources ? { TEST_BUILD_INPUTS: sourcesHash } : {}),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // A bound, not a check: a first start seeds the whole reference data, slow on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, port, base, exited };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${stderr.slice(-2000)}`);
}

/** The pids of processes whose command line names `dir` (PostgreSQL runs with `-D <dir>/postgres`). */
export function postgresProcessesUsing(dir: string): string {
  try {
    return execFileSync('pgrep', ['-f', `${dir}/postgres`], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
}

/** A process's resident memory in MB, from /proc (0 where /proc is missing). */
export function residentMb(pid: number): number {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return kb ? Number(kb[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
