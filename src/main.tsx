import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './routes';
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
else createRoot(root).render(app);
