import { describe, expect, it } from 'vitest';
import {
  PLAYING_STYLE_KEYS,
  PLAYING_STYLES,
  POSITION_PLURALS,
  positionsForSport,
  type Sport,
} from '../../common/constants';
import { ZPlayingStyles } from '../../common/schemas/coach';
import { explain } from './explain';
import { compileSport, prepareAthlete } from './fit';
import { selfReportedAthlete } from './index';
import { NEUTRAL_SYS, neutralStyleSentence, styleMask, stylesOfMask, sysDetail, sysSentence } from './sys';
import { volleyballProgram } from './test/roster-fixtures';

const styleFit = (sport: string, position: string, keys: string[], archetype: string | null = null) =>
  sysDetail(sport, position, archetype, null, styleMask(sport, keys));
const line = (sport: string, position: string, keys: string[], archetype: string | null = null) =>
  sysSentence(sport, position, archetype, styleFit(sport, position, keys, archetype))?.text ?? null;

describe('system fit from the playing-style list', () => {
  it('a 5-1 offense concerns setters alone: a setter fits it, an outside hitter is not scored on it', () => {
    expect(styleFit('volleyball', 'S', ['five-one'])).toMatchObject({ score: 85, known: true });
    expect(line('volleyball', 'S', ['five-one'])).toBe('Setters fit their 5-1 offense');
    expect(styleFit('volleyball', 'OH', ['five-one'])).toMatchObject({ score: NEUTRAL_SYS, known: false });
    expect(line('volleyball', 'OH', ['five-one'])).toBeNull();
    expect(
      neutralStyleSentence(
        'volleyball',
        'OH',
        stylesOfMask('volleyball', styleMask('volleyball', ['five-one'])),
      ),
    ).toBe('Their 5-1 offense says little about outside hitters, so system fit is a neutral estimate');
    // Men's volleyball reads the same list.
    expect(line('mens-volleyball', 'S', ['five-one'])).toBe('Setters fit their 5-1 offense');
  });

  it('reads only the styles of the program’s own sport, by key: no text is searched', () => {
    expect(styleMask('volleyball', ['spread-pass'])).toBe(0);
    expect(styleMask('football', ['Fast-tempo 5-1 offense'])).toBe(0);
    expect(styleMask('football', [])).toBe(0);
    expect(styleMask('football', ['spread-pass', 'nickel'])).not.toBe(0);
  });

  it('with styles on both sides of the ball, each position reads the one that names it', () => {
    const both = ['spread-pass', 'nickel'];
    expect(line('football', 'WR', both)).toBe('Wide receivers fit their spread passing offense');
    expect(line('football', 'S', both)).toBe('Safeties fit their 4-2-5 defense');
    expect(styleFit('football', 'K/P', both).known).toBe(false);
    expect(
      neutralStyleSentence('football', 'K/P', stylesOfMask('football', styleMask('football', both))),
    ).toBe(
      'Their spread passing offense and 4-2-5 defense say little about kickers and punters, so system fit is a neutral estimate',
    );
  });

  it('says when a style uses a position less, and when the athlete’s archetype is what suits it', () => {
    expect(styleFit('football', 'WR', ['option']).score).toBe(50);
    expect(line('football', 'WR', ['option'])).toBe(
      'Their option offense uses wide receivers less than other styles',
    );
    expect(line('football', 'QB', ['option'], 'Dual-threat')).toBe(
      'Your Dual-threat profile suits their option offense',
    );
    expect(styleFit('football', 'QB', ['option'], 'Pocket passer').score).toBe(60);
  });

  it('on a card: a free-text style of old scores nothing, a chosen one scores the positions it names', () => {
    const compiled = compileSport(
      'volleyball',
      [volleyballProgram('a', undefined, { playingStyles: ['five-one'] }), volleyballProgram('b')],
      ['S', 'OH'],
    );
    const setter = selfReportedAthlete('volleyball', 'S', { heightIn: 70, gpa: 3.4 });
    const card = (id: string) => explain(compiled, prepareAthlete(compiled, setter), id === 'a' ? 0 : 1);
    expect(card('a').parts.sys).toBe(85);
    expect(card('a').why).toContain('Setters fit their 5-1 offense');
    expect(card('b').parts.sys).toBe(NEUTRAL_SYS);
    expect(card('b').gaps).toContain('Playing style not yet on file, so system fit is a neutral estimate');
  });

  it('every list is sound: keys once per sport, at most 16, real positions, a name for every position', () => {
    for (const [sport, styles] of Object.entries(PLAYING_STYLES) as [
      Sport,
      typeof PLAYING_STYLES.Football,
    ][]) {
      expect(styles!.length, sport).toBeLessThanOrEqual(16);
      expect(new Set(styles!.map((s) => s.key)).size, sport).toBe(styles!.length);
      const positions = positionsForSport(sport);
      for (const st of styles!) {
        for (const [position, affinity] of Object.entries(st.affinity)) {
          expect(positions, `${sport} ${st.key}`).toContain(position);
          expect(affinity).toBeGreaterThanOrEqual(0);
          expect(affinity).toBeLessThanOrEqual(100);
        }
      }
      expect(Object.keys(POSITION_PLURALS[sport] ?? {}).sort(), sport).toEqual([...positions].sort());
    }
  });

  it('the shared schema takes keys from the lists only, each once', () => {
    expect(ZPlayingStyles.safeParse(['five-one', 'fast-tempo']).success).toBe(true);
    expect(ZPlayingStyles.safeParse([]).success).toBe(true);
    for (const bad of [['5-1'], ['five-one', 'five-one'], 'five-one', PLAYING_STYLE_KEYS.slice(0, 9)])
      expect(ZPlayingStyles.safeParse(bad).error?.issues[0]?.message).toBe(
        'Choose playing styles from the list for this sport',
      );
  });
});
