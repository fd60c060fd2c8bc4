/** /hs (SPEC §2): the four steps and the reasons to join now. */
export const HS_STEPS = [
  {
    title: 'Upload film, stats and GPA',
    text: 'Add a highlight link, your measurables and your grades. Link or upload the evidence for each.',
  },
  {
    title: 'Get a Fit Score',
    text: 'Every program gets a score from 0 to 100, split into five parts, with what helps and what is missing.',
  },
  {
    title: 'Connect directly with coaching staffs',
    text: 'Share one public profile and PDF with the staffs that fit you, instead of mass emails.',
  },
  {
    title: 'Weekly recalculation',
    text: 'Your score updates every Monday at 6AM with your new numbers and the latest program data.',
  },
] as const;

export const HS_WHY_NOW = [
  'Beta members get their Fit Score first, before the public launch.',
  'Three referrals skip the line; ten earn the beta-tester badge.',
  'Your score history starts the day you join, so coaches see your trend.',
  'Free during the beta, with no card required.',
] as const;

export const HS_WAITLIST = '/waitlist?segment=hs';
