import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { seedFingerprint, seedReferenceData } from '../../db/seed';
import { buildInputsHash } from '../../scripts/lib/build-stamp.mjs';
import { connect, type EmbeddedServer, migrateToLatest, startEmbeddedPostgres } from '../platform/db';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { adminUrl: string; template: string; schemaTemplate: string };
  }
}

const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };

/**
 * Once per run: a PostgreSQL server (embedded, or TEST_DATABASE_URL), and two template databases,
 * both migrated, one also seeded with the reference data. Each test file clones one of them
 * (worker-setup.ts, templates.ts).
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = path.resolve('.data', `test-${runId}`);
    mkdirSync(dataDir, { recursive: true });
    embedded = await startEmbeddedPostgres(dataDir, quiet);
    adminUrl = embedded.adminUrl;
  }
  const template = `fitscout_tpl_${runId}`;
  const schemaTemplate = `fitscout_tpls_${runId}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${schemaTemplate}"`);
  const schema = connect(withDatabase(adminUrl, schemaTemplate), 2).db;
  await migrateToLatest(schema);
  await schema.destroy();
  // The seeded template starts as a copy of the migrated one: the migrations run once.
  await admin.unsafe(`CREATE DATABASE "${template}" TEMPLATE "${schemaTemplate}"`);
  const { db } = connect(withDatabase(adminUrl, template), 2);
  // With the fingerprint of these sources and data files: a server a test starts from the same
  // sources (server-process.ts) on a clone finds its seed done, as a bundle's restart does.
  await seedReferenceData(db, quiet, { fingerprint: seedFingerprint(buildInputsHash()) });
  await db.destroy();
  project.provide('testDb', { adminUrl, template, schemaTemplate });

  return async () => {
    // Databases cloned by test files are dropped by them; sweep any a crash left behind.
    const leftovers = await admin<
      { datname: string }[]
    >`SELECT datname FROM pg_database WHERE datname LIKE ${`fitscout_t%_${runId}%`}`;
    for (const { datname } of leftovers)
      await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
