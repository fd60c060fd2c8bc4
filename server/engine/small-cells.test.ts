import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { compileSport, explain, prepareAthlete, selfReportedAthlete } from './index';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';

/** 18 players with a home state, 7 from TX; 4 setters, 3 of them seniors. */
const players = (source: string) =>
  Array.from({ length: 18 }, (_, k) =>
    rosterPlayer({
      source,
      positionGroup: k < 4 ? 'S' : 'OH',
      classYear: k < 3 ? 'SR' : 'FR',
      homeState: k < 7 ? 'TX' : 'CO',
    }),
  );

const card = (source: string) => {
  const c = compileSport('volleyball', [volleyballProgram('x', players(source))], SPORT_POSITIONS.Volleyball);
  return explain(c, prepareAthlete(c, selfReportedAthlete('volleyball', 'S', { location: 'Austin, TX' })), 0);
};

describe('counts under 10 from a source that asks for their suppression (ADR 026)', () => {
  it('says shares in words, never the count, for the NCAA all-sports rosters', () => {
    const r = card('ncaa-all-2025-26');
    expect(r.why).toContain(
      'Most of the players at S on the 2025-26 roster are seniors or graduate students',
    );
    expect(r.why).toContain('Fewer than 10 of the 18 players on the 2025-26 roster are from TX');
    expect(r.why.join(' ')).not.toMatch(/\b[1-9] of /);
  });

  it('keeps the numbers of sources without that condition', () => {
    const r = card('srd-wvb-2025-26');
    expect(r.why).toContain('3 of the 4 players at S on the 2025-26 roster are seniors or graduate students');
    expect(r.why).toContain('7 of 18 players on the 2025-26 roster are from TX');
  });

  it('scores both alike: suppression changes the words, not the numbers behind them', () => {
    expect(card('ncaa-all-2025-26').parts).toEqual(card('srd-wvb-2025-26').parts);
  });
});
