import { isProgramSport, type Sport, sportOfProgram } from './sports';

/**
 * The playing styles a coach chooses from, per sport, and the positions each one concerns. System
 * fit reads only these (server/engine/sys.ts): a style raises or lowers the fit of the positions it
 * names, by the affinity given (0–100, our judgement, docs/engine.md), and says nothing about the
 * others. `kind` is the family an athlete's archetype can tilt ("pocket" passer → pass). Why a
 * list and not free text: docs/decisions/047-playing-styles-from-a-list.md.
 */
export interface PlayingStyle {
  key: string;
  /** The option's label for the coach. */
  label: string;
  /** The style inside a sentence: "Setters fit their 5-1 offense". */
  phrase: string;
  kind: StyleKind;
  /** Affinity per position the style concerns; a position not named is not concerned. */
  affinity: Readonly<Record<string, number>>;
}

export const STYLE_KINDS = [
  'pass',
  'run',
  'balanced',
  'front',
  'coverage',
  'uptempo',
  'perimeter',
  'halfcourt',
  'pressing',
  'possession',
  'direct',
  'power',
  'smallball',
  'setter',
  'defense',
] as const;
export type StyleKind = (typeof STYLE_KINDS)[number];

const style = (
  key: string,
  label: string,
  phrase: string,
  kind: StyleKind,
  affinity: Record<string, number>,
): PlayingStyle => ({ key, label, phrase, kind, affinity });

/** Baseball and softball share the power style, and small ball's fielders. */
const POWER = style('power', 'Power hitting offense', 'power offense', 'power', {
  '1B': 85,
  '3B': 80,
  OF: 80,
});
const SMALL_BALL_FIELD = { SS: 85, '2B': 85, OF: 80, C: 75 };

/** At most 16 per sport: the engine keeps a program's styles as bits of one number. */
export const PLAYING_STYLES: Partial<Record<Sport, readonly PlayingStyle[]>> = {
  Football: [
    style('spread-pass', 'Spread passing offense (air raid, spread)', 'spread passing offense', 'pass', {
      QB: 80,
      WR: 90,
      TE: 65,
      RB: 60,
      OL: 70,
    }),
    style('pro-style', 'Pro-style offense', 'pro-style offense', 'balanced', {
      QB: 75,
      RB: 75,
      WR: 75,
      TE: 80,
      OL: 75,
    }),
    style('power-run', 'Power run offense', 'power run offense', 'run', { RB: 90, OL: 85, TE: 80, WR: 55 }),
    style('option', 'Option offense (flexbone, wing-T)', 'option offense', 'run', {
      QB: 75,
      RB: 85,
      OL: 80,
      WR: 50,
    }),
    style('four-three', '4-3 defense', '4-3 defense', 'front', { DL: 85, LB: 80 }),
    style('three-four', '3-4 defense', '3-4 defense', 'front', { LB: 90, DL: 70 }),
    style('nickel', '4-2-5 or nickel defense', '4-2-5 defense', 'coverage', { S: 85, CB: 80, LB: 65 }),
    style('pressure', 'Pressure defense (blitz-heavy, 3-3-5)', 'pressure defense', 'front', {
      DL: 85,
      LB: 85,
      CB: 70,
    }),
  ],
  Basketball: [
    style('uptempo', 'Up-tempo, transition offense', 'up-tempo offense', 'uptempo', {
      PG: 90,
      SG: 85,
      SF: 80,
      C: 55,
    }),
    style('five-out', 'Five-out, perimeter offense', 'five-out offense', 'perimeter', {
      SG: 90,
      SF: 85,
      PG: 80,
      C: 50,
    }),
    style('inside-out', 'Inside-out, post offense', 'inside-out offense', 'halfcourt', {
      C: 90,
      PF: 85,
    }),
  ],
  Soccer: [
    style('high-press', 'High press', 'high press', 'pressing', { W: 85, ST: 85, CM: 80, CDM: 80, FB: 80 }),
    style('possession', 'Possession, build-up play', 'possession game', 'possession', {
      CM: 90,
      CAM: 90,
      CDM: 85,
    }),
    style('direct', 'Direct, counter-attacking play', 'direct game', 'direct', { ST: 85, W: 85 }),
  ],
  Baseball: [
    POWER,
    style('small-ball', 'Small ball: speed, bunting, pitching and defense', 'small-ball game', 'smallball', {
      ...SMALL_BALL_FIELD,
      RHP: 75,
      LHP: 75,
    }),
  ],
  Softball: [
    POWER,
    style(
      'small-ball',
      'Small ball: slap hitting, speed, pitching and defense',
      'small-ball game',
      'smallball',
      {
        ...SMALL_BALL_FIELD,
        P: 75,
      },
    ),
  ],
  Volleyball: [
    style('five-one', '5-1 offense (one setter)', '5-1 offense', 'setter', { S: 85 }),
    style('six-two', '6-2 offense (two setters, three front-row hitters)', '6-2 offense', 'setter', {
      OPP: 85,
      S: 70,
    }),
    style('fast-tempo', 'Fast-tempo offense (quick sets)', 'fast-tempo offense', 'uptempo', {
      MB: 85,
      S: 85,
      OH: 75,
      OPP: 75,
    }),
    style('serve-receive', 'Serve-receive and back-row defense first', 'back-row defense', 'defense', {
      L: 85,
      DS: 85,
      OH: 75,
    }),
  ],
};

