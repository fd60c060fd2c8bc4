import { describe, expect, it } from 'vitest';
import { positionsForSport, WAITLIST_POSITIONS } from '../constants';
import { ZWaitlistSignup } from './waitlist';

const hs = (sport: string, position: string) => ({
  segment: 'hs',
  name: 'Avery Cole',
  email: 'avery@example.test',
  sport,
  position,
  consent: true,
});

describe('a waitlist position belongs to the chosen sport', () => {
  it("takes SPEC's football codes for football, and the sport's own positions for another sport", () => {
    expect(ZWaitlistSignup.safeParse(hs('football', 'QB')).success).toBe(true);
    const setter = positionsForSport('Volleyball').find(
      (p) => !(WAITLIST_POSITIONS as readonly string[]).includes(p),
    )!;
    expect(ZWaitlistSignup.safeParse(hs('volleyball', setter)).success).toBe(true);
  });

  it('refuses a football code for a volleyball player, on the position field', () => {
    const result = ZWaitlistSignup.safeParse(hs('volleyball', 'QB'));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['position'],
        message: 'Choose a position of your sport from the list',
      }),
    ]);
  });

  it('answers a wrong-typed sport with its own message, never an exception', () => {
    const result = ZWaitlistSignup.safeParse({ ...hs('football', 'QB'), sport: 42 });
    expect(result.success).toBe(false);
  });
});
