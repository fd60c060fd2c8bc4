/**
 * Regenerates data/programs/more-sports/<sport>-<level>.csv for the individual and smaller team sports
 * (track & field, cross country, swimming & diving, tennis, golf, wrestling, field hockey,
 * ice hockey, gymnastics, rowing) and prints the counts per sport and level.
 *
 *   npx tsx scripts/data/eada.ts <roster-dataset-dir> <ipeds-hd.csv>
 *
 * <roster-dataset-dir>: a checkout of the public NCAA 2025-26 all-sports roster dataset
 * (github.com/Dharit13/NCAA_2025-26-Season-Dataset-Analysis): by_sport/<sport>/<men|women>/d<n>.csv
 * and coverage_missing.csv (the NCAA sponsor-list programs it has no roster for).
 * <ipeds-hd.csv>: the IPEDS institutional directory (HD2024.csv), for unit ids, names and places;
 * the same unit id keys the U.S. Department of Education's EADA files.
 * Neither raw file is committed (both are several MB); see docs/coverage.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRecords } from '../../data/csv';
import { hostOf, type Institution, Matcher, type Resolved, type SeedSchool } from './eada-match';
import { OVERRIDES } from './eada-overrides';
import { LEVELS, type Level, PROGRAM_HEADER, programFile, SPORTS, type SportSource } from './eada-sports';

const ROOT = new URL('../../', import.meta.url).pathname;
const OUT_DIR = join(ROOT, 'data', 'programs', 'more-sports');
const SEED_DIRS = [join(ROOT, 'data', 'programs'), OUT_DIR];
const OUR_KEYS = new Set(SPORTS.map((s) => s.key));
const DIVISIONS = ['D1', 'D2', 'D3'] as const;

interface RosterSchool {
  division: string;
  school: string;
  hosts: Set<string>;
}

interface Program {
  key: string;
  division: string;
  school: string;
  conference: string;
  website: string;
  fromSponsorList: boolean;
}

const read = (path: string) => csvRecords(readFileSync(path, 'utf8')).map((r) => r.record);

/** The host and its parent domain, so athletics.x.edu also finds x.edu. */
function hostVariants(host: string): string[] {
  const parts = host.split('.');
  return parts.length >= 3 ? [host, parts.slice(1).join('.')] : [host];
}

function readSeed(): SeedSchool[] {
  const out: SeedSchool[] = [];
  for (const dir of SEED_DIRS) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
      for (const r of read(join(dir, file))) {
        if (OUR_KEYS.has(r.sport ?? '')) continue;
        out.push({
          name: r.name ?? '',
          city: r.city ?? '',
          state: r.state ?? '',
          division: r.division ?? '',
          website: r.program_website ?? '',
        });
      }
    }
  }
  return out;
}

function readIpeds(path: string): Institution[] {
  return read(path).map((r) => ({
    unitid: r.unitid ?? '',
    name: r.instnm ?? '',
    city: r.city ?? '',
    state: r.stabbr ?? '',
    hosts: [hostOf(r.athurl ?? ''), hostOf(r.webaddr ?? '')].filter(Boolean),
  }));
}

/** The sport page a roster URL belongs to, when it is an https address. */
function programWebsite(url: string): string {
  const u = url.trim().replace(/\/roster(\/.*)?$/i, '');
  return /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/.test(u) ? u : '';
}

