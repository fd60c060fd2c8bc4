import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: never stale, no refetch on focus, no polling, no retries. Every query is a procedure. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
