import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026_11_22_0400_initial';

/**
 * Migrations are listed statically (not read from disk) so they run the same under
 * tsx, vitest and a bundled server. Add each new file here, in timestamp order.
 */
const migrations: Record<string, Migration> = {
  '2026_11_22_0400_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
