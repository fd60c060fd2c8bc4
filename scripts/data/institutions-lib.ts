/**
 * Pure helpers behind `scripts/data/institutions.ts`: name normalisation, the program → institution
 * match, and the mapping from College Scorecard columns to data/institutions/institutions.csv.
 * Kept apart from the command so the data test can check the same rules without a raw file.
 */

/** Columns of data/institutions/institutions.csv, in order. */
export const INSTITUTION_COLUMNS = [
  'unitid',
  'name',
  'city',
  'state',
  'admission_rate',
  'sat_25',
  'sat_75',
  'act_25',
  'act_75',
  'test_policy',
  'open_admission',
  'undergrad_size',
  'cost_in_state',
  'cost_out_of_state',
  'graduation_rate',
  'data_year',
  'source',
] as const;
export type InstitutionRow = Record<(typeof INSTITUTION_COLUMNS)[number], string>;

/** The College Scorecard columns the command reads (same names in every Scorecard file layout). */
export const SCORECARD_COLUMNS = [
  'UNITID',
  'INSTNM',
  'CITY',
  'STABBR',
  'ADM_RATE',
  'SATVR25',
  'SATVR75',
  'SATMT25',
  'SATMT75',
  'ACTCM25',
  'ACTCM75',
  'ADMCON7',
  'OPENADMP',
  'UGDS',
  'COSTT4_A',
  'TUITIONFEE_IN',
  'TUITIONFEE_OUT',
  'C150_4',
  'C150_L4',
] as const;
export type ScorecardRow = Partial<Record<(typeof SCORECARD_COLUMNS)[number], string>>;

/**
 * IPEDS ADMCON7 ("Test score requirements for admission") in words. Code 3 is labelled
 * "Neither required nor recommended": with "Considered but not required" a separate answer, it is
 * the test-blind answer (UC Berkeley reports it).
 */
export const TEST_POLICY: Readonly<Record<string, string>> = {
  '1': 'required',
  '2': 'recommended',
  '3': 'not-considered',
  '4': 'unknown',
  '5': 'considered-but-not-required',
};

