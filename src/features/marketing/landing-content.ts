import { FIT_WEIGHTS } from '@common/constants';

/** SPEC §2: the three audience cards and their messages. */
export const AUDIENCES = [
  {
    title: 'High-school athletes',
    message: 'Get your score. Choose your future.',
    cta: { label: 'GET YOUR SCORE', to: '/hs' },
  },
  {
    title: 'Transfer portal',
    message: 'Analyze the market. Know your worth.',
    cta: { label: 'ANALYZE MARKET', to: '/portal' },
  },
  {
    title: 'College coaches',
    message: 'Turn hours into minutes.',
    cta: { label: 'GET ACCESS', to: '/coaches' },
  },
] as const;

/** The engine's five parts with their SPEC §9 weights, in the words a family would use. */
export const ENGINE_PARTS = [
  {
    title: 'Athletic alignment',
    weight: FIT_WEIGHTS.athletic,
    text: "Your measurables against the marks of players at the program's level and position.",
  },
  {
    title: 'Roster need',
    weight: FIT_WEIGHTS.rosterNeed,
    text: 'Who graduates or leaves at your position, from the roster data we hold, and nothing guessed.',
  },
  {
    title: 'Academic fit',
    weight: FIT_WEIGHTS.academic,
    text: "Your GPA and test scores against the school's admission and eligibility bars.",
  },
  {
    title: 'Geographic proximity',
    weight: FIT_WEIGHTS.geo,
    text: 'Distance from home, and the regions you told us you prefer.',
  },
  {
    title: 'System/style fit',
    weight: FIT_WEIGHTS.sys,
    text: 'How you play against how the program plays; neutral and flagged when we do not know.',
  },
] as const;
