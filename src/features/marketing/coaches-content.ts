import { SPORT_POSITIONS } from '@common/constants';

/** /coaches (SPEC §2, §9). Every figure here is a static sample value, labelled as such on the page. */
export const COACH_STATS = [
  { value: 87, decimals: 0, suffix: '%', label: 'roster-fit accuracy' },
  { value: 3.2, decimals: 1, suffix: 'x', label: 'faster identification' },
  { value: 94, decimals: 0, suffix: '%', label: 'verified profiles' },
  { value: 5, decimals: 0, suffix: ' min', label: 'to a fit' },
] as const;

export const ROSTER_POSITIONS = SPORT_POSITIONS.Football;
export const ROSTER_DIVISIONS = ['FBS', 'FCS', 'D2', 'D3', 'NAIA', 'JUCO'] as const;
export const ROSTER_REGIONS = ['West', 'Midwest', 'South', 'East', 'Southwest', 'Northeast'] as const;

/** SPEC §2: the 'Build your ideal roster' result, the same whatever is chosen. */
export const ROSTER_REPORT = {
  verifiedAthletes: 12,
  averageFit: 84.3,
  fasterFill: '+23%',
  top: [
    { name: 'Sample athlete A', detail: 'Class of 2026 · coach-verified measurables', fit: 87 },
    { name: 'Sample athlete B', detail: 'Class of 2026 · event data', fit: 84 },
    { name: 'Sample athlete C', detail: 'Portal · 2 years of eligibility', fit: 82 },
  ],
} as const;

/** The dashboard preview: sample filters and matches. */
export const PREVIEW_FILTERS = ['Position: WR', 'Division: FCS', 'Region: South', 'Verified only'] as const;
export const PREVIEW_MATCHES = [
  { name: 'Sample athlete D', detail: 'WR · 6\'1" · 4.52 40 · GPA 3.4', fit: 89 },
  { name: 'Sample athlete E', detail: 'WR · 5\'11" · 4.48 40 · GPA 3.1', fit: 85 },
  { name: 'Sample athlete F', detail: 'WR · 6\'2" · 4.61 40 · GPA 3.7', fit: 81 },
] as const;

/** The data bars: what share of a sample board each kind of evidence backs. */
export const DATA_BARS = [
  { label: 'Coach-verified measurables', percent: 64 },
  { label: 'Event data (combines, meets)', percent: 48 },
  { label: 'Uploaded transcripts', percent: 71 },
  { label: 'Film linked', percent: 92 },
] as const;

export const COACH_WAITLIST = '/waitlist?segment=coach';
