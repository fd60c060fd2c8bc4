import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS, US_STATES } from '../../common/constants/sports';
import { WOMENS_WEIGHT_CLASSES } from '../../common/constants/wrestling';
import { csvRecords, parseCsv } from '../../data/csv';
import { dropTrackCopies } from './rosters-copies';
import { PreviousSchoolLevels } from './rosters-levels';
import { parseClassYear, parseHeight, previousSchoolKind, stateFromHometown } from './rosters-parse';
import { positionGroup } from './rosters-positions';
import { type Alias, minPlayers, type Program, readPrograms } from './rosters-programs';

const DIR = new URL('../../data/rosters/', import.meta.url);
const HEADER =
  'sport,division,program_name,state,season,position_group,class_year,height_in,weight_lb,home_state,previous_school_kind,source';
const SIDE_FILES = ['aliases.csv', 'matches.csv', 'unmatched.csv'];
/** The sports whose sources name previous schools, whose files add the previous school's level. */
const WITH_LEVEL = ['volleyball.csv', 'mens-soccer.csv', 'football.csv'];
/** Program list → the profile sport whose position codes it uses. */
const POSITIONS: Record<string, readonly string[]> = {
  volleyball: SPORT_POSITIONS.Volleyball,
  'mens-volleyball': SPORT_POSITIONS.Volleyball,
  'mens-soccer': SPORT_POSITIONS.Soccer,
  'womens-soccer': SPORT_POSITIONS.Soccer,
  basketball: SPORT_POSITIONS.Basketball,
  'womens-basketball': SPORT_POSITIONS.Basketball,
  football: SPORT_POSITIONS.Football,
  baseball: SPORT_POSITIONS.Baseball,
  softball: SPORT_POSITIONS.Softball,
  lacrosse: SPORT_POSITIONS.Lacrosse,
  'womens-lacrosse': SPORT_POSITIONS.Lacrosse,
  'field-hockey': SPORT_POSITIONS['Field Hockey'],
  'mens-track-field': SPORT_POSITIONS['Track & Field'],
  'womens-track-field': SPORT_POSITIONS['Track & Field'],
  'mens-cross-country': SPORT_POSITIONS['Cross Country'],
  'womens-cross-country': SPORT_POSITIONS['Cross Country'],
  'mens-swimming-diving': SPORT_POSITIONS['Swimming & Diving'],
  'womens-swimming-diving': SPORT_POSITIONS['Swimming & Diving'],
  'mens-tennis': SPORT_POSITIONS.Tennis,
  'womens-tennis': SPORT_POSITIONS.Tennis,
  'mens-golf': SPORT_POSITIONS.Golf,
  'womens-golf': SPORT_POSITIONS.Golf,
  wrestling: SPORT_POSITIONS.Wrestling,
  'womens-wrestling': WOMENS_WEIGHT_CLASSES,
  'mens-ice-hockey': SPORT_POSITIONS['Ice Hockey'],
  'womens-ice-hockey': SPORT_POSITIONS['Ice Hockey'],
  'mens-gymnastics': SPORT_POSITIONS.Gymnastics,
  'womens-gymnastics': SPORT_POSITIONS.Gymnastics,
  'womens-rowing': SPORT_POSITIONS.Rowing,
};
const SOURCES = ['srd-wvb-2025-26', 'srd-msoc-2025', 'ncaa-bsb-2026', 'espn-fb-2026', 'ncaa-all-2025-26'];
const STATES = new Set<string>([...US_STATES, 'DC']);

const rosterFiles = readdirSync(DIR).filter((f) => f.endsWith('.csv') && !SIDE_FILES.includes(f));
const programs = readPrograms();
const programKeys = new Set(programs.map((p) => `${p.sport}|${p.division}|${p.name}|${p.state}`));
/** The divisions each sport's programs play in, the only levels a previous school can have. */
const LEVELS: Record<string, string[]> = {};
for (const p of programs) LEVELS[p.sport] = [...(LEVELS[p.sport] ?? []), p.division];

