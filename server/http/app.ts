import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { isClientRoute } from '../../common/client-routes';
import { TRPC_MAX_BATCH } from '../../common/constants';
import type { ApiErrorBody } from '../../common/errors';
import {
  MARKETING_META,
  type MarketingRoute,
  marketingRouteOf,
  prerenderedFileName,
  RENDER_PARAMS,
} from '../../common/page-meta';
import { csrfGuard, sessionMiddleware } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { RETRY_AFTER_SECONDS } from '../platform/health';
import { accessLog } from './access-log';
import { sendEdgeError } from './edge-error';
import { INTERNAL_MESSAGE } from './errors';
import { htmlForPath } from './link-preview';
import { pageRoutes } from './pages';
import { bodyDeadline, perAddressConcurrency, refuseDeclaredTooLarge } from './request-guards';
import { LARGE_BODIES } from './rest/files';
import { publicCacheControl, restRouter } from './rest/router';
import { openApiDocument } from './rest/routes';
import { refuseBadTextInBody, refuseNulInUrl } from './text';
import { createContext } from './trpc/context';
import { MALFORMED_MESSAGE } from './trpc/init';
import { appRouter } from './trpc/root';

export const BODY_LIMIT_BYTES = 100 * 1024;
const BODY_LIMIT = BODY_LIMIT_BYTES;

/** Video hosts the public profile may embed (SPEC §5). */
const VIDEO_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.hudl.com',
];

/**
 * A public profile page is the same for every visitor, and its content is drawn by the client
 * from the API: only its link-preview tags may lag an edit, by at most this long.
 */
const PUBLIC_PROFILE_CACHE = { maxAgeSec: 30, staleSec: 60 };

export function createApp(deps: AppDeps, opts: { clientDir?: string } = {}) {
  const app = express();
  app.disable('x-powered-by');
  if (deps.env.TRUST_PROXY) app.set('trust proxy', trustProxySetting(deps.env.TRUST_PROXY));

  // Public answers (stats, coverage, public profiles) revalidate with it: a 304 instead of the body.
  app.set('etag', 'weak');
  app.use(accessLog(deps.log));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(opts.clientDir)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: VIDEO_FRAME_SOURCES,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: deps.env.NODE_ENV === 'production' ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // helmet's default (no-referrer) makes browsers send `Origin: null` on form posts,
      // which the CSRF origin check must then reject; this policy keeps our own origin visible.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );

  // While the instance stops, every response tells keep-alive clients to let go (index.ts).
  app.use((_req, res, next) => {
    if (deps.health.closingConnections) res.setHeader('Connection', 'close');
    next();
  });
  app.use(refuseNulInUrl);
  // API answers are per user and per moment: no browser or proxy may keep a copy.
  app.use(['/api', '/trpc'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // A procedure path that does not percent-decode would reach tRPC as an exception, and a 500; it
  // is the caller's mistake, so a 400.
  app.use('/trpc', (req, res, next) => {
    if (!decodes(req.path)) return sendEdgeError(req, res, 'BAD_REQUEST', MALFORMED_MESSAGE);
    next();
  });
  // Bodies are read whole, under their own deadline and size limit (an oversized one, declared or
  // chunked, is a 413), before the request touches a session or the database; tRPC's adapter
  // takes the parsed body as it is.
  app.use(['/api', '/trpc'], perAddressConcurrency(deps.env.REQUESTS_PER_ADDRESS));
  app.use(['/api', '/trpc', '/healthz'], refuseDeclaredTooLarge(BODY_LIMIT_BYTES, LARGE_BODIES));
  app.use(['/api', '/trpc', '/healthz'], bodyDeadline(deps.env.BODY_TIMEOUT_MS, LARGE_BODIES));
  app.use(['/api', '/healthz'], express.json({ limit: BODY_LIMIT }));
  app.use('/trpc', express.json({ limit: BODY_LIMIT, type: () => true }));
  app.use(['/api', '/trpc', '/healthz'], refuseBadTextInBody);
  const session = sessionMiddleware(deps.auth, deps.health);
  const csrf = csrfGuard(deps.auth);
  app.use(['/api', '/trpc'], session, csrf);

  app.get('/api/openapi.json', (_req, res) => res.json(openApiDocument()));
  app.use(pageRoutes(deps));
  app.use('/trpc', trpcAdapter(deps));
  app.use(restRouter(deps));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody);
  });

  if (opts.clientDir && existsSync(path.join(opts.clientDir, 'index.html')))
    mountClient(app, opts.clientDir, deps);

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // An answer already went out (a body deadline, say); this is the reader giving up after it.
    if (res.headersSent) return;
    const unavailable = deps.health.observe(err);
    if (unavailable)
      return res
        .status(503)
        .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ error: unavailable.message, code: 'UNAVAILABLE' } satisfies ApiErrorBody);
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.parse.failed')
      return sendEdgeError(req, res, 'BAD_REQUEST', 'Malformed JSON body');
    if (e.type === 'entity.too.large')
      return sendEdgeError(req, res, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    if (e.status && e.status >= 400 && e.status < 500)
      return sendEdgeError(req, res, 'BAD_REQUEST', 'Bad request');
    deps.log.error({ err, path: req.originalUrl.split('?', 1)[0] }, 'unhandled error');
    res.status(500).json({ error: INTERNAL_MESSAGE, code: 'INTERNAL' } satisfies ApiErrorBody);
  });
  return app;
}

