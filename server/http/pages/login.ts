import { type Request, type Response, Router } from 'express';
import { APP_ERRORS, type ApiErrorBody, AppError } from '../../../common/errors';
import { safeReturnTo, ZLoginRequest } from '../../../common/schemas/auth';
import { isSameOrigin, setCookie } from '../../auth/middleware';
import type { AppDeps } from '../../deps';
import { login, logout, publicUser } from '../../modules/auth';
import { validationMessage, zodIssues } from '../errors';
import { escapeHtml, form, page } from './layout';

/** The server-rendered sign-in / create-account page. Works without client JS. */
export interface LoginPageState {
  mode: 'signin' | 'signup';
  email?: string;
  error?: string;
  /** A confirmation shown above the form, e.g. after a password change. */
  notice?: string;
  returnTo: string;
  /** Sign-up of a coach account (issue 35). */
  role?: 'athlete' | 'coach';
  /** A coach's name as typed, kept when the form comes back with an error. */
  firstName?: string;
  lastName?: string;
}

/**
 * GET /api/logout: a confirmation with a POST form. Logging out changes state, so a plain link
 * or an <img src="/api/logout"> on another site must not be able to do it.
 */
export function renderLogoutPage(): string {
  return page(
    'Log out',
    `  <h1 id="title">Log out</h1>
  <p class="lead">Log out of FitScout on this device?</p>
  <form method="post" action="/api/logout">
    <button type="submit" class="primary">Log out</button>
  </form>
  <p class="switch"><a href="/">Stay signed in</a></p>`,
  );
}

export function renderLoginPage(state: LoginPageState): string {
  const signup = state.mode === 'signup';
  const coach = signup && state.role === 'coach';
  const title = coach ? 'Create your coach account' : signup ? 'Create your account' : 'Sign in';
  const other = signup ? 'signin' : 'signup';
  const otherHref = `/api/login?mode=${other}&returnTo=${encodeURIComponent(state.returnTo)}`;
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  const notice = state.notice ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>` : '';
  const described = state.error ? ' aria-describedby="form-error"' : '';
  // A coach's name is shown with every number they verify, so the coach form asks for it.
  const names = coach
    ? `<label for="firstName">First name</label>
    <input id="firstName" name="firstName" type="text" autocomplete="given-name" required maxlength="60" value="${escapeHtml(state.firstName ?? '')}"${described}>
    <label for="lastName">Last name</label>
    <input id="lastName" name="lastName" type="text" autocomplete="family-name" required maxlength="60" value="${escapeHtml(state.lastName ?? '')}"${described}>
    `
    : '';
  const forgot = signup
    ? ''
    : '<p class="switch"><a href="/api/forgot-password">Forgot your password?</a></p>';
  return page(
    title,
    `  <h1 id="title">${title}</h1>
  ${notice}
  <p class="lead">${coach ? 'Claim your program with your staff email, state its needs and see opted-in prospects ranked by Fit.' : signup ? 'Build your athlete profile and get an explainable Fit Score.' : 'Welcome back. Sign in to see your gameplan.'}</p>
  ${error}
  <form method="post" action="/api/login" novalidate>
    <input type="hidden" name="intent" value="${state.mode}">
    ${coach ? '<input type="hidden" name="role" value="coach">' : ''}
    <input type="hidden" name="returnTo" value="${escapeHtml(state.returnTo)}">
    ${names}<label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}"${described}>
    <label for="password">Password</label>
    <div class="password">
      <input id="password" name="password" type="password" required minlength="${signup ? 10 : 1}" autocomplete="${signup ? 'new-password' : 'current-password'}"${signup ? ' aria-describedby="password-hint"' : ''}>
      <button type="button" class="toggle" data-toggle-password aria-controls="password" aria-pressed="false">Show</button>
    </div>
    ${signup ? '<p class="hint" id="password-hint">At least 10 characters.</p>' : ''}
    <button type="submit" class="primary">${signup ? 'Create account' : 'Sign in'}</button>
  </form>
  ${forgot}
  <p class="switch">${signup ? 'Already have an account?' : 'New here?'} <a href="${escapeHtml(otherHref)}">${signup ? 'Sign in' : 'Create an account'}</a></p>`,
  );
}

/** Signing in and signing up: a full-page form post whose time goes to argon2 on libuv's threads. */
export const LOGIN_PATH = '/api/login';

/**
 * /api/login and /api/logout are full-page navigations (SPEC §7), so they live
 * outside the tRPC/REST table: they render HTML and redirect.
 */
export function loginRoutes(deps: AppDeps): Router {
  const r = Router();
  const wantsJson = (req: Request) => req.is('application/json') === 'application/json';

  r.get(LOGIN_PATH, (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (res.locals.user) return res.redirect(303, returnTo);
    const mode = req.query.mode === 'signup' ? 'signup' : 'signin';
    const role = req.query.role === 'coach' ? 'coach' : 'athlete';
    res.type('html').send(renderLoginPage({ mode, returnTo, role }));
  });

  r.post(LOGIN_PATH, form, async (req: Request, res: Response) => {
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
      // Without a page to return to, a coach starts in the coach area, and a new athlete in the
      // profile builder, where the first day begins, rather than the home page.
      if (parsed.data.returnTo !== '/') return res.redirect(303, parsed.data.returnTo);
      const { role } = await publicUser(deps, userId);
      res.redirect(303, role === 'coach' ? '/coach' : mode === 'signup' ? '/profile/new' : '/');
    } catch (thrown) {
      const err = thrown instanceof AppError ? thrown : deps.health.observe(thrown);
      if (!err) throw thrown;
      const retryAfter = typeof err.details?.retryAfter === 'number' ? err.details.retryAfter : undefined;
      fail(APP_ERRORS[err.code].http, { error: err.message, code: err.code }, retryAfter);
    }
  });

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
  return r;
}
