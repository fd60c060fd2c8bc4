/**
 * Roster position → the project's position codes (SPORT_POSITIONS). A roster that names a
 * broader role ("D", "Guard", "INF") gets a pooled group: the codes it may be, joined with '|'
 * ("CB|FB", "PG|SG", "1B|2B|SS|3B"), so the engine can count it for each of them. A player listed
 * at two positions counts at the first. Unclear listings give '' (the player still counts on the
 * roster, at no position).
 */
import { MENS_WEIGHT_CLASSES, WOMENS_WEIGHT_CLASSES } from '../../common/constants/wrestling';

type Table = Record<string, string>;
const WEIGHT_SPORTS = new Set(['wrestling', 'womens-wrestling']);

const VOLLEYBALL: Table = {
  OH: 'OH',
  OUTSIDE: 'OH',
  'OUTSIDE HITTER': 'OH',
  LS: 'OH',
  'LEFT SIDE': 'OH',
  OPP: 'OPP',
  OP: 'OPP',
  OPPOSITE: 'OPP',
  'OPPOSITE HITTER': 'OPP',
  RS: 'OPP',
  RSH: 'OPP',
  RIGHT: 'OPP',
  'RIGHT SIDE': 'OPP',
  'RIGHT SIDE HITTER': 'OPP',
  MB: 'MB',
  MH: 'MB',
  M: 'MB',
  MIDDLE: 'MB',
  'MIDDLE BLOCKER': 'MB',
  'MIDDLE HITTER': 'MB',
  S: 'S',
  SET: 'S',
  SETTER: 'S',
  L: 'L',
  LIB: 'L',
  LIBERO: 'L',
  DS: 'DS',
  DEFENSIVE: 'DS',
  'DEFENSIVE SPECIALIST': 'DS',
  PIN: 'OH|OPP',
  'PIN HITTER': 'OH|OPP',
  PH: 'OH|OPP',
};

const SOCCER: Table = {
  GK: 'GK',
  G: 'GK',
  GOALKEEPER: 'GK',
  'GOAL KEEPER': 'GK',
  GOALIE: 'GK',
  KEEPER: 'GK',
  D: 'CB|FB',
  DEF: 'CB|FB',
  DF: 'CB|FB',
  B: 'CB|FB',
  BACK: 'CB|FB',
  DEFENDER: 'CB|FB',
  DEFENSE: 'CB|FB',
  CB: 'CB',
  'CENTER BACK': 'CB',
  'CENTRE BACK': 'CB',
  FB: 'FB',
  OB: 'FB',
  WB: 'FB',
  'OUTSIDE BACK': 'FB',
  'FULL BACK': 'FB',
  FULLBACK: 'FB',
  LB: 'FB',
  RB: 'FB',
  M: 'CDM|CM|CAM',
  MF: 'CDM|CM|CAM',
  MID: 'CDM|CM|CAM',
  MIDFIELD: 'CDM|CM|CAM',
  MIDFIELDER: 'CDM|CM|CAM',
  CDM: 'CDM',
  DM: 'CDM',
  CM: 'CM',
  CAM: 'CAM',
  AM: 'CAM',
  F: 'W|ST',
  FW: 'W|ST',
  FWD: 'W|ST',
  FOR: 'W|ST',
  FORWARD: 'W|ST',
  A: 'W|ST',
  ATT: 'W|ST',
  ATTACKER: 'W|ST',
  W: 'W',
  WING: 'W',
  WINGER: 'W',
  ST: 'ST',
  STRIKER: 'ST',
  CF: 'ST',
};

const BASKETBALL: Table = {
  PG: 'PG',
  'POINT GUARD': 'PG',
  SG: 'SG',
  'SHOOTING GUARD': 'SG',
  SF: 'SF',
  'SMALL FORWARD': 'SF',
  PF: 'PF',
  'POWER FORWARD': 'PF',
  C: 'C',
  CENTER: 'C',
  POST: 'PF|C',
  G: 'PG|SG',
  GUARD: 'PG|SG',
  CG: 'PG|SG',
  'COMBO GUARD': 'PG|SG',
  F: 'SF|PF',
  FW: 'SF|PF',
  FWD: 'SF|PF',
  FORWARD: 'SF|PF',
  W: 'SG|SF',
  WING: 'SG|SF',
};

