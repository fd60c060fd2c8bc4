import { athleteFromProfile, readiness } from '../engine';
import { findProfilesWithEmail, type ProfileWithEmail, profileIdsAfter } from '../modules/athlete';
import { computeMatches, openMatchSets } from '../modules/match';
import type { DB } from '../platform/db';
import * as repo from './recompute.repo';

export const SCORE_CLIMBED_EVENT = 'score_climbed';

/**
 * Athletes per job and per write transaction. Large enough that a chunk's writes are a few
 * statements of thousands of rows; small enough that a chunk is a second or so of work, and a
 * retry repeats little (docs/performance.md).
 */
export const CHUNK_SIZE = 250;

export interface ChunkResult {
  done: number;
  /** Already done for this run (an earlier delivery, or another worker). */
  skipped: number;
  /** Deleted since the run was queued. */
  missing: number;
  climbed: number;
}

/** An athlete's recompute, as its history row needs it (its matches went to the chunk's MatchSets). */
interface Computed {
  profile: ProfileWithEmail;
  programIds: string[];
  fitScore: number;
  readinessScore: number;
}

/**
 * Recompute a chunk of athletes for a run, in one transaction:
 * - the athletes' match sets are locked and their stored rows read, then each athlete is scored
 *   and compared with what is stored at once, so the chunk keeps only the rows that changed;
 * - each athlete's score_history row for the run (its readiness and Fit Score, the best match);
 * - the athletes' match sets, replaced;
 * - a 'score_climbed' telemetry event for each athlete whose Fit Score rose since their previous run.
 *
 * All or nothing: a crash or error mid-chunk leaves every athlete of the chunk with their old set
 * and no history row, so the retried job does the whole chunk again. Idempotent per (athlete, run):
 * an athlete whose history row exists is skipped, so a job delivered twice, or two workers on
 * overlapping chunks, write each athlete once. Scoring reads the compiled programs through `db`
 * while the transaction holds its own connection, so `db` needs one more connection than the
 * chunks it runs at once.
 */
export async function recomputeChunk(
  db: DB,
  athleteIds: readonly string[],
  runId: string,
): Promise<ChunkResult> {
  const done = new Set(await repo.athletesDoneInRun(db, athleteIds, runId));
  const profiles = await findProfilesWithEmail(
    db,
    athleteIds.filter((id) => !done.has(id)),
  );
  const missing = athleteIds.length - done.size - profiles.length;

  return db.transaction().execute(async (trx) => {
    const sets = await openMatchSets(
      trx,
      profiles.map((p) => p.id),
    );
    const computed: Computed[] = [];
    for (const profile of profiles) {
      const { results } = await computeMatches(db, profile);
      sets.add(profile.id, results);
      computed.push({
        profile,
        programIds: results.map((r) => r.programId),
        fitScore: results[0]?.fit ?? 0,
        readinessScore: readiness(athleteFromProfile(profile)).score,
      });
    }
    const written = new Set(
      await repo.insertRunEntries(
        trx,
        runId,
        computed.map((c) => ({
          athleteId: c.profile.id,
          fitScore: c.fitScore,
          readinessScore: c.readinessScore,
          matchCount: c.programIds.length,
          programIds: c.programIds,
        })),
      ),
    );
    const mine = computed.filter((c) => written.has(c.profile.id));
    await sets.write(written);
    const previous = await repo.previousFits(
      trx,
      mine.map((c) => c.profile.id),
      runId,
    );
    const climbs = mine.flatMap((c) => {
      const from = previous.get(c.profile.id);
      if (from === undefined || c.fitScore <= from) return [];
      const props = {
        athleteId: c.profile.id,
        runId,
        from,
        to: c.fitScore,
        delta: c.fitScore - from,
        readinessScore: c.readinessScore,
      };
      return [{ userEmail: c.profile.userEmail, event: SCORE_CLIMBED_EVENT, props }];
    });
    await repo.recordEvents(trx, climbs);
    return {
      done: mine.length,
      skipped: done.size + computed.length - mine.length,
      missing,
      climbed: climbs.length,
    };
  });
}

/** Athlete ids in chunks of CHUNK_SIZE, in id order, for the fan-out or an in-process run. */
export async function* athleteIdChunks(db: DB, chunkSize = CHUNK_SIZE): AsyncGenerator<string[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await profileIdsAfter(db, after, chunkSize);
    if (rows.length === 0) return;
    yield rows.map((r) => r.id);
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * In-process run over every athlete (the CLI, tests and the bench), `concurrency` chunks at a time
 * so one chunk's scoring overlaps another's writes.
 */
export async function recomputeAll(
  db: DB,
  runId: string,
  opts: { concurrency?: number; chunkSize?: number } = {},
): Promise<ChunkResult & { failed: number }> {
  await repo.refreshRunStatistics(db);
  const total = { done: 0, skipped: 0, missing: 0, climbed: 0, failed: 0 };
  const chunks = athleteIdChunks(db, opts.chunkSize);
  const worker = async () => {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      try {
        const r = await recomputeChunk(db, next.value, runId);
        total.done += r.done;
        total.skipped += r.skipped;
        total.missing += r.missing;
        total.climbed += r.climbed;
      } catch {
        total.failed += next.value.length;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 2 }, worker));
  return total;
}

/** Run ids name the week's run, so two triggers of the same day share one. */
export const weeklyRunId = (at: Date) => `weekly-${at.toISOString().slice(0, 10)}`;
