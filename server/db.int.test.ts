import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './db';

const url = () => process.env.TEST_FILE_DATABASE_URL!;

describe('the Kysely connection', () => {
  it('runs a query with parameters as a named prepared statement, planned once per connection', async () => {
    const { db } = connect(url(), 1);
    try {
      const statements = await db.connection().execute(async (conn) => {
        for (const sport of ['football', 'baseball', 'football'])
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
});