const FOOTBALL: Table = {
  QB: 'QB',
  QUARTERBACK: 'QB',
  RB: 'RB',
  TB: 'RB',
  HB: 'RB',
  FB: 'RB',
  'RUNNING BACK': 'RB',
  TAILBACK: 'RB',
  FULLBACK: 'RB',
  WR: 'WR',
  'WIDE RECEIVER': 'WR',
  'WIDE RECIEVER': 'WR',
  REC: 'WR',
  SLOT: 'WR',
  TE: 'TE',
  'TIGHT END': 'TE',
  OL: 'OL',
  OT: 'OL',
  OG: 'OL',
  OC: 'OL',
  T: 'OL',
  G: 'OL',
  C: 'OL',
  IOL: 'OL',
  'OFFENSIVE LINE': 'OL',
  'OFFENSIVE LINEMAN': 'OL',
  'OFFENSIVE TACKLE': 'OL',
  'OFFENSIVE GUARD': 'OL',
  CENTER: 'OL',
  DL: 'DL',
  DE: 'DL',
  DT: 'DL',
  NT: 'DL',
  NG: 'DL',
  EDGE: 'DL',
  'DEFENSIVE LINE': 'DL',
  'DEFENSIVE LINEMAN': 'DL',
  'DEFENSIVE END': 'DL',
  'DEFENSIVE TACKLE': 'DL',
  'NOSE TACKLE': 'DL',
  LB: 'LB',
  ILB: 'LB',
  OLB: 'LB',
  MLB: 'LB',
  LINEBACKER: 'LB',
  'OUTSIDE LINEBACKER': 'LB',
  'INSIDE LINEBACKER': 'LB',
  CB: 'CB',
  CORNERBACK: 'CB',
  CORNER: 'CB',
  S: 'S',
  SAF: 'S',
  FS: 'S',
  SS: 'S',
  SAFETY: 'S',
  DB: 'CB|S',
  'DEFENSIVE BACK': 'CB|S',
  K: 'K/P',
  P: 'K/P',
  PK: 'K/P',
  'K P': 'K/P',
  'P K': 'K/P',
  KICKER: 'K/P',
  PUNTER: 'K/P',
};

const BASEBALL: Table = {
  RHP: 'RHP',
  LHP: 'LHP',
  'RIGHT HANDED PITCHER': 'RHP',
  'LEFT HANDED PITCHER': 'LHP',
  P: 'RHP|LHP',
  PITCHER: 'RHP|LHP',
  C: 'C',
  CATCHER: 'C',
  '1B': '1B',
  'FIRST BASE': '1B',
  '2B': '2B',
  'SECOND BASE': '2B',
  SS: 'SS',
  SHORTSTOP: 'SS',
  '3B': '3B',
  'THIRD BASE': '3B',
  INF: '1B|2B|SS|3B',
  IF: '1B|2B|SS|3B',
  INFIELD: '1B|2B|SS|3B',
  INFIELDER: '1B|2B|SS|3B',
  MIF: '2B|SS',
  MI: '2B|SS',
  'MIDDLE INFIELD': '2B|SS',
  CIF: '1B|3B',
  'CORNER INFIELD': '1B|3B',
  OF: 'OF',
  LF: 'OF',
  CF: 'OF',
  RF: 'OF',
  OUTFIELD: 'OF',
  OUTFIELDER: 'OF',
  UT: 'UTIL',
  UTL: 'UTIL',
  UTIL: 'UTIL',
  UTILITY: 'UTIL',
  U: 'UTIL',
};

const SOFTBALL: Table = {
  ...BASEBALL,
  RHP: 'P',
  LHP: 'P',
  'RIGHT HANDED PITCHER': 'P',
  'LEFT HANDED PITCHER': 'P',
  P: 'P',
  PITCHER: 'P',
};

