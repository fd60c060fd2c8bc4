import { afterAll, describe, expect, it, vi } from 'vitest';

// Every sport on file today ends its ladder with open levels (D3, JUCO), so only academics can
// leave an athlete below every bar, and JUCO admission is open. The rule for a ladder without an
// open level is checked here on women's lacrosse cut to D1 and D2.
vi.mock('./reference', async (importOriginal) => {
  const original = await importOriginal<typeof import('./reference')>();
  return {
    ...original,
    levelsForSport: (sport: string) =>
      sport === 'womens-lacrosse' ? (['D1', 'D2'] as const) : original.levelsForSport(sport),
  };
});

// Test files share their worker's modules (vite.config.ts): the engine is imported afresh so that
// it reads the mocked reference, not one an earlier file loaded.
vi.resetModules();
// … and the next file in this worker loads the real module again.
afterAll(() => {
  vi.doUnmock('./reference');
  vi.resetModules();
});
const { divisionBand, selfReportedAthlete, whatIf } = await import('./index');

describe('below every bar', () => {
  it('names the closest level and what is missing, and what-if says what reaches it', () => {
    const attack = selfReportedAthlete('womens-lacrosse', 'A', { heightIn: 60, weightLb: 110, gpa: 3.0 });
    const band = divisionBand(attack);
    expect(band).toMatchObject({ division: 'D2', closest: true });
    expect(band.reasons[0]).toBe('Closest level: D2. Your numbers are not yet at its bar');
    expect(band.reasons.some((r) => /below the D2 A floor|short of the D2 A typical mark/.test(r))).toBe(
      true,
    );
    const options = whatIf(attack, null);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((w) => w.toLevel === 'D2')).toBe(true);
  });

  it('leaves out a level the athlete misses academically when choosing the closest one', () => {
    const attack = selfReportedAthlete('womens-lacrosse', 'A', { heightIn: 60, weightLb: 110, gpa: 2.1 });
    // D2 asks for 2.2: D1 and D2 are both missed, so the closest is the better raw score of the two.
    const band = divisionBand(attack);
    expect(band.closest).toBe(true);
    expect(band.reasons.some((r) => r.includes('GPA'))).toBe(true);
    expect(whatIf(attack, null).map((w) => w.metric)).toContain('gpa');
  });
});
