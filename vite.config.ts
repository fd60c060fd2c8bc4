import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{common,server,src,db,scripts,data}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.fault.test.ts'],
          // Files share their worker's loaded modules: 63 → 28 s for the tier alone, 78 → 34 busy
          // CPU-seconds (docs/performance.md). A file that mocks a module imports afresh.
          isolate: false,
          // A bound, not a check: the engine's property tests take 3–4 s alone and ran past the
          // default 5 s beside the integration tier on two cores.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['{server,db,scripts}/**/*.int.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/worker-setup.ts'],
          // Each file has its own database and mostly waits on it: three at a time keep two cores
          // busy where Vitest's default (cores - 1) ran them one by one at a load of 1.5.
          maxWorkers: 3,
          // Files share their worker's loaded modules: each file still gets its own database and
          // app (worker-setup.ts, harness.ts), and the tier's import and setup time went from
          // 226 to 51 s summed over its files (docs/performance.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          server: { deps: { inline: ['kysely'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          // Crashes, outages and restarts (docs/reliability.md): slower, and one file at a time
          // so their timings do not fight each other on two cores.
          name: 'faults',
          include: ['server/**/*.fault.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/worker-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          server: { deps: { inline: ['kysely'] } },
        },
      },
    ],
  },
});
