import { describe, expect, it } from 'vitest';
import { distanceOrigin } from './distance-origin';

describe('distanceOrigin', () => {
  it('names the population centre for a state alone', () => {
    expect(distanceOrigin('GA')).toBe("GA's population centre");
    expect(distanceOrigin(', ga')).toBe("GA's population centre");
  });
  it('keeps a city and state as written', () => {
    expect(distanceOrigin('Austin, TX')).toBe('Austin, TX');
  });
});