describe('data/rosters CSVs', () => {
  it('has a file for every sport with public rosters', () => {
    for (const sport of [
      'volleyball',
      'football',
      'mens-soccer',
      'womens-soccer',
      'baseball',
      'softball',
      'field-hockey',
      'mens-track-field',
      'womens-cross-country',
      'mens-swimming-diving',
      'womens-tennis',
      'mens-golf',
      'wrestling',
      'womens-ice-hockey',
      'womens-gymnastics',
      'womens-rowing',
    ])
      expect(rosterFiles.some((f) => f === `${sport}.csv` || f.startsWith(`${sport}-`))).toBe(true);
  });

  for (const file of rosterFiles) {
    it(`${file}: valid rows of programs on file`, () => {
      expect(statSync(new URL(file, DIR)).size).toBeLessThan(3_100_000);
      const text = readFileSync(new URL(file, DIR), 'utf8');
      expect(parseCsv(text)[0]?.join(',')).toBe(
        WITH_LEVEL.includes(file) ? `${HEADER},previous_school_level` : HEADER,
      );
      const rows = csvRecords(text).map((r) => r.record);
      expect(rows.length).toBeGreaterThan(0);
      const perProgram = new Map<string, number>();
      let missingClass = 0;
      // One check per row that collects problems: an expect per field would take seconds here.
      const problems: string[] = [];
      const check = (ok: boolean, what: string, r: Record<string, string>) => {
        if (!ok && problems.length < 20) problems.push(`${what}: ${JSON.stringify(r)}`);
      };
      for (const r of rows) {
        const sport = r.sport ?? '';
        const key = `${sport}|${r.division}|${r.program_name}|${r.state}`;
        check(file === `${sport}.csv` || file.startsWith(`${sport}-`), 'sport of file', r);
        check(programKeys.has(key), 'program on file', r);
        perProgram.set(key, (perProgram.get(key) ?? 0) + 1);
        check(/^20\d\d-\d\d$/.test(r.season ?? ''), 'season', r);
        for (const code of (r.position_group ?? '').split('|').filter(Boolean))
          check(POSITIONS[sport]?.includes(code) === true, 'position code', r);
        if (r.class_year) check(['FR', 'SO', 'JR', 'SR', 'GR'].includes(r.class_year), 'class year', r);
        else missingClass++;
        if (r.height_in) {
          const h = Number(r.height_in);
          check(/^\d+$/.test(r.height_in) && h >= 60 && h <= 90, 'height 60-90 in', r);
        }
        if (r.weight_lb) check(/^\d+$/.test(r.weight_lb) && Number(r.weight_lb) >= 90, 'weight', r);
        if (r.home_state) check(STATES.has(r.home_state), 'home state', r);
        check(['', 'four-year', 'junior-college', 'none'].includes(r.previous_school_kind ?? '?'), 'kind', r);
        const level = r.previous_school_level ?? '';
        check(
          level === '' ||
            (level === 'JUCO'
              ? r.previous_school_kind === 'junior-college'
              : r.previous_school_kind === 'four-year' && LEVELS[sport]?.includes(level) === true),
          'previous school level of the sport, fitting its kind',
          r,
        );
        check(SOURCES.includes(r.source ?? ''), 'source', r);
      }
      expect(problems).toEqual([]);
      expect(missingClass / rows.length).toBeLessThan(0.05);
      for (const [key, n] of perProgram)
        expect(n, key).toBeGreaterThanOrEqual(minPlayers(key.split('|')[0]!));
    });
  }

  it('aliases name programs on file, each with a reason', () => {
    const names = new Set(programs.map((p) => `${p.sport}|${p.name}|${p.state}`));
    for (const { record: a } of csvRecords(readFileSync(new URL('aliases.csv', DIR), 'utf8'))) {
      expect(names.has(`${a.sport}|${a.program_name}|${a.state}`), JSON.stringify(a)).toBe(true);
      expect(a.reason).not.toBe('');
    }
  });
});

