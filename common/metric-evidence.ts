import { formatTime, METRIC_DISPLAY, type MetricKey, VERIFICATION_LABELS } from './constants';
import type { TMetricEvidence } from './schemas/evidence';

/** A metric's name as athletes read it, e.g. '40-yard dash'. */
export const metricName = (key: string) => METRIC_DISPLAY[key as MetricKey]?.label ?? key;

/**
 * A metric's value with its unit, e.g. '4.62 s', a time for timed marks ('10.85 s', '4:18.50'), or the
 * choice's name for a metric picked from a list ('State placer, 3rd').
 */
export function metricValueText(key: string, value: number): string {
  const display = METRIC_DISPLAY[key as MetricKey];
  if (display?.clock) return formatTime(value);
  const choice = display?.choices?.find((c) => c.value === value);
  if (choice) return choice.label;
  return display?.unit ? `${value} ${display.unit}` : String(value);
}

/** The day a metric was evidenced, in the reader's own calendar. */
export const evidenceDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * A metric's evidence as the profile, the PDF and the dashboard say it: 'Uploaded · Nov 26, 2026'
 * (and its public source when asked). Self-Reported has no date: nothing was checked on any day.
 */
export function evidenceText(ev: TMetricEvidence | undefined, opts: { source?: boolean } = {}): string {
  if (!ev || ev.level === 'self') return VERIFICATION_LABELS.self;
  const parts = [VERIFICATION_LABELS[ev.level], evidenceDay(ev.at)];
  if (opts.source) parts.push(ev.source);
  return parts.join(' · ');
}
