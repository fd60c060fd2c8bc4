import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../common/constants';
import { parseCsv } from '../../data/csv';
import { locateCity } from '../../data/geo';
import { PROGRAMS_DIR, readSeedPrograms, seedFiles } from './programs';

const programs = readSeedPrograms();
const count = (sport: string, division: string) =>
  programs.filter((p) => p.sport === sport && p.division === division).length;

describe('reference program data', () => {
  // Ranges around the 2025 season's real counts (FBS 136, FCS ~129, D2 ~161, D3 ~240, NAIA ~95).
  it.each([
    ['FBS', 136, 136],
    ['FCS', 120, 135],
    ['D2', 145, 170],
    ['D3', 220, 250],
    ['NAIA', 75, 100],
  ])('football %s has between %i and %i programs', (division, min, max) => {
    const n = count('football', division);
    expect(n).toBeGreaterThanOrEqual(min);
    expect(n).toBeLessThanOrEqual(max);
  });

  // 2025-26: 365 D1 basketball schools; volleyball/softball/baseball list only schools whose
  // sponsorship was confirmed (NCAA totals are about 350 / 310 / 308); JUCO football lists
  // 43 NJCAA programs (about 50 exist) and 64 California community colleges (CCCAA, 65-67 exist).
  // 2025 soccer: about 350 D1 women's and 213 D1 men's programs; lacrosse is men's D1
  // (77-78 programs in 2025), doubtful programs left out.
  it.each([
    ['basketball', 'D1', 355, 370],
    ['volleyball', 'D1', 345, 362],
    ['softball', 'D1', 295, 315],
    ['baseball', 'D1', 295, 312],
    ['football', 'JUCO', 100, 125],
    ['womens-soccer', 'D1', 340, 356],
    ['mens-soccer', 'D1', 200, 215],
    ['lacrosse', 'D1', 70, 80],
  ])('%s %s has between %i and %i programs', (sport, division, min, max) => {
    const n = count(sport, division);
    expect(n).toBeGreaterThanOrEqual(min);
    expect(n).toBeLessThanOrEqual(max);
  });

  it('has no duplicate program (same sport and name)', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const p of programs) {
      const key = `${p.sport}|${p.name.toLowerCase()}`;
      const first = seen.get(key);
      if (first) dups.push(`${p.origin} repeats ${first}`);
      seen.set(key, p.origin);
    }
    expect(dups).toEqual([]);
  });

  it('gives every program a US state and a city the postal data knows (so real coordinates)', () => {
    const states = new Set<string>([...US_STATES, 'DC']);
    expect(programs.filter((p) => !states.has(p.state)).map((p) => p.origin)).toEqual([]);
    const unknown = programs
      .filter((p) => !locateCity(p.city, p.state))
      .map((p) => `${p.origin} ${p.city}, ${p.state}`);
    expect(unknown).toEqual([]);
  });

  it('carries no coach contact or roster data (never invented)', () => {
    for (const file of seedFiles()) {
      const text = readFileSync(new URL(file, PROGRAMS_DIR), 'utf8');
      expect(text, file).not.toMatch(/@/);
      expect(parseCsv(text)[0], file).not.toContain('coach_email');
    }
  });

  it('uses https athletics sites and never shares one site between two schools', () => {
    const bySite = new Map<string, string>();
    const clashes: string[] = [];
    for (const p of programs) {
      if (!p.programWebsite) continue;
      const other = bySite.get(`${p.sport}|${p.programWebsite}`);
      if (other && other !== p.name) clashes.push(`${p.programWebsite}: ${other} / ${p.name}`);
      bySite.set(`${p.sport}|${p.programWebsite}`, p.name);
    }
    expect(clashes).toEqual([]);
  });
});

describe('parseCsv', () => {
  it('handles quotes, embedded commas and newlines, CRLF and a BOM', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi""\nthere"\r\n\r\n1,\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['1', ''],
    ]);
  });

  it('rejects an unterminated quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/quote/i);
  });
});

describe('the program files of every sport', () => {
  it('include the more-sports lists, so the seed and its fingerprint read them', () => {
    expect(seedFiles()).toContain('more-sports/mens-track-field-d1.csv');
    expect(programs.some((p) => p.sport === 'womens-rowing' && p.unitid !== null)).toBe(true);
  });
});
