import type { TCurrentUser } from '@common/schemas/auth';
import { useQuery } from '@tanstack/react-query';

/**
 * The key @trpc/react-query gives `auth.me` (pinned by a unit test), so the header's check and
 * any `trpc.auth.me.useQuery()` share one cache entry.
 */
export const AUTH_QUERY_KEY = [['auth', 'me'], { type: 'query' }] as const;

/**
 * SPEC §4: loading, then authenticated if a user object comes back, else anonymous. No retry.
 * The header is on every page, so the tRPC client is imported on demand, after first paint.
 */
export function useAuth() {
  const { data, isLoading } = useQuery<TCurrentUser | null>({
    queryKey: AUTH_QUERY_KEY,
    queryFn: async () => (await import('@/lib/trpc')).api.auth.me.query(),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: !!user };
}

/** The header badge: the part of the email before '@', or 'Logged in'. */
export function displayName(user: Pick<TCurrentUser, 'email'> | null): string {
  const local = user?.email?.split('@')[0];
  return local ? local : 'Logged in';
}

export const loginHref = (returnTo?: string) =>
  returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