const LACROSSE: Table = {
  A: 'A',
  AT: 'A',
  ATT: 'A',
  ATK: 'A',
  ATTK: 'A',
  ATTACK: 'A',
  ATTACKER: 'A',
  M: 'M',
  MF: 'M',
  MID: 'M',
  MIDFIELD: 'M',
  MIDFIELDER: 'M',
  'MID FIELD': 'M',
  SSDM: 'M',
  DM: 'M',
  'DEFENSIVE MIDFIELD': 'M',
  'DEFENSIVE MIDFIELDER': 'M',
  'SHORT STICK DEFENSIVE MIDFIELD': 'M',
  D: 'D',
  DEF: 'D',
  DEFENSE: 'D',
  DEFENDER: 'D',
  DEFENSEMAN: 'D',
  LSM: 'LSM',
  'LONG STICK MIDFIELD': 'LSM',
  'LONG STICK MIDFIELDER': 'LSM',
  FO: 'FOGO',
  FOGO: 'FOGO',
  FOS: 'FOGO',
  'F O': 'FOGO',
  FACEOFF: 'FOGO',
  'FACE OFF': 'FOGO',
  G: 'G',
  GK: 'G',
  GOALIE: 'G',
  GOALKEEPER: 'G',
  'GOAL KEEPER': 'G',
};

const FIELD_HOCKEY: Table = {
  F: 'F',
  FW: 'F',
  FWD: 'F',
  FOR: 'F',
  FORWARD: 'F',
  A: 'F',
  ATT: 'F',
  ATTACK: 'F',
  ATTACKER: 'F',
  ST: 'F',
  STRIKER: 'F',
  M: 'M',
  MF: 'M',
  MID: 'M',
  MIDFIELD: 'M',
  MIDFIELDER: 'M',
  'MID FIELD': 'M',
  LINK: 'M',
  D: 'D',
  DEF: 'D',
  DEFENSE: 'D',
  DEFENDER: 'D',
  B: 'D',
  BK: 'D',
  BACK: 'D',
  FB: 'D',
  FULLBACK: 'D',
  'FULL BACK': 'D',
  SW: 'D',
  SWEEPER: 'D',
  GK: 'GK',
  G: 'GK',
  GOALIE: 'GK',
  KEEPER: 'GK',
  GOALKEEPER: 'GK',
  'GOAL KEEPER': 'GK',
};

const TRACK: Table = {
  SPRINTS: 'Sprints',
  SPRINT: 'Sprints',
  SPRINTER: 'Sprints',
  SPR: 'Sprints',
  S: 'Sprints',
  HURDLES: 'Hurdles',
  HURDLE: 'Hurdles',
  HURDLER: 'Hurdles',
  H: 'Hurdles',
  DISTANCE: 'Distance',
  DIST: 'Distance',
  DIS: 'Distance',
  D: 'Distance',
  'MID DISTANCE': 'Distance',
  'MIDDLE DISTANCE': 'Distance',
  MD: 'Distance',
  'LONG DISTANCE': 'Distance',
  XC: 'Distance',
  'CROSS COUNTRY': 'Distance',
  JUMPS: 'Jumps',
  JUMP: 'Jumps',
  JUMPER: 'Jumps',
  J: 'Jumps',
  'HIGH JUMP': 'Jumps',
  'LONG JUMP': 'Jumps',
  'TRIPLE JUMP': 'Jumps',
  'HORIZONTAL JUMPS': 'Jumps',
  'VERTICAL JUMPS': 'Jumps',
  'POLE VAULT': 'Jumps',
  PV: 'Jumps',
  VAULT: 'Jumps',
  THROWS: 'Throws',
  THROW: 'Throws',
  THROWER: 'Throws',
  T: 'Throws',
  'SHOT PUT': 'Throws',
  DISCUS: 'Throws',
  HAMMER: 'Throws',
  JAVELIN: 'Throws',
  WEIGHT: 'Throws',
  MULTI: 'Multi-Events',
  MULTIS: 'Multi-Events',
  'MULTI EVENTS': 'Multi-Events',
  'MULTI EVENT': 'Multi-Events',
  'COMBINED EVENTS': 'Multi-Events',
  HEPTATHLON: 'Multi-Events',
  HEPTATHLETE: 'Multi-Events',
  DECATHLON: 'Multi-Events',
  DECATHLETE: 'Multi-Events',
  PENTATHLON: 'Multi-Events',
};

