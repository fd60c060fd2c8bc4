import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect, fillPool } from './index';

const url = () => process.env.TEST_FILE_DATABASE_URL!;

describe('the Kysely connection', () => {
  it('runs a query with parameters as a named prepared statement, planned once per connection', async () => {
    const { db } = connect(url(), 1);
    try {
      const statements = await db.connection().execute(async (conn) => {
        for (const sport of ['football', 'baseball', 'football'] as const)
          await conn.selectFrom('collegePrograms').select('id').where('sport', '=', sport).limit(1).execute();
        // Only this session's statements are listed; an unnamed statement (parsed again on every
        // run, after a round trip to learn its parameter types) never is.
        return sql<{ statement: string; runs: number }>`
          SELECT statement, (generic_plans + custom_plans)::int AS runs
          FROM pg_prepared_statements WHERE statement LIKE '%from "college_programs"%'`.execute(conn);
      });
      expect(statements.rows).toEqual([{ statement: expect.stringContaining('"sport" = $1'), runs: 3 }]);
    } finally {
      await db.destroy();
    }
  });

  it('closes while a query still runs: the query finishes, the close settles, later queries are refused', async () => {
    const { db } = connect(url(), 2);
    await sql`SELECT 1`.execute(db);
    const running = sql<{ done: boolean }>`SELECT pg_sleep(0.2) IS NOT NULL AS done`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = db.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(sql`SELECT 1`.execute(db)).rejects.toThrow('destroyed');
    // Before the fix the close never settled: the released connection went back to the pool.
    const stranded = new Promise((resolve) => setTimeout(resolve, 5_000, 'stranded'));
    expect(await Promise.race([closing.then(() => 'closed'), stranded])).toBe('closed');
    expect((await running).rows).toEqual([{ done: true }]);
  });

  it('fillPool opens every connection of the pool at once', async () => {
    const { db, sql: client } = connect(url(), 4);
    try {
      const connections = () =>
        sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'fitscout'`
          .execute(db)
          .then((r) => r.rows[0]!.n);
      await sql`SELECT 1`.execute(db);
      expect(await connections()).toBe(1);
      await fillPool(client, 4);
      expect(await connections()).toBe(4);
    } finally {
      await db.destroy();
    }
  });
});
