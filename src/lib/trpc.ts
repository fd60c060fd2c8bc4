import { TRPC_MAX_BATCH } from '@common/constants';
import { createTRPCClient, createTRPCReact, httpBatchLink, httpLink, splitLink } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../server/http/trpc/root';

/**
 * The one way the SPA talks to its server (docs/decisions/007-procedure-first-contract.md).
 * Types come from `AppRouter` alone; no component asserts a response type.
 */
export const trpc = createTRPCReact<AppRouter>();
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Per-call request context. `authorization` is the admin bearer (SPEC §6), sent on that call only. */
export interface CallContext extends Record<string, unknown> {
  authorization?: string;
}

// SPEC §7: cookies are always sent.
const fetchWithCredentials: typeof fetch = (url, init) => fetch(url, { ...init, credentials: 'include' });

const links = () => [
  splitLink({
    // A call that carries a credential goes alone, so the header never rides along with other calls.
    condition: (op) => typeof (op.context as CallContext).authorization === 'string',
    true: httpLink({
      url: '/trpc',
      transformer: superjson,
      fetch: fetchWithCredentials,
      headers: ({ op }) => ({ Authorization: (op.context as CallContext).authorization }),
    }),
    false: httpBatchLink({
      url: '/trpc',
      transformer: superjson,
      fetch: fetchWithCredentials,
      maxItems: TRPC_MAX_BATCH,
    }),
  }),
];

/** For <trpc.Provider>: the react-query hooks. */
export const trpcReactClient = trpc.createClient({ links: links() });

/** For calls outside React (the header's lazily loaded auth check, imperative checks). */
export const api = createTRPCClient<AppRouter>({ links: links() });

/** The two cache calls of one procedure's `useUtils()` entry that `putFresh` needs. */
interface CachedProcedure<I, O> {
  cancel(input: I): Promise<void>;
  setData(input: I, data: O): unknown;
}

/**
 * Put a write's answer in the cache. A read of the same data still in flight is cancelled first:
 * it started before the write, so its older answer would otherwise land last and replace it.
 */
export async function putFresh<I, O>(proc: CachedProcedure<I, O>, input: I, data: O): Promise<void> {
  await proc.cancel(input);
  proc.setData(input, data);
}
