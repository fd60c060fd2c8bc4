import { AppError } from '../../../common/errors';
import {
  EMPTY_IMPORT,
  parseFeetInches,
  type TImportResult,
  type TImportSources,
} from '../../../common/schemas/import';
import type { Env } from '../../platform/env';
import { parseProfilePage } from './profile-page';
import { type FetchPolicy, safeFetch } from './safe-fetch';

type ImportEnv = Pick<
  Env,
  | 'IMPORT_X_BASE_URL'
  | 'IMPORT_X_BEARER_TOKEN'
  | 'IMPORT_HUDL_BASE_URL'
  | 'IMPORT_NCSA_BASE_URL'
  | 'IMPORT_ALLOW_LOOPBACK'
>;

/** The public hosts of each source, plus the host of a configured base URL (operators, tests). */
function policy(
  env: ImportEnv,
  hosts: string[],
  baseUrl: string | undefined,
  headers?: Record<string, string>,
): FetchPolicy {
  return {
    hosts: baseUrl ? [...hosts, new URL(baseUrl).hostname.toLowerCase()] : hosts,
    allowLoopback: env.IMPORT_ALLOW_LOOPBACK === 'true',
    headers,
  };
}

export async function importHudl(env: ImportEnv, url: string): Promise<TImportResult> {
  const html = await safeFetch(url, policy(env, ['hudl.com'], env.IMPORT_HUDL_BASE_URL));
  return parseProfilePage(html, url);
}

export async function importNcsa(env: ImportEnv, url: string): Promise<TImportResult> {
  const html = await safeFetch(
    url,
    policy(env, ['ncsasports.org', 'recruit-match.ncsasports.org'], env.IMPORT_NCSA_BASE_URL),
  );
  return parseProfilePage(html, url);
}

interface XUser {
  data?: { name?: string; username?: string; description?: string; profile_image_url?: string };
}

/** The importers this server can run. */
export const availableSources = (env: ImportEnv): TImportSources => ({
  x: Boolean(env.IMPORT_X_BEARER_TOKEN),
  hudl: true,
  ncsa: true,
});

/** X API v2 user lookup; the URL is built here from a validated handle, never taken from input. */
export async function importX(env: ImportEnv, handle: string): Promise<TImportResult> {
  if (!env.IMPORT_X_BEARER_TOKEN) throw new AppError('UNAVAILABLE', 'X import is not configured');
  const url = new URL(`/2/users/by/username/${encodeURIComponent(handle)}`, env.IMPORT_X_BASE_URL);
  url.searchParams.set('user.fields', 'description,profile_image_url,name');
  const body = await safeFetch(
    url,
    policy(env, ['api.x.com', 'api.twitter.com'], env.IMPORT_X_BASE_URL, {
      Authorization: `Bearer ${env.IMPORT_X_BEARER_TOKEN}`,
      Accept: 'application/json',
    }),
  );
  let user: XUser;
  try {
    user = JSON.parse(body) as XUser;
  } catch {
    throw new AppError('UPSTREAM', 'X answered in an unexpected format');
  }
  if (!user.data) throw new AppError('NOT_FOUND', `No X account named @${handle}`);
  const [firstName, ...rest] = (user.data.name ?? '').trim().split(/\s+/);
  const bio = user.data.description?.trim() || null;
  const username = user.data.username ?? handle;
  return {
    ...EMPTY_IMPORT,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
    height: parseFeetInches(bio),
    xHandle: username,
    xProfileUrl: `https://x.com/${username}`,
    xBio: bio,
    profilePictureUrl: user.data.profile_image_url?.startsWith('https://')
      ? user.data.profile_image_url
      : null,
  };
}
