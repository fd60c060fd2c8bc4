import { preloadable } from './preloadable';

/**
 * The tRPC provider, loaded on demand: pages that call procedures are wrapped in it
 * (`src/routes.tsx`), so the marketing pages' first load carries neither the tRPC client nor
 * superjson (docs/decisions/007-procedure-first-contract.md). It has no loading boundary of its
 * own: while it loads, the page's boundary in RootLayout shows the loading state on a first load,
 * and during a navigation React keeps the current page on screen instead. A boundary of its own
 * would be new on every navigation, so it showed its spinner and then held the page back for
 * React's 300 ms fallback throttle (docs/decisions/017-first-page-preloaded.md).
 */
export const WithTrpc = preloadable(() => import('./trpc-provider'));
