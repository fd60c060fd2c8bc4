/**
 * The transfer portal (SPEC §1, §4): a college athlete's profile may say it is in the portal or
 * about to enter it, with its current school and eligibility remaining (the waitlist's portal
 * fields, 0 to 5 years, default 2).
 */
export const PORTAL_STATUSES = ['entering', 'in-portal'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

export const PORTAL_STATUS_LABELS: Record<PortalStatus, string> = {
  entering: 'Entering the transfer portal',
  'in-portal': 'In the transfer portal',
};

export const ELIGIBILITY_MIN = 0;
export const ELIGIBILITY_MAX = 5;
export const ELIGIBILITY_DEFAULT = 2;
