import { Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';

/** Runs `fn` in a transaction on this test file's database, then undoes it all (schema included). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on an untyped handle, frozen in time
export async function rolledBack(fn: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: migrations run on an untyped handle, frozen in time
  const db = new Kysely<any>({
    dialect: new PostgresJSDialect({
      postgres: postgres(process.env.TEST_FILE_DATABASE_URL!, { max: 1, onnotice: () => {} }),
    }),
  });
  const rollback = new Error('rollback');
  try {
    await db
      .transaction()
      .execute(async (trx) => {
        await fn(trx);
        throw rollback;
      })
      .catch((e) => {
        if (e !== rollback) throw e;
      });
  } finally {
    await db.destroy();
  }
}
