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
    expect(listed.body.find((m: { id: string }) => m.id === id)).toMatchObject({
      to,
      status: 'queued',
      attempts: 0,
    });
    await t.http().get('/api/admin/mail/outbox').expect(401);
  });
});