/** Cross country has one event group; a runner listed as distance or cross country is in it. */
const CROSS_COUNTRY: Table = {
  DISTANCE: 'Distance',
  DIST: 'Distance',
  DIS: 'Distance',
  D: 'Distance',
  XC: 'Distance',
  'CROSS COUNTRY': 'Distance',
  'MID DISTANCE': 'Distance',
  'MIDDLE DISTANCE': 'Distance',
};

const SWIMMING: Table = {
  FREE: 'Freestyle',
  FREESTYLE: 'Freestyle',
  FR: 'Freestyle',
  'SPRINT FREE': 'Freestyle',
  'DISTANCE FREE': 'Freestyle',
  BACK: 'Backstroke',
  BACKSTROKE: 'Backstroke',
  BK: 'Backstroke',
  BREAST: 'Breaststroke',
  BREASTSTROKE: 'Breaststroke',
  BR: 'Breaststroke',
  FLY: 'Butterfly',
  BUTTERFLY: 'Butterfly',
  IM: 'IM',
  'INDIVIDUAL MEDLEY': 'IM',
  DIVING: 'Diving',
  DIVE: 'Diving',
  DIVER: 'Diving',
};

/** "125", "125 lbs", "125 LB" → the builder's class "125 lbs"; `joined` adds "125LBS" and "125LB". */
function weightClassTable(classes: readonly string[], joined: boolean): Table {
  return Object.fromEntries(
    classes.flatMap((c) => {
      const w = c.replace(/ lbs$/, '');
      const forms = [w, `${w} LBS`, `${w} LB`, ...(joined ? [`${w}LBS`, `${w}LB`] : [])];
      return forms.map((f) => [f, c]);
    }),
  );
}

/** Men's wrestling weight classes as the builder offers them; a heavyweight is 285. */
const WRESTLING: Table = {
  ...weightClassTable(MENS_WEIGHT_CLASSES, false),
  HWT: '285 lbs',
  HVY: '285 lbs',
  HEAVYWEIGHT: '285 lbs',
};

/**
 * The NCAA's women's classes only: an older or non-NCAA class (130, 170, 191) and a "HWT", whose
 * weight differs by era, stay empty rather than taking a neighbouring class.
 */
const WOMENS_WRESTLING: Table = weightClassTable(WOMENS_WEIGHT_CLASSES, true);

const ICE_HOCKEY: Table = {
  F: 'C|W',
  FW: 'C|W',
  FWD: 'C|W',
  FORWARD: 'C|W',
  C: 'C',
  CENTER: 'C',
  CENTRE: 'C',
  W: 'W',
  WING: 'W',
  LW: 'W',
  RW: 'W',
  'LEFT WING': 'W',
  'RIGHT WING': 'W',
  D: 'D',
  DEF: 'D',
  DEFENSE: 'D',
  DEFENCE: 'D',
  DEFENSEMAN: 'D',
  DEFENSEMEN: 'D',
  DEFENDER: 'D',
  G: 'G',
  GOALIE: 'G',
  GOALTENDER: 'G',
  GOALKEEPER: 'G',
  NETMINDER: 'G',
};

/** The builder's apparatus are the women's; men's pommel horse, rings, parallel and high bar stay empty. */
const GYMNASTICS: Table = {
  AA: 'All-Around',
  'ALL AROUND': 'All-Around',
  V: 'Vault',
  VT: 'Vault',
  VAULT: 'Vault',
  UB: 'Bars',
  BARS: 'Bars',
  'UNEVEN BARS': 'Bars',
  BB: 'Beam',
  BEAM: 'Beam',
  'BALANCE BEAM': 'Beam',
  FX: 'Floor',
  FLOOR: 'Floor',
  'FLOOR EXERCISE': 'Floor',
};
const MENS_GYMNASTICS: Table = {
  AA: 'All-Around',
  'ALL AROUND': 'All-Around',
  V: 'Vault',
  VT: 'Vault',
  VAULT: 'Vault',
  FX: 'Floor',
  FLOOR: 'Floor',
  'FLOOR EXERCISE': 'Floor',
};

