import { CamelCasePlugin } from 'kysely';
import { METRIC_KEYS } from '../../../common/constants';

const METRIC_NAMES = new Set<string>(METRIC_KEYS);

/**
 * Columns are snake_case in PostgreSQL and camelCase here. The metric keys inside a profile's
 * metrics and evidence JSON (tf_1500m, exit_velo, wr_wins) are names of their own: they come back
 * as stored, or the engine would not find a saved mark.
 */
export class AppCamelCasePlugin extends CamelCasePlugin {
  protected override camelCase(str: string): string {
    return METRIC_NAMES.has(str) ? str : super.camelCase(str);
  }
}
