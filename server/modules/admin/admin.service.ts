import {
  ADMIN_RECENT_LIMIT,
  ADMIN_SIGNUP_DAYS,
  ADMIN_TOP_REFERRERS_LIMIT,
  type TAdminSignupsPage,
  type TAdminWaitlistStats,
} from '../../../common/schemas/admin';
import type { DB } from '../../platform/db';
import * as waitlist from '../waitlist';

export async function waitlistStats(db: DB): Promise<TAdminWaitlistStats> {
  const [counts, recent, topReferrers, signupsPerDay] = await Promise.all([
    waitlist.stats(db),
    waitlist.signupsPage(db, '', 1, ADMIN_RECENT_LIMIT),
    waitlist.topReferrers(db, ADMIN_TOP_REFERRERS_LIMIT),
    waitlist.signupsPerDay(db, ADMIN_SIGNUP_DAYS),
  ]);
  return {
    ...counts,
    recent: recent.rows.map(withIsoTime),
    topReferrers,
    signupsPerDay,
  };
}

/** One page of the sign-ups list, searched (ADR 048): SPEC §9's 20 a page. */
export async function signupsPage(db: DB, q: string, page: number): Promise<TAdminSignupsPage> {
  const { rows, total } = await waitlist.signupsPage(db, q, page, ADMIN_RECENT_LIMIT);
  return { signups: rows.map(withIsoTime), total, page, pageSize: ADMIN_RECENT_LIMIT };
}

const withIsoTime = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Spreadsheet apps run cells that start with these as formulas (CSV injection, OWASP). */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** One CSV cell: formula triggers neutralised with a leading quote, then RFC 4180 quoting. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (text && FORMULA_TRIGGERS.has(text[0] as string)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The export's file name, dated by the UTC day. */
export const waitlistCsvName = () => `waitlist-${new Date().toISOString().slice(0, 10)}.csv`;

/** Every sign-up, oldest first, with a header row; CRLF line ends as RFC 4180 asks. */
export async function waitlistCsv(db: DB): Promise<string> {
  const rows = await waitlist.allSignups(db);
  const header = waitlist.EXPORT_COLUMNS.map(snake).join(',');
  const lines = rows.map((row) => waitlist.EXPORT_COLUMNS.map((col) => csvCell(row[col])).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
