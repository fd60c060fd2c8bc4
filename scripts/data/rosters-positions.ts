/**
 * Roster position → the project's position codes (SPORT_POSITIONS). A roster that names a
 * broader role ("D", "Guard", "INF") gets a pooled group: the codes it may be, joined with '|'
 * ("CB|FB", "PG|SG", "1B|2B|SS|3B"), so the engine can count it for each of them. A player listed
 * at two positions counts at the first. Unclear listings give '' (the player still counts on the
 * roster, at no position).
 */

type Table = Record<string, string>;

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
  const words = first.split(' ').filter((w) => !/\d/.test(w));
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