function mostCommon(list: string[]): string {
  const n = new Map<string, number>();
  for (const x of list) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

function main() {
  const [datasetDir, ipedsPath] = process.argv.slice(2);
  if (!datasetDir || !ipedsPath) {
    console.error('usage: npx tsx scripts/data/eada.ts <roster-dataset-dir> <ipeds-hd.csv>');
    process.exit(2);
  }
  const bySport = join(datasetDir, 'by_sport');
  const schools = new Map<string, RosterSchool>();
  const schoolOf = (division: string, school: string) => {
    const k = `${division}|${school}`;
    let s = schools.get(k);
    if (!s) {
      s = { division, school, hosts: new Set() };
      schools.set(k, s);
    }
    return s;
  };

  // Every roster file lends its hosts to the school's identity; ours also give programs.
  const programs = new Map<string, Program & { conferences: string[]; urls: string[] }>();
  const folderKeys = new Map<string, SportSource[]>();
  for (const s of SPORTS)
    for (const f of s.folders)
      folderKeys.set(`${f}|${s.gender}`, [...(folderKeys.get(`${f}|${s.gender}`) ?? []), s]);
  for (const folder of readdirSync(bySport)) {
    for (const g of ['men', 'women']) {
      for (const d of DIVISIONS) {
        const file = join(bySport, folder, g, `${d.toLowerCase()}.csv`);
        if (!existsSync(file)) continue;
        for (const r of read(file)) {
          const school = r.school ?? '';
          const division = r.division ?? d;
          const host = hostOf(r.source_url ?? '');
          const rs = schoolOf(division, school);
          if (host) for (const h of hostVariants(host)) rs.hosts.add(h);
          const gender = r.gender === 'Women' ? 'Women' : 'Men';
          for (const sport of folderKeys.get(`${folder}|${gender}`) ?? []) {
            const pk = `${sport.key}|${division}|${school}`;
            let p = programs.get(pk);
            if (!p) {
              p = {
                key: sport.key,
                division,
                school,
                conference: '',
                website: '',
                fromSponsorList: false,
                conferences: [],
                urls: [],
              };
              programs.set(pk, p);
            }
            if (r.conference) p.conferences.push(r.conference);
            if (r.source_url) p.urls.push(r.source_url);
          }
        }
      }
    }
  }

  // Sponsor-list programs the dataset has no roster for: named by the NCAA's official name.
  const missing = read(join(datasetDir, 'coverage_missing.csv'));
  for (const r of missing) {
    const gender = r.gender === 'Women' ? 'Women' : 'Men';
    for (const sport of folderKeys.get(`${r.sport}|${gender}`) ?? []) {
      const school =
        r.matched_school && schools.has(`${r.division}|${r.matched_school}`)
          ? r.matched_school
          : `=${r.official_name}`;
      const pk = `${sport.key}|${r.division}|${school}`;
      if (programs.has(pk)) continue;
      if (school.startsWith('=')) schoolOf(r.division ?? '', school);
      programs.set(pk, {
        key: sport.key,
        division: r.division ?? '',
        school,
        conference: '',
        website: '',
        fromSponsorList: true,
        conferences: [],
        urls: [],
      });
    }
  }

  const matcher = new Matcher(readSeed(), readIpeds(ipedsPath));
  const resolved = new Map<string, Resolved | undefined>();
  const resolveSchool = (division: string, school: string) => {
    const k = `${division}|${school}`;
    if (!resolved.has(k)) {
      const rs = schools.get(k);
      const official = school.startsWith('=') ? school.slice(1) : school;
      resolved.set(k, matcher.resolve(division, official, [...(rs?.hosts ?? [])], OVERRIDES[k]));
    }
    return resolved.get(k);
  };

  const files = new Map<string, Map<string, string[]>>();
  const unresolved = new Map<string, string[]>();
  const hows = new Map<string, number>();
  for (const p of programs.values()) {
    const r = resolveSchool(p.division, p.school);
    if (!r) {
      const k = `${p.division}|${p.school}`;
      unresolved.set(k, [...(unresolved.get(k) ?? []), p.key]);
      continue;
    }
    hows.set(r.how, (hows.get(r.how) ?? 0) + 1);
    if (p.fromSponsorList)
      hows.set(
        'programs from the sponsor list only',
        (hows.get('programs from the sponsor list only') ?? 0) + 1,
      );
    const file = programFile(p.key, p.division as Level);
    const rows = files.get(file) ?? new Map<string, string[]>();
    const conference = mostCommon(p.conferences);
    const website = programWebsite([...p.urls].sort((a, b) => a.length - b.length)[0] ?? '');
    // One row per institution: two roster names for one school keep the first seen.
    if (!rows.has(r.name))
      rows.set(r.name, [p.key, p.division, r.name, conference, r.city, r.state, website, r.unitid]);
    files.set(file, rows);
  }

  mkdirSync(OUT_DIR, { recursive: true });
  const counts = new Map<string, number>();
  for (const [file, rows] of files) {
    const body = [...rows.values()].sort((a, b) => (a[2] ?? '').localeCompare(b[2] ?? ''));
    writeFileSync(join(OUT_DIR, file), `${[PROGRAM_HEADER.join(','), ...body.map(csvLine)].join('\n')}\n`);
    counts.set(file, body.length);
  }

  console.log(`| Sport | ${LEVELS.join(' | ')} | Total |`);
  console.log(`|---|${LEVELS.map(() => '---:').join('|')}|---:|`);
  for (const s of SPORTS) {
    const n = LEVELS.map((l: Level) => counts.get(programFile(s.key, l)) ?? 0);
    console.log(`| ${s.key} | ${n.join(' | ')} | ${n.reduce((a, b) => a + b, 0)} |`);
  }
  console.log('\nprograms matched by:', Object.fromEntries(hows));
  if (process.env.EADA_DEBUG)
    for (const [k, r] of [...resolved.entries()].sort())
      console.log(`  ${k} -> ${r ? `${r.name} (${r.how})` : '-'}`);
  console.log(`reference schools without an IPEDS unit id: ${[...new Set(matcher.misses)].join('; ')}`);
  console.log(`unresolved schools (${unresolved.size}):`);
  for (const [k, keys] of [...unresolved.entries()].sort()) console.log(`  ${k}: ${keys.join(' ')}`);
}

function csvLine(cells: string[]): string {
  return cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

main();
