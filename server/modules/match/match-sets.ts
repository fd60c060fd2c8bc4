import type { FitResult } from '../../engine';
import type { DB } from '../../platform/db';
import { deleteMatches, lockStoredMatches, matchContent, type NewMatch, upsertMatches } from './match.repo';

function toNewMatch(r: FitResult): NewMatch {
  return {
    programId: r.programId,
    fitScore: r.fit,
    confidence: r.confidence,
    reasoning: `Fit ${r.fit}: athletic ${r.parts.athletic}, roster need ${r.parts.rosterNeed}, academic ${r.parts.academic}, geography ${r.parts.geo}, system ${r.parts.sys}`,
    whyBullets: r.why,
    gapsBullets: r.gaps,
    breakdown: r.parts,
  };
}

/** What replacing one athlete's set takes: the rows that left it and the rows new or changed in it. */
interface SetChange {
  leaving: string[];
  changed: string[];
}

/**
 * Athletes' match sets being replaced, for one athlete or a chunk of them; open it inside a
 * transaction. Opening locks the athletes' sets and reads their stored rows' hashes. Each `add`
 * then compares an athlete's new matches with what is stored as soon as they are computed, and
 * keeps only what differs: most of a week's matches are as they were, so a weekly chunk holds the
 * few rows it will write instead of 6,250 (docs/performance.md). `write` deletes the programs that
 * left the sets and writes the rows new or changed, in a few statements whatever the count.
 */
export interface MatchSets {
  add(athleteId: string, results: readonly FitResult[]): void;
  /** Write the sets added, or only those of `athleteIds`. Each caller leaves complete sets. */
  write(athleteIds?: ReadonlySet<string>): Promise<void>;
}

export async function openMatchSets(db: DB, athleteIds: readonly string[]): Promise<MatchSets> {
  const stored = new Map<string, Map<string, { id: string; hash: string | null }>>();
  for (const r of await lockStoredMatches(db, athleteIds)) {
    const set = stored.get(r.athleteId) ?? new Map();
    set.set(r.programId, { id: r.id, hash: r.hash });
    stored.set(r.athleteId, set);
  }
  const changes = new Map<string, SetChange>();
  return {
    add(athleteId, results) {
      const before = stored.get(athleteId);
      const change: SetChange = { leaving: [], changed: [] };
      const kept = new Set<string>();
      for (const r of results) {
        kept.add(r.programId);
        const row = matchContent(athleteId, toNewMatch(r));
        // A row not stored has no hash here, and one from before hashes were kept has null: both differ.
        if (before?.get(r.programId)?.hash !== row.hash) change.changed.push(row.json());
      }
      for (const [programId, row] of before ?? []) if (!kept.has(programId)) change.leaving.push(row.id);
      changes.set(athleteId, change);
    },
    async write(athleteIds) {
      const chosen = [...changes].filter(([id]) => !athleteIds || athleteIds.has(id)).map(([, c]) => c);
      await deleteMatches(
        db,
        chosen.flatMap((c) => c.leaving),
      );
      await upsertMatches(
        db,
        chosen.flatMap((c) => c.changed),
      );
    },
  };
}

/** Replace athletes' whole match sets at once; call inside a transaction. */
export async function replaceMatchSets(
  db: DB,
  sets: readonly { athleteId: string; results: readonly FitResult[] }[],
): Promise<void> {
  const matchSets = await openMatchSets(
    db,
    sets.map((s) => s.athleteId),
  );
  for (const s of sets) matchSets.add(s.athleteId, s.results);
  await matchSets.write();
}
