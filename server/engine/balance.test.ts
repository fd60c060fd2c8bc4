import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import type { AthleteInput, ProgramInput } from './index';
import {
  compileSport,
  divisionBand,
  fitOfKey,
  prepareAthlete,
  programFromRow,
  rankPrograms,
  scoreAll,
  selfReportedAthlete,
  tierQuotas,
} from './index';
import { placeAthlete, TYPICAL, targetIndex } from './levels';
import { levelsForSport } from './reference';

const CITIES = [
  ['Austin', 'TX', 30.27, -97.74],
  ['Columbus', 'OH', 39.96, -83],
  ['Boise', 'ID', 43.62, -116.2],
  ['Orono', 'ME', 44.9, -68.67],
  ['Tampa', 'FL', 27.95, -82.46],
] as const;

/** Ten programs at each football level, spread over five states. */
const PROGRAMS: ProgramInput[] = levelsForSport('football').flatMap((division) =>
  Array.from({ length: 10 }, (_, k) => {
    const [city, state, latitude, longitude] = CITIES[k % CITIES.length]!;
    return programFromRow({
      id: `${division}-${k}`,
      name: `${division} College ${String(k).padStart(2, '0')}`,
      division,
      sport: 'football',
      conference: null,
      location: `${city}, ${state}`,
      state,
      latitude,
      longitude,
      positionalNeeds: [],
    } as never);
  }),
);
const compiled = compileSport('football', PROGRAMS, SPORT_POSITIONS.Football);
const levelOf = (id: string) => PROGRAMS.find((p) => p.id === id)!.division;

const wr = (over: Partial<AthleteInput> = {}): AthleteInput =>
  selfReportedAthlete('football', 'WR', {
    heightIn: 72,
    weightLb: 180,
    gpa: 3.2,
    actScore: 22,
    metrics: { '40yd': 4.68 },
    ...over,
  });

describe('tier quotas', () => {
  it('are 5 / 12 / 8 of 25 and 2 / 5 / 3 of 10, and always add up', () => {
    expect(tierQuotas(25)).toEqual({ reach: 5, target: 12, safety: 8 });
    expect(tierQuotas(10)).toEqual({ reach: 2, target: 5, safety: 3 });
    for (let k = 1; k <= 40; k++) {
      const q = tierQuotas(k);
      expect(q.reach + q.target + q.safety).toBe(k);
    }
  });
});

