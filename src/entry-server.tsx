import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './routes';

/**
 * Build-time HTML for a public route (scripts/prerender.ts), which the browser then hydrates.
 * `prerender` waits for the lazy page chunk, so the HTML holds the whole page, not its fallback.
 * Nothing here runs per request.
 */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Never outline a boundary: outlined content is swapped in by inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
