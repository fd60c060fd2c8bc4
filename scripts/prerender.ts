import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { MARKETING_META, type MarketingRoute, prerenderedFileName } from '../common/page-meta';

/**
 * After the client build (scripts/build.ts): renders each marketing route to HTML at build time, so a visitor sees the
 * page before any script has run (docs/decisions/011-prerendered-marketing-pages.md). The server
 * serves these files for those routes; every other route keeps the empty index.html.
 */
const clientDir = path.resolve('dist', 'client');
const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';
const ssrDir = path.resolve('dist', 'ssr');

export async function prerender() {
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
  });
  const { renderRoute } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
    renderRoute: (url: string) => Promise<string>;
  };
  const template = inlineRenderBlocking(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  mkdirSync(path.join(clientDir, 'prerendered'), { recursive: true });
  for (const route of Object.keys(MARKETING_META) as MarketingRoute[]) {
    const html = await renderRoute(route);
    writeFileSync(
      path.join(clientDir, prerenderedFileName(route)),
      template.replace('<div id="root"></div>', `<div id="root">${html}</div>`),
    );
  }
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`prerendered ${Object.keys(MARKETING_META).length} marketing routes`);
}

/**
 * The stylesheet and the theme script block the first paint; inline, they cost no round trip.
 * The server's CSP allows this one inline script by its hash (server/http/app.ts).
 */
function inlineRenderBlocking(html: string): string {
  const css = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(html);
  if (!css || !html.includes(THEME_INIT_TAG))
    throw new Error('index.html lost its stylesheet or theme script');
  const style = readFileSync(path.join(clientDir, css[1]!), 'utf8');
  const script = readFileSync(path.join(clientDir, 'theme-init.js'), 'utf8');
  return html
    .replace(css[0], () => `<style>${style}</style>`)
    .replace(THEME_INIT_TAG, () => `<script>${script}</script>`);
}
