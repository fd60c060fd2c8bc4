import { Router } from 'express';
import { PASSWORD_MIN_LENGTH, ZEmail } from '../../../common/schemas/auth';
import type { AppDeps } from '../../deps';
import { RESET_LINK_INVALID, RESET_PATH, requestPasswordReset, resetPassword } from '../../modules/auth';
import { findLiveToken } from '../../modules/email-tokens';
import { crossSite, escapeHtml, form, page, pageFailure, renderDeadLinkPage, sendPage, text } from './layout';
import { renderLoginPage } from './login';

export const FORGOT_PATH = '/api/forgot-password';
const AGAIN = { href: FORGOT_PATH, label: 'Send me a new link' };

export function renderForgotPage(state: { email?: string; error?: string; sent?: boolean }): string {
  if (state.sent)
    return page(
      'Check your email',
      `  <h1 id="title">Check your email</h1>
  <p class="notice" role="status">If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.</p>
  <p class="switch"><a href="/api/login">Back to sign in</a></p>`,
    );
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  return page(
    'Forgot password',
    `  <h1 id="title">Forgot your password?</h1>
  <p class="lead">Enter your account's email. We will send you a link to choose a new password.</p>
  ${error}
  <form method="post" action="/api/forgot-password" novalidate>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}">
    <button type="submit" class="primary">Send reset link</button>
  </form>
  <p class="switch"><a href="/api/login">Back to sign in</a></p>`,
  );
}

export function renderResetPage(state: { token: string; error?: string }): string {
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  return page(
    'Choose a new password',
    `  <h1 id="title">Choose a new password</h1>
  <p class="lead">Saving it signs you out everywhere else.</p>
  ${error}
  <form method="post" action="/api/reset-password" novalidate>
    <input type="hidden" name="token" value="${escapeHtml(state.token)}">
    <label for="password">New password</label>
    <div class="password">
      <input id="password" name="password" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password" aria-describedby="password-hint">
      <button type="button" class="toggle" data-toggle-password aria-controls="password" aria-pressed="false">Show</button>
    </div>
    <p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
    <button type="submit" class="primary">Save new password</button>
  </form>`,
  );
}

/** Asking for a reset link, and choosing the new password from it: full pages that work without the SPA. */
export function passwordResetRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get(FORGOT_PATH, (_req, res) => {
    sendPage(res, 200, renderForgotPage({}));
  });

  r.post(FORGOT_PATH, form, async (req, res) => {
    if (crossSite(req)) return sendPage(res, 403, renderForgotPage({ error: 'Cross-site request blocked.' }));
    const raw = text(req.body?.email);
    const email = ZEmail.safeParse(raw);
    if (!email.success)
      return sendPage(res, 400, renderForgotPage({ email: raw, error: 'Enter a valid email address' }));
    try {
      await requestPasswordReset(deps, email.data, req.ip ?? 'unknown');
      sendPage(res, 200, renderForgotPage({ sent: true }));
    } catch (thrown) {
      const err = pageFailure(deps, res, thrown);
      sendPage(
        res,
        err.code === 'RATE_LIMITED' ? 429 : 503,
        renderForgotPage({ email: raw, error: err.message }),
      );
    }
  });

  r.get(RESET_PATH, async (req, res) => {
    const token = text(req.query.token);
    // The token is in the URL: no Referer to other sites. Not no-referrer, under which the form's
    // POST carries `Origin: null` and the same-origin check refuses it.
    res.setHeader('Referrer-Policy', 'same-origin');
    const live = token ? await findLiveToken(deps.db, token, 'password_reset') : undefined;
    if (!live) return sendPage(res, 400, renderDeadLinkPage(RESET_LINK_INVALID, AGAIN));
    sendPage(res, 200, renderResetPage({ token }));
  });

  r.post(RESET_PATH, form, async (req, res) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    const token = text(req.body?.token);
    if (crossSite(req))
      return sendPage(res, 403, renderResetPage({ token, error: 'Cross-site request blocked.' }));
    try {
      await resetPassword(deps, token, text(req.body?.password));
      sendPage(
        res,
        200,
        renderLoginPage({
          mode: 'signin',
          returnTo: '/',
          notice:
            'Your password is changed and every other session has ended. Sign in with your new password.',
        }),
      );
    } catch (thrown) {
      const err = pageFailure(deps, res, thrown);
      if (err.message === RESET_LINK_INVALID)
        return sendPage(res, 400, renderDeadLinkPage(err.message, AGAIN));
      sendPage(res, err.code === 'VALIDATION' ? 400 : 503, renderResetPage({ token, error: err.message }));
    }
  });

  return r;
}
