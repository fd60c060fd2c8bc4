import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, expect, inject } from 'vitest';
import { withDatabase } from './global-setup';
import { WITHOUT_REFERENCE_DATA } from './templates';

/** Each test file gets its own database, cloned from the seeded template or, if listed, the migrated one. */
const { adminUrl, template: seeded, schemaTemplate } = inject('testDb');
const file = path
  .relative(process.cwd(), expect.getState().testPath ?? '')
  .split(path.sep)
  .join('/');
const template = WITHOUT_REFERENCE_DATA.includes(file) ? schemaTemplate : seeded;
const name = `${seeded.replace('_tpl_', '_t_')}_${randomBytes(3).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });

// Top-level await: the database must exist before the test file's own top-level code runs.
for (let attempt = 0; ; attempt++) {
  try {
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    break;
  } catch (err) {
    // Two files cloning at the same instant can collide on the template; retry.
    if (attempt > 20 || !String(err).includes('being accessed by other users')) throw err;
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
  }
}
process.env.TEST_FILE_DATABASE_URL = withDatabase(adminUrl, name);

afterAll(async () => {
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});
