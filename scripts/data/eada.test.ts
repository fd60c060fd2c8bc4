import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from '../../data/csv';
import { LEVELS, NO_D1, PROGRAM_HEADER, programFile, SPORTS, STATE_CODES } from './eada-sports';

const DIR = new URL('../../data/programs/more-sports/', import.meta.url).pathname;
const OUR_KEYS = new Set(SPORTS.map((s) => s.key));
const ours = readdirSync(DIR).filter(
  (f) => f.endsWith('.csv') && OUR_KEYS.has(f.replace(/-[a-z0-9]+\.csv$/, '')),
);

describe('generated program files (data/programs/more-sports)', () => {
  it('are named <sport-key>-<level>.csv for a known sport and level', () => {
    const names = new Set(SPORTS.flatMap((s) => LEVELS.map((l) => programFile(s.key, l))));
    expect(ours.length).toBeGreaterThan(0);
    for (const f of ours) expect(names.has(f), f).toBe(true);
  });

  it.each(ours)('%s has the header, valid rows and no duplicate school', (file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    expect(parseCsv(text)[0]).toEqual([...PROGRAM_HEADER]);
    const sport = SPORTS.find(
      (s) => file.startsWith(`${s.key}-`) && LEVELS.some((l) => file === programFile(s.key, l)),
    );
    const level = LEVELS.find((l) => sport && file === programFile(sport.key, l));
    const seen = new Set<string>();
    for (const { line, record: r } of csvRecords(text)) {
      const at = `${file}:${line}`;
      expect(r.sport, at).toBe(sport?.key);
      expect(r.division, at).toBe(level);
      expect(r.name, at).not.toBe('');
      expect(r.city, at).not.toBe('');
      expect(STATE_CODES.has(r.state ?? ''), `${at} state ${r.state}`).toBe(true);
      expect(r.unitid, at).toMatch(/^\d{6}$/);
      if (r.program_website)
        expect(r.program_website, at).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
      const key = `${r.sport}|${r.name}`;
      expect(seen.has(key), `${at} duplicate ${key}`).toBe(false);
      seen.add(key);
    }
  });

  it('one school name is one place in every file', () => {
    const place = new Map<string, string>();
    for (const file of ours)
      for (const { record: r } of csvRecords(readFileSync(join(DIR, file), 'utf8'))) {
        const where = `${r.city}, ${r.state}`;
        expect(place.get(r.name ?? '') ?? where, `${file} ${r.name}`).toBe(where);
        place.set(r.name ?? '', where);
      }
  });

  it.each(SPORTS.filter((s) => !NO_D1.has(s.key)).map((s) => s.key))('%s has Division I programs', (key) => {
    const file = join(DIR, programFile(key, 'D1'));
    expect(existsSync(file)).toBe(true);
    expect(csvRecords(readFileSync(file, 'utf8')).length).toBeGreaterThan(0);
  });
});

const MARKS = new URL('../../data/marks/', import.meta.url).pathname;
const MARK_HEADER = [
  'sport',
  'metric',
  'unit',
  'lower_is_better',
  'level',
  'p10',
  'p50',
  'p90',
  'source',
  'year',
];
const markFiles = readdirSync(MARKS).filter((f) => f.endsWith('.csv'));

describe('level marks (data/marks)', () => {
  it.each(markFiles)('%s has the header and sourced, numeric, ordered marks', (file) => {
    const text = readFileSync(join(MARKS, file), 'utf8');
    expect(parseCsv(text)[0]).toEqual(MARK_HEADER);
    expect(OUR_KEYS.has(file.replace(/\.csv$/, ''))).toBe(true);
    for (const { line, record: r } of csvRecords(text)) {
      const at = `${file}:${line}`;
      expect(`${r.sport}.csv`, at).toBe(file);
      expect(LEVELS as readonly string[], at).toContain(r.level);
      expect(['true', 'false'], at).toContain(r.lower_is_better);
      expect(r.metric && r.unit && r.source, at).toBeTruthy();
      if (r.year) expect(r.year, at).toMatch(/^\d{4}$/);
      const marks = [r.p10, r.p50, r.p90].filter(Boolean).map(Number);
      expect(marks.length, at).toBeGreaterThan(0);
      for (const m of marks) expect(Number.isFinite(m), at).toBe(true);
      // p10 is the weaker end of the level and p90 the stronger, whichever way "better" points.
      if (r.p10 && r.p90) {
        const better =
          r.lower_is_better === 'true' ? Number(r.p90) <= Number(r.p10) : Number(r.p90) >= Number(r.p10);
        expect(better, at).toBe(true);
      }
    }
  });
});
