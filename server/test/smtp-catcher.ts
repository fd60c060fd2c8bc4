import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** Each header as sent (unfolded), by lower-case name. */
  raw: Record<string, string>;
  messageId: string | undefined;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  messages: CaughtMail[];
  /** How long the server takes to accept each message (0 by default): a slow relay. */
  acceptDelayMs: number;
  /** Resolves with the first message to `address` (with that subject, if given), waiting up to `timeoutMs`. */
  waitFor(address: string, opts?: { subject?: string; timeoutMs?: number }): Promise<CaughtMail>;
  /** Stops listening (an SMTP outage); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): the app's nodemailer talks
 * SMTP to it exactly as to a production relay, and every message is parsed as a client would.
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              raw: Object.fromEntries(
                parsed.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
              messageId: parsed.messageId,
            });
            for (const w of waiters.splice(0)) w();
            setTimeout(() => callback(), catcher.acceptDelayMs);
          })
          .catch(callback);
      },
    });
    const s = server;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (s.server.address() as AddressInfo).port;
  };
  await listen();

  const catcher: SmtpCatcher = {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    acceptDelayMs: 0,
    async waitFor(address, { subject, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) => m.to.includes(address.toLowerCase()) && (subject === undefined || m.subject === subject),
        );
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: listen,
  };
  return catcher;
}

/** The first link in a message's plain text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return match;
}
