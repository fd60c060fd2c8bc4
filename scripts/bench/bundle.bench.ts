import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import type { Bench } from './types';

/**
 * Each marketing route's initial JS (gzipped), with a breakdown by package for the landing page,
 * against a baseline measured in the same run: a bare React 19 page (react-dom/client rendering
 * one div). Budget: ≤ 110 KB (ARCHITECTURE; docs/decisions/004-landing-bundle-budget.md).
 */
const BUDGET_KB = 110;
const MARKETING_PAGES = {
  '/': 'LandingPage',
  '/hs': 'HsPage',
  '/portal': 'PortalPage',
  '/coaches': 'CoachesPage',
  '/demo/hs': 'DemoHsPage',
  '/demo/portal': 'DemoPortalPage',
} as const;
const workDir = path.resolve('.data', 'bench', 'bundle');
const gz = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/** The entry chunk, the landing page chunk and everything they import statically. */
function initialChunks(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imp of manifest[key]?.imports ?? []) visit(imp);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
}

async function buildApp(outDir: string): Promise<Manifest> {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * Who costs what: each minified byte is attributed (through the source map) to the
 * package it came from; a chunk's gzipped size is then shared out in proportion.
 */
function breakdown(outDir: string, files: string[]): Map<string, number> {
  const kbByPackage = new Map<string, number>();
  for (const file of files) {
    const code = readFileSync(path.join(outDir, file), 'utf8');
    const map = JSON.parse(readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const owner = map.sources.map(
      (src) => src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'app (our code)',
    );
    const bytes = new Map<string, number>();
    const lines = code.split('\n');
    decode(map.mappings).forEach((segments, lineNo) => {
      const lineLength = lines[lineNo]?.length ?? 0;
      segments.forEach((seg, i) => {
        const end = segments[i + 1]?.[0] ?? lineLength;
        const who = seg.length > 1 ? owner[seg[1]!]! : 'unmapped';
        bytes.set(who, (bytes.get(who) ?? 0) + Math.max(0, end - seg[0]));
      });
    });
    const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
    const chunkKb = gz(path.join(outDir, file));
    for (const [who, n] of bytes) kbByPackage.set(who, (kbByPackage.get(who) ?? 0) + (chunkKb * n) / total);
  }
  return kbByPackage;
}

async function baselineKb(): Promise<number> {
  const root = path.join(workDir, 'baseline-src');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.tsx"></script>',
  );
  writeFileSync(
    path.join(root, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<div>baseline</div>);\n",
  );
  const outDir = path.join(workDir, 'baseline-out');
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return initialChunks(manifest, ['index.html']).reduce((sum, f) => sum + gz(path.join(outDir, f)), 0);
}

const bundleBench: Bench = async (ctx) => {
  rmSync(workDir, { recursive: true, force: true });
  const outDir = path.join(workDir, 'app');
  const manifest = await buildApp(outDir);
  const base = await baselineKb();
  const initialFor = (page: string) =>
    initialChunks(manifest, ['index.html', `src/features/marketing/${page}.tsx`]);

  const landing = initialFor(MARKETING_PAGES['/']);
  const parts = [...breakdown(outDir, landing)]
    .map(([name, kb]) => ({ name, kb }))
    .sort((a, b) => b.kb - a.kb);
  ctx.log('landing breakdown by package (gzipped, attributed through source maps):');
  for (const p of parts.filter((x) => x.kb >= 0.05))
    ctx.log(`  ${p.name.padEnd(32)} ${p.kb.toFixed(1).padStart(6)} KB`);
  const forbidden = ['@trpc', 'superjson', 'zod', 'react-hook-form'];

  return Object.entries(MARKETING_PAGES).map(([route, page]) => {
    const files = initialFor(page);
    const kb = files.reduce((sum, f) => sum + gz(path.join(outDir, f)), 0);
    const leaked = [...breakdown(outDir, files).keys()].filter((pkg) =>
      forbidden.some((f) => pkg.startsWith(f)),
    );
    return {
      name: `${route} initial JS`,
      value: kb,
      unit: 'KB gz',
      baseline: { name: 'bare React 19 page', value: base, unit: 'KB gz' },
      ratio: kb / base,
      budget: { op: '<=', value: BUDGET_KB, unit: 'KB gz' },
      notes: leaked.length
        ? `FIRST LOAD CARRIES ${leaked.join(', ')}`
        : 'no tRPC, superjson, zod or react-hook-form',
    };
  });
};
export default bundleBench;
