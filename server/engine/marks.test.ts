import { describe, expect, it } from 'vitest';
import { POSITION_MARKS, type ProgramSport, sportOfProgram } from '../../common/constants';
import { readMarks } from '../../data/marks';
import { athleticAt, metricSentence } from './athletic';
import { athleteCompleteness } from './fit';
import { athleteFromProfile, divisionBand, selfReportedAthlete, whatIf } from './index';
import { benchmarksFor, SPORT_LEVELS } from './reference';

const runner = (metrics: Record<string, number>) =>
  selfReportedAthlete('mens-track-field', 'Distance', { heightIn: 70, weightLb: 150, gpa: 3.4, metrics });
const sentences = (a: ReturnType<typeof runner>, level: string) =>
  athleticAt(a, level).rows.map((r) => metricSentence(r, level, a.position).text);

describe('athletic fit from published level marks', () => {
  it('reads every mark on file into a builder metric, one per sport, metric and level', () => {
    const marks = readMarks();
    expect(marks.length).toBeGreaterThan(100);
    const ids = marks.map((m) => `${m.sport}|${m.key}|${m.level}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every marked event group a row at every level of its ladder', () => {
    const sports = new Set(readMarks().map((m) => m.sport));
    for (const sport of sports) {
      if (!(sport in SPORT_LEVELS)) continue;
      const positions = POSITION_MARKS[sportOfProgram(sport as ProgramSport)] ?? {};
      for (const [position, keys] of Object.entries(positions)) {
        if (keys.length === 0) continue;
        for (const level of SPORT_LEVELS[sport as ProgramSport])
          expect(
            benchmarksFor(sport, position, level).length,
            `${sport} ${position} ${level}`,
          ).toBeGreaterThan(0);
      }
    }
  });

  it('explains with the published numbers: a standard, a range, a level that borrows one', () => {
    expect(sentences(runner({ tf_1500m: 232 }), 'D2')).toEqual([
      'Your 3:52.00 1500 m clears the D2 bar of 3:56.21, 2.00 s off the D2 recruiting time of 3:50.00',
    ]);
    expect(sentences(runner({ tf_800m: 111.5 }), 'D2')).toEqual([
      'Your 1:51.50 800 m beats the D2 recruiting time of 1:52.00',
    ]);
    const xc = selfReportedAthlete('mens-cross-country', 'Distance', { metrics: { xc_5k: 990 } });
    expect(sentences(xc, 'D2')).toEqual([
      'Your 16:30.00 5K cross country is inside the D2 range (16:20.00–17:00.00)',
    ]);
    expect(sentences(xc, 'D1')).toEqual([
      'Your 16:30.00 5K cross country is 38.00 s short of the D1 range (14:00.00–15:52.00)',
    ]);
    expect(sentences(xc, 'D3')[0]).toContain(
      'inside the D2 range (16:20.00–17:00.00) (no D3 mark is published)',
    );
  });

  it('prints each time as its event is read: seconds with their unit under a minute, m:ss.hh from a minute up', () => {
    const sprinter = selfReportedAthlete('mens-track-field', 'Sprints', {
      gpa: 3.4,
      metrics: { tf_100m: 10.85, tf_400m: 48.5 },
    });
    expect(sentences(sprinter, 'D2')).toEqual([
      'Your 10.85 s 100 m clears the D2 bar of 10.98 s, 0.15 s off the D2 recruiting time of 10.70 s',
      'Your 48.50 s 400 m clears the D2 bar of 49.29 s, 0.50 s off the D2 recruiting time of 48.00 s',
    ]);
    const swimmer = selfReportedAthlete('mens-swimming-diving', 'Freestyle', {
      gpa: 3.4,
      metrics: { swim_50_free: 21.3, swim_200_free: 105.4 },
    });
    expect(sentences(swimmer, 'D3')).toEqual([
      'Your 21.30 s 50 free (SCY) is 0.87 s off the D3 NCAA B cut of 20.43 s',
      'Your 1:45.40 200 free (SCY) is 5.69 s off the D3 NCAA B cut of 1:39.71',
    ]);
    // "What moves your list" writes its times the same way.
    expect(whatIf(sprinter, null).map((w) => w.text)).toContain(
      'Improve your 100 m from 10.85 s to 10.68 s to reach the D1 bar',
    );
    expect(whatIf(swimmer, null).map((w) => w.text)).toContain(
      'Improve your 200 free (SCY) from 1:45.40 to 1:42.69 to reach the D2 bar',
    );
  });

  it('reads a jump in meters against the published range, converted from feet and inches', () => {
    const jumper = (metrics: Record<string, number>) =>
      selfReportedAthlete('womens-track-field', 'Jumps', { gpa: 3.4, metrics });
    expect(sentences(jumper({ tf_long_jump: 5.8 }), 'D1')).toEqual([
      'Your 5.8 m long jump is inside the D1 range (5.64 m–6.43 m)',
    ]);
    expect(sentences(jumper({ tf_high_jump: 1.5 }), 'D2')).toEqual([
      'Your 1.5 m high jump is 0.07 m short of the D2 range (1.57 m–1.63 m)',
    ]);
    expect(divisionBand(jumper({ tf_triple_jump: 12.6 })).division).toBe('D1');
    expect(divisionBand(jumper({ tf_triple_jump: 11.5 })).division).toBe('D2');
  });

  it('reads a cross-country runner’s 3200 m against its own published range', () => {
    const xc = selfReportedAthlete('womens-cross-country', 'Distance', { metrics: { xc_3200: 655 } });
    expect(sentences(xc, 'D2')).toEqual([
      'Your 10:55.00 3200 m (track) is inside the D2 range (10:50.00–11:10.00)',
    ]);
    expect(sentences(xc, 'D1')).toEqual([
      'Your 10:55.00 3200 m (track) is 5.00 s short of the D1 range (10:20.00–10:50.00)',
    ]);
  });

  it('reads a golfer below Division I against the published Division II range', () => {
    const golfer = selfReportedAthlete('mens-golf', 'Golfer', { gpa: 3.4, metrics: { stroke_avg: 75 } });
    expect(sentences(golfer, 'D2')).toEqual([
      'Your 75.00 tournament scoring average is inside the D2 range (74.00–76.00)',
    ]);
    expect(sentences(golfer, 'D1')).toEqual([
      'Your 75.00 tournament scoring average clears the D1 bar of 75.59, 1.39 strokes off the D1 signees’ average of 73.61',
    ]);
  });

  it('reads the best event, not an average of all of them', () => {
    const both = athleticAt(runner({ tf_800m: 111.5, tf_5000m: 1100 }), 'D2');
    const best = athleticAt(runner({ tf_800m: 111.5 }), 'D2');
    expect(both.raw).toBe(best.raw);
    expect(both.measured).toBe(2);
  });

  it('places a runner at the strongest level whose mark is met', () => {
    expect(divisionBand(runner({ tf_800m: 111.5 })).division).toBe('D2');
    expect(divisionBand(runner({ tf_800m: 107 })).division).toBe('D1');
    expect(divisionBand(runner({ tf_800m: 140 })).division).toBe('D3');
  });

  it('says so where no mark exists, with the open level as the band and lower confidence', () => {
    const wrestler = selfReportedAthlete('wrestling', '125 lbs', { heightIn: 66, weightLb: 125, gpa: 3.4 });
    const band = divisionBand(wrestler);
    expect(band.division).toBe('D3');
    expect(band.reasons).toContain(
      'No level marks are published for wrestling: athletic fit is a neutral 50 that rests on no measurement, so confidence is lower',
    );
    expect(band.levels.map((l) => l.athletic)).toEqual([50, 50, 50]);
    expect(athleteCompleteness(wrestler).coverage).toBe(0);
    expect(athleteCompleteness(runner({ tf_800m: 111.5 })).coverage).toBe(1);
    const thrower = selfReportedAthlete('womens-track-field', 'Throws', { gpa: 3.4 });
    expect(divisionBand(thrower).reasons[1]).toBe(
      'No level marks are published for Throws in women’s track and field: athletic fit is a neutral 50 that rests on no measurement, so confidence is lower',
    );
  });
});

describe('a wrestler’s record and state finish', () => {
  const wrestler = (metrics: Record<string, number>) =>
    selfReportedAthlete('womens-wrestling', '124 lbs', { heightIn: 64, weightLb: 124, gpa: 3.4, metrics });

  it('shows the record and finish, and keeps the neutral score: no published standard scores them', () => {
    const a = wrestler({ wr_wins: 32, wr_losses: 5, wr_state_place: 3 });
    const band = divisionBand(a);
    expect(band.division).toBe('D3');
    expect(band.reasons).toContain(
      'Your 32–5 record, state placer, 3rd: no level marks are published for women’s wrestling, so athletic fit is a neutral 50 that rests on your record and state placement, not a published level mark',
    );
    expect(band.levels.map((l) => l.athletic)).toEqual([50, 50, 50]);
    // The same numbers whatever the record: a state champion is not scored above a non-qualifier.
    const champion = divisionBand(wrestler({ wr_wins: 45, wr_losses: 0, wr_state_place: 1 }));
    const none = divisionBand(wrestler({ wr_wins: 3, wr_losses: 20, wr_state_place: 10 }));
    expect(champion.levels).toEqual(none.levels);
    expect(athleteCompleteness(a).coverage).toBe(0);
  });

  it('reads an unbeaten season from a saved profile', () => {
    const a = athleteFromProfile({
      sport: 'Wrestling',
      team: 'mens',
      position: '285 lbs',
      heightIn: 74,
      weight: 270,
      gpa: '3.1',
      satScore: null,
      actScore: null,
      location: 'Columbus, OH',
      metrics: { wr_wins: 40, wr_losses: 0, '40yd': 0 },
    });
    expect(a.sport).toBe('wrestling');
    expect(a.metrics).toEqual({ wr_wins: 40, wr_losses: 0 });
    expect(divisionBand(a).reasons[1]).toMatch(
      /^Your 40–0 record: no level marks are published for wrestling/,
    );
  });

  it('says what a men’s gymnast’s fit rests on: no women’s event mark is read for men', () => {
    for (const level of SPORT_LEVELS['mens-gymnastics'])
      expect(benchmarksFor('mens-gymnastics', 'Vault', level)).toEqual([]);
    const gymnast = selfReportedAthlete('mens-gymnastics', 'Pommel Horse', { gpa: 3.4 });
    expect(divisionBand(gymnast).reasons[1]).toBe(
      'No level marks are published for men’s gymnastics: athletic fit is a neutral 50 that rests on no measurement, so confidence is lower',
    );
  });
});

describe('what-if in the sports recruited on marks', () => {
  it('names the mark that reaches the next level, as a time', () => {
    const options = whatIf(runner({ tf_800m: 113 }), null);
    expect(options[0]).toMatchObject({ metric: 'tf_800m', toLevel: 'D1' });
    expect(options[0]!.text).toMatch(
      /^Improve your 800 m from 1:53\.00 to 1:\d\d\.\d\d to reach the D1 bar$/,
    );
  });

  it('moves a tennis rating in hundredths', () => {
    const a = selfReportedAthlete('mens-tennis', 'Singles', { gpa: 3.4, metrics: { utr: 10.5 } });
    const option = whatIf(a, null).find((o) => o.metric === 'utr')!;
    expect(option.needed).toBeGreaterThan(10.5);
    expect(option.needed).toBeLessThan(11.5);
  });
});
