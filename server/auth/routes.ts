import express, { type Request, type Response, Router } from 'express';
import { APP_ERRORS, type ApiErrorBody, AppError } from '../../common/errors';
import { safeReturnTo, ZLoginRequest } from '../../common/schemas/auth';
import type { AppDeps } from '../deps';
import { validationMessage, zodIssues } from '../http/errors';
import { login, logout, publicUser } from '../modules/auth';
import { emailLinkRoutes } from './email-routes';
import { renderLoginPage, renderLogoutPage } from './login-page';
import { isSameOrigin, setCookie } from './middleware';

/** Signing in and signing up: a full-page form post whose time goes to argon2 on libuv's threads. */
export const LOGIN_PATH = '/api/login';

/**
 * /api/login and /api/logout are full-page navigations (SPEC §7), so they live
 * outside the tRPC/REST table: they render HTML and redirect.
 */
export function authRoutes(deps: AppDeps): Router {
  const r = Router();
  const wantsJson = (req: Request) => req.is('application/json') === 'application/json';

  r.get(LOGIN_PATH, (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (res.locals.user) return res.redirect(303, returnTo);
    const mode = req.query.mode === 'signup' ? 'signup' : 'signin';
    const role = req.query.role === 'coach' ? 'coach' : 'athlete';
    res.type('html').send(renderLoginPage({ mode, returnTo, role }));
  });

  r.post(
    LOGIN_PATH,
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req: Request, res: Response) => {
      const json = wantsJson(req);
      const raw = (req.body ?? {}) as Record<string, unknown>;
      const mode = raw.intent === 'signup' ? 'signup' : 'signin';
      const role = raw.role === 'coach' ? 'coach' : 'athlete';
      const returnTo = safeReturnTo(raw.returnTo);
      const fail = (status: number, body: ApiErrorBody, retryAfter?: number) => {
        if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
        if (json) return res.status(status).json(body);
        const text = (v: unknown) => (typeof v === 'string' ? v : '');
        res
          .status(status)
          .type('html')
          .send(
            renderLoginPage({
              mode,
              returnTo,
              role,
              email: text(raw.email),
              firstName: text(raw.firstName),
              lastName: text(raw.lastName),
              error: body.error,
            }),
          );
      };

      // A login form posted from another site could sign the victim into our attacker's account.
      if (req.get('origin') && !isSameOrigin(req))
        return fail(403, { error: 'Cross-site request blocked.', code: 'FORBIDDEN' });

      const parsed = ZLoginRequest.safeParse(raw);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return fail(400, { error: validationMessage(issues), code: 'VALIDATION', issues });
      }
      try {
        const { userId, cookie } = await login(deps, parsed.data, {
          ip: req.ip ?? 'unknown',
          sessionId: res.locals.sessionId ?? null,
        });
        setCookie(res, cookie);
        if (json) {
          return res.status(200).json({ user: await publicUser(deps, userId) });
        }
        // Without a page to return to, a coach starts in the coach area rather than the home page.
        const coachHome = parsed.data.returnTo === '/' && (await publicUser(deps, userId)).role === 'coach';
        res.redirect(303, coachHome ? '/coach' : parsed.data.returnTo);
      } catch (thrown) {
        const err = thrown instanceof AppError ? thrown : deps.health.observe(thrown);
        if (!err) throw thrown;
        const retryAfter = typeof err.details?.retryAfter === 'number' ? err.details.retryAfter : undefined;
        fail(APP_ERRORS[err.code].http, { error: err.message, code: err.code }, retryAfter);
      }
    },
  );

  const doLogout = async (req: Request, res: Response) => {
    setCookie(res, await logout(deps, res.locals.sessionId ?? null));
    if (req.method === 'POST' && wantsJson(req)) return res.status(200).json({ ok: true });
    res.redirect(303, '/');
  };
  // A GET only asks (a link or an image elsewhere must not log anyone out); the POST logs out.
  r.get('/api/logout', (_req, res) => {
    if (!res.locals.sessionId) return res.redirect(303, '/');
    res.status(200).type('html').send(renderLogoutPage());
  });
  r.post('/api/logout', doLogout);
  r.use(emailLinkRoutes(deps));
  return r;
}
