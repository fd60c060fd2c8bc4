import type { Logger } from 'pino';
import { seedDataFiles, seedFingerprint, seedReferenceData } from '../db/seed';
import { rosterFiles } from '../db/seed/rosters';
import { type Jobs, startJobs } from './jobs';
import { BUILD_INPUTS } from './platform/build-inputs';
import { type DB, type Sql, withStartupLock } from './platform/db';
import type { Env } from './platform/env';

/**
 * An instance's start-up work after migrations: the reference-data seed (skipped by a bundle that
 * seeded the same data before) and, when enabled, the job queue (pg-boss creates its schema on
 * start). Under the start-up lock, so instances that start together on an empty database take
 * turns.
 */
export function prepareInstance(opts: {
  db: DB;
  sql: Sql;
  url: string;
  env: Env;
  log: Logger;
  afterChunk?: (athleteIds: string[], runId: string) => Promise<unknown>;
  /** The roster files to seed: every sport's, unless a test of the start itself passes a few. */
  rosters?: readonly string[];
}): Promise<Jobs | null> {
  const { db, sql, url, env, log, afterChunk, rosters = rosterFiles() } = opts;
  const fingerprint = BUILD_INPUTS && seedFingerprint(BUILD_INPUTS, seedDataFiles(rosters));
  return withStartupLock(sql, async () => {
    await seedReferenceData(db, log, { fingerprint, rosters });
    return env.JOBS_ENABLED === 'true' ? startJobs({ url, db, env, log, afterChunk }) : null;
  });
}