/** tRPC's own Express adapter. */
function trpcAdapter(deps: AppDeps) {
  return createExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => createContext(deps, req, res),
    // One request may not fan out into unbounded work: larger batches get a 400.
    maxBatchSize: TRPC_MAX_BATCH,
  });
}

/** Built SPA: hashed assets cached for a year, index.html never cached, unknown paths 404. */
function mountClient(app: express.Express, clientDir: string, deps: AppDeps) {
  // The client's JS and CSS are text: gzip cuts them to about a third, which phones feel most.
  app.use(compression());
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const prerendered = prerenderedPages(clientDir);
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get('/{*splat}', async (req, res, next) => {
    try {
      const route = marketingRouteOf(req.path);
      const rendersAsBuilt = route && !RENDER_PARAMS[route]?.some((param) => param in req.query);
      const page = (rendersAsBuilt && prerendered.get(route)) || indexHtml;
      // Link previews name the configured public origin only, never one a request's Host claims.
      const { html, publicProfile } = await htmlForPath(deps.db, page, req.path, deps.env.PUBLIC_URL);
      res
        .status(isClientRoute(req.path) ? 200 : 404)
        .setHeader(
          'Cache-Control',
          publicProfile ? publicCacheControl(PUBLIC_PROFILE_CACHE, res) : 'no-cache',
        )
        .type('html')
        .send(html);
    } catch (err) {
      // Without the database the page is served bare, as a 503: the app then shows its own
      // "try again" state for the API answers it cannot get.
      if (!deps.health.observe(err)) return next(err);
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS)).type('html').send(indexHtml);
    }
  });
}

/** The marketing routes' build-time HTML (scripts/prerender.ts), when the build made it. */
function prerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const route of Object.keys(MARKETING_META) as MarketingRoute[]) {
    const file = path.join(clientDir, prerenderedFileName(route));
    if (existsSync(file)) pages.set(route, readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * The prerendered marketing pages inline the theme script, so it applies before first paint
 * without a request (scripts/prerender.ts); the CSP allows exactly that script by its hash.
 */
function inlineScriptHashes(clientDir: string | undefined): string[] {
  const file = clientDir && path.join(clientDir, 'theme-init.js');
  if (!file || !existsSync(file)) return [];
  return [`'sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}'`];
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** TRUST_PROXY as Express reads it: `true`, a hop count (a number, not the string), or addresses. */
function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
