import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { findMessage } from './mail.repo';
import { queueMail } from './mail.service';

const t = useTestApp({ PUBLIC_URL: 'http://fitscout.test', ADMIN_PASSWORD: 'admin-password-for-outbox' });

describe('without SMTP_URL', () => {
  it('the message waits in the outbox and the log carries its text, link included', async () => {
    expect(t.deps.mail.transport).toBeNull();
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const to = uniqueEmail();
    const { id } = await queueMail(
      { ...t.deps, log },
      {
        idempotencyKey: `nosmtp:${to}`,
        kind: 'password_reset',
        to,
        content: {
          subject: 'Reset',
          paragraphs: ['x'],
          action: { label: 'Reset', url: 'http://fitscout.test/r?token=abc' },
        },
      },
    );
    expect(await findMessage(t.db, id)).toMatchObject({ status: 'queued', attempts: 0 });
    const entry = JSON.parse(lines.find((l) => l.includes(id)) ?? '{}');
    expect(entry.msg).toContain('SMTP_URL is unset');
    expect(entry.to).toBe(to);
    expect(entry.text).toContain('Reset: http://fitscout.test/r?token=abc');

    // The admin dashboard's list shows it waiting.
    const listed = await t
      .http()
      .get('/api/admin/mail/outbox')
      .set('Authorization', 'Bearer admin-password-for-outbox')
      .expect(200);
    expect(listed.body.entries.find((m: { id: string }) => m.id === id)).toMatchObject({
      to,
      status: 'queued',
      attempts: 0,
    });
    expect(listed.body).toMatchObject({ page: 1, pageSize: 25 });
    await t.http().get('/api/admin/mail/outbox').expect(401);
  });

  it('the admin list pages through the outbox newest first, 25 a page, and refuses a bad page', async () => {
    const admin = (page?: string) =>
      t
        .http()
        .get(`/api/admin/mail/outbox${page === undefined ? '' : `?page=${page}`}`)
        .set('Authorization', 'Bearer admin-password-for-outbox');
    const tag = uniqueEmail('page');
    for (let i = 0; i < 30; i++)
      await queueMail(t.deps, {
        idempotencyKey: `page:${tag}:${i}`,
        kind: 'test',
        to: `${i}.${tag}`,
        content: { subject: `Paging ${i}`, paragraphs: ['x'] },
      });
    const first = (await admin('1').expect(200)).body;
    const total = first.total as number;
    expect(total).toBeGreaterThanOrEqual(30);
    expect(first.entries).toHaveLength(25);
    // Newest first: the last one written leads the first page.
    expect(first.entries[0].to).toBe(`29.${tag}`);
    const second = (await admin('2').expect(200)).body;
    expect(second.entries).toHaveLength(Math.min(25, total - 25));
    const ids = new Set([...first.entries, ...second.entries].map((m: { id: string }) => m.id));
    expect(ids.size).toBe(first.entries.length + second.entries.length);
    expect((await admin('0').expect(400)).body.code).toBe('VALIDATION');
    expect((await admin('two').expect(400)).body.code).toBe('VALIDATION');
  });
});
