import express, { type Request, type Response, Router } from 'express';
import { AppError } from '../../common/errors';
import { ZEmail } from '../../common/schemas/auth';
import type { AppDeps } from '../deps';
import {
  RESET_LINK_INVALID,
  RESET_PATH,
  requestPasswordReset,
  resetPassword,
  VERIFY_PATH,
  verifyEmail,
} from '../modules/auth';
import { findLiveToken } from '../modules/email-tokens';
import { optOutOfWeekly, UNSUBSCRIBE_PATH } from '../modules/mail';
import {
  renderDeadLinkPage,
  renderForgotPage,
  renderResetPage,
  renderUnsubscribePage,
  renderVerifiedPage,
} from './email-pages';
import { renderLoginPage } from './login-page';
import { isSameOrigin } from './middleware';

export const FORGOT_PATH = '/api/forgot-password';
const form = express.urlencoded({ extended: false, limit: '10kb' });
const AGAIN = { href: FORGOT_PATH, label: 'Send me a new link' };

/**
 * Full-page forms like /api/login, so they work without the SPA: asking for a reset link,
 * choosing the new password, and the address-confirmation link.
 */
export function emailLinkRoutes(deps: AppDeps): Router {
  const r = Router();
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const html = (res: Response, status: number, body: string) => res.status(status).type('html').send(body);
  const crossSite = (req: Request) => Boolean(req.get('origin')) && !isSameOrigin(req);
  const failure = (res: Response, thrown: unknown) => {
    const err = thrown instanceof AppError ? thrown : deps.health.observe(thrown);
    if (!err) throw thrown;
    if (typeof err.details?.retryAfter === 'number')
      res.setHeader('Retry-After', String(err.details.retryAfter));
    return err;
  };

  r.get(FORGOT_PATH, (_req, res) => {
    html(res, 200, renderForgotPage({}));
  });

  r.post(FORGOT_PATH, form, async (req, res) => {
    if (crossSite(req)) return html(res, 403, renderForgotPage({ error: 'Cross-site request blocked.' }));
    const raw = text(req.body?.email);
    const email = ZEmail.safeParse(raw);
    if (!email.success)
      return html(res, 400, renderForgotPage({ email: raw, error: 'Enter a valid email address' }));
    try {
      await requestPasswordReset(deps, email.data, req.ip ?? 'unknown');
      html(res, 200, renderForgotPage({ sent: true }));
    } catch (thrown) {
      const err = failure(res, thrown);
      html(
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
    if (!live) return html(res, 400, renderDeadLinkPage(RESET_LINK_INVALID, AGAIN));
    html(res, 200, renderResetPage({ token }));
  });

  r.post(RESET_PATH, form, async (req, res) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    const token = text(req.body?.token);
    if (crossSite(req))
      return html(res, 403, renderResetPage({ token, error: 'Cross-site request blocked.' }));
    try {
      await resetPassword(deps, token, text(req.body?.password));
      html(
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
      const err = failure(res, thrown);
      if (err.message === RESET_LINK_INVALID) return html(res, 400, renderDeadLinkPage(err.message, AGAIN));
      html(res, err.code === 'VALIDATION' ? 400 : 503, renderResetPage({ token, error: err.message }));
    }
  });

  r.get(VERIFY_PATH, async (req, res) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    const token = text(req.query.token);
    if (token && (await verifyEmail(deps, token))) return html(res, 200, renderVerifiedPage());
    html(
      res,
      400,
      renderDeadLinkPage('This confirmation link has expired or was already used.', {
        href: '/',
        label: 'Sign in to send a new one',
      }),
    );
  });
  // The token is the authority here, so a one-click POST from a mail provider (RFC 8058), which
  // carries no Origin of ours, is accepted; a GET only asks.
  const unsubscribe = async (req: Request, res: Response, apply: boolean) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    const token = text(req.query.token);
    const live = token ? await findLiveToken(deps.db, token, 'unsubscribe') : undefined;
    if (!live)
      return html(
        res,
        400,
        renderDeadLinkPage('This unsubscribe link is not valid.', { href: '/', label: 'Go to FitScout' }),
      );
    if (apply) await optOutOfWeekly(deps, live.userId);
    html(res, 200, renderUnsubscribePage({ token, done: apply }));
  };
  r.get(UNSUBSCRIBE_PATH, (req, res) => unsubscribe(req, res, false));
  r.post(UNSUBSCRIBE_PATH, form, (req, res) => unsubscribe(req, res, true));
  return r;
}
