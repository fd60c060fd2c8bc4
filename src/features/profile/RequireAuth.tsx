import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/layout/RootLayout';
import { loginHref, useAuth } from '@/features/auth/use-auth';

/** Sends visitors to /api/login (a full-page navigation) and back here after sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const target = loginHref(location.pathname + location.search);
  useEffect(() => {
    if (!isLoading && !user) window.location.assign(target);
  }, [isLoading, user, target]);
  if (isLoading || !user) return <PageLoading />;
  return <>{children}</>;
}
