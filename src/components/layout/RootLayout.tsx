import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageError';

/** A full-screen placeholder: the footer stays below the fold, so a page arriving shifts nothing. */
export function PageLoading() {
  return (
    <div className="flex min-h-[100svh] items-center justify-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-accent" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** New page, new scroll position — unless the URL targets an anchor. */
function useScrollToTopOnNavigate(pathname: string, hash: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const reveal = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView();
      return target !== null;
    };
    if (reveal()) return;
    // The page is a lazy chunk: its anchor appears once the chunk has loaded and rendered.
    const observer = new MutationObserver(() => reveal() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, hash]);
}

export function RootLayout() {
  const { pathname, hash, search } = useLocation();
  useScrollToTopOnNavigate(pathname, hash);
  // ?print=1 is the PDF renderer's view of a page: content only, no site chrome.
  const print = new URLSearchParams(search).get('print') === '1';
  return (
    <div id="top" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      {!print && <Header />}
      <main id="main" className="flex-1">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {!print && <Footer />}
      {!print && <LazyToaster />}
    </div>
  );
}
