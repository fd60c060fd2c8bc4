import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules/import/fixtures');
const file = (name: string) => readFileSync(path.join(fixtures, name));

/**
 * Recorded third-party pages on 127.0.0.1, so no test touches the internet: Hudl and NCSA
 * profiles, the X API user lookup, and the misbehaving answers the importers must survive.
 */
export async function startFixtureServer(port = 0): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const html = (body: Buffer) =>
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
    switch (url.pathname) {
      case '/profile/1234/marcus-hill':
        return html(file('hudl-profile.html'));
      case '/athletes/alyssa-gomez':
        return html(file('ncsa-profile.html'));
      case '/2/users/by/username/devin_carter7':
        if (req.headers.authorization !== 'Bearer test-x-token') return res.writeHead(401).end('{}');
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end(file('x-user.json'));
      case '/2/users/by/username/nobody_here':
        return res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end('{"errors":[{"title":"Not Found Error"}]}');
      case '/redirect-to-metadata':
        return res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/redirect-to-profile':
        return res.writeHead(301, { Location: '/profile/1234/marcus-hill' }).end();
      case '/loop':
        return res.writeHead(302, { Location: '/loop' }).end();
      case '/huge':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end(Buffer.alloc(3 * 1024 * 1024, 'a'));
      case '/broken':
        return res.writeHead(500).end('oops');
      default:
        return res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
