/**
 * `tsx scripts/data/rosters.ts [wvb=<rosters_2025-26.csv> wvbteams=<vb_teams.csv>]
 *   [ncaasites=<teams.csv: ncaa_id,url>]
 *   [msoc=<rosters_2025_I.csv>] [baseball=<player_rosters/2026 dir>] [ncaa=<by_sport dir>]
 *   [espn=<dir of <team>.espn.json + <team>.official.json>]`
 *
 * Rewrites data/rosters/ from the public roster files (data/rosters/SOURCES.md): one row per
 * rostered player without names, each matched to a program on file, and prints coverage per
 * sport and level. A program's roster comes from one source: the first in SOURCE_ORDER with at
 * least minPlayers(sport) players (the ones with heights come first).
 */
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { csvRecords } from '../../data/csv';
import { dropTrackCopies } from './rosters-copies';
import { PreviousSchoolLevels } from './rosters-levels';
import { normalizeName, previousSchoolKind, schoolCore } from './rosters-parse';
import {
  type Alias,
  knownSchools,
  type MatchHow,
  minPlayers,
  type Program,
  ProgramMatcher,
  readPrograms,
} from './rosters-programs';
import {
  type RawPlayer,
  readEspnFootball,
  readNcaaAll,
  readNcaaBaseball,
  readNcaaSites,
  readSrdMensSoccer,
  readSrdVolleyball,
} from './rosters-sources';

export const OUT_DIR = new URL('../../data/rosters/', import.meta.url);
export const ROSTER_HEADER = [
  'sport',
  'division',
  'program_name',
  'state',
  'season',
  'position_group',
  'class_year',
  'height_in',
  'weight_lb',
  'home_state',
  'previous_school_kind',
  'source',
] as const;
/** The files of sports whose sources name previous schools carry that school's level last. */
export const ROSTER_HEADER_WITH_LEVEL = [...ROSTER_HEADER, 'previous_school_level'] as const;
/** Sources that name each player's previous school. */
const PREVIOUS_SCHOOL_SOURCES = new Set(['srd-wvb-2025-26', 'srd-msoc-2025', 'espn-fb-2026']);
const SOURCE_ORDER = [
  'srd-wvb-2025-26',
  'srd-msoc-2025',
  'ncaa-bsb-2026',
  'espn-fb-2026',
  'ncaa-all-2025-26',
];
const MAX_FILE_BYTES = 3_000_000;

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const i = a.indexOf('=');
    return [a.slice(0, i), a.slice(i + 1)];
  }),
) as Record<string, string | undefined>;

const programs = readPrograms();
const known = knownSchools(programs);
const aliasFile = new URL('aliases.csv', OUT_DIR);
const aliases = existsSync(aliasFile)
  ? csvRecords(readFileSync(aliasFile, 'utf8')).map((r) => r.record as unknown as Alias)
  : [];
const matcher = new ProgramMatcher(programs, aliases);

const sites = args.ncaasites ? readNcaaSites(args.ncaasites) : new Map<string, string>();
// Spread into push() would overflow the stack at these sizes: concatenate instead.
const players: RawPlayer[] = [
  ...(args.wvb && args.wvbteams ? readSrdVolleyball(args.wvb, args.wvbteams, sites) : []),
  ...(args.msoc ? readSrdMensSoccer(args.msoc) : []),
  ...(args.baseball ? readNcaaBaseball(args.baseball, sites) : []),
  ...(args.espn ? readEspnFootball(args.espn) : []),
].concat(args.ncaa ? readNcaaAll(args.ncaa) : []);

// One roster per source, sport, school and level as the source gives them.
interface Roster {
  source: string;
  sport: string;
  levels: string[];
  school: string;
  domains: Set<string>;
  players: RawPlayer[];
}
const rosters = new Map<string, Roster>();
for (const p of players) {
  const key = [p.source, p.sport, p.school, p.levels.join('/')].join('|');
  const r = rosters.get(key) ?? {
    source: p.source,
    sport: p.sport,
    levels: p.levels,
    school: p.school,
    domains: new Set<string>(),
    players: [],
  };
  for (const d of p.domains) if (d) r.domains.add(d);
  r.players.push(p);
  rosters.set(key, r);
}
// Sources that give no web address borrow the one another source gives for the same school name
// in the same sport and level (both spell schools as the NCAA does).
const siteByName = new Map<string, Set<string>>();
for (const r of rosters.values()) {
  const k = `${r.sport}|${r.levels.join('/')}|${r.school}`;
  const set = siteByName.get(k) ?? new Set<string>();
  for (const d of r.domains) set.add(d);
  siteByName.set(k, set);
}

