import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../platform/logger';
import { accessLog } from './access-log';

/** An app with the access log in front, and every line the logger wrote, parsed. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = express();
  app.use(accessLog(log));
  app.get('/ok', (_req, res) => res.json({ ok: true }));
  app.get('/missing', (_req, res) => res.status(404).json({ error: 'Not found' }));
  app.get('/broken', (_req, res) => res.status(500).json({ error: 'Internal' }));
  app.get('/starting', (_req, res) => res.status(503).json({ error: 'Starting up' }));
  app.use(express.static(import.meta.dirname));
  return { app, lines };
}

describe('access log', () => {
  it('writes one line per request: method, path without the query, status and milliseconds', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/ok?token=secret-value').expect(200);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/ok', status: 200 });
    expect(typeof line!.ms).toBe('number');
    expect(JSON.stringify(line)).not.toContain('secret-value');
  });

  it('logs 4xx and 503 as warn and other 5xx as error', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/missing').expect(404);
    await request(app).get('/broken').expect(500);
    await request(app).get('/starting').expect(503);
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    expect(lines.map((l) => [l.path, l.level])).toEqual([
      ['/missing', 40],
      ['/broken', 50],
      ['/starting', 40],
    ]);
  });

  it('skips hashed assets', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/assets/app-1234.js').expect(404);
    await request(app).get('/ok').expect(200);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]!.path).toBe('/ok');
  });
});
