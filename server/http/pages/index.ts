import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { loginRoutes } from './login';
import { passwordResetRoutes } from './password-reset';
import { unsubscribeRoutes } from './unsubscribe';
import { verifyEmailRoutes } from './verify-email';

/**
 * The server-rendered pages (SPEC §7): sign-in and out, and the pages behind the links in emails.
 * Full-page navigations outside the tRPC/REST table, so they work without the SPA.
 */
export function pageRoutes(deps: AppDeps): Router {
  return Router()
    .use(loginRoutes(deps))
    .use(passwordResetRoutes(deps))
    .use(verifyEmailRoutes(deps))
    .use(unsubscribeRoutes(deps));
}
