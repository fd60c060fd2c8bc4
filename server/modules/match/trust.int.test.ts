import { describe, expect, it, vi } from 'vitest';
import { rosterOnFile } from '../../../common/roster-on-file';
import { FULL_SEED_BOUND_MS } from '../../../db/test/bounds';
import {
  type AthleteInput,
  explain,
  prepareAthlete,
  rankedBefore,
  scoreAll,
  selfReportedAthlete,
} from '../../engine';
import { useTestApp } from '../../test/harness';
import { compiledPrograms } from './program-cache';

/** Issue 42, part B, on the seeded reference data: numbers that rest on data, defaults that say so. */
const t = useTestApp();
vi.setConfig({ testTimeout: FULL_SEED_BOUND_MS });

async function cardsFor(sport: 'mens-soccer' | 'volleyball' | 'football', athlete: AthleteInput) {
  const c = await compiledPrograms(t.db, sport);
  const pa = prepareAthlete(c, athlete);
  return {
    c,
    pa,
    card: (name: string) =>
      explain(
        c,
        pa,
        c.programs.findIndex((p) => p.name === name),
      ),
  };
}

describe('joint teams read their colleges’ admissions', () => {
  it('Pomona-Pitzer and Claremont-Mudd-Scripps are academic reaches for a 2.8 GPA, with their colleges’ figures', async () => {
    const { card } = await cardsFor(
      'mens-soccer',
      selfReportedAthlete('mens-soccer', 'CM', { gpa: 2.8, location: 'Pasadena, CA' }),
    );
    const pp = card('Pomona-Pitzer');
    expect(pp.admission).toBe(
      'Pomona-Pitzer admits 7% of applicants (2021-22); you have not entered a test score, so your 2.8 GPA counts; its middle 50% is SAT 1470–1570',
    );
    expect(pp.academicTier).toBe('academic reach');
    expect(pp.parts.academic).toBeLessThanOrEqual(30);
    const cms = card('Claremont McKenna-Harvey Mudd-Scripps');
    expect(cms.admission).toMatch(
      /^Claremont McKenna-Harvey Mudd-Scripps admits 10% of applicants \(2021-22\)/,
    );
    expect(cms.academicTier).toBe('academic reach');
    expect(cms.parts.academic).toBeLessThanOrEqual(30);
  });
});

describe('a program whose parts are mostly defaults never outranks one measured on real data', () => {
  it('Marian University-Ancilla (no admissions, roster or style on file) ranks after a measured program with a lower Fit', async () => {
    const athlete = selfReportedAthlete('mens-soccer', 'CM', {
      gpa: 3.0,
      heightIn: 70,
      weightLb: 160,
      location: 'Plymouth, IN',
    });
    const { c, pa, card } = await cardsFor('mens-soccer', athlete);
    const keys = scoreAll(c, pa);
    const marian = c.programs.findIndex((p) => p.name === 'Marian University-Ancilla');
    expect(c.measured[marian]).toBe(0);
    const marianCard = card('Marian University-Ancilla');
    expect(marianCard.gaps).toContain('Roster data not yet available');
    expect(marianCard.parts.academic).toBeLessThanOrEqual(50);
    expect(marianCard.admission).toMatch(/neutral stand-in, not a result/);
    // Measured programs with a lower Fit than Marian's exist, and every one of them ranks first.
    const lower = c.programs
      .map((_, i) => i)
      .filter((i) => c.measured[i] === 1 && explain(c, pa, i).fit < marianCard.fit);
    expect(lower.length).toBeGreaterThan(0);
    for (let i = 0; i < c.n; i++)
      if (c.measured[i] === 1) expect(rankedBefore(c, keys, i, marian)).toBe(true);
  });
});

describe('a program without a roster on file says so on its card', () => {
  it('the preview flags exactly the programs whose roster need is a prior', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'mens-soccer', position: 'CM', location: 'Plymouth, IN', gpa: 3.0, height: '5\'10"' })
      .expect(200);
    const matches = res.body.matches as { programId: string; rosterOnFile: boolean }[];
    const c = await compiledPrograms(t.db, 'mens-soccer');
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) expect(m.rosterOnFile).toBe(c.rosterKnown[c.indexOf.get(m.programId)!] === 1);
    // The same rule on a card without a roster and on one with.
    const { card } = await cardsFor('mens-soccer', selfReportedAthlete('mens-soccer', 'CM', { gpa: 3.0 }));
    expect(rosterOnFile(card('Marian University-Ancilla').gaps)).toBe(false);
    const rostered = c.programs.find((_, i) => c.rosterKnown[i] === 1)!;
    expect(rosterOnFile(card(rostered.name).gaps)).toBe(true);
  });
});

describe("athletic reads each program's own players at the position", () => {
  it("one setter's 17 D1 volleyball cards take at least 3 athletic values, each led by the percentile", async () => {
    const athlete = selfReportedAthlete('volleyball', 'S', {
      heightIn: 70,
      weightLb: 150,
      gpa: 3.5,
      location: 'Omaha, NE',
      metrics: { approach_vertical: 116 },
    });
    const { c, pa } = await cardsFor('volleyball', athlete);
    const s = c.positionIndex.get('S')!;
    const d1 = c.programs
      .map((p, i) => ({ p, i }))
      .filter(({ p, i }) => p.division === 'D1' && c.heightMedian[i * c.positions.length + s]! > 0)
      .slice(0, 17);
    expect(d1.length).toBe(17);
    const cards = d1.map(({ i }) => explain(c, pa, i));
    expect(new Set(cards.map((x) => x.parts.athletic)).size).toBeGreaterThanOrEqual(3);
    for (const [k, card] of cards.entries())
      expect(card.why[0]).toMatch(
        new RegExp(
          `^Your 5'10" is at the \\d+(st|nd|rd|th) percentile of ${escapeRe(d1[k]!.p.name)}'s \\d+ players at S on the 2025-26 roster`,
        ),
      );
  });
});

describe("athletic reads a football program's own players' weights too", () => {
  it('FBS rosters that list weights at WR give each card its own percentile of heights and weights', async () => {
    const athlete = selfReportedAthlete('football', 'WR', {
      heightIn: 72,
      weightLb: 180,
      gpa: 3.2,
      location: 'Lincoln, NE',
      metrics: { '40yd': 4.6 },
    });
    const { c, pa } = await cardsFor('football', athlete);
    const wr = c.positionIndex.get('WR')!;
    const weighed = c.programs
      .map((p, i) => ({ p, i }))
      .filter(({ p, i }) => p.division === 'FBS' && c.weightMedian[i * c.positions.length + wr]! > 0);
    expect(weighed.length).toBeGreaterThanOrEqual(10);
    const cards = weighed.map(({ i }) => explain(c, pa, i));
    expect(new Set(cards.map((x) => x.parts.athletic)).size).toBeGreaterThanOrEqual(3);
    for (const [k, card] of cards.entries()) {
      const i = weighed[k]!.i;
      const name = escapeRe(weighed[k]!.p.name);
      // Both listed: both said; weights alone: the weight alone.
      expect(card.why[0]).toMatch(
        c.heightMedian[i * c.positions.length + wr]! > 0
          ? new RegExp(
              `^Your 6'0" is at the \\d+(st|nd|rd|th) percentile of the heights and your 180 lb at the \\d+(st|nd|rd|th) percentile of the weights of ${name}'s`,
            )
          : new RegExp(`^Your 180 lb is at the \\d+(st|nd|rd|th) percentile of ${name}'s \\d+ players at WR`),
      );
    }
  });
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
