import { unmarkedSentence } from './marks';
import { hasBenchmarks } from './reference';
import type { AthleteInput } from './types';

/** The athletic sentence of an athlete whose sport or event group has no published mark. */
export const unmarkedText = (a: Pick<AthleteInput, 'sport' | 'position'>) =>
  unmarkedSentence(a.sport, a.position, hasBenchmarks(a.sport));
