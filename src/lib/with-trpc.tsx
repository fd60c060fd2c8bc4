import { type ReactNode, Suspense } from 'react';
import { PageLoading } from '@/components/layout/RootLayout';
import { preloadable } from './preloadable';

/**
 * The tRPC provider, loaded on demand: wrap any page or widget that calls procedures in it, so
 * the marketing pages' first load carries neither the tRPC client nor superjson
 * (docs/decisions/007-procedure-first-contract.md). Pages get it from `src/routes.tsx`.
 */
const TrpcProvider = preloadable(() => import('./trpc-provider'));
export const preloadTrpc = TrpcProvider.preload;

export function WithTrpc({
  children,
  fallback = <PageLoading />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <TrpcProvider>{children}</TrpcProvider>
    </Suspense>
  );
}
