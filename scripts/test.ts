import { execSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/**
 * `npm test`: every check, in order, stopping at the first failure, with each stage's time.
 * `.ci/run` runs this same list and adds the install and the external-PostgreSQL pass;
 * with STAGE_TIMES set, each stage's seconds are appended to that file for its summary.
 */
const STAGES: readonly [name: string, command: string][] = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', 'npm run test:unit'],
  ['integration', 'npm run test:integration'],
  ['faults', 'npm run test:faults'],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e:built'],
];

const started = performance.now();
for (const [name, command] of STAGES) {
  const t0 = performance.now();
  console.log(`\n▶ ${name}: ${command}`);
  execSync(command, { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - t0) / 1000);
  console.log(`■ ${name}: ${seconds} s`);
  if (process.env.STAGE_TIMES) appendFileSync(process.env.STAGE_TIMES, `${name} ${seconds}\n`);
}
console.log(`\nnpm test: ${Math.round((performance.now() - started) / 1000)} s`);
