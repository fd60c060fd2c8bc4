import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { SHARED_TEST_DATABASES, startTestDatabases } from '../server/test/test-databases';

/**
 * `npm test`: every check, stopping at the first failing group, with each stage's time. Stages in
 * one group run side by side: on two cores the type check and the unit tests each keep one busy,
 * and the integration files and fault drills wait mostly on PostgreSQL. `.ci/run` runs this same
 * list after the install, with EXTERNAL_PG_URL set when an external PostgreSQL answers; with
 * STAGE_TIMES set, each stage's seconds are appended to that file for its summary.
 */
const GROUPS: readonly (readonly (readonly [name: string, command: string])[])[] = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['unit', 'npm run test:unit'],
  ],
  [
    ['integration', 'npm run test:integration'],
    ['build', 'npm run build'],
  ],
  [['e2e', 'npm run test:e2e:built']],
  [
    ['faults', 'npm run test:faults'],
    // CI only (.ci/run sets it when a PostgreSQL server answers): the server-sensitive files again,
    // against that server (its own templates, not this run's), beside the drills, since both wait
    // mostly on their databases.
    ...(process.env.EXTERNAL_PG_URL
      ? [
          [
            'external-pg',
            `env -u ${SHARED_TEST_DATABASES} TEST_DATABASE_URL=${process.env.EXTERNAL_PG_URL} bash .ci/external-pg`,
          ] as const,
        ]
      : []),
  ],
];

/** Runs one stage; alone it prints as it goes, beside others its output waits for its end. */
function run(name: string, command: string, alone: boolean): Promise<{ name: string; ok: boolean }> {
  const t0 = performance.now();
  console.log(`\n▶ ${name}: ${command}`);
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  child.stdout?.on('data', (d: Buffer) => out.push(d));
  child.stderr?.on('data', (d: Buffer) => out.push(d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(out).toString()}`);
      resolve(finished(name, t0, code === 0 ? '' : ` (failed, exit ${code})`));
    }),
  );
}

/** Prints and records a stage's seconds; `failure` is empty when it passed. */
function finished(name: string, t0: number, failure: string): { name: string; ok: boolean } {
  const seconds = Math.round((performance.now() - t0) / 1000);
  console.log(`■ ${name}: ${seconds} s${failure}`);
  if (process.env.STAGE_TIMES) appendFileSync(process.env.STAGE_TIMES, `${name} ${seconds}\n`);
  return { name, ok: !failure };
}

/**
 * The test databases every later stage clones (server/test/test-databases.ts): seeded beside the
 * first group, whose type check and unit tests leave a core partly idle, instead of once in each
 * of the integration, fault and e2e stages.
 */
async function prepareDatabases(): Promise<{ name: string; ok: boolean; stop?: () => Promise<void> }> {
  const t0 = performance.now();
  try {
    const { databases, stop } = await startTestDatabases();
    process.env[SHARED_TEST_DATABASES] = JSON.stringify(databases);
    return { ...finished('test-dbs', t0, ''), stop };
  } catch (err) {
    console.error(err);
    return finished('test-dbs', t0, ' (failed)');
  }
}

const started = performance.now();
let stopDatabases: (() => Promise<void>) | undefined;
let failed: string[] = [];
for (const [i, group] of GROUPS.entries()) {
  const stages = group.map(([name, command]) => run(name, command, group.length === 1));
  const databases = i === 0 ? prepareDatabases() : null;
  const results = await Promise.all([...stages, ...(databases ? [databases] : [])]);
  if (databases) stopDatabases = (await databases).stop;
  failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length) break;
}
await stopDatabases?.();
if (failed.length) {
  console.error(`\nnpm test failed at: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nnpm test: ${Math.round((performance.now() - started) / 1000)} s`);