/** Every style key of every sport, for the shared schema. */
export const PLAYING_STYLE_KEYS = [
  ...new Set(
    Object.values(PLAYING_STYLES)
      .flat()
      .map((s) => s.key),
  ),
];

/** The styles a coach of this sport chooses from: none where FitScout scores no style. */
export const stylesForSport = (sport: string): readonly PlayingStyle[] =>
  PLAYING_STYLES[sport as Sport] ?? [];

/** The styles of a program list's sport ('mens-soccer' → Soccer's). */
export const stylesOfProgramSport = (programSport: string): readonly PlayingStyle[] =>
  isProgramSport(programSport) ? stylesForSport(sportOfProgram(programSport)) : [];

/** The builder sport of a program list, or the text as given: the key of POSITION_PLURALS. */
export const styleSportOf = (programSport: string): string =>
  isProgramSport(programSport) ? sportOfProgram(programSport) : programSport;

/** The fielders of baseball and softball. */
const DIAMOND = {
  C: 'Catchers',
  '1B': 'First basemen',
  '2B': 'Second basemen',
  SS: 'Shortstops',
  '3B': 'Third basemen',
  OF: 'Outfielders',
  UTIL: 'Utility players',
};

/**
 * Each position's name in a sentence, plural ("Setters fit their 5-1 offense"), for the sports that
 * have styles; a position not listed reads as its own code.
 */
export const POSITION_PLURALS: Partial<Record<Sport, Readonly<Record<string, string>>>> = {
  Football: {
    QB: 'Quarterbacks',
    RB: 'Running backs',
    WR: 'Wide receivers',
    TE: 'Tight ends',
    OL: 'Offensive linemen',
    DL: 'Defensive linemen',
    LB: 'Linebackers',
    CB: 'Cornerbacks',
    S: 'Safeties',
    'K/P': 'Kickers and punters',
  },
  Basketball: {
    PG: 'Point guards',
    SG: 'Shooting guards',
    SF: 'Small forwards',
    PF: 'Power forwards',
    C: 'Centers',
  },
  Soccer: {
    GK: 'Goalkeepers',
    CB: 'Center backs',
    FB: 'Fullbacks',
    CDM: 'Defensive midfielders',
    CM: 'Central midfielders',
    CAM: 'Attacking midfielders',
    W: 'Wingers',
    ST: 'Strikers',
  },
  Baseball: { RHP: 'Right-handed pitchers', LHP: 'Left-handed pitchers', ...DIAMOND },
  Softball: { P: 'Pitchers', ...DIAMOND },
  Volleyball: {
    OH: 'Outside hitters',
    OPP: 'Opposites',
    MB: 'Middle blockers',
    S: 'Setters',
    L: 'Liberos',
    DS: 'Defensive specialists',
  },
};

export const positionPlural = (sport: string, position: string): string =>
  POSITION_PLURALS[sport as Sport]?.[position] ?? position;
