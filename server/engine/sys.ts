/**
 * System/style fit: the athlete's position (and archetype or position family) against
 * the program's playing style. Styles are free text on programs ("Spread offense,
 * 4-2-5 defense"); we read them into style classes by keyword. An unknown style or
 * an athlete without an archetype gets the neutral 60 and lower confidence.
 */
export const STYLE_CLASSES = [
  'pass',
  'run',
  'balanced',
  'aggressive',
  'base',
  'uptempo',
  'perimeter',
  'halfcourt',
  'pressing',
  'possession',
  'direct',
  'power',
  'smallball',
] as const;
export type StyleClass = (typeof STYLE_CLASSES)[number];

/** Checked in order: more specific phrases first ('run-and-gun' is tempo, not a run game). */
const KEYWORDS: [string, StyleClass][] = [
  ['pace and space', 'perimeter'],
  ['five-out', 'perimeter'],
  ['three-point', 'perimeter'],
  ['3-point', 'perimeter'],
  ['perimeter', 'perimeter'],
  ['run-and-gun', 'uptempo'],
  ['run and gun', 'uptempo'],
  ['up-tempo', 'uptempo'],
  ['uptempo', 'uptempo'],
  ['transition', 'uptempo'],
  ['fast break', 'uptempo'],
  ['fast tempo', 'uptempo'],
  ['fast-tempo', 'uptempo'],
  ['quick tempo', 'uptempo'],
  ['half-court', 'halfcourt'],
  ['halfcourt', 'halfcourt'],
  ['motion', 'halfcourt'],
  ['post', 'halfcourt'],
  ['inside-out', 'halfcourt'],
  ['air raid', 'pass'],
  ['air-raid', 'pass'],
  ['spread', 'pass'],
  ['west coast', 'pass'],
  ['pass', 'pass'],
  ['rpo', 'pass'],
  ['option', 'run'],
  ['flexbone', 'run'],
  ['wing-t', 'run'],
  ['wing t', 'run'],
  ['power run', 'run'],
  ['run-heavy', 'run'],
  ['run heavy', 'run'],
  ['smashmouth', 'run'],
  ['ground', 'run'],
  ['pro-style', 'balanced'],
  ['pro style', 'balanced'],
  ['multiple', 'balanced'],
  ['balanced', 'balanced'],
  ['blitz', 'aggressive'],
  ['pressure', 'aggressive'],
  ['3-3-5', 'aggressive'],
  ['attacking', 'aggressive'],
  ['4-3', 'base'],
  ['3-4', 'base'],
  ['4-2-5', 'base'],
  ['quarters', 'base'],
  ['zone', 'base'],
  ['high press', 'pressing'],
  ['gegenpress', 'pressing'],
  ['pressing', 'pressing'],
  ['press', 'pressing'],
  ['possession', 'possession'],
  ['tiki', 'possession'],
  ['build-up', 'possession'],
  ['build out', 'possession'],
  ['direct', 'direct'],
  ['counter', 'direct'],
  ['long ball', 'direct'],
  ['small ball', 'smallball'],
  ['small-ball', 'smallball'],
  ['pitching and defense', 'smallball'],
  ['speed', 'smallball'],
  ['power', 'power'],
  ['slug', 'power'],
];

/** Bitmask of STYLE_CLASSES read from a playing-style text. */
export function styleMask(style: string | null): number {
  if (!style) return 0;
  const s = style.toLowerCase();
  let mask = 0;
  for (const [kw, cls] of KEYWORDS) if (s.includes(kw)) mask |= 1 << STYLE_CLASSES.indexOf(cls);
  return mask;
}

const OFFENSE = new Set(['QB', 'RB', 'WR', 'TE', 'OL']);
const DEFENSE = new Set(['DL', 'LB', 'CB', 'S']);

/** Which classes speak to a position: a WR cares about the offense, a CB the defense. */
function relevant(sport: string, position: string, cls: StyleClass): boolean {
  if (sport === 'football') {
    if (OFFENSE.has(position)) return cls === 'pass' || cls === 'run' || cls === 'balanced';
    if (DEFENSE.has(position)) return cls === 'aggressive' || cls === 'base';
    return false;
  }
  if (sport === 'basketball') return cls === 'uptempo' || cls === 'perimeter' || cls === 'halfcourt';
  if (sport.endsWith('soccer')) return cls === 'pressing' || cls === 'possession' || cls === 'direct';
  if (sport === 'baseball' || sport === 'softball') return cls === 'power' || cls === 'smallball';
  if (sport === 'volleyball') return cls === 'uptempo';
  return false;
}

