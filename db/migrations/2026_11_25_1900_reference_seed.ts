import type { Kysely } from 'kysely';

/**
 * What the reference seed last wrote, as a fingerprint of the bundle's sources and the seed's data
 * files (db/seed/index.ts). A start whose fingerprint matches skips the seed: 13,611 programs
 * compared row by row took most of a warm start (docs/performance.md). One row per seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reference_seed')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull().defaultTo(db.fn('now')))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reference_seed').execute();
}
