import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { WITHOUT_REFERENCE_DATA } from './templates';
import { cloneTemplate, dropDatabase } from './test-databases';

/** Each test file gets its own database, cloned from the seeded template or, if listed, the migrated one. */
const databases = inject('testDb');
const file = path
  .relative(process.cwd(), expect.getState().testPath ?? '')
  .split(path.sep)
  .join('/');
const template = WITHOUT_REFERENCE_DATA.includes(file) ? databases.schemaTemplate : databases.template;

// Top-level await: the database must exist before the test file's own top-level code runs.
const { name, url } = await cloneTemplate(databases, randomBytes(3).toString('hex'), template);
process.env.TEST_FILE_DATABASE_URL = url;

afterAll(() => dropDatabase(databases, name));
