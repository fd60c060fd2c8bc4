import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc, trpcReactClient } from './trpc';

/**
 * Loaded lazily by the pages that call procedures, so the tRPC client and superjson stay off
 * the marketing pages' first load. It shares the app's one QueryClient (SPEC §7 defaults).
 */
export default function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={trpcReactClient} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}
