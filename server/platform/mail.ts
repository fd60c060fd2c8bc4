import nodemailer from 'nodemailer';
import type { Env } from './env';

/** One message as the SMTP server receives it. */
export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Our own outbox id: the Message-ID is derived from it, so a resend is recognisably the same message. */
  messageId?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The sender when SMTP_FROM is unset: a name the receiving server can show, on the configured host. */
export function senderAddress(env: Pick<Env, 'SMTP_FROM' | 'PUBLIC_URL'>): string {
  if (env.SMTP_FROM) return env.SMTP_FROM;
  const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost';
  return `FitScout <no-reply@${host}>`;
}

/**
 * SMTP through nodemailer, or null when SMTP_URL is unset: messages then wait in the outbox and
 * the server log carries them (server/modules/mail/mail.service.ts).
 */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'SMTP_FROM' | 'PUBLIC_URL'>,
): MailTransport | null {
  if (!env.SMTP_URL) return null;
  const from = senderAddress(env);
  const transporter = nodemailer.createTransport({
    url: env.SMTP_URL,
    // A server that stops answering must fail the attempt, so the job retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost';
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId ? `<${mail.messageId}@${host}>` : undefined,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * How the app hands a message to delivery: the transport (null without SMTP_URL) and the queue
 * that a mail worker attaches once it runs (server/jobs/mail.ts). Until then, and without SMTP,
 * messages wait in the outbox.
 */
export interface MailDelivery {
  transport: MailTransport | null;
  queue: ((id: string) => Promise<void>) | null;
}
