/**
 * Operator import of combine and testing-event results (docs/events-csv.md): every row checked
 * first, nothing written unless the whole file is valid.
 */
import { ZEventCsvRow } from '../../../common/schemas/evidence';
import { csvRecords } from '../../../data/csv';
import type { DB } from '../../platform/db';
import { importEventResults } from './event.service';
import type { EventRowInput } from './evidence.repo';
import type { Log } from './ladder.service';

export const EVENT_COLUMNS = [
  'event',
  'date',
  'email',
  'first_name',
  'last_name',
  'graduation_year',
  'metric',
  'value',
] as const;
const REQUIRED = EVENT_COLUMNS.filter((c) => c !== 'graduation_year');

export interface EventCsvIssue {
  line: number;
  message: string;
}

export function parseEventCsv(text: string): { rows: EventRowInput[]; issues: EventCsvIssue[] } {
  const records = csvRecords(text);
  if (records.length === 0) return { rows: [], issues: [{ line: 1, message: 'the file has no data rows' }] };
  const header = Object.keys(records[0]?.record ?? {});
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length)
    return { rows: [], issues: [{ line: 1, message: `missing column(s): ${missing.join(', ')}` }] };
  const unknown = header.filter((c) => !(EVENT_COLUMNS as readonly string[]).includes(c));
  if (unknown.length)
    return { rows: [], issues: [{ line: 1, message: `unknown column(s): ${unknown.join(', ')}` }] };

  const rows: EventRowInput[] = [];
  const issues: EventCsvIssue[] = [];
  const seen = new Map<string, number>();
  for (const { line, record } of records) {
    const parsed = ZEventCsvRow.safeParse(record);
    if (!parsed.success) {
      issues.push(
        ...parsed.error.issues.map((i) => ({ line, message: `${i.path.join('.')}: ${i.message}` })),
      );
      continue;
    }
    const r = parsed.data;
    const key = [r.event.toLowerCase(), r.date, r.email, r.metric].join('|');
    const first = seen.get(key);
    if (first) {
      issues.push({ line, message: `repeats line ${first} (same event, date, email and metric)` });
      continue;
    }
    seen.set(key, line);
    rows.push({
      eventName: r.event,
      eventDate: r.date,
      matchKey: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      graduationYear: r.graduation_year,
      metric: r.metric,
      value: r.value,
    });
  }
  return { rows, issues };
}

export async function importEventCsv(deps: { db: DB; log: Log }, text: string) {
  const { rows, issues } = parseEventCsv(text);
  if (issues.length) return { issues, rows: 0, matched: 0, waiting: 0 };
  return { issues, ...(await importEventResults(deps, rows)) };
}