/**
 * The automatic part of the match: case, punctuation, "&"/"and", "St."/"Saint", a hyphen or
 * " at " between the parts of a name, and a leading "The" are ignored. Anything else needs a
 * reviewed row in data/institutions/aliases.csv.
 */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bat\b/g, ' ')
    .replace(/^\s*the\b/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** IPEDS institutions have six-digit UNITIDs; Scorecard's eight-digit ids are branch rows it adds. */
export const isIpedsUnitid = (id: string): boolean => /^\d{6}$/.test(id);

/** A Scorecard cell as a number, or null for NULL, PrivacySuppressed, empty and the like. */
export function num(value: string | undefined): number | null {
  if (value === undefined) return null;
  const v = value.trim();
  if (v === '' || !/^-?\d+(\.\d+)?$/.test(v)) return null;
  return Number(v);
}

const cell = (n: number | null): string => (n === null ? '' : String(n));
const sum = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

/**
 * One institutions.csv row from one Scorecard row.
 * - SAT is the sum of the reading/writing and math percentiles, the usual combined figure.
 * - cost_in_state is COSTT4_A (average cost of attendance, academic-year institutions), which
 *   Scorecard prices at in-state tuition; cost_out_of_state swaps in out-of-state tuition and fees.
 * - graduation_rate is the 150%-of-normal-time completion rate: C150_4 at four-year schools,
 *   C150_L4 at two-year ones (a school reports only the one for its level).
 */
export function institutionRow(sc: ScorecardRow, dataYear: string, source: string): InstitutionRow {
  const cost = num(sc.COSTT4_A);
  const tuitionIn = num(sc.TUITIONFEE_IN);
  const tuitionOut = num(sc.TUITIONFEE_OUT);
  const outOfState =
    cost !== null && tuitionIn !== null && tuitionOut !== null ? cost - tuitionIn + tuitionOut : null;
  const open = num(sc.OPENADMP);
  return {
    unitid: sc.UNITID ?? '',
    name: sc.INSTNM ?? '',
    city: sc.CITY ?? '',
    state: sc.STABBR ?? '',
    admission_rate: cell(num(sc.ADM_RATE)),
    sat_25: cell(sum(num(sc.SATVR25), num(sc.SATMT25))),
    sat_75: cell(sum(num(sc.SATVR75), num(sc.SATMT75))),
    act_25: cell(num(sc.ACTCM25)),
    act_75: cell(num(sc.ACTCM75)),
    test_policy: TEST_POLICY[String(num(sc.ADMCON7))] ?? '',
    open_admission: open === 1 ? 'true' : open === 2 ? 'false' : '',
    undergrad_size: cell(num(sc.UGDS)),
    cost_in_state: cell(cost),
    cost_out_of_state: cell(outOfState),
    graduation_rate: cell(num(sc.C150_4) ?? num(sc.C150_L4)),
    data_year: dataYear,
    source,
  };
}

export interface AliasRow {
  program_name: string;
  state: string;
  scorecard_name: string;
  unitid: string;
  reason: string;
}

export interface MatchResult {
  unitid: string | null;
  how: 'exact' | 'alias' | 'ambiguous' | 'none';
}

/**
 * Matches one program (name + state) to an institution: a reviewed alias wins; otherwise the
 * normalised name must equal exactly one IPEDS institution's in the same state. Two candidates
 * leave it unmatched, never guessed.
 */
export function matchProgram(
  name: string,
  state: string,
  byNameState: ReadonlyMap<string, readonly string[]>,
  aliases: ReadonlyMap<string, AliasRow>,
): MatchResult {
  const alias = aliases.get(`${name}|${state}`);
  if (alias) return { unitid: alias.unitid, how: 'alias' };
  const found = byNameState.get(`${normalizeName(name)}|${state}`) ?? [];
  if (found.length === 1) return { unitid: found[0] ?? null, how: 'exact' };
  return { unitid: null, how: found.length > 1 ? 'ambiguous' : 'none' };
}

/** The exact-match index: normalised name + state → IPEDS UNITIDs. */
export function indexByNameState(rows: readonly ScorecardRow[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.UNITID || !isIpedsUnitid(r.UNITID) || !r.INSTNM || !r.STABBR) continue;
    const key = `${normalizeName(r.INSTNM)}|${r.STABBR}`;
    index.set(key, [...(index.get(key) ?? []), r.UNITID]);
  }
  return index;
}

/** Quote a CSV cell only when it needs it. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(header: readonly string[], rows: readonly Record<string, string>[]): string {
  const lines = [header.join(','), ...rows.map((r) => header.map((h) => csvCell(r[h] ?? '')).join(','))];
  return `${lines.join('\n')}\n`;
}

export const WEBSITE_COLUMNS = ['unitid', 'web_address', 'shared_domain', 'data_year', 'source'] as const;
export const WEBSITE_SOURCE = 'IPEDS HD2022 directory (U.S. Department of Education)';

/**
 * websites.csv rows: each wanted institution's web address as the directory states it, and
 * whether another directory entry has the same registrable domain (a system's shared site).
 * An institution without an address in the directory gets no row: nothing is guessed.
 */
export function websiteRows(
  directory: readonly { unitid: string; webAddress: string }[],
  wanted: readonly string[],
  domainOf: (address: string) => string | null,
): { csv: string; written: number; shared: number; missing: number } {
  const perDomain = new Map<string, number>();
  const byId = new Map<string, string>();
  for (const d of directory) {
    const address = d.webAddress.trim();
    if (!address) continue;
    byId.set(d.unitid, address);
    const domain = domainOf(address);
    if (domain) perDomain.set(domain, (perDomain.get(domain) ?? 0) + 1);
  }
  const rows: Record<string, string>[] = [];
  for (const unitid of [...wanted].sort()) {
    const address = byId.get(unitid);
    if (!address) continue;
    const domain = domainOf(address);
    rows.push({
      unitid,
      web_address: address,
      shared_domain: String(domain !== null && (perDomain.get(domain) ?? 0) > 1),
      data_year: '2022-23',
      source: WEBSITE_SOURCE,
    });
  }
  return {
    csv: toCsv(WEBSITE_COLUMNS, rows),
    written: rows.length,
    shared: rows.filter((r) => r.shared_domain === 'true').length,
    missing: wanted.length - rows.length,
  };
}
