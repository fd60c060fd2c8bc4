import { CamelCasePlugin, type Kysely, sql } from 'kysely';
import { METRIC_KEYS } from '../../common/constants';

/**
 * Metric keys inside a profile's JSON are names of their own (`tf_800m`, `exit_velo`). The
 * database layer used to return them camelCased (`tf800m`, `exitVelo`), and a verification that
 * read the metrics and wrote them back stored both spellings. This puts every camelCased key back
 * under its own name in `metrics`, `evidence` and `evidence_detail`; where both spellings are
 * stored, the metric's own key was written last and is kept.
 */
class Spelling extends CamelCasePlugin {
  camelOf(key: string) {
    return this.camelCase(key);
  }
}
const spelling = new Spelling();
export const RENAMED: [camel: string, key: string][] = METRIC_KEYS.filter((k) => k.includes('_')).map((k) => [
  spelling.camelOf(k),
  k,
]);

const COLUMNS = ['metrics', 'evidence', 'evidence_detail'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS)
    for (const [camel, key] of RENAMED) {
      const col = sql.ref(column);
      await sql`
        UPDATE athlete_profiles
        SET ${col} = (${col} - ${camel}::text)
          || CASE WHEN ${col} ? ${key}::text THEN '{}'::jsonb
                  ELSE jsonb_build_object(${key}::text, ${col} -> ${camel}::text) END
        WHERE ${col} ? ${camel}::text`.execute(db);
    }
}

/** Nothing to undo: the keys are back under the names the application writes. */
export async function down(): Promise<void> {}