describe('the balanced list', () => {
  it('holds reaches one level above the level whose typical mark the numbers reach, targets at it and safeties below it', () => {
    const a = wr();
    const ladder = levelsForSport('football');
    const own = targetIndex(placeAthlete(a));
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(ladder.length);
    const list = rankPrograms(compiled, a, 25);
    expect(list).toHaveLength(25);
    const count = (tier: string) => list.filter((m) => m.tier === tier).length;
    expect([count('reach'), count('target'), count('safety')]).toEqual([5, 10, 10]);
    for (const m of list) {
      const at = ladder.indexOf(levelOf(m.programId) as never);
      expect(m.tier).toBe(at === own ? 'target' : at < own ? 'reach' : 'safety');
      if (m.tier === 'reach') expect(at).toBe(own - 1);
    }
    // Best Fit first, as shown.
    expect(list.map((m) => m.fit)).toEqual([...list.map((m) => m.fit)].sort((x, y) => y - x));
  });

  it('a program is a Target only where the numbers reach its level’s typical mark, and a met bar alone says so', () => {
    // Issue 42's receiver: 6'0", 180 lb, a self-reported 4.60 forty.
    const a = wr({ metrics: { '40yd': 4.6 } });
    const placement = placeAthlete(a);
    const ladder = levelsForSport('football');
    const target = targetIndex(placement);
    expect(target).toBeGreaterThan(placement.index);
    const list = rankPrograms(compiled, a, 25);
    expect(list.some((m) => m.tier === 'target')).toBe(true);
    for (const m of list) {
      const at = ladder.indexOf(levelOf(m.programId) as never);
      if (m.tier === 'target') expect(placement.checks[at]!.raw).toBeGreaterThanOrEqual(TYPICAL);
      // The band's level: its bar is met, its typical mark is not, so its programs are reaches.
      if (at === placement.index) {
        expect(m.tier).toBe('reach');
        expect(m.gaps).toContain(
          `A reach: your numbers meet the ${ladder[at]} bar but not its typical mark, the numbers of its median rostered player`,
        );
      }
    }
  });

  it('takes safeties from the level just below the target level, not from the weakest levels', () => {
    const a = wr();
    const ladder = levelsForSport('football');
    const own = targetIndex(placeAthlete(a));
    // Two or more levels below the band, so the weakest levels could have taken the places.
    expect(own).toBeLessThan(ladder.length - 2);
    const safeties = rankPrograms(compiled, a, 25).filter((m) => m.tier === 'safety');
    expect(safeties.length).toBeGreaterThan(0);
    for (const m of safeties) expect(levelOf(m.programId)).toBe(ladder[own + 1]);
  });

  it('gives a short tier’s places to targets first (only ten programs per level here)', () => {
    // 12 targets wanted, 10 exist: the two spare places go to safeties.
    const list = rankPrograms(compiled, wr(), 25);
    expect(list.filter((m) => m.tier === 'target')).toHaveLength(10);
    expect(list.filter((m) => m.tier === 'safety')).toHaveLength(10);
  });

  it('a preferred level above the band is a reach, listed and labelled as one', () => {
    const a = wr({ heightIn: 70, weightLb: 170, metrics: { '40yd': 4.85 }, preferredDivisions: ['NCAA D1'] });
    const band = divisionBand(a).division!;
    expect(['FBS', 'FCS']).not.toContain(band);
    const list = rankPrograms(compiled, a, 25);
    const d1 = list.filter((m) => ['FBS', 'FCS'].includes(levelOf(m.programId)));
    expect(d1.length).toBeGreaterThan(0);
    for (const m of d1) {
      expect(m.tier).toBe('reach');
      expect(m.gaps.some((g) => g.includes('is your preferred level and a reach today'))).toBe(true);
    }
    // The band's targets keep their places.
    expect(list.filter((m) => levelOf(m.programId) === band).length).toBeGreaterThanOrEqual(10);
  });

  it('a preferred level raises its programs within the list without changing any Fit', () => {
    const plain = wr();
    const band = divisionBand(plain).division!;
    const ladder = levelsForSport('football');
    const unaided = rankPrograms(compiled, plain, 25);
    const countAt = (list: typeof unaided, level: string) =>
      list.filter((m) => levelOf(m.programId) === level).length;
    // The safety level the unaided list takes least from.
    const preferred = ladder
      .slice(ladder.indexOf(band) + 1)
      .sort((x, y) => countAt(unaided, x) - countAt(unaided, y))[0]!;
    const prefName = { D2: 'NCAA D2', D3: 'NCAA D3', NAIA: 'NAIA', JUCO: 'JUCO' }[preferred as 'D2']!;
    const liked = rankPrograms(compiled, wr({ preferredDivisions: [prefName] }), 25);
    expect(countAt(liked, preferred)).toBeGreaterThan(countAt(unaided, preferred));
    const pa = prepareAthlete(compiled, wr({ preferredDivisions: [prefName] }));
    const keys = scoreAll(compiled, pa);
    for (const m of liked)
      expect(m.fit).toBe(fitOfKey(keys[PROGRAMS.findIndex((p) => p.id === m.programId)]!));
  });

  it('a preferred location raises programs there', () => {
    const near = rankPrograms(compiled, wr({ location: 'Austin, TX', preferredLocations: ['ME'] }), 10);
    const inMaine = near.filter((m) => PROGRAMS.find((p) => p.id === m.programId)!.state === 'ME').length;
    const plain = rankPrograms(compiled, wr({ location: 'Austin, TX' }), 10);
    const plainMaine = plain.filter((m) => PROGRAMS.find((p) => p.id === m.programId)!.state === 'ME').length;
    expect(inMaine).toBeGreaterThan(plainMaine);
  });
});

describe('without a location', () => {
  it('geography is neutral for every program and says so', () => {
    const list = rankPrograms(compiled, wr(), 10);
    for (const m of list) {
      expect(m.parts.geo).toBe(50);
      expect(m.gaps).toContain(
        'No location on file, so distance counts as neutral (50): add your city and state',
      );
    }
  });

  it('ties break by the other parts, then by a fixed shuffle, the same way every time', () => {
    const list = rankPrograms(compiled, wr(), 25);
    expect(list).toHaveLength(25);
    for (let j = 1; j < list.length; j++) {
      const x = list[j - 1]!;
      const y = list[j]!;
      const order = (m: typeof x) => [
        m.fit,
        m.parts.athletic,
        m.parts.rosterNeed,
        m.parts.academic,
        m.parts.geo,
        m.parts.sys,
      ];
      const [ox, oy] = [order(x), order(y)];
      const cmp = ox.findIndex((v, i) => v !== oy[i]);
      if (cmp >= 0) expect(ox[cmp]!).toBeGreaterThan(oy[cmp]!);
      else
        expect(compiled.tieRank[compiled.indexOf.get(x.programId)!]!).toBeLessThan(
          compiled.tieRank[compiled.indexOf.get(y.programId)!]!,
        );
    }
    expect(rankPrograms(compiled, wr(), 25)).toEqual(list);
  });

  it('a sport-only preview (nothing measured) spans every level instead of one level’s ties', () => {
    const list = rankPrograms(compiled, wr({ heightIn: null, weightLb: null, metrics: {}, gpa: null }), 10);
    const levels = new Set(list.map((m) => levelOf(m.programId)));
    expect(levels.size).toBe(levelsForSport('football').length);
    expect(list.every((m) => m.tier === 'target')).toBe(true);
  });
});
