import { z } from 'zod';
import { METRIC_KEYS, VERIFICATION_LEVELS } from '../constants';
import { rangeProblem } from '../input-ranges';
import { CONFIRM_EMAIL_FIRST } from './auth';
import { ZName } from './names';

/** What the athlete is told when evidence is refused (server and client say the same). */
/** Where a stats sheet is uploaded (multipart, field `file`): a file route beside the procedures. */
export const UPLOAD_PATH = '/api/evidence/files';

export const EVIDENCE_MESSAGES = {
  fileNotFound: 'File not found',
  notYours: 'You can only see your own files',
  notRead: 'This file is still being read. Try again in a moment',
  notOnSheet: 'That number is not on the sheet. Correct it to the value the sheet shows',
  metricForSport: 'That metric is not one your sport uses',
  linkHost: 'Link a public Hudl, NCSA or MaxPreps page',
  linkMissing: 'That value does not appear on the page beside the metric',
  linkNotYours: 'That page does not show your name. Link your own public profile page',
  resultNotFound: 'Result not found',
  resultNotYours: 'This result names another athlete',
  resultTaken: 'This result has already been claimed',
  claimLinkDead:
    'This confirmation link has expired or was already used. Claim the result again from your profile',
  claimLinkOtherAccount:
    'This link confirms a claim made by another FitScout account. Sign in as the athlete who claimed the result',
  coachNotAllowed: 'Only a coach of a program you accepted contact from can verify your metrics',
  coachUnconfirmed: CONFIRM_EMAIL_FIRST,
  coachValueChanged: (metric: string, now: string) =>
    `The athlete changed ${metric} to ${now} since you looked. Check the new value before you verify it`,
  coachVerified: 'Verified. The number now counts as Coach Verified',
  coachVerifiedNotCounted:
    "Verified, but this metric does not count toward the athlete's Fit Score at their position",
  noFile: 'Choose a file to upload',
  noPdfText: 'This PDF has no text to read (a scan?). Upload a PNG or JPG photo of the sheet instead',
} as const;

const ZMetricKey = z.enum(METRIC_KEYS, { error: 'Unknown metric' });
const ZValue = z.coerce
  .number({ error: 'Each metric must be a positive number' })
  .positive('Each metric must be a positive number');
/**
 * A metric's value is checked as the profile checks it: within the range a person can post
 * (common/input-ranges.ts), the likely mistake named; a sport's own narrower range is checked by
 * the service, which knows the athlete's sport.
 */
function checkMetricValue(v: { metric: string; value: number }, ctx: z.RefinementCtx) {
  const problem = rangeProblem(v.metric, v.value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
}

/** One metric's evidence as anyone may see it: the level, when, and a source to show. */
export const ZMetricEvidence = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  at: z.string(),
  /** e.g. 'Uploaded stats sheet', 'hudl.com', 'Spring Combine, 2026-03-14', 'Coach Dana Reed'. */
  source: z.string(),
});
export type TMetricEvidence = z.infer<typeof ZMetricEvidence>;

export const ZMetricProposal = z.object({ metric: ZMetricKey, value: z.number(), line: z.string() });

export const ZEvidenceFile = z.object({
  id: z.string(),
  originalName: z.string(),
  mediaType: z.string(),
  byteSize: z.number(),
  pageCount: z.number(),
  status: z.enum(['reading', 'read', 'failed']),
  error: z.string().nullable(),
  proposals: z.array(ZMetricProposal),
  readMs: z.number().nullable(),
  createdAt: z.date(),
});
export type TEvidenceFile = z.infer<typeof ZEvidenceFile>;

export const ZFileId = z.object({ id: z.uuid(EVIDENCE_MESSAGES.fileNotFound) });

/** The athlete confirms (or corrects) the metrics read from a file. */
export const ZConfirmUpload = z.object({
  id: z.uuid(EVIDENCE_MESSAGES.fileNotFound),
  metrics: z
    .array(z.object({ metric: ZMetricKey, value: ZValue }).superRefine(checkMetricValue))
    .min(1, 'Confirm at least one metric')
    .max(20),
});

export const ZConfirmResult = z.object({
  /** Metrics now Uploaded. */
  uploaded: z.array(z.string()),
  /** Corrected to a number the sheet does not show: kept, but Self-Reported. */
  selfReported: z.array(z.string()),
});

export const ZLinkMetric = z.object({
  metric: ZMetricKey,
  url: z.string().trim().url(EVIDENCE_MESSAGES.linkHost).max(2048),
});

export const ZEventResult = z.object({
  id: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  metric: ZMetricKey,
  value: z.number(),
  /** The address the athlete registered with at the event, masked (`j•••@example.com`). */
  registeredAs: z.string(),
});
export type TEventResult = z.infer<typeof ZEventResult>;
export const ZResultId = z.object({ id: z.uuid(EVIDENCE_MESSAGES.resultNotFound) });

/** A claim's answer: where the confirmation link went (masked), and whether it had gone already today. */
export const ZClaimSent = z.object({ sentTo: z.string(), alreadySent: z.boolean() });
export type TClaimSent = z.infer<typeof ZClaimSent>;

/** The token of an emailed claim link. */
export const ZClaimToken = z.object({
  token: z
    .string({ error: EVIDENCE_MESSAGES.claimLinkDead })
    .min(1, EVIDENCE_MESSAGES.claimLinkDead)
    .max(200, EVIDENCE_MESSAGES.claimLinkDead),
});

/** A coach verifies one metric of an athlete at the value the coach saw (the coaches' side calls this). */
export const ZCoachVerify = z.object({
  athleteId: z.uuid('Profile not found'),
  metric: ZMetricKey,
  value: z.number({ error: 'Send the value you saw' }),
});
export const ZCoachVerifyResult = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  /** False when the athlete's position does not score this metric; `message` says so. */
  countsForPosition: z.boolean(),
  message: z.string(),
});

/** One metric a coach verified, and whether the athlete has changed it since (then Self-Reported again). */
export const ZCoachVerification = z.object({
  athleteId: z.string(),
  athleteName: z.string(),
  metric: z.string(),
  verifiedValue: z.number(),
  currentValue: z.number().nullable(),
  verifiedAt: z.string(),
  stillVerified: z.boolean(),
});
export type TCoachVerification = z.infer<typeof ZCoachVerification>;

/** One row of an operator's event CSV (docs/events-csv.md). */
export const ZEventCsvRow = z
  .object({
    event: z.string().trim().min(1, 'event is required').max(120),
    date: z.iso.date('date must be YYYY-MM-DD'),
    email: z.email('email must be the athlete’s account email').transform((e) => e.toLowerCase()),
    first_name: ZName('first_name is required', 80),
    last_name: ZName('last_name is required', 80),
    graduation_year: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.coerce.number().int().min(2020).max(2035).nullable(),
    ),
    metric: ZMetricKey,
    value: ZValue,
  })
  .superRefine(checkMetricValue);
