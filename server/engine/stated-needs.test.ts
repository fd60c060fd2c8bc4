import { describe, expect, it } from 'vitest';
import { compileSport, rankPrograms, selfReportedAthlete } from './index';
import { rosterNeed, STATED_ELSEWHERE, STATED_NEED } from './roster';
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
});
