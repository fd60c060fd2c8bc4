/**
 * The programs on file (data/programs) and the matching of a roster's school to one of them:
 * a reviewed alias first, then the same name (normalized), then the same athletics website
 * (the roster page's domain is the program's website). Nothing else is matched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { csvRecords } from '../../data/csv';
import { normalizeName, schoolCore } from './rosters-parse';

export interface Program {
  sport: string;
  division: string;
  name: string;
  state: string;
  domain: string;
}

export const PROGRAMS_DIR = new URL('../../data/programs/', import.meta.url);

/** A website's host without "www." or port, lower case ('' for no URL); an archived page's own. */
export function domainOf(url: string): string {
  const archived = /web\.archive\.org\/web\/[^/]+\/(.+)$/i.exec(url.trim());
  if (archived?.[1]) return domainOf(archived[1]);
  const m = /^(?:https?:\/\/)?([^/?#]+)/i.exec(url.trim());
  return m?.[1]
    ? m[1]
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/:\d+$/, '')
    : '';
}

/** A roster shorter than this is a partial page, not a team: left out and listed. */
export const MIN_PLAYERS = 8;
/**
 * Sports whose teams compete with fewer: five golfers play, five runners score in cross country,
 * six play singles in tennis. A roster of that many can be the whole team.
 */
export const MIN_PLAYERS_BY_SPORT: Record<string, number> = {
  'mens-golf': 5,
  'womens-golf': 5,
  'mens-cross-country': 5,
  'womens-cross-country': 5,
  'mens-tennis': 6,
  'womens-tennis': 6,
};
export const minPlayers = (sport: string) => MIN_PLAYERS_BY_SPORT[sport] ?? MIN_PLAYERS;

/** Sports of data/programs/more-sports that public rosters cover too (data/rosters/SOURCES.md). */
export const MORE_ROSTER_SPORTS = [
  'field-hockey',
  'mens-track-field',
  'womens-track-field',
  'mens-cross-country',
  'womens-cross-country',
  'mens-swimming-diving',
  'womens-swimming-diving',
  'mens-tennis',
  'womens-tennis',
  'mens-golf',
  'womens-golf',
  'wrestling',
  'womens-wrestling',
  'mens-ice-hockey',
  'womens-ice-hockey',
  'mens-gymnastics',
  'womens-gymnastics',
  'womens-rowing',
];

export function readPrograms(): Program[] {
  const rows: (Program & { website: string })[] = [];
  const more = new URL('more-sports/', PROGRAMS_DIR);
  const files = [
    ...readdirSync(PROGRAMS_DIR)
      .filter((f) => f.endsWith('.csv'))
      .map((f) => new URL(f, PROGRAMS_DIR)),
    ...readdirSync(more)
      .filter((f) => MORE_ROSTER_SPORTS.some((sport) => f.startsWith(`${sport}-`)))
      .map((f) => new URL(f, more)),
  ];
  for (const file of files) {
    for (const { record } of csvRecords(readFileSync(file, 'utf8'))) {
      rows.push({
        sport: record.sport ?? '',
        division: record.division ?? '',
        name: record.name ?? '',
        state: record.state ?? '',
        website: record.program_website ?? '',
        domain: domainOf(record.program_website ?? ''),
      });
    }
  }
  // A school's athletics site is the same for all its sports: fill a missing one from another.
  const siteOf = new Map<string, string>();
  // Only the main sports lend their sites, so adding a roster sport leaves the others' matches as they were.
  for (const r of rows)
    if (r.domain && !MORE_ROSTER_SPORTS.includes(r.sport))
      siteOf.set(`${normalizeName(r.name)}|${r.state}`, r.domain);
  return rows.map(({ website: _w, ...r }) => ({
    ...r,
    domain: r.domain || siteOf.get(`${normalizeName(r.name)}|${r.state}`) || '',
  }));
}

/** Names of junior colleges and of four-year schools on file, for previous-school kinds. */
export function knownSchools(programs: Program[]) {
  const known = {
    juco: new Set<string>(),
    fourYear: new Set<string>(),
    jucoNames: new Set<string>(),
    fourYearNames: new Set<string>(),
  };
  for (const p of programs) {
    const isJuco = p.division === 'JUCO';
    (isJuco ? known.juco : known.fourYear).add(schoolCore(p.name));
    (isJuco ? known.jucoNames : known.fourYearNames).add(normalizeName(p.name));
  }
  return known;
}

export interface Alias {
  roster_school: string;
  sport: string;
  program_name: string;
  state: string;
  reason: string;
}

export type MatchHow = 'alias' | 'name' | 'domain';

export class ProgramMatcher {
  private bySport = new Map<string, Program[]>();
  constructor(
    programs: Program[],
    private aliases: Alias[],
  ) {
    for (const p of programs) {
      const list = this.bySport.get(p.sport) ?? [];
      list.push(p);
      this.bySport.set(p.sport, list);
    }
  }

  /** The one program a roster school is, or undefined; levels narrow a tie, never widen. */
  match(
    sport: string,
    school: string,
    levels: readonly string[],
    domains: readonly string[],
  ): { program: Program; how: MatchHow } | undefined {
    const list = this.bySport.get(sport) ?? [];
    const alias = this.aliases.find((a) => a.sport === sport && a.roster_school === school);
    if (alias) {
      const p = list.find((x) => x.name === alias.program_name && x.state === alias.state);
      if (!p) throw new Error(`alias ${school} (${sport}) names no program on file`);
      return { program: p, how: 'alias' };
    }
    const key = normalizeName(school);
    const byName = pickOne(
      list.filter((p) => normalizeName(p.name) === key),
      levels,
    );
    if (byName) return { program: byName, how: 'name' };
    const found = new Set<Program>();
    for (const d of domains) {
      if (!d) continue;
      const p = pickOne(
        list.filter((x) => x.domain === d),
        levels,
      );
      if (p) found.add(p);
    }
    const [only] = found;
    return found.size === 1 && only ? { program: only, how: 'domain' } : undefined;
  }
}

function pickOne(candidates: Program[], levels: readonly string[]): Program | undefined {
  if (candidates.length === 1) return candidates[0];
  const atLevel = candidates.filter((p) => levels.includes(p.division));
  return atLevel.length === 1 ? atLevel[0] : undefined;
}
