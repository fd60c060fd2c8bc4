import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { publicUser, VERIFY_PATH, verifyEmail } from '../../modules/auth';
import { page, renderDeadLinkPage, sendPage, text } from './layout';

/** Where a confirmed account goes next: a coach to the coach area, an athlete to their Gameplan. */
const NEXT = {
  coach: { href: '/coach', label: 'Go to the coach area' },
  athlete: { href: '/dashboard', label: 'Go to your Gameplan' },
} as const;

export function renderVerifiedPage(role: 'athlete' | 'coach'): string {
  const next = NEXT[role];
  return page(
    'Email confirmed',
    `  <h1 id="title">Email confirmed</h1>
  <p class="notice" role="status">Thank you: your email address is verified.</p>
  <p class="switch"><a href="${next.href}">${next.label}</a></p>`,
  );
}

/** The address-confirmation link from the sign-up email. */
export function verifyEmailRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get(VERIFY_PATH, async (req, res) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    const token = text(req.query.token);
    const userId = token ? await verifyEmail(deps, token) : null;
    if (userId) {
      const { role } = await publicUser(deps, userId);
      return sendPage(res, 200, renderVerifiedPage(role === 'coach' ? 'coach' : 'athlete'));
    }
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
