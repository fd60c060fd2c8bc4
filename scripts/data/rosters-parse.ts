/**
 * Field parsers for public roster files: class year, height, weight, home state, position group
 * and the kind of a previous school. Each returns '' when the roster does not say, never a guess.
 */

export const CLASS_YEARS = ['FR', 'SO', 'JR', 'SR', 'GR'] as const;

/** Academic class as listed; a redshirt year maps to the class shown, a fifth year to GR. */
export function parseClassYear(raw: string): string {
  const s = raw
    .toLowerCase()
    .replace(/redshirt|\br-|\brs-|\br\.\s*/g, ' ')
    .trim();
  if (!s) return '';
  if (/grad|\bgr\b|\bgs\b|5th|fifth|6th|sixth/.test(s)) return 'GR';
  if (/senior|\bsr\b/.test(s)) return 'SR';
  if (/junior|\bjr\b/.test(s)) return 'JR';
  if (/soph|\bso\b/.test(s)) return 'SO';
  if (/fresh|\bfr\b|\bfy\b|\brf\b|first/.test(s)) return 'FR';
  return '';
}

/** Inches from 6-2, 6'2", 6' 2'' or a bare number of inches; '' outside 60-90 in. */
export function parseHeight(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  const s = String(raw).trim();
  let inches: number | undefined;
  const ftIn = /^(\d)\s*(?:'|’|-|ft\.?)\s*(\d{1,2}(?:\.\d+)?)?/.exec(s);
  if (ftIn) inches = Number(ftIn[1]) * 12 + Math.round(Number(ftIn[2] ?? 0));
  else if (/^\d{2}(\.\d+)?$/.test(s)) inches = Math.round(Number(s));
  if (inches === undefined || inches < 60 || inches > 90) return '';
  return String(inches);
}

/** Pounds; '' when missing or not a plausible athlete's weight. */
export function parseWeight(raw: string | number | null | undefined): string {
  const n = Number(
    String(raw ?? '')
      .replace(/lbs?\.?/i, '')
      .trim(),
  );
  if (!Number.isFinite(n) || n < 90 || n > 420) return '';
  return String(Math.round(n));
}

const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
/** The US states and DC by name and by AP-style abbreviation (as rosters write them). */
const STATE_NAMES: Record<string, string> = {
  alabama: 'AL',
  ala: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  ariz: 'AZ',
  arkansas: 'AR',
  ark: 'AR',
  california: 'CA',
  calif: 'CA',
  cal: 'CA',
  colorado: 'CO',
  colo: 'CO',
  connecticut: 'CT',
  conn: 'CT',
  delaware: 'DE',
  del: 'DE',
  'district of columbia': 'DC',
  'd c': 'DC',
  'washington d c': 'DC',
  florida: 'FL',
  fla: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  ill: 'IL',
  indiana: 'IN',
  ind: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kan: 'KS',
  kans: 'KS',
  kentucky: 'KY',
  ky: 'KY',
  louisiana: 'LA',
  la: 'LA',
  maine: 'ME',
  maryland: 'MD',
  md: 'MD',
  massachusetts: 'MA',
  mass: 'MA',
  michigan: 'MI',
  mich: 'MI',
  minnesota: 'MN',
  minn: 'MN',
  mississippi: 'MS',
  miss: 'MS',
  missouri: 'MO',
  mo: 'MO',
  montana: 'MT',
  mont: 'MT',
  nebraska: 'NE',
  neb: 'NE',
  nebr: 'NE',
  nevada: 'NV',
  nev: 'NV',
  'new hampshire': 'NH',
  'n h': 'NH',
  'new jersey': 'NJ',
  'n j': 'NJ',
  'new mexico': 'NM',
  'n m': 'NM',
  'n mex': 'NM',
  'new york': 'NY',
  'n y': 'NY',
  'north carolina': 'NC',
  'n c': 'NC',
  'north dakota': 'ND',
  'n d': 'ND',
  'n dak': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  okla: 'OK',
  oregon: 'OR',
  ore: 'OR',
  pennsylvania: 'PA',
  pa: 'PA',
  penn: 'PA',
  'rhode island': 'RI',
  'r i': 'RI',
  'south carolina': 'SC',
  's c': 'SC',
  'south dakota': 'SD',
  's d': 'SD',
  's dak': 'SD',
  tennessee: 'TN',
  tenn: 'TN',
  texas: 'TX',
  tex: 'TX',
  utah: 'UT',
  vermont: 'VT',
  vt: 'VT',
  virginia: 'VA',
  va: 'VA',
  washington: 'WA',
  wash: 'WA',
  'west virginia': 'WV',
  'w va': 'WV',
  wisconsin: 'WI',
  wis: 'WI',
  wisc: 'WI',
  wyoming: 'WY',
  wyo: 'WY',
};

/** A state code as given (validated), or '' (territories and countries included). */
export function validState(code: string): string {
  const c = code.trim().toUpperCase();
  return STATE_CODES.has(c) ? c : '';
}

/** The state of a "City, ST" / "City, Calif." / "City, Texas" hometown; '' abroad or unclear. */
export function stateFromHometown(raw: string): string {
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length < 2) return '';
  const last = (parts[parts.length - 1] ?? '').replace(/\(.*\)/g, '').trim();
  if (/^[A-Z]{2}$/.test(last)) return validState(last);
  // "Hawai'i" and "Hawaiʻi" (an apostrophe or the ʻokina) name Hawaii as surely as "Hawaii" does.
  const key = last
    .toLowerCase()
    .replace(/['’ʻ‘`]/g, '')
    .replace(/[.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return STATE_NAMES[key] ?? '';
}

/**
 * Previous school → four-year, junior-college or none (a high school or academy), from the name
 * alone: junior-college for names that say so or that are a junior college on file; four-year
 * for four-year schools on file and universities; '' when the name does not tell. Several
 * schools listed ("A / B") give a kind only when they all agree.
 */
export function previousSchoolKind(
  raw: string,
  known: { juco: Set<string>; fourYear: Set<string>; jucoNames?: Set<string>; fourYearNames?: Set<string> },
): string {
  const parts = raw
    .split(/\/|;|\band then\b/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(none|n\/?a|-+)$/i.test(p));
  const kinds = new Set(parts.map((p) => oneSchoolKind(p, known)));
  const [only] = kinds;
  return kinds.size === 1 && only ? only : '';
}

function oneSchoolKind(
  s: string,
  known: { juco: Set<string>; fourYear: Set<string>; jucoNames?: Set<string>; fourYearNames?: Set<string> },
): string {
  if (/community college|junior college|\bjuco\b|\bj\.?c\.?$|\bc\.?c\.?$|\bccc\b|\bjc\b|\bcc\b/i.test(s))
    return 'junior-college';
  const full = normalizeName(s);
  if (known.jucoNames?.has(full)) return 'junior-college';
  if (
    /high school|\bh\.?s\.?(?=\s|$)|\bacademy\b|\bprep\b|secondary|gymnasium|lyc[eé]e/i.test(s) &&
    !/universit|college/i.test(s)
  )
    return 'none';
  if (known.fourYearNames?.has(full)) return 'four-year';
  const core = schoolCore(s);
  // A short name that also begins another kind's name ("Delta" / "Delta State") does not tell.
  const prefixOf = (set: Set<string>) => [...set].some((n) => n.startsWith(`${core} `));
  const inJuco = known.juco.has(core) && !prefixOf(known.fourYear);
  const inFour = known.fourYear.has(core) && !prefixOf(known.juco);
  if (inJuco && !inFour) return 'junior-college';
  if (inFour && !inJuco) return 'four-year';
  if (/universit|\buniv\b/i.test(s)) return 'four-year';
  return '';
}

/** A school name without its generic words, for matching a previous school to names on file. */
export function schoolCore(name: string): string {
  return normalizeName(name)
    .replace(/\b(the|university|college|of|at|community|junior)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, & as "and", accents and punctuation dropped, spaces collapsed. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’`,()]/g, '')
    .replace(/[-–/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