describe('roster field parsers', () => {
  it('reads class years, redshirt years as the class shown', () => {
    expect(parseClassYear('R-So.')).toBe('SO');
    expect(parseClassYear('Redshirt Senior')).toBe('SR');
    expect(parseClassYear('Graduate Student')).toBe('GR');
    expect(parseClassYear('5th')).toBe('GR');
    expect(parseClassYear('First-Year')).toBe('FR');
    expect(parseClassYear('Fy.')).toBe('FR');
    expect(parseClassYear('---')).toBe('');
  });

  it('reads heights in inches and refuses implausible ones', () => {
    expect(parseHeight('6-2')).toBe('74');
    expect(parseHeight(`5'10"`)).toBe('70');
    expect(parseHeight(`6' 5''`)).toBe('77');
    expect(parseHeight(69)).toBe('69');
    expect(parseHeight('-')).toBe('');
    expect(parseHeight('4-2')).toBe('');
  });

  it('reads home states and leaves other countries empty', () => {
    expect(stateFromHometown('Aiken, SC')).toBe('SC');
    expect(stateFromHometown('Manhattan Beach, Calif.')).toBe('CA');
    expect(stateFromHometown('Dallas, Texas')).toBe('TX');
    expect(stateFromHometown('Rome, Italy')).toBe('');
  });

  it("keeps Hawaii as the state of hometowns written Hawai'i, with an apostrophe or the ʻokina", () => {
    expect(stateFromHometown("Honolulu, Hawai'i")).toBe('HI');
    expect(stateFromHometown('Kailua, Hawaiʻi')).toBe('HI');
    expect(stateFromHometown('Hilo, Hawai’i')).toBe('HI');
  });

  it('maps roster positions to codes, pooling broad ones', () => {
    expect(positionGroup('volleyball', 'Outside Hitter OH')).toBe('OH');
    expect(positionGroup('volleyball', 'Libero/Defensive')).toBe('L');
    expect(positionGroup('mens-soccer', 'D')).toBe('CB|FB');
    expect(positionGroup('womens-soccer', 'MF/F')).toBe('CDM|CM|CAM');
    expect(positionGroup('basketball', 'Guard G 6\'3" 190 lbs')).toBe('PG|SG');
    expect(positionGroup('football', 'Defensive Back DB')).toBe('CB|S');
    expect(positionGroup('football', 'PK')).toBe('K/P');
    expect(positionGroup('baseball', 'P', 'LEFT')).toBe('LHP');
    expect(positionGroup('baseball', 'Right-Handed Pitcher RHP')).toBe('RHP');
    expect(positionGroup('softball', 'RHP')).toBe('P');
    expect(positionGroup('lacrosse', 'SSDM')).toBe('M');
    expect(positionGroup('lacrosse', 'F/O')).toBe('FOGO');
    expect(positionGroup('field-hockey', 'Midfield/Forward')).toBe('M');
    expect(positionGroup('field-hockey', 'B')).toBe('D');
    expect(positionGroup('field-hockey', 'Goalkeeper GK')).toBe('GK');
    expect(positionGroup('field-hockey', 'Close')).toBe('');
    expect(positionGroup('volleyball', 'Close')).toBe('');
    expect(positionGroup('mens-track-field', 'Mid-Distance Mid-Distance')).toBe('Distance');
    expect(positionGroup('womens-track-field', 'Pole Vault')).toBe('Jumps');
    expect(positionGroup('mens-track-field', 'Sprints/Hurdles')).toBe('Sprints');
    expect(positionGroup('womens-track-field', 'Heptathlon')).toBe('Multi-Events');
    expect(positionGroup('mens-track-field', `5'10"`)).toBe('');
    expect(positionGroup('womens-swimming-diving', 'Breast/IM')).toBe('Breaststroke');
    expect(positionGroup('mens-swimming-diving', 'Distance Free')).toBe('Freestyle');
    expect(positionGroup('mens-swimming-diving', 'Swimmer')).toBe('');
    expect(positionGroup('wrestling', '141 141')).toBe('141 lbs');
    expect(positionGroup('wrestling', '157 lbs')).toBe('157 lbs');
    expect(positionGroup('wrestling', 'HWT')).toBe('285 lbs');
    expect(positionGroup('wrestling', '150')).toBe('');
    expect(positionGroup('mens-ice-hockey', 'Forward F')).toBe('C|W');
    expect(positionGroup('womens-ice-hockey', 'Goaltender G')).toBe('G');
    expect(positionGroup('mens-ice-hockey', 'D Is Captain (C)')).toBe('D');
    expect(positionGroup('womens-gymnastics', 'UB, BB, FX')).toBe('Bars');
    expect(positionGroup('womens-gymnastics', 'All Around AA')).toBe('All-Around');
    expect(positionGroup('mens-gymnastics', 'PH, PB, HB')).toBe('');
    expect(positionGroup('womens-rowing', 'Port/Starboard')).toBe('Port|Starboard');
    expect(positionGroup('womens-rowing', 'Coxswain')).toBe('Coxswain');
    expect(positionGroup('womens-rowing', 'Novice')).toBe('');
    expect(positionGroup('mens-tennis', `6'1"`)).toBe('');
    expect(positionGroup('womens-golf', 'Right')).toBe('');
  });

  it("reads women's wrestling rosters by the NCAA women's weight classes only", () => {
    for (const raw of ['124', '124 lbs', '124 LB', '124 lbs.', '124lb', '124 Ibs. 124', '124 pounds 124'])
      expect(positionGroup('womens-wrestling', raw), raw).toBe('124 lbs');
    expect(positionGroup('womens-wrestling', '103 103')).toBe('103 lbs');
    expect(positionGroup('womens-wrestling', `5'3" 160 lbs`)).toBe('160 lbs');
    expect(positionGroup('womens-wrestling', `'27 138`)).toBe('138 lbs');
    expect(positionGroup('womens-wrestling', '117 Weight Class 117')).toBe('117 lbs');
    expect(positionGroup('womens-wrestling', '131/138lb')).toBe('131 lbs');
    expect(positionGroup('womens-wrestling', '103lbs-110lbs')).toBe('103 lbs');
    expect(positionGroup('womens-wrestling', '207 lbs')).toBe('207 lbs');
    // Men's classes, older women's classes and a heavyweight of unknown era map to none.
    for (const raw of ['125', '285', '184 lbs', '130', '170', '191', '123 lbs', 'HWT', `5'4"`, `5'4" 137 lb`])
      expect(positionGroup('womens-wrestling', raw), raw).toBe('');
    // And the women's classes are not men's.
    expect(positionGroup('wrestling', '124 lbs')).toBe('');
    expect(positionGroup('wrestling', '207')).toBe('');
  });

  it('tells previous school kinds only from what the name says', () => {
    const known = {
      juco: new Set(['blinn', 'delta']),
      fourYear: new Set(['wright state', 'delta state', 'temple']),
      jucoNames: new Set(['temple college']),
      fourYearNames: new Set(['temple university']),
    };
    expect(previousSchoolKind('Hutchinson CC', known)).toBe('junior-college');
    expect(previousSchoolKind('Blinn College', known)).toBe('junior-college');
    expect(previousSchoolKind('Wright State', known)).toBe('four-year');
    expect(previousSchoolKind('Temple University', known)).toBe('four-year');
    expect(previousSchoolKind('Katy HS', known)).toBe('none');
    expect(previousSchoolKind('Delta', known)).toBe('');
    expect(previousSchoolKind('Wright State / Blinn College', known)).toBe('');
    expect(previousSchoolKind('', known)).toBe('');
  });

  it("drops a cross-country roster that repeats its school's track roster at the same level, and only that", () => {
    const row = (sport: string, division: string, school: string, cls: string, home: string) => [
      sport,
      division,
      school,
      'AL',
      '2025-26',
      '',
      cls,
      '',
      '',
      home,
      '',
      'ncaa-all-2025-26',
    ];
    const rows = [
      row('mens-track-field', 'D1', 'Auburn University', 'FR', 'AL'),
      row('mens-track-field', 'D1', 'Auburn University', 'SO', 'GA'),
      row('mens-cross-country', 'D1', 'Auburn University', 'SO', 'GA'),
      row('mens-cross-country', 'D1', 'Auburn University', 'FR', 'AL'),
      // A real cross-country roster: a subset of the track roster, not a copy.
      row('mens-track-field', 'D2', 'Other College', 'FR', 'AL'),
      row('mens-track-field', 'D2', 'Other College', 'JR', 'TX'),
      row('mens-cross-country', 'D2', 'Other College', 'FR', 'AL'),
    ];
    const { kept, dropped } = dropTrackCopies(rows);
    expect(dropped).toEqual(['mens-cross-country|D1|Auburn University|AL']);
    expect(kept).toHaveLength(5);
  });

  it("tells a previous school's level only from a program of the same sport it names, never a guess", () => {
    const program = (sport: string, division: string, name: string, state: string): Program => ({
      sport,
      division,
      name,
      state,
      domain: '',
    });
    const programs = [
      program('volleyball', 'D1', 'University of Kentucky', 'KY'),
      program('volleyball', 'D2', 'Kentucky State University', 'KY'),
      program('volleyball', 'D1', 'Wright State University', 'OH'),
      program('volleyball', 'D1', 'University of Miami', 'FL'),
      program('volleyball', 'D1', 'Miami University', 'OH'),
      program('volleyball', 'JUCO', 'Blinn College', 'TX'),
      program('volleyball', 'D3', 'Pennsylvania State University-Penn State Abington', 'PA'),
      program('volleyball', 'NAIA', 'Indiana Wesleyan University', 'IN'),
      program('football', 'FBS', 'University of Kentucky', 'KY'),
    ];
    const alias = (roster_school: string, sport: string, program_name: string, state: string): Alias => ({
      roster_school,
      sport,
      program_name,
      state,
      reason: 'checked',
    });
    const levels = new PreviousSchoolLevels(
      programs,
      [alias('Penn St.-Abington', 'baseball', 'Pennsylvania State University-Penn State Abington', 'PA')],
      // The name a roster source gives a school, as matched: counts in every sport the school plays.
      [alias('Kentucky', 'basketball', 'University of Kentucky', 'KY')],
    );
    const level = (sport: string, name: string) => levels.level(sport, name);
    expect(level('volleyball', 'Penn St.-Abington')).toEqual({ level: 'D3', how: 'alias' });
    expect(level('volleyball', 'Blinn College')).toEqual({ level: 'JUCO', how: 'name' });
    expect(level('volleyball', 'Kentucky')).toEqual({ level: 'D1', how: 'source-name' });
    expect(level('football', 'Kentucky')).toEqual({ level: 'FBS', how: 'source-name' });
    // Its name without "University": one program has it, and it begins no other.
    expect(level('volleyball', 'Wright State')).toEqual({ level: 'D1', how: 'core' });
    expect(level('volleyball', 'Indiana Wesleyan')).toEqual({ level: 'NAIA', how: 'core' });
    // Two programs share "Miami"; without the source's name, "Kentucky" also begins "Kentucky State".
    expect(level('volleyball', 'Miami').level).toBe('');
    expect(new PreviousSchoolLevels(programs, [], []).level('volleyball', 'Kentucky').level).toBe('');
    // No football program is Wright State, and a club is no program.
    expect(level('football', 'Wright State').level).toBe('');
    expect(level('volleyball', 'Synergy Volleyball Club').level).toBe('');
    // Several schools give a level only when they all agree.
    expect(level('volleyball', 'Kentucky / Wright State').level).toBe('D1');
    expect(level('volleyball', 'Blinn College / Wright State').level).toBe('');
  });
});
