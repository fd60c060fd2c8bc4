import type { TCurrentUser } from '@common/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

export const AUTH_QUERY_KEY = ['/api/auth/user'] as const;

/** SPEC §4: loading, then authenticated if a user object comes back, else anonymous. No retry. */
export function useAuth() {
  const { data, isLoading } = useQuery<TCurrentUser | null>({
    queryKey: AUTH_QUERY_KEY,
    queryFn: getQueryFn<TCurrentUser>({ on401: 'returnNull' }),
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
