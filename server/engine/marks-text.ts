import { wrestlingRecordText } from '../../common/constants';
import { recordSentence, unmarkedSentence } from './marks';
import { hasBenchmarks } from './reference';
import type { AthleteInput } from './types';

/**
 * The athletic sentence of an athlete whose sport or event group has no published mark: a
 * wrestler's record and state finish where given, else what the neutral score rests on.
 */
export function unmarkedText(a: Pick<AthleteInput, 'sport' | 'position' | 'metrics'>): string {
  const record = wrestlingRecordText(a.metrics);
  if (record) return recordSentence(a.sport, record);
  return unmarkedSentence(a.sport, a.position, hasBenchmarks(a.sport));
}
