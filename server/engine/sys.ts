/**
 * System/style fit: the athlete's position (and archetype or position family) against the
 * playing styles the program's coach chose from the sport's list (common/constants/styles.ts).
 * A style speaks only to the positions it names; a program with no chosen style, or none that
 * names the athlete's position, gets the neutral 60 and lower confidence.
 */
import {
  type PlayingStyle,
  positionPlural,
  type StyleKind,
  styleSportOf,
  stylesOfProgramSport,
} from '../../common/constants';

/** Bitmask of the sport's styles that a program chose; a key not on the sport's list counts for nothing. */
export function styleMask(sport: string, keys: readonly string[] | null | undefined): number {
  if (!keys?.length) return 0;
  const styles = stylesOfProgramSport(sport);
  let mask = 0;
  styles.forEach((st, i) => {
    if (keys.includes(st.key)) mask |= 1 << i;
  });
  return mask;
}

/** The chosen styles of a mask, in list order. */
export const stylesOfMask = (sport: string, mask: number): PlayingStyle[] =>
  stylesOfProgramSport(sport).filter((_, i) => (mask & (1 << i)) !== 0);

/** Archetype / position-family words that tilt toward a kind of style. */
const ARCHETYPE_TILT: [string, Partial<Record<StyleKind, number>>][] = [
  ['dual', { run: 15, pass: -5 }],
  ['pocket', { pass: 15, run: -15 }],
  ['deep threat', { pass: 10, uptempo: 10, direct: 10 }],
  ['speed', { pass: 10, uptempo: 10, direct: 10, smallball: 10 }],
  ['slot', { pass: 10 }],
  ['possession', { balanced: 10, possession: 10 }],
  ['power', { run: 10, power: 15, halfcourt: 5 }],
  ['downhill', { run: 10 }],
  ['blocking', { run: 10 }],
  ['pass rush', { front: 10 }],
  ['edge', { front: 10 }],
  ['run stopper', { front: 10 }],
  ['ball hawk', { coverage: 10 }],
  ['shooter', { perimeter: 15 }],
  ['stretch', { perimeter: 15 }],
  ['rim', { halfcourt: 15, uptempo: -10 }],
  ['post', { halfcourt: 15, uptempo: -10 }],
  ['slasher', { uptempo: 10 }],
  ['athletic', { uptempo: 10, front: 5 }],
  ['playmaker', { possession: 10, uptempo: 5 }],
  ['floor general', { halfcourt: 5, possession: 10 }],
  ['box-to-box', { pressing: 15 }],
  ['high motor', { pressing: 15, front: 5 }],
  ['target', { direct: 10 }],
  ['contact', { smallball: 10 }],
];

export const NEUTRAL_SYS = 60;

export interface SysDetail {
  score: number;
  known: boolean;
  /** The chosen styles that name the athlete's position. */
  styles: PlayingStyle[];
  tilt: string | null;
}

export function sysDetail(
  sport: string,
  position: string,
  archetype: string | null,
  family: string | null,
  mask: number,
): SysDetail {
  const styles = stylesOfMask(sport, mask).filter((st) => st.affinity[position] !== undefined);
  if (styles.length === 0) return { score: NEUTRAL_SYS, known: false, styles, tilt: null };
  const words = `${archetype ?? ''} ${family ?? ''}`.toLowerCase();
  let total = 0;
  let tilt: string | null = null;
  for (const st of styles) {
    let s = st.affinity[position]!;
    for (const [kw, t] of ARCHETYPE_TILT) {
      const bonus = t[st.kind];
      if (bonus !== undefined && words.includes(kw)) {
        s += bonus;
        if (bonus > 0) tilt = kw;
      }
    }
    total += Math.max(0, Math.min(100, s));
  }
  return { score: total / styles.length, known: true, styles, tilt };
}

/** "5-1 offense", "spread passing offense and 4-2-5 defense". */
const phrases = (styles: readonly PlayingStyle[]) => styles.map((st) => st.phrase).join(' and ');
/** "says" for one style, "say" for two. */
const verb = (styles: readonly PlayingStyle[], singular: string) =>
  styles.length > 1 ? singular.replace(/s$/, '') : singular;
/** The position's name inside a sentence: "setters". */
const positionsIn = (sport: string, position: string) => {
  const name = positionPlural(styleSportOf(sport), position);
  return name === position ? `${position} players` : name[0]!.toLowerCase() + name.slice(1);
};

/**
 * The card's line about a known style fit: "Setters fit their 5-1 offense" (or the athlete's
 * archetype that tilted it), "Their power run offense uses wide receivers less than other styles";
 * null in between, and when no chosen style names the position.
 */
export function sysSentence(
  sport: string,
  position: string,
  profileWord: string | null,
  sys: SysDetail,
): { kind: 'why' | 'gap'; text: string } | null {
  if (!sys.known) return null;
  if (sys.score >= 75) {
    const who = positionsIn(sport, position);
    return {
      kind: 'why',
      text: sys.tilt
        ? `Your ${profileWord} profile suits their ${phrases(sys.styles)}`
        : `${who[0]!.toUpperCase()}${who.slice(1)} fit their ${phrases(sys.styles)}`,
    };
  }
  if (sys.score <= 50)
    return {
      kind: 'gap',
      text: `Their ${phrases(sys.styles)} ${verb(sys.styles, 'uses')} ${positionsIn(sport, position)} less than other styles`,
    };
  return null;
}

/** Chosen styles that name none of the athlete's position: the neutral estimate, said as such. */
export const neutralStyleSentence = (sport: string, position: string, chosen: readonly PlayingStyle[]) =>
  `Their ${phrases(chosen)} ${verb(chosen, 'says')} little about ${positionsIn(sport, position)}, so system fit is a neutral estimate`;
