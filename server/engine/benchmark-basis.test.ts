import { describe, expect, it } from 'vitest';
import { readCalibration } from '../../data/calibration';
import { readMarks } from '../../data/marks';
import { metricLabel } from './athletic';
import { basisSentence } from './benchmark-basis';
import { compileSport } from './fit';
import { explain, prepareAthlete } from './index';
import { selfReportedAthlete } from './normalize';
import { BENCHMARKS, benchmarksFor } from './reference';
import { BENCHMARK_BASES } from './reference/types';

describe('every benchmark row says what it rests on', () => {
  it('has a basis: a citation, calibrated from rosters, or an estimate, matching its source note', () => {
    for (const row of BENCHMARKS) {
      expect(BENCHMARK_BASES).toContain(row.basis);
      expect(row.source.length).toBeGreaterThan(0);
      if (row.basis === 'calibrated from rosters') expect(row.source).toMatch(/^Calibrated: /);
      if (row.source.startsWith('Rule: ')) expect(row.basis).toBe('estimate');
      if (row.mark) expect(row.basis).toBe('citation');
    }
    const kinds = new Set(BENCHMARKS.map((r) => r.basis));
    expect([...kinds].sort()).toEqual([...BENCHMARK_BASES].sort());
  });

  it('reads every calibration player and every published mark from a row that names its source', () => {
    const players = readCalibration();
    expect(players.length).toBeGreaterThan(1000);
    for (const p of players) expect(p.source).toMatch(/^https:\/\//);
    const marks = readMarks();
    expect(marks.length).toBeGreaterThan(50);
    for (const m of marks) expect(m.source.trim().length).toBeGreaterThan(10);
  });

  it('names the basis of each measured mark on the card’s athletic line', () => {
    const rows = benchmarksFor('volleyball', 'S', 'D1');
    const height = rows.find((r) => r.metric === 'height')!;
    const jump = rows.find((r) => r.metric === 'approach_vertical')!;
    expect(height.basis).toBe('calibrated from rosters');
    const line = basisSentence(
      [
        { row: height, value: 70, raw: 70, weighted: 42, evidence: 'self' },
        { row: jump, value: 116, raw: 70, weighted: 42, evidence: 'self' },
      ],
      'D1',
      metricLabel,
    );
    expect(line).toEqual({
      text: `Athletic marks at D1: height calibrated from rosters; approach jump ${jump.basis === 'estimate' ? 'an estimate' : 'from a published source'}`,
      estimate: jump.basis === 'estimate',
    });
    const c = compileSport(
      'volleyball',
      [
        {
          id: 'x',
          name: 'X',
          division: 'D1',
          sport: 'volleyball',
          conference: null,
          location: 'Omaha, NE',
          state: 'NE',
          latitude: null,
          longitude: null,
          academicRequirements: null,
          playingStyles: [],
          currentRoster: null,
          graduatingPlayers: null,
          positionalNeeds: [],
          rosterSize: null,
        },
      ],
      ['S'],
    );
    const card = explain(c, prepareAthlete(c, selfReportedAthlete('volleyball', 'S', { heightIn: 70 })), 0);
    expect([...card.why, ...card.gaps]).toContain('Athletic marks at D1: height calibrated from rosters');
  });
});
