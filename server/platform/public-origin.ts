import type { Env } from './env';

/**
 * Links in emails name the configured origin only, never the request's Host header: a forged
 * Host would otherwise put an attacker's site in a real reset email.
 */
export function publicOrigin(deps: { env: Pick<Env, 'PUBLIC_URL' | 'PORT'> }): string {
  return deps.env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${deps.env.PORT}`;
}
