import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { lockQueuedMessage, markSent, queuedMessages, recordFailure, recordJob } from '../modules/mail';
import type { DB } from '../platform/db';
import type { MailDelivery, MailTransport } from '../platform/mail';
import { logBossError } from './boss-errors';
import { PGBOSS_SCHEMA } from './index';

export const MAIL_QUEUE = 'mail-send';

export interface MailWorkerOptions {
  url: string;
  db: DB;
  transport: MailTransport;
  mail: MailDelivery;
  log: Logger;
  /** First retry after this many seconds, doubling each time (pg-boss retryBackoff). */
  retryDelaySec?: number;
  /** Retries before a message is marked failed: 12 doubling from 15 s cover about a day and a half. */
  retryLimit?: number;
  /** How often queued messages without a live job are queued again. */
  sweepEverySec?: number;
}

export interface MailWorker {
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/** A job in these states will still try its message: the sweep leaves the message to it. */
const LIVE_STATES = new Set(['created', 'retry', 'active']);

/**
 * One live pg-boss job per outbox row (its id kept on the row), retried with backoff while SMTP fails.
 * The row's status is the truth: a job for a message already sent does nothing, so a redelivered
 * job never sends twice.
 */
export async function startMailWorker(opts: MailWorkerOptions): Promise<MailWorker> {
  const { db, transport, log, mail } = opts;
  const retryDelay = opts.retryDelaySec ?? 15;
  const retryLimit = opts.retryLimit ?? 12;
  const boss = new PgBoss({
    connectionString: opts.url,
    schema: PGBOSS_SCHEMA,
    application_name: 'fitscout-mail',
    max: 2,
  });
  boss.on('error', (err) => logBossError(log, err));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE);

  let workerId = '';
  const queue = async (id: string) => {
    const jobId = await boss.send(MAIL_QUEUE, { id }, { retryLimit, retryDelay, retryBackoff: true });
    if (jobId) await recordJob(db, id, jobId);
    if (workerId) boss.notifyWorker(workerId);
  };
  const lives = async (jobId: string | null) =>
    jobId !== null && LIVE_STATES.has((await boss.getJobById(MAIL_QUEUE, jobId))?.state ?? '');

  workerId = await boss.work<{ id: string }>(
    MAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      // The row stays locked while it is sent, so a second job for it (another instance's sweep at
      // the same moment) finds nothing to send instead of sending it again.
      const failure = await db.transaction().execute(async (trx) => {
        const row = await lockQueuedMessage(trx, job.data.id);
        if (!row) return null;
        try {
          await transport.send({
            to: row.toAddress,
            replyTo: row.replyTo,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            headers: row.headers,
            messageId: row.id,
          });
        } catch (err) {
          const final = job.retryCount >= job.retryLimit;
          await recordFailure(trx, row.id, (err as Error).message ?? String(err), final);
          log.warn({ err, mailId: row.id, attempt: job.retryCount + 1, final }, 'mail: delivery failed');
          return err;
        }
        await markSent(trx, row.id);
        log.info({ mailId: row.id, kind: row.kind }, 'mail: sent');
        return null;
      });
      // Thrown after the failure is committed, so pg-boss retries the job with backoff.
      if (failure) throw failure;
    },
  );

  const sweep = async () => {
    // Asked of the queue job by job: during an outage every waiting message keeps its one retry
    // chain instead of gaining another at each sweep.
    let queued = 0;
    for (const { id, jobId } of await queuedMessages(db)) {
      if (await lives(jobId)) continue;
      await queue(id);
      queued++;
    }
    return queued;
  };
  mail.queue = queue;
  await sweep();
  const timer = setInterval(
    () => {
      sweep().catch((err) => log.warn({ err }, 'mail: sweep failed'));
    },
    (opts.sweepEverySec ?? 300) * 1000,
  );
  timer.unref();

  return {
    sweep,
    async stop() {
      clearInterval(timer);
      mail.queue = null;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      transport.close();
    },
  };
}
