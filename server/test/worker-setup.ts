import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, expect, inject } from 'vitest';
import { WITHOUT_REFERENCE_DATA } from './templates';
import { cloneTemplate } from './test-databases';

/** Each test file gets its own database, cloned from the seeded template or, if listed, the migrated one. */
const databases = inject('testDb');
const file = path
  .relative(process.cwd(), expect.getState().testPath ?? '')
  .split(path.sep)
  .join('/');
const name = `fitscout_t_${databases.runId}_${randomBytes(3).toString('hex')}`;
const template = WITHOUT_REFERENCE_DATA.includes(file) ? databases.schemaTemplate : databases.template;

// Top-level await: the database must exist before the test file's own top-level code runs.
process.env.TEST_FILE_DATABASE_URL = await cloneTemplate(databases, name, template);

afterAll(async () => {
  const admin = postgres(databases.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});
