/**
 * Readers for the public roster files named in data/rosters/SOURCES.md. Each yields one row per
 * player with only the fields kept (no names); the school stays as the source spells it until
 * it is matched to a program.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { csvRecords } from '../../data/csv';
import {
  normalizeName,
  parseClassYear,
  parseHeight,
  parseWeight,
  stateFromHometown,
  validState,
} from './rosters-parse';
import { positionGroup } from './rosters-positions';
import { domainOf } from './rosters-programs';

export interface RawPlayer {
  source: string;
  sport: string;
  /** The level the source gives, as program divisions ('D1' may be FBS or FCS in football). */
  levels: string[];
  school: string;
  domains: string[];
  season: string;
  position: string;
  classYear: string;
  height: string;
  weight: string;
  homeState: string;
  /** The previous school as the roster writes it; its kind is told once schools are matched. */
  prevSchool: string;
}

const records = (file: string) => csvRecords(readFileSync(file, 'utf8')).map((r) => r.record);
const levelsOf = (sport: string, d: string) => (sport === 'football' && d === 'D1' ? ['FBS', 'FCS'] : [d]);
const ROMAN: Record<string, string> = { I: 'D1', II: 'D2', III: 'D3', '1': 'D1', '2': 'D2', '3': 'D3' };

/** Sports-Roster-Data women's volleyball, 2025-26: rosters plus the team list (division). */
export function readSrdVolleyball(
  rosterFile: string,
  teamsFile: string,
  sites: Map<string, string>,
): RawPlayer[] {
  const division = new Map(records(teamsFile).map((t) => [t.ncaa_id ?? '', ROMAN[t.division ?? ''] ?? '']));
  return records(rosterFile).flatMap((r) => {
    const level = division.get(r.ncaa_id ?? '');
    if (!level) return [];
    return [
      {
        source: 'srd-wvb-2025-26',
        sport: 'volleyball',
        levels: [level],
        school: r.team ?? '',
        domains: [domainOf(r.url ?? ''), sites.get(r.ncaa_id ?? '') ?? ''],
        season: '2025-26',
        position: positionGroup('volleyball', r.position ?? ''),
        classYear: parseClassYear(r.year ?? ''),
        height: parseHeight(r.height),
        weight: '',
        homeState: stateFromHometown(r.hometown ?? ''),
        prevSchool: r.previous_school ?? '',
      },
    ];
  });
}

/** Sports-Roster-Data men's soccer, Division I, fall 2025. */
export function readSrdMensSoccer(file: string): RawPlayer[] {
  return records(file).map((r) => ({
    source: 'srd-msoc-2025',
    sport: 'mens-soccer',
    levels: [ROMAN[r.division ?? ''] ?? 'D1'],
    school: r.team ?? '',
    domains: [domainOf(r.url ?? '')],
    season: '2025-26',
    position: positionGroup('mens-soccer', r.position ?? ''),
    classYear: parseClassYear(r.class ?? ''),
    height: parseHeight(r.height),
    weight: '',
    homeState: stateFromHometown(r.hometown ?? ''),
    prevSchool: r.previous_school ?? '',
  }));
}

/**
 * NCAA school id → athletics website, from a team list keyed by the ids stats.ncaa.org uses
 * (columns ncaa_id and url): the link from rosters that name a school only by id.
 */
export function readNcaaSites(file: string): Map<string, string> {
  return new Map(records(file).map((t) => [t.ncaa_id ?? '', domainOf(t.url ?? '')]));
}

/** NCAA baseball rosters of the 2025-26 season (one file per team), as collected by armstjc. */
export function readNcaaBaseball(dir: string, sites: Map<string, string>): RawPlayer[] {
  const out: RawPlayer[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('_roster.csv'))) {
    for (const r of records(path.join(dir, f))) {
      out.push({
        source: 'ncaa-bsb-2026',
        sport: 'baseball',
        levels: [ROMAN[r.ncaa_division ?? ''] ?? ''],
        school: r.school_name ?? '',
        domains: [sites.get(r.school_id ?? '') ?? ''],
        season: '2025-26',
        position: positionGroup('baseball', r.player_positions ?? '', r.player_throwing_hand ?? ''),
        classYear: parseClassYear(r.player_class ?? ''),
        height: parseHeight(r.player_height_string),
        weight: parseWeight(r.player_weight),
        homeState: stateFromHometown(r.player_hometown ?? ''),
        prevSchool: '',
      });
    }
  }
  return out;
}

