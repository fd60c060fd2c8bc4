import { afterAll } from 'vitest';
import { type MailWorker, startMailWorker } from '../jobs/mail';
import { createLogger } from '../platform/logger';
import { type TestHarness, useTestApp } from './harness';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

/**
 * The app of `useTestApp` sending over real SMTP to a catcher in the test process, with a mail
 * worker that retries after 1 s; both stop after the file. `env` adds to SMTP_URL.
 */
export async function useMailTestApp(
  env: Record<string, string | undefined> = {},
): Promise<TestHarness & { smtp: SmtpCatcher; worker: MailWorker }> {
  const smtp = await startSmtpCatcher();
  const t = useTestApp({ SMTP_URL: smtp.url, ...env });
  const transport = t.deps.mail.transport;
  if (!transport) throw new Error('SMTP_URL was set, so the transport must exist');
  const worker = await startMailWorker({
    url: process.env.TEST_FILE_DATABASE_URL as string,
    db: t.db,
    transport,
    mail: t.deps.mail,
    log: createLogger('silent'),
    retryDelaySec: 1,
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.stop();
  });
  return { ...t, smtp, worker };
}
