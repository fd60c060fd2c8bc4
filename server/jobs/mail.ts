import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { lockQueuedMessage, markSent, queuedIds, recordFailure } from '../modules/mail/mail.repo';
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

/**
 * The rows among `ids` that already have a job waiting, retrying or running. The queue's singleton
 * key does not stop a second job (pg-boss dedupes only under other queue policies), so the sweep
 * asks, instead of stacking a new retry chain on every message each time SMTP is down.
 */
async function withLiveJob(db: DB, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ key: string }>`
    SELECT singleton_key AS key FROM ${sql.table(`${PGBOSS_SCHEMA}.job`)}
    WHERE name = ${MAIL_QUEUE} AND singleton_key = ANY(${ids}::text[])
      AND state IN ('created', 'retry', 'active')`.execute(db);
  return new Set(rows.map((r) => r.key));
}

/**
 * One pg-boss job per outbox row (singleton key = row id), retried with backoff while SMTP fails.
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
    await boss.send(MAIL_QUEUE, { id }, { singletonKey: id, retryLimit, retryDelay, retryBackoff: true });
    if (workerId) boss.notifyWorker(workerId);
  };

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
    const ids = await queuedIds(db);
    const live = await withLiveJob(db, ids);
    const orphans = ids.filter((id) => !live.has(id));
    for (const id of orphans) await queue(id);
    return orphans.length;
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
