import { CLIENT_ROUTES, type ClientRoute } from '@common/client-routes';
import type { ComponentType, ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { RootLayout } from '@/components/layout/RootLayout';
import { preloadable } from '@/lib/preloadable';
import { WithTrpc } from '@/lib/with-trpc';

type PageModule = Promise<{ default: ComponentType }>;

interface Page {
  element: ReactNode;
  /** Loads the page's chunks (and the tRPC provider's, if it calls procedures) ahead of rendering. */
  preload: () => Promise<unknown>;
}

/**
 * Every page is its own lazy chunk. Pages that call procedures are wrapped in the tRPC provider,
 * which is itself lazy: the marketing pages never load the tRPC client or superjson up front
 * (docs/decisions/007-procedure-first-contract.md). We use <BrowserRouter> rather than the data
 * router: it is ~16 KB gzipped lighter (docs/decisions/004-landing-bundle-budget.md).
 */
const page = (load: () => PageModule, opts: { trpc?: boolean } = {}): Page => {
  const Page = preloadable(load);
  return opts.trpc
    ? {
        element: (
          <WithTrpc>
            <Page />
          </WithTrpc>
        ),
        preload: () => Promise.all([WithTrpc.preload(), Page.preload()]),
      }
    : { element: <Page />, preload: Page.preload };
};

/** One page per client route: the Record type makes a listed route without a page a type error. */
const PAGES: Record<ClientRoute, Page> = {
  '/': page(() => import('@/features/marketing/LandingPage')),
  '/hs': page(() => import('@/features/marketing/HsPage')),
  '/portal': page(() => import('@/features/marketing/PortalPage')),
  '/coaches': page(() => import('@/features/marketing/CoachesPage')),
  '/demo/hs': page(() => import('@/features/marketing/DemoHsPage')),
  '/demo/portal': page(() => import('@/features/marketing/DemoPortalPage')),
  '/waitlist': page(() => import('@/features/waitlist/WaitlistPage'), { trpc: true }),
  '/waitlist/success': page(() => import('@/features/waitlist/WaitlistSuccessPage'), { trpc: true }),
  '/admin/waitlist': page(() => import('@/features/admin/AdminWaitlistPage'), { trpc: true }),
  '/profile/new': page(() => import('@/features/profile/ProfileNewPage'), { trpc: true }),
  '/profile': page(() => import('@/features/profile/ProfilePage'), { trpc: true }),
  '/profile/email': page(() => import('@/features/profile/EmailPreferencesPage'), { trpc: true }),
  '/profile/event-claim': page(() => import('@/features/evidence/EventClaimPage'), { trpc: true }),
  '/dashboard': page(() => import('@/features/dashboard/DashboardPage'), { trpc: true }),
  '/profile/edit/:id': page(() => import('@/features/profile/ProfileEditPage'), { trpc: true }),
  '/athlete/:id': page(() => import('@/features/athlete/AthleteProfilePage'), { trpc: true }),
  '/preview': page(() => import('@/features/preview/PreviewPage'), { trpc: true }),
  '/coach': page(() => import('@/features/coach/CoachHomePage'), { trpc: true }),
  '/coach/claim': page(() => import('@/features/coach/ClaimConfirmPage'), { trpc: true }),
  '/coach/programs/:id': page(() => import('@/features/coach/CoachProgramPage'), { trpc: true }),
  '/privacy': page(() => import('@/features/legal/PrivacyPage')),
  '/terms': page(() => import('@/features/legal/TermsPage')),
};
const NOT_FOUND = page(() => import('@/components/layout/NotFoundPage'));

/** Loads the chunks of the page at `pathname`, so its first render does not suspend. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = CLIENT_ROUTES.find((path) => matchPath(path, pathname));
  return (route ? PAGES[route] : NOT_FOUND).preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {CLIENT_ROUTES.map((path) => (
          <Route key={path} path={path} element={PAGES[path].element} />
        ))}
        <Route path="*" element={NOT_FOUND.element} />
      </Route>
    </Routes>
  );
}
