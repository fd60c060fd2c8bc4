import type { Kysely } from 'kysely';

/**
 * Each match row keeps a hash of its content (score, confidence, reasoning, bullets, breakdown),
 * written with it by server/modules/match/match.repo.ts. A week that changes nothing then reads
 * 25 short hashes per athlete and compares them, instead of sending the whole set as JSON for
 * PostgreSQL to parse and compare column by column (docs/performance.md). Rows from before have
 * none, so they are rewritten once. Not indexed, so updates stay heap-only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matches').addColumn('content_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matches').dropColumn('content_hash').execute();
}
