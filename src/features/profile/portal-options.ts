import { ELIGIBILITY_MAX, ELIGIBILITY_MIN, PORTAL_STATUS_LABELS, PORTAL_STATUSES } from '@common/constants';
import {
  ACADEMIC_STANDING_LABELS,
  ACADEMIC_STANDINGS,
  academicYearOf,
  CLOCK_START_FIRST,
  CURRENT_LEVELS,
  LEVEL_LABELS,
  seasonLabel,
  TRANSFER_KIND_LABELS,
  TRANSFER_KINDS,
} from '@common/eligibility';
import { range } from '@/lib/range';

/** The builder's and the edit form's choices for the transfer-portal fields. */
export const PORTAL_OPTIONS = [
  { value: '', label: 'No: high school or staying' },
  ...PORTAL_STATUSES.map((status) => ({ value: status, label: PORTAL_STATUS_LABELS[status] })),
];
export const ELIGIBILITY_OPTIONS = range(ELIGIBILITY_MIN, ELIGIBILITY_MAX).map((n) => ({
  value: String(n),
  label: `${n} ${n === 1 ? 'year' : 'years'}`,
}));
export const PORTAL_HINT = 'For college athletes: your dashboard adds a portal report';

const today = () => new Date().toISOString().slice(0, 10);
export const LEVEL_OPTIONS = CURRENT_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }));
/** The seasons a clock may have started, newest first. */
export const CLOCK_OPTIONS = range(CLOCK_START_FIRST, academicYearOf(today()))
  .reverse()
  .map((y) => ({ value: String(y), label: seasonLabel(y) }));
export const KIND_OPTIONS = TRANSFER_KINDS.map((k) => ({ value: k, label: TRANSFER_KIND_LABELS[k] }));
export const STANDING_OPTIONS = ACADEMIC_STANDINGS.map((s) => ({
  value: s,
  label: ACADEMIC_STANDING_LABELS[s],
}));
