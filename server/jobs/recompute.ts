import type { DB } from '../db';
import { athleteFromProfile, readiness } from '../engine';
import { replaceMatches } from '../modules/match/match.repo';
import { computeMatches, toNewMatch } from '../modules/match/match.service';
import * as repo from './recompute.repo';

export const SCORE_CLIMBED_EVENT = 'score_climbed';

export interface AthleteRunResult {
  athleteId: string;
  status: 'done' | 'skipped' | 'missing';
  fitScore?: number;
  readinessScore?: number;
  previousFit?: number | null;
  climbed?: boolean;
}

/**
 * Recompute one athlete for a run: replace their matches, record readiness and the
 * athlete's Fit Score (their best match) in score_history, and record a
 * 'score_climbed' telemetry event when it rose since their previous run.
 * Idempotent per (athlete, run): a retried or duplicated job finds the history row
 * and does nothing, so the pg-boss fan-out may deliver a job twice safely.
 */
export async function recomputeAthlete(db: DB, athleteId: string, runId: string): Promise<AthleteRunResult> {
  const done = await repo.findRunEntry(db, athleteId, runId);
  if (done) return { athleteId, status: 'skipped' };
  const profile = await repo.findProfile(db, athleteId);
  if (!profile) return { athleteId, status: 'missing' };

  // Scoring is pure and outside the transaction; the transaction only writes.
  const { results } = await computeMatches(db, profile);
  const fitScore = results[0]?.fit ?? 0;
  const readinessScore = readiness(athleteFromProfile(profile)).score;

  return db.transaction().execute(async (trx) => {
    const previous = await repo.latestFit(trx, athleteId);
    const inserted = await repo.insertRunEntry(trx, {
      athleteId,
      runId,
      fitScore,
      readinessScore,
      matchCount: results.length,
    });
    // Another worker won the race for this (athlete, run): leave its work alone.
    if (!inserted) return { athleteId, status: 'skipped' as const };
    await replaceMatches(trx, athleteId, results.map(toNewMatch));
    const previousFit = previous?.fitScore ?? null;
    const climbed = previousFit !== null && fitScore > previousFit;
    if (climbed) {
      const user = await repo.userEmail(trx, profile.userId);
      const props = {
        athleteId,
        runId,
        from: previousFit,
        to: fitScore,
        delta: fitScore - previousFit,
        readinessScore,
      };
      await repo.recordEvent(trx, { userEmail: user?.email ?? null, event: SCORE_CLIMBED_EVENT, props });
    }
    return { athleteId, status: 'done' as const, fitScore, readinessScore, previousFit, climbed };
  });
}

/** Athlete ids in pages, ordered, for fan-out or the CLI. */
export async function* athleteIdPages(db: DB, pageSize = 1000): AsyncGenerator<string[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await repo.athleteIdsAfter(db, after, pageSize);
    if (rows.length === 0) return;
    yield rows.map((r) => r.id);
    after = rows[rows.length - 1]!.id;
  }
}

/** In-process run over every athlete (CLI and tests), `concurrency` at a time. */
export async function recomputeAll(
  db: DB,
  runId: string,
  opts: { concurrency?: number; onProgress?: (done: number) => void } = {},
): Promise<{ done: number; skipped: number; climbed: number; failed: number }> {
  const stats = { done: 0, skipped: 0, climbed: 0, failed: 0 };
  const concurrency = opts.concurrency ?? 4;
  for await (const ids of athleteIdPages(db)) {
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        try {
          const r = await recomputeAthlete(db, id, runId);
          if (r.status === 'done') stats.done++;
          else stats.skipped++;
          if (r.climbed) stats.climbed++;
        } catch {
          stats.failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    opts.onProgress?.(stats.done + stats.skipped + stats.failed);
  }
  return stats;
}

/** Run ids name the week's run, so two triggers of the same day share one. */
export const weeklyRunId = (at: Date) => `weekly-${at.toISOString().slice(0, 10)}`;
