import { describe, expect, it } from 'vitest';
import { ROSTER_HEADER, ROSTER_HEADER_WITH_LEVEL } from '../../../db/seed/rosters';
import { isRosterCsv, parseRosterCsv } from './roster.import';

const HEADER = ROSTER_HEADER.join(',');

describe('operator roster CSV parsing', () => {
  it('recognises a roster file by its header and reads each player', () => {
    const csv = `${HEADER}\nvolleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,four-year,operator-2025\n`;
    expect(isRosterCsv(csv)).toBe(true);
    expect(isRosterCsv('sport,division,name,city,state\n')).toBe(false);
    const { rows, issues } = parseRosterCsv(csv);
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      {
        sport: 'volleyball',
        programName: 'Example College',
        state: 'TX',
        season: '2025-26',
        positionGroup: 'S',
        classYear: 'SR',
        heightIn: 70,
        weightLb: null,
        homeState: 'TX',
        previousSchoolKind: 'four-year',
        previousSchoolLevel: null,
        source: 'operator-2025',
      },
    ]);
  });

  it("reads the previous school's level when the file has it, only as the kind allows", () => {
    const csv = [
      ROSTER_HEADER_WITH_LEVEL.join(','),
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,four-year,op,D1',
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,junior-college,op,JUCO',
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,,op,',
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,four-year,op,D4',
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,four-year,op,JUCO',
    ].join('\n');
    const { rows, issues } = parseRosterCsv(csv);
    expect(rows.map((r) => r.previousSchoolLevel)).toEqual(['D1', 'JUCO', null]);
    expect(issues).toEqual([
      { line: 5, message: 'unknown previous_school_level D4' },
      { line: 6, message: 'previous_school_level JUCO does not fit previous_school_kind four-year' },
    ]);
  });

  it('names the line and the reason of every bad row', () => {
    const csv = [
      HEADER,
      'volleyball,D2,Example College,TX,2025-26,S,XX,70,,TX,,op',
      'volleyball,D2,Example College,TX,2025,S,SR,70,,TX,,op',
      'volleyball,D2,Example College,TX,2025-26,S,SR,6-2,,TX,,op',
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,Texas,,op',
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,transfer,op',
      'volleyball,D2,Example College,TX,2025-26,S,SR,70,,TX,,',
      'curling,D2,Example College,TX,2025-26,S,SR,70,,TX,,op',
    ].join('\n');
    const { issues } = parseRosterCsv(csv);
    expect(issues).toEqual([
      { line: 2, message: 'unknown class_year XX' },
      { line: 3, message: 'program_name, a 2-letter state and a season (2025-26) are required' },
      { line: 4, message: 'height_in must be a whole number' },
      { line: 5, message: 'home_state must be a 2-letter state code' },
      { line: 6, message: 'unknown previous_school_kind transfer' },
      { line: 7, message: 'source is required' },
      { line: 8, message: 'unknown sport curling' },
    ]);
  });

  it('refuses a file with another header or no rows', () => {
    expect(parseRosterCsv('sport,name\nx,y\n').issues[0]!.message).toMatch(/^header must be sport,division/);
    expect(parseRosterCsv(`${HEADER}\n`).issues).toEqual([{ line: 1, message: 'the file has no data rows' }]);
  });
});
