import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';
import { readSeedPrograms } from '../../db/seed/programs';
import {
  INSTITUTION_COLUMNS,
  indexByNameState,
  institutionRow,
  matchProgram,
  normalizeName,
  TEST_POLICY,
  websiteRows,
} from './institutions-lib';

const DIR = projectFolder('data', 'institutions');
const read = (file: string) => csvRecords(readFileSync(new URL(file, DIR), 'utf8')).map((r) => r.record);

const institutions = read('institutions.csv');
const links = read('program-institutions.csv');
const aliases = read('aliases.csv');
const programs = readSeedPrograms();
const byUnitid = new Map(institutions.map((r) => [r.unitid, r]));
const unitidOf = new Map(links.map((r) => [`${r.name}|${r.state}`, r.unitid]));

describe('data/institutions (College Scorecard)', () => {
  it('has the documented header', () => {
    const header = readFileSync(new URL('institutions.csv', DIR), 'utf8').split('\n')[0];
    expect(header).toBe(INSTITUTION_COLUMNS.join(','));
  });

  for (const d of ['FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA']) {
    it(`gives at least 95% of ${d} program rows an institution`, () => {
      const rows = programs.filter((p) => p.division === d);
      const covered = rows.filter((p) => byUnitid.has(unitidOf.get(`${p.name}|${p.state}`) ?? ''));
      expect(rows.length).toBeGreaterThan(0);
      expect(covered.length / rows.length).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('links only programs of the seed, each to an institution row', () => {
    const seed = new Set(programs.map((p) => `${p.name}|${p.state}`));
    for (const l of links) {
      expect(seed.has(`${l.name}|${l.state}`), `${l.name}, ${l.state}`).toBe(true);
      expect(byUnitid.has(l.unitid ?? ''), `UNITID ${l.unitid}`).toBe(true);
    }
    expect(new Set(links.map((l) => `${l.name}|${l.state}`)).size).toBe(links.length);
  });

  it('uses every reviewed alias as written', () => {
    for (const a of aliases) {
      expect(unitidOf.get(`${a.program_name}|${a.state}`), a.program_name).toBe(a.unitid);
      expect(byUnitid.get(a.unitid ?? '')?.state).toBe(a.state);
      expect(a.reason).not.toBe('');
    }
  });

  it('keeps every figure in its range', () => {
    const n = (v: string | undefined) => (v ? Number(v) : null);
    for (const r of institutions) {
      const at = `${r.name} (${r.unitid})`;
      expect(r.unitid, at).toMatch(/^\d{6}$/);
      expect(r.state, at).toMatch(/^[A-Z]{2}$/);
      expect(r.data_year, at).toMatch(/^\d{4}-\d{2}$/);
      expect(r.source, at).not.toBe('');
      for (const rate of [n(r.admission_rate), n(r.graduation_rate)]) {
        if (rate !== null) expect(rate >= 0 && rate <= 1, at).toBe(true);
      }
      const [s25, s75, a25, a75] = [n(r.sat_25), n(r.sat_75), n(r.act_25), n(r.act_75)];
      for (const sat of [s25, s75]) if (sat !== null) expect(sat >= 400 && sat <= 1600, at).toBe(true);
      for (const act of [a25, a75]) if (act !== null) expect(act >= 1 && act <= 36, at).toBe(true);
      if (s25 !== null && s75 !== null) expect(s25, at).toBeLessThanOrEqual(s75);
      if (a25 !== null && a75 !== null) expect(a25, at).toBeLessThanOrEqual(a75);
      expect(['', ...Object.values(TEST_POLICY)], at).toContain(r.test_policy);
      expect(['', 'true', 'false'], at).toContain(r.open_admission);
      if (r.open_admission === 'true') expect(r.admission_rate, at).toBe('');
      const [cin, cout, size] = [n(r.cost_in_state), n(r.cost_out_of_state), n(r.undergrad_size)];
      for (const cost of [cin, cout]) if (cost !== null) expect(cost, at).toBeGreaterThan(0);
      if (size !== null) expect(size, at).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('institution matching rules', () => {
  it('ignores case, punctuation, &/and, St./Saint, hyphen or "at", and a leading The', () => {
    expect(normalizeName('University of California-Berkeley')).toBe(
      normalizeName('University of California Berkeley'),
    );
    expect(normalizeName('The University of Texas at Austin')).toBe(
      normalizeName('University of Texas Austin'),
    );
    expect(normalizeName("St. Mary's College")).toBe(normalizeName('Saint Marys College'));
    expect(normalizeName('Texas A & M University')).toBe(normalizeName('Texas A and M University'));
    expect(normalizeName('Colorado State University')).not.toBe(
      normalizeName('Colorado State University-Pueblo'),
    );
  });

  it('leaves two candidates unmatched and prefers a reviewed alias', () => {
    const index = indexByNameState([
      { UNITID: '100001', INSTNM: 'Example College', STABBR: 'TX' },
      { UNITID: '100002', INSTNM: 'Example College', STABBR: 'TX' },
      { UNITID: '10000101', INSTNM: 'Branch College', STABBR: 'TX' },
    ]);
    expect(matchProgram('Example College', 'TX', index, new Map())).toEqual({
      unitid: null,
      how: 'ambiguous',
    });
    expect(matchProgram('Branch College', 'TX', index, new Map()).unitid).toBeNull();
    const alias = {
      program_name: 'Example College',
      state: 'TX',
      scorecard_name: '',
      unitid: '100002',
      reason: 'x',
    };
    const aliasMap = new Map([['Example College|TX', alias]]);
    expect(matchProgram('Example College', 'TX', index, aliasMap)).toEqual({
      unitid: '100002',
      how: 'alias',
    });
  });

  it('maps Scorecard cells without inventing values', () => {
    const row = institutionRow(
      {
        UNITID: '100001',
        INSTNM: 'Example College',
        CITY: 'Austin',
        STABBR: 'TX',
        ADM_RATE: '0.25',
        SATVR25: '600',
        SATMT25: '620',
        SATVR75: '700',
        SATMT75: 'NULL',
        ACTCM25: 'PrivacySuppressed',
        ADMCON7: '5',
        OPENADMP: '2',
        COSTT4_A: '30000',
        TUITIONFEE_IN: '10000',
        TUITIONFEE_OUT: '25000',
        C150_L4: '0.4',
      },
      '2021-22',
      'test',
    );
    expect(row).toMatchObject({
      admission_rate: '0.25',
      sat_25: '1220',
      sat_75: '',
      act_25: '',
      test_policy: 'considered-but-not-required',
      open_admission: 'false',
      cost_in_state: '30000',
      cost_out_of_state: '45000',
      graduation_rate: '0.4',
    });
  });
});

describe('institution web addresses (IPEDS HD2022)', () => {
  const domainOf = (a: string) =>
    a
      .replace(/^https?:\/\//, '')
      .split('/')[0]!
      .split('.')
      .slice(-2)
      .join('.');

  it('keeps wanted institutions only, as stated, and marks a domain other entries share', () => {
    const rows = websiteRows(
      [
        { unitid: '100001', webAddress: 'www.one.edu/' },
        { unitid: '100002', webAddress: 'https://ccc.edu/colleges/a' },
        { unitid: '100003', webAddress: 'www.ccc.edu/colleges/b' },
        { unitid: '100004', webAddress: ' ' },
      ],
      ['100004', '100002', '100001'],
      domainOf,
    );
    expect(rows).toMatchObject({ written: 2, shared: 1, missing: 1 });
    expect(rows.csv.split('\n').slice(1, 3)).toEqual([
      '100001,www.one.edu/,false,2022-23,IPEDS HD2022 directory (U.S. Department of Education)',
      '100002,https://ccc.edu/colleges/a,true,2022-23,IPEDS HD2022 directory (U.S. Department of Education)',
    ]);
  });

  it('websites.csv names only institutions of institutions.csv, once each', () => {
    const sites = read('websites.csv');
    const known = new Set(institutions.map((r) => r.unitid));
    expect(sites.length).toBe(1913);
    expect(sites.every((r) => known.has(r.unitid) && r.web_address && r.data_year === '2022-23')).toBe(true);
    expect(new Set(sites.map((r) => r.unitid)).size).toBe(sites.length);
  });
});
