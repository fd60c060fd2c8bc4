import { SEED_HEADER } from '../../db/seed/programs';
/**
 * The sports this data set covers, the source folders each one is read from, and the
 * file layout shared by the generator (eada.ts) and its test.
 */
export const LEVELS = ['D1', 'D2', 'D3', 'NAIA', 'JUCO'] as const;
export type Level = (typeof LEVELS)[number];

/** The reference seed's columns, and the institution's IPEDS unit id. */
export const PROGRAM_HEADER = [...SEED_HEADER, 'unitid'] as const;

export interface SportSource {
  key: string;
  gender: 'Men' | 'Women';
  /** Roster-dataset sport folders; indoor and outdoor track are merged into one program. */
  folders: string[];
}

export const SPORTS: SportSource[] = [
  { key: 'mens-track-field', gender: 'Men', folders: ['track_indoor', 'track_outdoor'] },
  { key: 'womens-track-field', gender: 'Women', folders: ['track_indoor', 'track_outdoor'] },
  { key: 'mens-cross-country', gender: 'Men', folders: ['cross_country'] },
  { key: 'womens-cross-country', gender: 'Women', folders: ['cross_country'] },
  { key: 'mens-swimming-diving', gender: 'Men', folders: ['swimming'] },
  { key: 'womens-swimming-diving', gender: 'Women', folders: ['swimming'] },
  { key: 'mens-tennis', gender: 'Men', folders: ['tennis'] },
  { key: 'womens-tennis', gender: 'Women', folders: ['tennis'] },
  { key: 'mens-golf', gender: 'Men', folders: ['golf'] },
  { key: 'womens-golf', gender: 'Women', folders: ['golf'] },
  { key: 'wrestling', gender: 'Men', folders: ['wrestling'] },
  { key: 'womens-wrestling', gender: 'Women', folders: ['wrestling'] },
  { key: 'field-hockey', gender: 'Women', folders: ['field_hockey'] },
  { key: 'mens-ice-hockey', gender: 'Men', folders: ['ice_hockey'] },
  { key: 'womens-ice-hockey', gender: 'Women', folders: ['ice_hockey'] },
  { key: 'mens-gymnastics', gender: 'Men', folders: ['gymnastics'] },
  { key: 'womens-gymnastics', gender: 'Women', folders: ['gymnastics'] },
  { key: 'mens-rowing', gender: 'Men', folders: ['rowing'] },
  { key: 'womens-rowing', gender: 'Women', folders: ['rowing'] },
];

/** Sports with no NCAA Division I championship field, so no D1 file is expected. */
export const NO_D1 = new Set(['mens-rowing']);

export const programFile = (key: string, level: Level) => `${key}-${level.toLowerCase()}.csv`;

/** USPS codes for the states, DC and the territories IPEDS lists. */
export const STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
);
