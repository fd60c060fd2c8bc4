import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../data/csv';
import { plainCsvRecords } from './plain-csv';
import { ROSTERS_DIR, rosterFiles } from './rosters';

describe('plainCsvRecords', () => {
  it.each([
    ['a plain file', 'Sport,Name\nfootball,Ohio State\nbaseball, Rice \n'],
    ['CRLF line ends, a BOM and empty lines', '\uFEFFsport,name\r\n\r\nfootball,Navy\r\n\r\nsoftball,UCLA'],
    ['short and long rows', 'a,b,c\n1\n1,2,3,4\n,,\n'],
    ['a lone carriage return inside a cell', 'a,b\nx\ry,z\n'],
    ['quoted cells, which take the full parser', 'a,b\n"x, y",z\n"q ""r""",s\n'],
    ['only a header', 'a,b\n'],
    ['nothing', ''],
  ])('reads %s as csvRecords does', (_, text) => {
    expect(plainCsvRecords(text)).toEqual(csvRecords(text));
  });

  it('reads a real roster file as csvRecords does', () => {
    // The smallest roster file: the answer must be the same for real data, not only for samples.
    const [file] = rosterFiles()
      .map((f) => readFileSync(new URL(f, ROSTERS_DIR), 'utf8'))
      .sort((a, b) => a.length - b.length);
    expect(plainCsvRecords(file!)).toEqual(csvRecords(file!));
  });
});
