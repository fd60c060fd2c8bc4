import { describe, expect, it } from 'vitest';
import { parseGraduating, parseImportCsv, parseNeeds } from './program.import';
import { buildCoverage, coverageMarkdown } from './program.service';

const HEADER =
  'sport,division,name,conference,city,state,program_website,coach_name,coach_email,coach_phone,roster_size,graduating_players,positional_needs';

describe('operator CSV parsing', () => {
  it('parses graduating players and needs', () => {
    expect(parseGraduating('QB:2; wr:3;;OL : 1')).toEqual({ QB: 2, WR: 3, OL: 1 });
    expect(() => parseGraduating('QB-2')).toThrow(/QB:2/);
    expect(parseNeeds('wr; CB;WR')).toEqual(['WR', 'CB']);
  });

  it('maps a full row, with coordinates from city and state', () => {
    const csv = `${HEADER}\nfootball,FCS,Example State,Big Sky,Bozeman,MT,https://example.edu,Pat Coach,Pat@Example.edu,555-0100,105,QB:1;WR:4,WR;CB\n`;
    const { rows, issues } = parseImportCsv(csv);
    expect(issues).toEqual([]);
    expect(rows[0]).toMatchObject({
      sport: 'football',
      division: 'FCS',
      location: 'Bozeman, MT',
      coachEmail: 'pat@example.edu',
      rosterSize: 105,
      graduatingPlayers: { QB: 1, WR: 4 },
      positionalNeeds: ['WR', 'CB'],
    });
    expect(rows[0]?.latitude).toBeCloseTo(45.7, 0);
  });

  it('leaves empty optional cells untouched and clears "-" cells', () => {
    const csv = 'sport,division,name,city,state,coach_name,coach_email\nfootball,D3,X College,Austin,TX,,-\n';
    const { rows } = parseImportCsv(csv);
    expect(rows[0]).not.toHaveProperty('coachName');
    expect(rows[0]?.coachEmail).toBeNull();
  });

  it('reports every bad row with its line and rejects unknown columns', () => {
    const csv = `${HEADER}\nhockey,D1,A,,Austin,TX,,,,,,,\nfootball,D9,B,,Austin,TX,,,,,,,\nfootball,D2,C,,Austin,ZZ,,,,,,,\nfootball,D2,D,,Austin,TX,,,bad-email,,,,\nfootball,D2,E,,Austin,TX,,,,,lots,,\n`;
    const { rows, issues } = parseImportCsv(csv);
    expect(rows).toEqual([]);
    expect(issues.map((i) => i.line)).toEqual([2, 3, 4, 5, 6]);
    expect(parseImportCsv('sport,division,name,city,state,favourite_colour\n').issues[0]?.message).toMatch(
      /no data rows|unknown/,
    );
    expect(
      parseImportCsv('sport,division,name,city,state,favourite_colour\nfootball,D2,A,Austin,TX,red\n')
        .issues[0]?.message,
    ).toMatch(/unknown column/);
  });
});

describe('coverage table', () => {
  it('lists every preview sport and division, zeros included', () => {
    const c = buildCoverage([
      { sport: 'football', division: 'FBS', count: 136 },
      { sport: 'football', division: 'D3', count: 2 },
    ]);
    expect(c.total).toBe(138);
    expect(c.rows.find((r) => r.sport === 'baseball')?.total).toBe(0);
    const md = coverageMarkdown(c);
    expect(md).toContain('| football | 136 | 0 | 0 | 0 | 2 | 0 | 0 | 138 |');
  });
});
