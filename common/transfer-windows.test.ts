import { describe, expect, it } from 'vitest';
import { TRANSFER_WINDOWS, windowCountdown, windowDates, windowState, windowsFor } from './transfer-windows';

describe('the 2025-26 windows on file', () => {
  it('gives Division I football its cited Jan. 2-16, 2026 window', () => {
    const [w] = windowsFor('football', 'FBS');
    expect(w).toMatchObject({ opens: '2026-01-02', closes: '2026-01-16' });
    expect(w!.source!.url).toContain('espn.com');
    expect(windowDates(w!)).toBe('Jan 2, 2026 – Jan 16, 2026');
  });

  it('gives Division I volleyball the spring window and the fall rule without made-up dates', () => {
    const ws = windowsFor('volleyball', 'D1');
    expect(ws.map((w) => [w.opens, w.closes])).toEqual([
      ['2026-05-01', '2026-05-15'],
      [null, null],
    ]);
    expect(windowDates(ws[1]!)).toBeNull();
  });

  it('names the basketball windows of 2026 from the cabinet’s change', () => {
    expect(windowsFor('basketball', 'D1')[0]).toMatchObject({ opens: '2026-04-07', closes: '2026-04-21' });
    expect(windowsFor('womens-basketball', 'D1')[0]).toMatchObject({
      opens: '2026-04-06',
      closes: '2026-04-20',
    });
  });

  it('has no dates for D2, NAIA or NJCAA, each saying so', () => {
    for (const level of ['D2', 'NAIA', 'JUCO'] as const) {
      const ws = windowsFor('mens-soccer', level);
      expect(ws.length).toBe(1);
      expect(ws[0]!.opens).toBeNull();
      expect(ws[0]!.rule).toMatch(/not confirmed|No .*window dates/);
    }
    expect(windowsFor('volleyball', 'D3')).toEqual([]);
  });

  it('cites every window with a source and only ISO dates', () => {
    for (const w of TRANSFER_WINDOWS) {
      expect(w.source?.url).toMatch(/^https:\/\//);
      for (const d of [w.opens, w.closes]) if (d) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Boolean(w.opens)).toBe(Boolean(w.closes));
    }
  });
});

describe('windowState', () => {
  const [football] = windowsFor('football', 'FCS');
  it('counts down to the opening, inside the window and after it', () => {
    expect(windowState(football!, '2025-12-20')).toEqual({ state: 'upcoming', days: 13 });
    expect(windowState(football!, '2026-01-02')).toEqual({ state: 'open', daysLeft: 14 });
    expect(windowState(football!, '2026-01-16')).toEqual({ state: 'open', daysLeft: 0 });
    expect(windowState(football!, '2026-01-26')).toEqual({ state: 'closed', daysAgo: 10 });
  });

  it('says it in words', () => {
    expect(windowCountdown(windowState(football!, '2026-01-01'))).toBe('Opens in 1 day');
    expect(windowCountdown(windowState(football!, '2026-01-12'))).toBe('Open: 4 days left');
    expect(windowCountdown(windowState(football!, '2026-01-16'))).toBe('Open: last day');
    expect(windowCountdown(windowState(football!, '2026-11-27'))).toBe('Closed 315 days ago');
    expect(windowCountdown({ state: 'unconfirmed' })).toBe('Dates not confirmed');
  });
});
