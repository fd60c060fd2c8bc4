import { withScriptDatabase } from './lib/script-database';

/** `npm run db:migrate`: migrate DATABASE_URL, or the embedded database, to the latest schema. */
await withScriptDatabase(async () => {
  console.log('database is at the latest migration');
});