const matches: string[][] = [];
const unmatched: string[][] = [];
const byProgram = new Map<Program, Map<string, Roster>>();
for (const r of rosters.values()) {
  const domains = [...r.domains, ...(siteByName.get(`${r.sport}|${r.levels.join('/')}|${r.school}`) ?? [])];
  const m = matcher.match(r.sport, r.school, r.levels, [...new Set(domains)]);
  if (!m) {
    unmatched.push([
      r.source,
      r.sport,
      r.levels.join('/'),
      r.school,
      String(r.players.length),
      [...r.domains].join(' '),
    ]);
    continue;
  }
  matches.push([
    r.source,
    r.sport,
    r.levels.join('/'),
    r.school,
    m.program.division,
    m.program.name,
    m.program.state,
    m.how,
  ]);
  const bySource = byProgram.get(m.program) ?? new Map<string, Roster>();
  const prev = bySource.get(r.source);
  // Two rosters of one source for one program: keep the longer, and say so.
  if (prev) console.warn(`two ${r.source} rosters for ${m.program.name}: ${prev.school}, ${r.school}`);
  if (!prev || prev.players.length < r.players.length) bySource.set(r.source, r);
  byProgram.set(m.program, bySource);
}

// The short names the sources give four-year programs ("LSU", "Wright St.") name previous
// schools too, unless a junior college on file has the same name.
for (const m of matches) {
  const name = normalizeName(m[3] ?? '');
  if (!known.jucoNames.has(name) && !known.juco.has(schoolCore(name))) known.fourYearNames.add(name);
}
// A previous school's level: its program in the same sport, by the names the matches above recorded.
const levels = new PreviousSchoolLevels(
  programs,
  aliases,
  matches.map((m) => ({
    roster_school: m[3] ?? '',
    sport: m[1] ?? '',
    program_name: m[5] ?? '',
    state: m[6] ?? '',
    reason: m[7] ?? '',
  })),
);
interface LevelTally {
  named: number;
  fourYear: number;
  fourYearLevel: number;
  juco: number;
  jucoLevel: number;
  how: Map<string, number>;
}
const levelTally = new Map<string, LevelTally>();
const built: string[][] = [];
const short: string[][] = [];
for (const [program, bySource] of byProgram) {
  const chosen = SOURCE_ORDER.map((s) => bySource.get(s)).find(
    (r) => r && r.players.length >= minPlayers(program.sport),
  );
  if (!chosen) {
    const best = [...bySource.values()].sort((a, b) => b.players.length - a.players.length)[0];
    short.push([
      best?.source ?? '',
      program.sport,
      program.division,
      best?.school ?? '',
      String(best?.players.length ?? 0),
      `fewer than ${minPlayers(program.sport)} players`,
    ]);
    continue;
  }
  for (const p of chosen.players) {
    const kind = previousSchoolKind(p.prevSchool, known);
    const found = levels.level(program.sport, p.prevSchool);
    // A level agrees with the kind the name gives, or it is not written.
    const level =
      (kind === 'junior-college' && found.level === 'JUCO') ||
      (kind === 'four-year' && found.level && found.level !== 'JUCO')
        ? found.level
        : '';
    const row = [
      program.sport,
      program.division,
      program.name,
      program.state,
      p.season,
      p.position,
      p.classYear,
      p.height,
      p.weight,
      p.homeState,
      kind,
      p.source,
    ];
    if (PREVIOUS_SCHOOL_SOURCES.has(p.source)) {
      const t = levelTally.get(program.sport) ?? {
        named: 0,
        fourYear: 0,
        fourYearLevel: 0,
        juco: 0,
        jucoLevel: 0,
        how: new Map<string, number>(),
      };
      if (p.prevSchool) t.named++;
      if (kind === 'four-year') t.fourYear++;
      if (kind === 'junior-college') t.juco++;
      if (level) {
        if (kind === 'four-year') t.fourYearLevel++;
        else t.jucoLevel++;
        t.how.set(found.how, (t.how.get(found.how) ?? 0) + 1);
      }
      levelTally.set(program.sport, t);
    }
    built.push([...row, level]);
  }
}