/** The NCAA all-sports 2025-26 release: by_sport/<sport>/<gender>/<d1|d2|d3>.csv. */
const NCAA_ALL: Record<string, string> = {
  'baseball/men': 'baseball',
  'basketball/men': 'basketball',
  'basketball/women': 'womens-basketball',
  'field_hockey/women': 'field-hockey',
  'football/men': 'football',
  'lacrosse/men': 'lacrosse',
  'lacrosse/women': 'womens-lacrosse',
  'soccer/men': 'mens-soccer',
  'soccer/women': 'womens-soccer',
  'softball/women': 'softball',
  'volleyball/men': 'mens-volleyball',
  'volleyball/women': 'volleyball',
  'track_outdoor/men': 'mens-track-field',
  'track_outdoor/women': 'womens-track-field',
  'cross_country/men': 'mens-cross-country',
  'cross_country/women': 'womens-cross-country',
  'swimming/men': 'mens-swimming-diving',
  'swimming/women': 'womens-swimming-diving',
  'tennis/men': 'mens-tennis',
  'tennis/women': 'womens-tennis',
  'golf/men': 'mens-golf',
  'golf/women': 'womens-golf',
  'wrestling/men': 'wrestling',
  'wrestling/women': 'womens-wrestling',
  'ice_hockey/men': 'mens-ice-hockey',
  'ice_hockey/women': 'womens-ice-hockey',
  'gymnastics/men': 'mens-gymnastics',
  'gymnastics/women': 'womens-gymnastics',
  'rowing/women': 'womens-rowing',
};
/**
 * Indoor and outdoor track make one track and field program: the outdoor roster is read, and the
 * indoor one only for a school and level with no outdoor roster (never both, which would count
 * each athlete twice).
 */
const TRACK_INDOOR: Record<string, string> = {
  'track_outdoor/men': 'track_indoor/men',
  'track_outdoor/women': 'track_indoor/women',
};

export function readNcaaAll(bySportDir: string): RawPlayer[] {
  const out: RawPlayer[] = [];
  for (const [folder, sport] of Object.entries(NCAA_ALL)) {
    for (const d of ['d1', 'd2', 'd3']) {
      const file = path.join(bySportDir, folder, `${d}.csv`);
      let rows: Record<string, string>[];
      try {
        rows = records(file);
      } catch {
        console.warn(`skipped (not found): ${folder}/${d}.csv`);
        continue;
      }
      const indoor = TRACK_INDOOR[folder];
      if (indoor) {
        const outdoor = new Set(rows.map((r) => r.school ?? ''));
        const more = records(path.join(bySportDir, indoor, `${d}.csv`)).filter(
          (r) => !outdoor.has(r.school ?? ''),
        );
        rows = rows.concat(more);
      }
      for (const r of rows) {
        out.push({
          source: 'ncaa-all-2025-26',
          sport,
          levels: levelsOf(sport, (r.division ?? '').toUpperCase()),
          school: r.school ?? '',
          domains: [domainOf(r.source_url ?? '')],
          season: '2025-26',
          position: positionGroup(sport, r.position_raw ?? ''),
          classYear: parseClassYear(r.class_standing ?? ''),
          height: '',
          weight: '',
          homeState: r.origin === 'domestic' ? validState(r.hometown_state ?? '') : '',
          prevSchool: '',
        });
      }
    }
  }
  return out;
}

interface EspnFile {
  season?: number;
  players?: {
    name?: string | null;
    position?: string | null;
    classYear?: string | null;
    heightIn?: number | null;
    weight?: number | null;
    homeState?: string | null;
    homeCountry?: string | null;
  }[];
}

/**
 * ESPN football rosters of Power-4 teams (2026 season), with each team's official roster: its
 * web address, and the previous school it lists, joined by the player's name here only.
 */
export function readEspnFootball(dir: string): RawPlayer[] {
  const out: RawPlayer[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.espn.json'))) {
    const team = f.replace(/\.espn\.json$/, '');
    const espn = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as EspnFile;
    const official = JSON.parse(readFileSync(path.join(dir, `${team}.official.json`), 'utf8')) as {
      sourceUrl?: string;
      players?: { name?: string | null; previousSchool?: string | null }[];
    };
    const previous = new Map<string, string>();
    for (const p of official.players ?? [])
      if (p.name && p.previousSchool) previous.set(normalizeName(p.name), p.previousSchool);
    const season = espn.season ? `${espn.season}-${String((espn.season + 1) % 100).padStart(2, '0')}` : '';
    for (const p of espn.players ?? []) {
      out.push({
        source: 'espn-fb-2026',
        sport: 'football',
        levels: ['FBS'],
        school: team,
        domains: [domainOf(official.sourceUrl ?? '')],
        season,
        position: positionGroup('football', p.position ?? ''),
        classYear: parseClassYear(p.classYear ?? ''),
        height: parseHeight(p.heightIn),
        weight: parseWeight(p.weight),
        homeState: p.homeCountry === 'USA' ? validState(p.homeState ?? '') : '',
        prevSchool: previous.get(normalizeName(p.name ?? '')) ?? '',
      });
    }
  }
  return out;
}
