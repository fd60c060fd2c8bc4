import express, { type Request, type Response } from 'express';
import { AppError } from '../../../common/errors';
import { escapeHtml } from '../../../common/escape-html';
import { isSameOrigin } from '../../auth/middleware';
import type { AppDeps } from '../../deps';

export { escapeHtml };

/** The server-rendered pages' shell: the site's favicon, stylesheet and stored theme, no SPA. */
export function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · FitScout</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/login.css">
<script src="/theme-init.js"></script>
<script src="/login.js" defer></script>
</head>
<body>
<main class="card" aria-labelledby="title">
  <a class="logo" href="/">FIT<span>SCOUT</span></a>
${content}
</main>
</body>
</html>`;
}

/** A link that has expired, was used, or never existed: one page for all three. */
export function renderDeadLinkPage(message: string, again: { href: string; label: string }): string {
  return page(
    'Link expired',
    `  <h1 id="title">This link no longer works</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p class="switch"><a href="${escapeHtml(again.href)}">${escapeHtml(again.label)}</a></p>`,
  );
}

/** The pages' forms post urlencoded bodies, small ones. */
export const form = express.urlencoded({ extended: false, limit: '10kb' });

export const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const sendPage = (res: Response, status: number, body: string) =>
  res.status(status).type('html').send(body);

/** A form posted from another site (a request without Origin is a same-site navigation). */
export const crossSite = (req: Request) => Boolean(req.get('origin')) && !isSameOrigin(req);

/** The AppError a page shows for a failure (an outage becomes its 503), with its Retry-After. */
export function pageFailure(deps: AppDeps, res: Response, thrown: unknown): AppError {
  const err = thrown instanceof AppError ? thrown : deps.health.observe(thrown);
  if (!err) throw thrown;
  if (typeof err.details?.retryAfter === 'number')
    res.setHeader('Retry-After', String(err.details.retryAfter));
  return err;
}
