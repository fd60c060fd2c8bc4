import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { VERIFY_PATH, verifyEmail } from '../../modules/auth';
import { page, renderDeadLinkPage, sendPage, text } from './layout';

export function renderVerifiedPage(): string {
  return page(
    'Email confirmed',
    `  <h1 id="title">Email confirmed</h1>
  <p class="notice" role="status">Thank you: your email address is verified.</p>
  <p class="switch"><a href="/">Go to FitScout</a></p>`,
  );
}

/** The address-confirmation link from the sign-up email. */
export function verifyEmailRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get(VERIFY_PATH, async (req, res) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    const token = text(req.query.token);
    if (token && (await verifyEmail(deps, token))) return sendPage(res, 200, renderVerifiedPage());
    sendPage(
      res,
      400,
      renderDeadLinkPage('This confirmation link has expired or was already used.', {
        href: '/',
        label: 'Sign in to send a new one',
      }),
    );
  });
  return r;
}