/** Position affinity per class (0–100); our judgement, documented in docs/engine.md. */
const AFFINITY: Partial<Record<StyleClass, Record<string, number>>> = {
  pass: { QB: 80, WR: 90, TE: 70, RB: 65, OL: 70 },
  run: { QB: 65, RB: 90, OL: 85, TE: 80, WR: 55 },
  balanced: { QB: 75, RB: 75, WR: 75, TE: 80, OL: 75 },
  aggressive: { DL: 85, LB: 85, CB: 70, S: 75 },
  base: { DL: 75, LB: 75, CB: 75, S: 75 },
  uptempo: { PG: 90, SG: 85, SF: 80, PF: 65, C: 55, S: 90, OH: 80, MB: 85, OPP: 80, L: 75, DS: 75 },
  perimeter: { PG: 80, SG: 90, SF: 85, PF: 75, C: 55 },
  halfcourt: { PG: 70, SG: 65, SF: 70, PF: 85, C: 90 },
  pressing: { W: 85, ST: 85, CM: 80, CDM: 80, CAM: 75, FB: 80, CB: 70, GK: 60 },
  possession: { CM: 90, CAM: 90, CDM: 85, FB: 75, CB: 75, W: 75, ST: 70, GK: 75 },
  direct: { ST: 85, W: 85, CB: 75, CDM: 70, CM: 65, CAM: 60, FB: 70, GK: 70 },
  power: { '1B': 85, '3B': 80, OF: 80, C: 70, '2B': 65, SS: 65, UTIL: 70, RHP: 60, LHP: 60, P: 60 },
  smallball: { SS: 85, '2B': 85, OF: 80, C: 75, '1B': 60, '3B': 70, UTIL: 75, RHP: 75, LHP: 75, P: 75 },
};

/** Archetype / position-family words that tilt toward a class. */
const ARCHETYPE_TILT: [string, Partial<Record<StyleClass, number>>][] = [
  ['dual', { run: 15, pass: -5 }],
  ['pocket', { pass: 15, run: -15 }],
  ['deep threat', { pass: 10, uptempo: 10, direct: 10 }],
  ['speed', { pass: 10, uptempo: 10, direct: 10, smallball: 10 }],
  ['slot', { pass: 10 }],
  ['possession', { balanced: 10, possession: 10 }],
  ['power', { run: 10, power: 15, halfcourt: 5 }],
  ['downhill', { run: 10 }],
  ['blocking', { run: 10 }],
  ['pass rush', { aggressive: 10 }],
  ['edge', { aggressive: 10 }],
  ['run stopper', { base: 10 }],
  ['ball hawk', { base: 5 }],
  ['shooter', { perimeter: 15 }],
  ['stretch', { perimeter: 15 }],
  ['rim', { halfcourt: 15, uptempo: -10 }],
  ['post', { halfcourt: 15, uptempo: -10 }],
  ['slasher', { uptempo: 10 }],
  ['athletic', { uptempo: 10, aggressive: 5 }],
  ['playmaker', { possession: 10, uptempo: 5 }],
  ['floor general', { halfcourt: 5, possession: 10 }],
  ['box-to-box', { pressing: 15 }],
  ['high motor', { pressing: 15, aggressive: 5 }],
  ['target', { direct: 10 }],
  ['contact', { smallball: 10 }],
];

export const NEUTRAL_SYS = 60;

export interface SysDetail {
  score: number;
  known: boolean;
  classes: StyleClass[];
  tilt: string | null;
}

export function sysDetail(
  sport: string,
  position: string,
  archetype: string | null,
  family: string | null,
  mask: number,
): SysDetail {
  const classes = STYLE_CLASSES.filter((c, i) => (mask & (1 << i)) !== 0 && relevant(sport, position, c));
  if (classes.length === 0) return { score: NEUTRAL_SYS, known: false, classes, tilt: null };
  const words = `${archetype ?? ''} ${family ?? ''}`.toLowerCase();
  let total = 0;
  let tilt: string | null = null;
  for (const c of classes) {
    let s = AFFINITY[c]?.[position] ?? 65;
    for (const [kw, t] of ARCHETYPE_TILT) {
      const bonus = t[c];
      if (bonus !== undefined && words.includes(kw)) {
        s += bonus;
        if (bonus > 0) tilt = kw;
      }
    }
    total += Math.max(0, Math.min(100, s));
  }
  return { score: total / classes.length, known: true, classes, tilt };
}
