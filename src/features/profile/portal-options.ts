import { ELIGIBILITY_MAX, ELIGIBILITY_MIN, PORTAL_STATUS_LABELS, PORTAL_STATUSES } from '@common/constants';
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