const { kept: out, dropped } = dropTrackCopies(built);
console.log(`cross-country rosters dropped as copies of the track roster: ${dropped.join(', ')}`);

const cmp = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvText = (header: readonly string[], rows: string[][]) =>
  `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n')}\n`;

for (const f of readdirSync(OUT_DIR)) {
  if (
    /^[a-z-]+(-(d1|d2|d3|fbs|fcs|naia|juco))?\.csv$/.test(f) &&
    !['aliases.csv', 'unmatched.csv', 'matches.csv'].includes(f)
  )
    unlinkSync(new URL(f, OUT_DIR));
}
const sports = [...new Set(out.map((r) => r[0] ?? ''))].sort();
for (const sport of sports) {
  const all = out.filter((r) => r[0] === sport).sort(cmp);
  const withLevel = all.some((r) => PREVIOUS_SCHOOL_SOURCES.has(r[11] ?? ''));
  const header = withLevel ? ROSTER_HEADER_WITH_LEVEL : ROSTER_HEADER;
  const rows = withLevel ? all : all.map((r) => r.slice(0, ROSTER_HEADER.length));
  const whole = csvText(header, rows);
  if (Buffer.byteLength(whole) <= MAX_FILE_BYTES) {
    writeFileSync(new URL(`${sport}.csv`, OUT_DIR), whole);
    continue;
  }
  for (const level of [...new Set(rows.map((r) => r[1] ?? ''))]) {
    const part = rows.filter((r) => r[1] === level);
    writeFileSync(new URL(`${sport}-${level.toLowerCase()}.csv`, OUT_DIR), csvText(header, part));
  }
}
writeFileSync(
  new URL('matches.csv', OUT_DIR),
  csvText(
    ['source', 'sport', 'roster_level', 'roster_school', 'division', 'program_name', 'state', 'how'],
    matches.sort(cmp),
  ),
);
writeFileSync(
  new URL('unmatched.csv', OUT_DIR),
  csvText(
    ['source', 'sport', 'roster_level', 'roster_school', 'players', 'note'],
    [...unmatched, ...short].sort(cmp),
  ),
);

// Coverage: programs on file with a roster of at least minPlayers, per sport and level.
const withRoster = new Set(out.map((r) => `${r[0]}|${r[1]}|${r[2]}|${r[3]}`));
const cells = new Map<string, { total: number; covered: number }>();
for (const p of programs) {
  const k = `${p.sport}|${p.division}`;
  const c = cells.get(k) ?? { total: 0, covered: 0 };
  c.total++;
  if (withRoster.has(`${p.sport}|${p.division}|${p.name}|${p.state}`)) c.covered++;
  cells.set(k, c);
}
const howCount = (h: MatchHow) => matches.filter((m) => m[7] === h).length;
console.log(
  `players written: ${out.length}; rosters matched: ${matches.length} (name ${howCount('name')}, website ${howCount('domain')}, alias ${howCount('alias')}); unmatched: ${unmatched.length}; short: ${short.length}`,
);
console.log('| Sport | Level | Programs with a roster | Programs on file | Share |');
console.log('|---|---|---:|---:|---:|');
for (const [k, c] of [...cells].sort()) {
  const [sport, level] = k.split('|');
  console.log(
    `| ${sport} | ${level} | ${c.covered} | ${c.total} | ${Math.round((100 * c.covered) / c.total)}% |`,
  );
}
const pct = (a: number, b: number) => `${b ? Math.round((100 * a) / b) : 0}%`;
console.log(
  '| Sport | Previous school named | Four-year | Its level found | Junior college | Its program found | Found by |',
);
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const [sport, t] of [...levelTally].sort()) {
  const by = [...t.how]
    .sort()
    .map(([h, n]) => `${h} ${n}`)
    .join(', ');
  console.log(
    `| ${sport} | ${t.named} | ${t.fourYear} | ${t.fourYearLevel} (${pct(t.fourYearLevel, t.fourYear)}) | ${t.juco} | ${t.jucoLevel} (${pct(t.jucoLevel, t.juco)}) | ${by} |`,
  );
}
