import { z } from 'zod';
import { ZEmail } from './auth';

/** The match card's "Staff email" field: the same check as the procedure's typed address. */
export const ZSendProfileForm = z.object({ to: ZEmail });

/** "Send my profile to this staff": to the program's coach email on file, or to a typed address. */
export const ZSendProfile = z
  .object({
    programId: z.uuid().optional(),
    to: ZSendProfileForm.shape.to.optional(),
  })
  .refine((v) => v.programId !== undefined || v.to !== undefined, {
    message: 'Choose a program or type an email address',
  });
export type TSendProfile = z.infer<typeof ZSendProfile>;

export const ZSentProfile = z.object({
  id: z.string(),
  to: z.string(),
  /** The program whose match card sent it; null for an address typed without a program. */
  programId: z.string().nullable(),
  programName: z.string().nullable(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

/** One outbox row as the admin dashboard lists it (never the message body). */
export const ZOutboxEntry = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

/** A page of the admin's outbox list, newest first. */
export const OUTBOX_PAGE_SIZE = 25;
export const ZOutboxPageRequest = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZOutboxPage = z.object({
  entries: z.array(ZOutboxEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The account's choice of non-transactional email (/profile/email); account emails always go. */
export const ZEmailPreferences = z.object({
  /** The Monday update after the weekly recompute. */
  weeklyUpdate: z.boolean(),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;

/** Every kind of mail the outbox holds, as the admin's outbox names it. */
export const MAIL_KIND_LABELS = {
  password_reset: 'Password reset',
  verify_email: 'Address check',
  weekly_update: 'Monday update',
  profile_share: 'Profile to staff',
  contact_request: 'Coach contact request',
  contact_accepted: 'Contact accepted',
  program_claim: 'Program claim link',
  shortlist_climb: 'Shortlist climb',
  event_claim: 'Event result claim',
} as const;
export type MailKind = keyof typeof MAIL_KIND_LABELS;
/** A stored kind's label; a kind from an older release shows as stored. */
export const mailKindLabel = (kind: string): string =>
  (MAIL_KIND_LABELS as Record<string, string>)[kind] ?? kind;