/** A rower who sides both ways, or a roster that says only "rower", may be either side. */
const ROWING: Table = {
  PORT: 'Port',
  P: 'Port',
  STARBOARD: 'Starboard',
  STBD: 'Starboard',
  S: 'Starboard',
  'PORT STARBOARD': 'Port|Starboard',
  'P S': 'Port|Starboard',
  'STARBOARD PORT': 'Port|Starboard',
  'S P': 'Port|Starboard',
  BISWEPTUAL: 'Port|Starboard',
  ROWER: 'Port|Starboard',
  COXSWAIN: 'Coxswain',
  COX: 'Coxswain',
};

const TABLES: Record<string, Table> = {
  volleyball: VOLLEYBALL,
  'mens-volleyball': VOLLEYBALL,
  'mens-soccer': SOCCER,
  'womens-soccer': SOCCER,
  basketball: BASKETBALL,
  'womens-basketball': BASKETBALL,
  football: FOOTBALL,
  baseball: BASEBALL,
  softball: SOFTBALL,
  lacrosse: LACROSSE,
  'womens-lacrosse': LACROSSE,
  'field-hockey': FIELD_HOCKEY,
  'mens-track-field': TRACK,
  'womens-track-field': TRACK,
  'mens-cross-country': CROSS_COUNTRY,
  'womens-cross-country': CROSS_COUNTRY,
  'mens-swimming-diving': SWIMMING,
  'womens-swimming-diving': SWIMMING,
  // Rosters list no singles or doubles spot, nor a golfer's role: every player stays at no position.
  'mens-tennis': {},
  'womens-tennis': {},
  'mens-golf': {},
  'womens-golf': {},
  wrestling: WRESTLING,
  'womens-wrestling': WOMENS_WRESTLING,
  'mens-ice-hockey': ICE_HOCKEY,
  'womens-ice-hockey': ICE_HOCKEY,
  'womens-gymnastics': GYMNASTICS,
  'mens-gymnastics': MENS_GYMNASTICS,
  'womens-rowing': ROWING,
};

const clean = (s: string) => s.toUpperCase().replace(/[-./]/g, ' ').replace(/\s+/g, ' ').trim();

/** The group of a roster's position text for a program sport (e.g. 'volleyball'). */
export function positionGroup(sport: string, raw: string, throws = ''): string {
  const table = TABLES[sport];
  if (!table) throw new Error(`no position table for ${sport}`);
  const whole = clean(raw);
  if (!whole) return '';
  if (table[whole]) return withHand(sport, table[whole], throws);
  // The first listed position: "OH/DS", "Guard / Forward G/F", "Right-Handed Pitcher RHP".
  const first = clean(raw.split(/\/|,|;|\bor\b/i)[0] ?? '');
  if (table[first]) return withHand(sport, table[first], throws);
  // Words with digits are heights ("6'2"), except wrestling's weight classes ("141 141").
  const words = first.split(' ').filter((w) => !/\d/.test(w) || (WEIGHT_SPORTS.has(sport) && table[w]));
  // A phrase ("Outside Hitter"), then the abbreviation many sites add after it.
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const hit = table[words.slice(i, i + n).join(' ')];
      if (hit) return withHand(sport, hit, throws);
    }
  }
  return '';
}

/** A baseball pitcher listed only as "P" is RHP or LHP by the throwing hand the roster gives. */
function withHand(sport: string, group: string, throws: string): string {
  if (sport !== 'baseball' || group !== 'RHP|LHP') return group;
  const t = throws.trim().toUpperCase();
  if (t === 'RIGHT' || t === 'R') return 'RHP';
  if (t === 'LEFT' || t === 'L') return 'LHP';
  return group;
}
