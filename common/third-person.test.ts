import { describe, expect, it } from 'vitest';
import { aboutAthlete, meetsLine } from './third-person';

describe('the coach’s copy of the engine’s sentences', () => {
  it('says the athlete’s numbers in the third person', () => {
    expect(aboutAthlete('Your 48.50 s 400 m clears the D2 bar of 49.29 s', 'Jordan')).toBe(
      "Jordan's 48.50 s 400 m clears the D2 bar of 49.29 s",
    );
    expect(aboutAthlete('Closest level: D2. Your numbers are not yet at its bar', 'Ana')).toBe(
      "Closest level: D2. Ana's numbers are not yet at its bar",
    );
    expect(
      aboutAthlete(
        'NAIA needs 2 of 3: a 2.0 GPA, top half of your class, ACT 18 / SAT 970; you show the GPA',
        'Ana',
      ),
    ).toBe('NAIA needs 2 of 3: a 2.0 GPA, top half of their class, ACT 18 / SAT 970; they show the GPA');
  });

  it('leaves out advice addressed to the athlete', () => {
    expect(aboutAthlete('Add your measurables to see which level you meet', 'Ana')).toBeNull();
    expect(aboutAthlete('Improve your 400 m from 48.50 to 47.75 to reach the D1 bar', 'Ana')).toBeNull();
  });

  it('heads the PDF with the level met, or says none is', () => {
    expect(meetsLine('Jordan', 'D2', 'Track & Field', 'Sprints')).toBe(
      'Jordan meets the D2 bar (Track & Field, Sprints)',
    );
    expect(meetsLine('Jordan', null, 'Football', 'WR')).toBe(
      "Jordan does not yet meet any level's bar (Football, WR)",
    );
  });
});
