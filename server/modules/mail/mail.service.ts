import type { TEmailPreferences } from '../../../common/schemas/mail';
import { OUTBOX_PAGE_SIZE } from '../../../common/schemas/mail';
import type { AppDeps } from '../../deps';
import { countOutbox, insertMessage, listOutbox, setWeeklyOptOut, weeklyOptOut } from './mail.repo';
import { type MailContent, renderMail } from './mail.templates';

export interface QueueMailInput {
  /** The same key never sends twice (e.g. `reset:<token hash>`, `weekly:<athlete>:<ISO week>`). */
  idempotencyKey: string;
  kind: string;
  to: string;
  replyTo?: string | null;
  /** The user on whose behalf it goes out, if any. */
  senderUserId?: string | null;
  /** The program a profile share was sent for. */
  programId?: string | null;
  content: MailContent;
}

/**
 * Writes the message to the outbox, then hands it to the mail worker. The row comes first: if the
 * queue or SMTP is down, the message waits and the worker's sweep sends it later.
 */
export async function queueMail(
  deps: AppDeps,
  input: QueueMailInput,
): Promise<{ id: string; created: boolean }> {
  const rendered = renderMail(input.content);
  const result = await insertMessage(deps.db, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    to: input.to,
    replyTo: input.replyTo,
    senderUserId: input.senderUserId,
    programId: input.programId,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: rendered.headers,
  });
  if (!result.created) return result;
  if (!deps.mail.transport) {
    // A self-hoster without SMTP still needs the reset link: the log carries the whole text.
    deps.log.info(
      { mailId: result.id, to: input.to, subject: rendered.subject, text: rendered.text },
      'mail: SMTP_URL is unset, so this message waits in the outbox',
    );
  } else if (deps.mail.queue) {
    await deps.mail.queue(result.id).catch((err) => {
      deps.log.warn({ err, mailId: result.id }, 'mail: could not queue the delivery job; the sweep will');
    });
  }
  return result;
}

/** The athlete's choice from an unsubscribe link: no more Monday updates. */
export async function optOutOfWeekly(deps: AppDeps, userId: string): Promise<void> {
  await setWeeklyOptOut(deps.db, userId, true);
}

/** The account's email choices, as the preference page shows them. */
export async function emailPreferences(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
): Promise<TEmailPreferences> {
  return { weeklyUpdate: !(await weeklyOptOut(deps.db, userId)) };
}

export async function setEmailPreferences(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  prefs: TEmailPreferences,
): Promise<TEmailPreferences> {
  await setWeeklyOptOut(deps.db, userId, !prefs.weeklyUpdate);
  return emailPreferences(deps, userId);
}

/** One page of the outbox for the admin dashboard: what waits, what went, what failed and why. */
export async function outboxForAdmin(deps: Pick<AppDeps, 'db'>, page: number) {
  const [rows, total] = await Promise.all([
    listOutbox(deps.db, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE),
    countOutbox(deps.db),
  ]);
  return {
    entries: rows.map(({ toAddress, ...r }) => ({ ...r, to: toAddress })),
    total,
    page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}
