import { describe, expect, it } from 'vitest';
import {
  PREVIEW_SPORTS,
  PROGRAM_SPORT_OF,
  PROGRAM_SPORTS,
  previewProgramSport,
  programSportLabel,
  programSportOf,
  SPORTS,
  sportOfProgram,
  TEAMS,
} from './sports';

describe('the sport vocabulary', () => {
  it('names each program list once, and PROGRAM_SPORTS lists exactly those', () => {
    const mapped = Object.values(PROGRAM_SPORT_OF).flatMap((lists) =>
      TEAMS.map((team) => (lists as Partial<Record<string, string>>)[team]).filter(Boolean),
    );
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...mapped].sort()).toEqual([...PROGRAM_SPORTS].sort());
  });

  it('maps every builder sport with programs to its list, by team', () => {
    expect(programSportOf('Basketball', 'womens')).toBe('womens-basketball');
    expect(programSportOf('Basketball', 'mens')).toBe('basketball');
    expect(programSportOf('Volleyball', 'mens')).toBe('mens-volleyball');
    expect(programSportOf('Soccer', 'womens')).toBe('womens-soccer');
    expect(programSportOf('Lacrosse', 'womens')).toBe('womens-lacrosse');
    expect(programSportOf('Softball', null)).toBe('softball');
    expect(programSportOf('Track & Field', 'womens')).toBe('womens-track-field');
    expect(programSportOf('Wrestling', 'womens')).toBe('womens-wrestling');
    expect(programSportOf('Rowing', 'mens')).toBe('womens-rowing');
    expect(programSportOf('Other', null)).toBeUndefined();
  });

  it('matches a profile without a team as the team the list was before teams existed', () => {
    expect(programSportOf('Basketball', null)).toBe('basketball');
    expect(programSportOf('Volleyball', null)).toBe('volleyball');
    expect(programSportOf('Soccer', undefined)).toBe('mens-soccer');
    expect(programSportOf('Lacrosse', null)).toBe('lacrosse');
    expect(programSportOf('Football', 'womens')).toBe('football');
  });

  it('reads every program list back to its builder sport', () => {
    for (const programSport of PROGRAM_SPORTS) {
      const sport = sportOfProgram(programSport);
      expect(SPORTS).toContain(sport);
      expect(TEAMS.map((team) => programSportOf(sport, team))).toContain(programSport);
    }
  });

  it('sends a preview to the team asked for, or to the slug’s own list', () => {
    expect(previewProgramSport('basketball', 'womens')).toBe('womens-basketball');
    expect(previewProgramSport('volleyball', 'mens')).toBe('mens-volleyball');
    expect(previewProgramSport('lacrosse', 'womens')).toBe('womens-lacrosse');
    expect(previewProgramSport('womens-soccer', 'mens')).toBe('womens-soccer');
    for (const slug of PREVIEW_SPORTS) expect(previewProgramSport(slug, null)).toBe(slug);
  });
});

describe('program list labels', () => {
  it("names each list's team where the sport has teams", () => {
    expect(programSportLabel('volleyball')).toBe("Women's Volleyball");
    expect(programSportLabel('mens-volleyball')).toBe("Men's Volleyball");
    expect(programSportLabel('basketball')).toBe("Men's Basketball");
    expect(programSportLabel('football')).toBe('Football');
    expect(programSportLabel('field-hockey')).toBe("Women's Field Hockey");
    expect(programSportLabel('not-a-list')).toBe('not-a-list');
  });
});
