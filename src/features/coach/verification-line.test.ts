import { describe, expect, it } from 'vitest';
import { verificationLine } from './verification-line';

const base = {
  athleteId: 'a1',
  athleteName: 'Casey Doe',
  metric: '40yd',
  verifiedValue: 4.62,
  verifiedAt: '2026-11-20T12:00:00.000Z',
};

describe('verificationLine', () => {
  it('says a number still stands', () => {
    expect(verificationLine({ ...base, currentValue: 4.62, stillVerified: true })).toEqual({
      what: '40-yard dash: 4.62 s',
      state: 'Still Coach Verified',
    });
  });

  it('says what the athlete changed it to, or that it was removed, and that it is Self-Reported again', () => {
    expect(verificationLine({ ...base, currentValue: 4.3, stillVerified: false }).state).toBe(
      'Changed to 4.3 s by the athlete since: Self-Reported again',
    );
    expect(verificationLine({ ...base, currentValue: null, stillVerified: false }).state).toBe(
      'Removed by the athlete since: Self-Reported again',
    );
  });
});
