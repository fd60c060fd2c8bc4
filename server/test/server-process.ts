import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
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

type Entry = 'server/index.ts' | 'scripts/start.mjs' | `${string}.mjs`;

/**
 * Runs the real entry point as a child process: the server's source by default (through tsx),
 * `npm start`'s scripts/start.mjs, which builds when the sources changed and runs the bundled
 * server with plain Node, or a server bundle itself (a `.mjs`, with plain Node).
 *
 * From the sources, the server carries the hash of those sources as a bundle carries its build's
 * (vouched-build.ts): its start seeds the reference data unless the database holds the seed of the
 * same sources and data files, which the test template does (global-setup.ts).
 */
export async function startServerProcess(env: Record<string, string>, entry?: Entry): Promise<ServerProcess> {
  const { stderr, ...server } = await spawnServerProcess(env, entry);
  const { child, port, base } = server;
  // A bound, not a check: a first start seeds the whole reference data, slow on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      // Only our child's answer counts: another test's server may have taken the port since.
      if ((await fetch(`${base}/healthz`)).ok && listensOn(child.pid, port)) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${stderr().slice(-2000)}`);
}

/** The entry point started as startServerProcess starts it, without waiting for it to be healthy. */
export async function spawnServerProcess(
  env: Record<string, string>,
  entry: Entry = 'server/index.ts',
): Promise<ServerProcess & { stderr: () => string }> {
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
  return { child, port, base: `http://127.0.0.1:${port}`, exited, stderr: () => stderr };
}

/**
 * Whether `pid` or a process under it listens on `port`, read from Linux's /proc (true where there is
 * none). The port is chosen free before the server listens, and a server that seeds first listens
 * seconds later: meanwhile another test's server once took the same port and answered for it.
 */
export function listensOn(pid: number | undefined, port: number): boolean {
  if (pid === undefined) return false;
  let tables: string[];
  try {
    tables = ['/proc/net/tcp', '/proc/net/tcp6'].map((f) => readFileSync(f, 'utf8'));
  } catch {
    return true;
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    tables
      .flatMap((t) => t.split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      // local address "ADDR:PORT", state 0A = LISTEN, inode in the tenth column
      .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A')
      .map((f) => `socket:[${f[9]}]`),
  );
  const owns = (p: number): boolean => {
    try {
      if (readdirSync(`/proc/${p}/fd`).some((fd) => inodes.has(safeReadlink(`/proc/${p}/fd/${fd}`))))
        return true;
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      return children !== '' && children.split(' ').some((c) => owns(Number(c)));
    } catch {
      return false;
    }
  };
  return inodes.size > 0 && owns(pid);
}

const safeReadlink = (path: string) => {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
};

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
