import { describe, expect, it } from 'vitest';
import { STATED_ELSEWHERE, STATED_NEED, STATED_OTHER_CLASS } from '../../common/constants';
import { compileSport, rankPrograms, selfReportedAthlete } from './index';
import { rosterNeed } from './roster';
import { summarizeRoster } from './roster-summary';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';
import type { ProgramInput } from './types';

const program = (id: string, over: Partial<ProgramInput> = {}): ProgramInput => ({
  ...volleyballProgram(id),
  ...over,
});

// Three seniors at setter: the roster alone reads a strong need there.
const roster = summarizeRoster(
  ['S', 'S', 'S'].map((positionGroup) => rosterPlayer({ positionGroup, classYear: 'Sr.' })),
);

describe('needs stated by the staff', () => {
  it('replace the roster reading: stated positions score high, the others low, with their years', () => {
    const p = program('a', {
      roster,
      statedNeeds: [
        { position: 'OH', graduationYear: 2028 },
        { position: 'OH', graduationYear: 2027 },
      ],
    });
    const oh = rosterNeed(p, 'volleyball', 'OH', 'D1');
    expect(oh).toMatchObject({ score: STATED_NEED, stated: [2027, 2028], listed: true, fromRoster: null });
    const setter = rosterNeed(p, 'volleyball', 'S', 'D1');
    expect(setter).toMatchObject({ score: STATED_ELSEWHERE, stated: [] });
    // Without stated needs the roster speaks.
    expect(rosterNeed(program('b', { roster }), 'volleyball', 'S', 'D1').stated).toBeNull();
  });

  it('say so in the explanation', () => {
    const c = compileSport(
      'volleyball',
      [program('a', { statedNeeds: [{ position: 'OH', graduationYear: 2027 }] })],
      ['OH', 'S'],
    );
    const [oh] = rankPrograms(c, selfReportedAthlete('volleyball', 'OH', {}), 1);
    expect(oh?.parts.rosterNeed).toBe(STATED_NEED);
    expect(oh?.why).toContain("Program a's staff stated a need at OH for the class of 2027");
    const [s] = rankPrograms(c, selfReportedAthlete('volleyball', 'S', {}), 1);
    expect(s?.gaps).toContain("Program a's staff did not list S among its stated needs");
  });

  it("count fully for the athlete's class, less for other classes at the position", () => {
    const p = program('a', {
      statedNeeds: [
        { position: 'OH', graduationYear: 2027 },
        { position: 'OH', graduationYear: 2028 },
      ],
    });
    expect(rosterNeed(p, 'volleyball', 'OH', 'D1', false, 2028)).toMatchObject({
      score: STATED_NEED,
      statedForClass: true,
    });
    expect(rosterNeed(p, 'volleyball', 'OH', 'D1', false, 2029)).toMatchObject({
      score: STATED_OTHER_CLASS,
      stated: [2027, 2028],
      statedForClass: false,
    });
    expect(rosterNeed(p, 'volleyball', 'S', 'D1', false, 2027).score).toBe(STATED_ELSEWHERE);
    // No class to compare (a transfer, or no year given): the position alone counts.
    expect(rosterNeed(p, 'volleyball', 'OH', 'D1', false, -1).score).toBe(STATED_NEED);
  });

  it("explain the class: the athlete's own, the classes stated instead, or every class for a transfer", () => {
    const p = program('a', {
      statedNeeds: [
        { position: 'OH', graduationYear: 2027 },
        { position: 'OH', graduationYear: 2028 },
        { position: 'OH', graduationYear: 2030 },
      ],
    });
    // Compiled with an OH column, and without one (the need is then worked out per program): both agree.
    for (const positions of [['OH', 'S'], ['S']]) {
      const c = compileSport('volleyball', [p], positions);
      const athlete = (entered: Parameters<typeof selfReportedAthlete>[2]) =>
        rankPrograms(c, selfReportedAthlete('volleyball', 'OH', entered), 1)[0]!;

      const own = athlete({ graduationYear: 2028 });
      expect(own.parts.rosterNeed).toBe(STATED_NEED);
      expect(own.why).toContain("Program a's staff stated a need at OH for the class of 2028");

      const other = athlete({ graduationYear: 2029 });
      expect(other.parts.rosterNeed).toBe(STATED_OTHER_CLASS);
      expect(other.gaps).toContain(
        "Program a's staff stated a need at OH for the classes of 2027, 2028 and 2030, not the class of 2029",
      );
      expect(other.why.join(' ')).not.toContain('stated a need');

      const transfer = athlete({ graduationYear: 2023, portalStatus: 'in-portal' });
      expect(transfer.parts.rosterNeed).toBe(STATED_NEED);
      expect(transfer.why).toContain(
        "Program a's staff stated a need at OH for the classes of 2027, 2028 and 2030",
      );
      expect(athlete({ graduationYear: null }).parts.rosterNeed).toBe(STATED_NEED);
    }
  });
});
