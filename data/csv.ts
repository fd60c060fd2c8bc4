import { parse } from 'csv-parse/sync';

/** RFC 4180 rows (quotes, embedded commas/newlines, CRLF, a spreadsheet's BOM), via csv-parse. */
export function parseCsv(text: string): string[][] {
  return parse(text, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n'],
  }) as string[][];
}

/** Rows as objects keyed by the (trimmed, lower-cased) header. */
export function csvRecords(text: string): { line: number; record: Record<string, string> }[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const keys = header.map((h) => h.trim().toLowerCase());
  return rows.map((cells, idx) => ({
    line: idx + 2,
    record: Object.fromEntries(keys.map((k, j) => [k, (cells[j] ?? '').trim()])),
  }));
}
