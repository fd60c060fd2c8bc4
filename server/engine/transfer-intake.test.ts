import { describe, expect, it } from 'vitest';
import { describeIntake, type IntakeCounts } from './transfer-intake';

const counts = (over: Partial<IntakeCounts> = {}): IntakeCounts => ({
  programId: 'p1',
  name: 'Example University',
  division: 'D1',
  fit: 70,
  season: '2025-26',
  source: null,
  withPreviousKind: 15,
  atPosition: 6,
  fromFourYear: 0,
  fromFourYearLevels: {},
  fromJuniorCollege: 0,
  statedNeed: false,
  ...over,
});

describe('transfer intake in words', () => {
  it('names the levels of four-year previous schools, in ladder order, then junior colleges', () => {
    const c = counts({ fromFourYear: 2, fromFourYearLevels: { D2: 1, D1: 1 }, fromJuniorCollege: 1 });
    const intake = describeIntake(c, 'OH');
    expect(intake.text).toBe(
      'Took 3 transfers at OH, 1 from D1, 1 from D2 and 1 from a junior college: 3 of the 6 players at OH on its 2025-26 roster came from another college',
    );
    expect(intake.fromLevels).toEqual([
      { level: 'D1', count: 1 },
      { level: 'D2', count: 1 },
    ]);
    expect(intake.levelUnknown).toBe(0);
  });

  it('counts the four-year transfers whose level is not on file, never giving them one', () => {
    const intake = describeIntake(counts({ fromFourYear: 3, fromFourYearLevels: { D1: 2 } }), 'OH');
    expect(intake.text).toMatch(
      /^Took 3 transfers at OH, 2 from D1 and 1 from a four-year college of a level not on file: /,
    );
    expect(intake.levelUnknown).toBe(1);
    const none = describeIntake(counts({ fromFourYear: 2 }), 'OH');
    expect(none.text).toMatch(/^Took 2 transfers at OH, 2 from four-year colleges of a level not on file: /);
    expect(none.fromLevels).toEqual([]);
  });

  it('says why nothing is counted when the roster names no previous schools', () => {
    expect(describeIntake(counts({ withPreviousKind: 0 }), 'OH').text).toBe(
      'Its 2025-26 roster does not name previous schools, so its transfers cannot be counted',
    );
  });
});
