import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes, preloadPage } from './routes';
import './index.css';

const queryClient = createQueryClient();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// Marketing routes arrive prerendered (scripts/prerender.ts): adopt that HTML instead of repainting it.
// As a transition, hydration yields to the browser every few milliseconds instead of running as one
// long task, so a phone stays responsive while it happens (docs/decisions/011).
const root = document.getElementById('root')!;
if (root.hasChildNodes())
  startTransition(() => {
    hydrateRoot(root, app);
  });
else {
  // Other pages render once their chunks are here, so the first render does not suspend and then
  // wait out React's 300 ms fallback throttle (src/lib/preloadable.tsx). On a slow network the
  // page renders after PRELOAD_WAIT_MS anyway, with its loading state, rather than stay blank.
  const PRELOAD_WAIT_MS = 300;
  void Promise.race([
    preloadPage(location.pathname).catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
  ]).then(() => createRoot(root).render(app));
}
