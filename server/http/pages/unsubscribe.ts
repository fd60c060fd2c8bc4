import { type Request, type Response, Router } from 'express';
import type { AppDeps } from '../../deps';
import { findLiveToken } from '../../modules/email-tokens';
import { optOutOfWeekly, UNSUBSCRIBE_PATH } from '../../modules/mail';
import { form, page, renderDeadLinkPage, sendPage, text } from './layout';

export function renderUnsubscribePage(state: { token: string; done?: boolean }): string {
  if (state.done)
    return page(
      'Unsubscribed',
      `  <h1 id="title">You are unsubscribed</h1>
  <p class="notice" role="status">You will no longer get the Monday update email. Account emails, such as password resets, still arrive.</p>
  <p class="switch"><a href="/profile/email">Choose which emails you get</a> · <a href="/">Go to FitScout</a></p>`,
    );
  return page(
    'Unsubscribe',
    `  <h1 id="title">Turn off the Monday update?</h1>
  <p class="lead">You will no longer get the weekly email about your Fit Score.</p>
  <form method="post" action="/api/unsubscribe?token=${encodeURIComponent(state.token)}">
    <button type="submit" class="primary">Turn off the Monday update</button>
  </form>
  <p class="switch"><a href="/profile/email">Choose which emails you get</a></p>`,
  );
}

/** The Monday update's unsubscribe link. */
export function unsubscribeRoutes(deps: AppDeps): Router {
  const r = Router();
  // The token is the authority here, so a one-click POST from a mail provider (RFC 8058), which
  // carries no Origin of ours, is accepted; a GET only asks.
  const unsubscribe = async (req: Request, res: Response, apply: boolean) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    const token = text(req.query.token);
    const live = token ? await findLiveToken(deps.db, token, 'unsubscribe') : undefined;
    if (!live)
      return sendPage(
        res,
        400,
        renderDeadLinkPage('This unsubscribe link is not valid.', { href: '/', label: 'Go to FitScout' }),
      );
    if (apply) await optOutOfWeekly(deps, live.userId);
    sendPage(res, 200, renderUnsubscribePage({ token, done: apply }));
  };
  r.get(UNSUBSCRIBE_PATH, (req, res) => unsubscribe(req, res, false));
  r.post(UNSUBSCRIBE_PATH, form, (req, res) => unsubscribe(req, res, true));
  return r;
}
