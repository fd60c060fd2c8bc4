import type { TAdminWaitlistStats } from '@common/schemas/admin';
import { ApiError, apiRequest } from '@/lib/api';

/** The admin endpoints, shared by the password gate and the dashboard. */
export const STATS_URL = '/api/admin/waitlist/stats';
export const CSV_URL = '/api/admin/waitlist/export.csv';
export const STATS_KEY = [STATS_URL] as const;

/** The `error` field of a JSON error body, if the server sent one. */
export function serverError(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    const { error } = JSON.parse(err.bodyText) as { error?: unknown };
    return typeof error === 'string' && error ? error : undefined;
  } catch {
    return undefined;
  }
}

export const bearer = (password: string) => ({ Authorization: `Bearer ${password}` });

/** SPEC §8: a failed stats fetch reads the body's error, falling back to 'Unauthorized'. */
export async function fetchStats(password: string): Promise<TAdminWaitlistStats> {
  try {
    return await apiRequest<TAdminWaitlistStats>('GET', STATS_URL, undefined, bearer(password));
  } catch (err) {
    if (err instanceof ApiError) throw new Error(serverError(err) ?? 'Unauthorized');
    throw err;
  }
}
