import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from '@/components/layout/RootLayout';

/**
 * Declarative routes with one lazy chunk per page. We use <BrowserRouter> rather than
 * the data router: it is ~16 KB gzipped lighter, which the landing budget needs
 * (docs/decisions/004-landing-bundle-budget.md).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={page(() => import('@/features/marketing/LandingPage'))} />
        <Route path="/profile" element={page(() => import('@/features/profile/ProfilePage'))} />
        <Route path="/profile/new" element={page(() => import('@/features/profile/ProfileNewPage'))} />
        <Route path="/waitlist" element={page(() => import('@/features/waitlist/WaitlistPage'))} />
        <Route
          path="/waitlist/success"
          element={page(() => import('@/features/waitlist/WaitlistSuccessPage'))}
        />
        <Route path="/admin/waitlist" element={page(() => import('@/features/admin/AdminWaitlistPage'))} />
        <Route path="*" element={page(() => import('@/components/layout/NotFoundPage'))} />
      </Route>
    </Routes>
  );
}
