import { VERIFICATION_LABELS, VERIFICATION_LEVELS, type VerificationLevel } from './constants';
import type { TMetricEvidence } from './schemas/evidence';

/** Where a metric's evidence came from; only the public parts leave the server. */
export type EvidenceSource =
  | { kind: 'upload'; fileId: string }
  | { kind: 'link'; url: string }
  | { kind: 'event'; eventName: string; eventDate: string; resultId: string }
  | { kind: 'coach'; coachName: string; coachUserId: string; programName: string | null };
export interface EvidenceDetail {
  level: string;
  /** The value the evidence shows; a different metric value is self-reported again. */
  value: number;
  /** ISO time the evidence was recorded. */
  at: string;
  source: EvidenceSource;
}
export type EvidenceDetailJson = Partial<Record<string, EvidenceDetail>>;

/** The stored columns the public evidence is read from (a profile row has them). */
interface EvidencedRow {
  metrics: unknown;
  evidenceDetail: unknown;
  createdAt: Date;
}

/** Lower is stronger: coach, event, upload, link, self. */
export const levelRank = (level: string) => {
  const i = VERIFICATION_LEVELS.indexOf(level as VerificationLevel);
  return i < 0 ? VERIFICATION_LEVELS.length : i;
};

/** The source as anyone may read it: never a file id or a user id. */
function sourceLabel(source: EvidenceSource): string {
  switch (source.kind) {
    case 'upload':
      return 'Uploaded stats sheet';
    case 'link':
      return new URL(source.url).hostname.replace(/^www\./, '');
    case 'event':
      return `${source.eventName}, ${source.eventDate}`;
    case 'coach': {
      // A coach account need not carry a name; then the program speaks for its staff.
      const who = source.coachName ? `Coach ${source.coachName}` : 'A coach on staff';
      return source.programName ? `${who}, ${source.programName}` : who;
    }
  }
}

/** A metric's detail counts only while the metric still has the value that was evidenced. */
export function currentDetail(row: Pick<EvidencedRow, 'metrics' | 'evidenceDetail'>, metric: string) {
  const detail = (row.evidenceDetail as EvidenceDetailJson)[metric];
  const value = (row.metrics as Record<string, number>)[metric];
  return detail && value === detail.value ? detail : undefined;
}

/**
 * Each metric's level, date and source for the public profile, the PDF and the dashboard. A
 * metric with no current evidence is Self-Reported since the profile was built.
 */
export function publicEvidence(row: EvidencedRow): Record<string, TMetricEvidence> {
  const out: Record<string, TMetricEvidence> = {};
  for (const metric of Object.keys(row.metrics as Record<string, number>)) {
    const detail: EvidenceDetail | undefined = currentDetail(row, metric);
    out[metric] = detail
      ? { level: detail.level as VerificationLevel, at: detail.at, source: sourceLabel(detail.source) }
      : { level: 'self', at: row.createdAt.toISOString(), source: VERIFICATION_LABELS.self };
  }
  return out;
}
