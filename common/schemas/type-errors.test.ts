import { describe, expect, it } from 'vitest';
import { ZMetrics } from './athlete';
import { ZPreviewRequest } from './match';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('a wrong type names its field instead of "Invalid input"', () => {
  it('preview GPA, weight and height', () => {
    expect(messages(ZPreviewRequest.safeParse({ sport: 'football', gpa: true }))).toEqual([
      'GPA must be between 0.0 and 4.0',
    ]);
    expect(messages(ZPreviewRequest.safeParse({ sport: 'football', weight: { kg: 80 } }))).toEqual([
      'Please enter a valid weight',
    ]);
    expect(messages(ZPreviewRequest.safeParse({ sport: 'football', height: [6, 2] }))).toEqual([
      `Height must be like 6'2" or a number of inches`,
    ]);
  });

  it('metrics that are neither JSON text nor an object', () => {
    for (const bad of [5, true, '5', '[1,2]'])
      expect(messages(ZMetrics.safeParse(bad)), String(bad)).toEqual(['Metrics must be valid JSON']);
  });
});
