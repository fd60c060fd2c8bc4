import { SCORE_BANDS } from '@common/constants';

export type Tone = 'strong' | 'mid' | 'weak';

/** SPEC §9: fit and confidence are strong from 80 and mid from 50; the ACS card uses 80 and 60. */
export function scoreTone(score: number, bands: { strong: number; mid: number } = SCORE_BANDS.fit): Tone {
  return score >= bands.strong ? 'strong' : score >= bands.mid ? 'mid' : 'weak';
}

export const TONE_TEXT: Record<Tone, string> = {
  strong: 'text-success',
  mid: 'text-warning',
  weak: 'text-destructive',
};
export const TONE_BAR: Record<Tone, string> = {
  strong: 'bg-success',
  mid: 'bg-warning',
  weak: 'bg-destructive',
};
