import { describe, expect, it } from 'vitest';
import { readinessStory } from '../../common/readiness-story';
import { athleticAt, metricSentence } from './athletic';
import { athleteFromProfile } from './normalize';
import { readinessVerdict } from './readiness-verdict';

/** A men's 400 m runner who wants Division I, every number self-reported. */
const runner = (seconds: number) =>
  athleteFromProfile({
    sport: 'Track & Field',
    team: 'mens',
    position: 'Sprints',
    heightIn: 72,
    weight: 170,
    gpa: '3.3',
    satScore: null,
    actScore: null,
    location: 'Austin, TX',
    preferredDivisions: ['NCAA D1'],
    metrics: { tf_400m: seconds },
    evidence: {},
    verificationLevel: 'self',
  });

const cardSentence = (seconds: number, level: string) => {
  const a = runner(seconds);
  return athleticAt(a, level).rows.map((r) => metricSentence(r, level, a.position).text)[0]!;
};

describe('one readiness story', () => {
  it('measures readiness toward the level the toast names, never another', () => {
    const v = readinessVerdict(runner(48.5));
    expect(v.meets).toBe('D2');
    expect(v.readiness.target).toBe(v.meets);
    // The story the toast and the card both print names that level and that score.
    expect(readinessStory(v.meets, v.readiness)).toMatch(
      new RegExp(`^D2 band; readiness ${v.readiness.score}, ${v.readiness.label}`),
    );
  });

  it('"What moves your list" and the cards quote the same number for the level above', () => {
    const v = readinessVerdict(runner(48.5));
    const move = v.whatIf.find((w) => w.metric === 'tf_400m')!;
    expect(move).toMatchObject({ toLevel: 'D1', needed: 47.75 });
    expect(move.text).toBe('Improve your 400 m from 48.50 s to 47.75 s to reach the D1 bar');
    expect(cardSentence(48.5, 'D1')).toBe(
      'Your 48.50 s 400 m is 0.75 s off the D1 bar of 47.75 s (the D1 recruiting time is 46.50 s)',
    );
    // At the band's level the card says the bar is cleared, as the toast does.
    expect(cardSentence(48.5, 'D2')).toBe(
      'Your 48.50 s 400 m clears the D2 bar of 49.29 s, 0.50 s off the D2 recruiting time of 48.00 s',
    );
  });

  it('the bar a card quotes is exactly what reaches the level', () => {
    // At 47.75 the runner meets D1; a hundredth slower he does not.
    expect(readinessVerdict(runner(47.75)).meets).toBe('D1');
    expect(readinessVerdict(runner(47.76)).meets).toBe('D2');
  });

  it('congratulates no level that is only the closest one', () => {
    const unmeasured = readinessVerdict(runner(Number.NaN));
    expect(unmeasured.meets).toBeNull();
    expect(readinessStory(unmeasured.meets, unmeasured.readiness)).toMatch(/^No division band yet/);
  });
});
