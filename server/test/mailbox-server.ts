import http from 'node:http';
import { startSmtpCatcher } from './smtp-catcher';

/**
 * For the e2e server: a real SMTP server on `smtpPort` and, on the port after it, the messages it
 * caught as JSON (`GET /messages?to=<address>`), so a browser test can follow a link from an email.
 */
export async function startMailbox(smtpPort: number): Promise<{ smtpUrl: string; close(): Promise<void> }> {
  const smtp = await startSmtpCatcher(smtpPort);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase() ?? '';
    const found = smtp.messages
      .filter((m) => m.to.includes(to))
      .map((m) => ({ subject: m.subject, text: m.text, headers: m.raw }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => server.listen(smtpPort + 1, '127.0.0.1', resolve));
  return {
    smtpUrl: smtp.url,
    async close() {
      await smtp.stop();
      await new Promise((r) => server.close(r));
    },
  };
}
