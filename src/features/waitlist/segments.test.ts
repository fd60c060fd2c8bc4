import { PUBLIC_COUNT_THRESHOLD } from '@common/constants';
import { describe, expect, it } from 'vitest';
import { publicCounts } from './segments';

describe('publicCounts', () => {
  it('shows nothing without data, and never a made-up number', () => {
    expect(publicCounts(undefined)).toBeNull();
  });
  it('shows nothing while every segment is below the threshold', () => {
    expect(publicCounts({ hs: 1, portal: 3, coach: 1 })).toBeNull();
    const below = PUBLIC_COUNT_THRESHOLD - 1;
    expect(publicCounts({ hs: below, portal: below, coach: below })).toBeNull();
  });
  it('shows each segment from the threshold on, and leaves out the small ones', () => {
    expect(publicCounts({ hs: 1200, portal: PUBLIC_COUNT_THRESHOLD, coach: 4 })).toEqual({
      hs: 1200,
      portal: PUBLIC_COUNT_THRESHOLD,
    });
  });
});
