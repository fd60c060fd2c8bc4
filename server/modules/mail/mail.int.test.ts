import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startMailWorker } from '../../jobs/mail';
import { createLogger } from '../../platform/logger';
import { createMailTransport, type MailDelivery } from '../../platform/mail';
import { uniqueEmail } from '../../test/factories';
import { useMailTestApp } from '../../test/mail-harness';
import { findMessage, insertMessage, recordJob } from './mail.repo';
import { queueMail } from './mail.service';

const t = await useMailTestApp({
  SMTP_FROM: 'FitScout <hello@fitscout.test>',
  PUBLIC_URL: 'http://fitscout.test',
});
const { smtp, worker } = t;

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('outgoing mail through the outbox', () => {
  it('delivers over SMTP with the product name, plain text and HTML, and the sender', async () => {
    const to = uniqueEmail();
    const { id } = await queueMail(t.deps, {
      idempotencyKey: `test:${to}`,
      kind: 'test',
      to,
      content: {
        subject: 'Hello from the outbox',
        paragraphs: ['One line.'],
        action: { label: 'Open', url: 'http://fitscout.test/x' },
      },
    });
    const mail = await smtp.waitFor(to);
    expect(mail.subject).toBe('Hello from the outbox');
    expect(mail.text).toContain('FitScout');
    expect(mail.text).toContain('Open: http://fitscout.test/x');
    expect(mail.html).toContain('href="http://fitscout.test/x"');
    expect(mail.raw.from).toMatch(/^"?FitScout"? <hello@fitscout\.test>$/);
    // Transactional: no unsubscribe header.
    expect(mail.raw['list-unsubscribe']).toBeUndefined();
    expect(mail.messageId).toContain(id);
    await waitUntil(async () => (await findMessage(t.db, id))?.status === 'sent');
    expect(await findMessage(t.db, id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('a message that is not transactional carries List-Unsubscribe and one-click unsubscribe', async () => {
    const to = uniqueEmail();
    await queueMail(t.deps, {
      idempotencyKey: `news:${to}`,
      kind: 'weekly',
      to,
      replyTo: 'athlete@example.test',
      content: {
        subject: 'Weekly',
        paragraphs: ['Scores moved.'],
        unsubscribeUrl: 'http://fitscout.test/unsub?t=1',
      },
    });
    const mail = await smtp.waitFor(to);
    expect(mail.raw['list-unsubscribe']).toBe('<http://fitscout.test/unsub?t=1>');
    expect(mail.raw['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.raw['reply-to']).toBe('athlete@example.test');
    expect(mail.text).toContain('Turn these emails off: http://fitscout.test/unsub?t=1');
  });

  it('the same idempotency key is written and sent once', async () => {
    const to = uniqueEmail();
    const input = {
      idempotencyKey: `once:${to}`,
      kind: 'test',
      to,
      content: { subject: 'Once', paragraphs: ['x'] },
    };
    const [a, b] = await Promise.all([queueMail(t.deps, input), queueMail(t.deps, input)]);
    expect(a.id).toBe(b.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    await smtp.waitFor(to);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('while SMTP is down the message waits; when it is back it is delivered exactly once', async () => {
    await smtp.stop();
    const to = uniqueEmail();
    const { id } = await queueMail(t.deps, {
      idempotencyKey: `outage:${to}`,
      kind: 'test',
      to,
      content: { subject: 'Through the outage', paragraphs: ['x'] },
    });
    // At least one attempt fails and is recorded, and the message stays queued.
    await waitUntil(async () => ((await findMessage(t.db, id))?.attempts ?? 0) >= 1);
    const during = await findMessage(t.db, id);
    expect(during?.status).toBe('queued');
    expect(during?.lastError).toBeTruthy();
    // Sweeps during the outage leave its one retrying job alone instead of adding more.
    expect(await worker.sweep()).toBe(0);
    expect(await worker.sweep()).toBe(0);
    const live = await sql<{ n: string }>`
      SELECT count(*) AS n FROM pgboss.job
      WHERE name = 'mail-send' AND data->>'id' = ${id} AND state IN ('created', 'retry', 'active')`.execute(
      t.db,
    );
    expect(Number(live.rows[0]?.n)).toBe(1);

    await smtp.start();
    await smtp.waitFor(to, { timeoutMs: 30_000 });
    await waitUntil(async () => (await findMessage(t.db, id))?.status === 'sent');
    // A sweep after delivery queues nothing for it, and nothing arrives twice.
    await worker.sweep();
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect((await findMessage(t.db, id))?.lastError).toBeNull();
  });

  it('the sweep queues a waiting message whose job no longer lives, and it arrives once', async () => {
    const to = uniqueEmail();
    // Written while no worker could take it (its job was never started, or was lost): the row waits.
    const { id } = await insertMessage(t.db, {
      idempotencyKey: `orphan:${to}`,
      kind: 'test',
      to,
      subject: 'Found by the sweep',
      text: 'x',
      html: '<p>x</p>',
      headers: {},
    });
    await recordJob(t.db, id, randomUUID()); // a job the queue does not know
    expect(await worker.sweep()).toBe(1);
    expect((await findMessage(t.db, id))?.jobId).not.toBeNull();
    await smtp.waitFor(to);
    await waitUntil(async () => (await findMessage(t.db, id))?.status === 'sent');
    expect(await worker.sweep()).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('two instances with a job each for one message send it once', async () => {
    // A slow relay keeps the first send in flight while the second instance takes its job.
    smtp.acceptDelayMs = 1500;
    const other: MailDelivery = { transport: createMailTransport({ SMTP_URL: smtp.url }), queue: null };
    const instanceB = await startMailWorker({
      url: process.env.TEST_FILE_DATABASE_URL as string,
      db: t.db,
      transport: other.transport!,
      mail: other,
      log: createLogger('silent'),
      retryDelaySec: 1,
    });
    try {
      const to = uniqueEmail();
      const { id } = await queueMail(t.deps, {
        idempotencyKey: `twice:${to}`,
        kind: 'test',
        to,
        content: { subject: 'Once only', paragraphs: ['x'] },
      });
      await other.queue!(id);
      await smtp.waitFor(to);
      await waitUntil(async () => (await findMessage(t.db, id))?.status === 'sent');
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
      expect(await findMessage(t.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      smtp.acceptDelayMs = 0;
      await instanceB.stop();
    }
  });
});
