import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { seedFingerprint, seedReferenceData } from '../../db/seed';
import { buildInputsHash } from '../../scripts/lib/build-stamp.mjs';
import { connect, migrateToLatest, startEmbeddedPostgres } from '../platform/db';

/** A PostgreSQL server and the two templates test databases are cloned from. */
export interface TestDatabases {
  adminUrl: string;
  /** Migrated and seeded with the reference data of these sources. */
  template: string;
  /** Migrated only. */
  schemaTemplate: string;
  /** Names this run's databases: `fitscout_t_<runId>_…` clones, `fitscout_tpl(s)_<runId>` templates. */
  runId: string;
}

/**
 * `npm test` prepares one server and its templates while the type check and unit tests run, and
 * hands them to the integration, fault and e2e stages through this variable (JSON of
 * TestDatabases), so the reference data is seeded once per run instead of once per stage.
 */
export const SHARED_TEST_DATABASES = 'TEST_SHARED_DATABASES';

/**
 * The test cluster is thrown away after the run and never crashes on purpose (the fault drills
 * kill servers of their own), so it keeps nothing on disk for a crash to find: no fsync, no wait
 * for the WAL at commit, no full pages in it. A clone then takes about 60 ms instead of 600
 * (docs/decisions/055-a-throwaway-test-cluster-and-drills-seeded-small.md).
 */
export const THROWAWAY_CLUSTER = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
} as const;

const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };

/** Runs `work` on one maintenance connection to the server at `url`, then closes it. */
async function asAdmin<T>(url: string, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Both templates on the server at `adminUrl`; the migrations run once. */
export async function createTemplates(adminUrl: string, runId: string): Promise<TestDatabases> {
  const template = `fitscout_tpl_${runId}`;
  const schemaTemplate = `fitscout_tpls_${runId}`;
  await asAdmin(adminUrl, async (admin) => {
    await admin.unsafe(`CREATE DATABASE "${schemaTemplate}"`);
    const schema = connect(withDatabase(adminUrl, schemaTemplate), 2).db;
    await migrateToLatest(schema);
    await schema.destroy();
    await admin.unsafe(`CREATE DATABASE "${template}" TEMPLATE "${schemaTemplate}"`);
  });
  await seedAsTemplate(withDatabase(adminUrl, template));
  return { adminUrl, template, schemaTemplate, runId };
}

/** The roster files a fault drill's own server is seeded with (seedAsTemplate): one sport's. */
export const DRILL_ROSTERS: readonly string[] = ['volleyball.csv'];

/**
 * Migrates the database at `url` and seeds the reference data with the fingerprint of these sources
 * and data files: a server a test starts from the same sources (server-process.ts), or their build,
 * finds its seed done. `rosters` narrows the roster files, nine tenths of the seed's time, for a
 * fault drill on a server of its own: it tests processes dying, and any data will do.
 */
export async function seedAsTemplate(url: string, rosters?: readonly string[]): Promise<void> {
  const { db } = connect(url, 2);
  try {
    await migrateToLatest(db);
    await seedReferenceData(db, quiet, { fingerprint: seedFingerprint(buildInputsHash()), rosters });
  } finally {
    await db.destroy();
  }
}

/**
 * An embedded PostgreSQL in `.data/test-<runId>` with both templates, or the templates alone on
 * TEST_DATABASE_URL's server. `stop` drops what this run created there.
 */
export async function startTestDatabases(): Promise<{ databases: TestDatabases; stop(): Promise<void> }> {
  const runId = randomBytes(4).toString('hex');
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const databases = await createTemplates(external, runId);
    return { databases, stop: () => dropRunDatabases(databases, 'all') };
  }
  const dataDir = path.resolve('.data', `test-${runId}`);
  mkdirSync(dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres(dataDir, quiet, { settings: THROWAWAY_CLUSTER });
  const databases = await createTemplates(embedded.adminUrl, runId).catch(async (err) => {
    await embedded.stop();
    throw err;
  });
  return {
    databases,
    async stop() {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops this run's clones a crash left behind, and with `all` its templates too. */
export function dropRunDatabases(databases: TestDatabases, which: 'clones' | 'all'): Promise<void> {
  const pattern =
    which === 'all' ? `fitscout\\_t%\\_${databases.runId}%` : `fitscout\\_t\\_${databases.runId}\\_%`;
  return asAdmin(databases.adminUrl, async (admin) => {
    const leftovers = await admin<
      { datname: string }[]
    >`SELECT datname FROM pg_database WHERE datname LIKE ${pattern}`;
    for (const { datname } of leftovers)
      await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/** The databases `npm test` shares with this stage, if any. */
export function sharedTestDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabases | null {
  const shared = env[SHARED_TEST_DATABASES];
  return shared ? (JSON.parse(shared) as TestDatabases) : null;
}

/**
 * A database of this run cloned from the seeded template (or `template`), named
 * `fitscout_t_<runId>_<suffix>` so that a crashed run's sweep finds it; with its URL.
 */
export function cloneTemplate(
  databases: TestDatabases,
  suffix: string,
  template = databases.template,
): Promise<{ name: string; url: string }> {
  const name = `fitscout_t_${databases.runId}_${suffix}`;
  return asAdmin(databases.adminUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        // A file copy after a checkpoint: the default (WAL_LOG) writes the template's 92 MB again
        // through the WAL, several times slower for a database this size.
        await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
        return { name, url: withDatabase(databases.adminUrl, name) };
      } catch (err) {
        // Two clones of one template at the same instant collide on it; retry.
        if (attempt > 20 || !String(err).includes('being accessed by other users')) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  });
}

/** Drops one database of this run, whoever is still connected to it. */
export function dropDatabase(databases: TestDatabases, name: string): Promise<void> {
  return asAdmin(databases.adminUrl, async (admin) => {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
