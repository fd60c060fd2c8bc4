import type { TestProject } from 'vitest/node';
import {
  dropRunDatabases,
  sharedTestDatabases,
  startTestDatabases,
  type TestDatabases,
} from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDatabases;
  }
}

/**
 * Once per run: a PostgreSQL server (embedded, or TEST_DATABASE_URL) and two template databases,
 * both migrated, one also seeded with the reference data; or the ones `npm test` prepared for
 * every stage (test-databases.ts). Each test file clones one of them (worker-setup.ts,
 * templates.ts) and drops its clone.
 */
export default async function setup(project: TestProject) {
  const shared = sharedTestDatabases();
  if (shared) {
    project.provide('testDb', shared);
    // The templates stay for the next stage; only clones a crashed file left are swept.
    return () => dropRunDatabases(shared, 'clones');
  }
  const { databases, stop } = await startTestDatabases();
  project.provide('testDb', databases);
  return stop;
}
