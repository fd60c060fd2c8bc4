/**
 * The walls between layers, checked on every lint (docs/where-changes-go.md):
 * a module is entered only through its index.ts, modules take from http/ only trpc/init, the engine
 * reads no files and no database, src/ takes only the AppRouter type from the server, and no two modules
 * import each other (directly or round a loop).
 */
import path from 'node:path';

/** One import statement of one file, as written. */
export type ImportRef = { from: string; specifier: string; typeOnly: boolean; names: string[] };
export type Break = { from: string; to: string; rule: string };

const IMPORT_RE =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every static, re-export, side-effect and literal dynamic import of a file's text. */
export function importsOf(file: string, text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(IMPORT_RE)) {
    const specifier = m[4] ?? m[5] ?? m[6];
    if (!specifier) continue;
    const clause = m[3] ?? '';
    const names = [...clause.matchAll(/(?:type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+[\w$]+)?/g)]
      .map((n) => n[1] ?? '')
      .filter((n) => n !== 'type');
    const typeOnly =
      Boolean(m[2]) ||
      (/^\{[^}]*\}$/.test(clause) && /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(clause));
    refs.push({ from: file, specifier, typeOnly, names });
  }
  return refs;
}

/** The repository-relative path an import points at (without extension), or the bare package name. */
export function resolveSpecifier(from: string, specifier: string): string {
  if (specifier.startsWith('@common/')) return `common/${specifier.slice('@common/'.length)}`;
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (!specifier.startsWith('.')) return specifier;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return joined.replace(/\.(m?[jt]sx?)$/, '');
}

const moduleOf = (file: string): string | null => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isDoor = (target: string): boolean => /^server\/modules\/[^/]+(\/index)?$/.test(target);
const isTest = (file: string): boolean =>
  /\.(int\.|fault\.)?test\.tsx?$/.test(file) || file.includes('/test/');
const FS_PACKAGES = new Set(['node:fs', 'fs', 'node:fs/promises', 'fs/promises']);

/** The wall an import breaks, if any. */
export function breakOf(ref: ImportRef): Break | null {
  const to = resolveSpecifier(ref.from, ref.specifier);
  const fromModule = moduleOf(ref.from);
  const toModule = moduleOf(`${to}/`);
  const hit = (rule: string): Break => ({ from: ref.from, to, rule });

  if (ref.from.startsWith('src/') && (to.startsWith('server/') || to.startsWith('db/'))) {
    const onlyAppRouter = ref.typeOnly && ref.names.length > 0 && ref.names.every((n) => n === 'AppRouter');
    return onlyAppRouter ? null : hit('src/ imports only the AppRouter type from the server');
  }
  // The engine's tests are its callers: they may hand it data read from files.
  if (ref.from.startsWith('server/engine/') && !isTest(ref.from)) {
    if (FS_PACKAGES.has(to)) return hit('the engine reads no files (node:fs)');
    if (to.startsWith('db/')) return hit('the engine imports nothing from db/');
  }
  if (fromModule && to.startsWith('server/http/') && to !== 'server/http/trpc/init') {
    return hit('modules import from http/ only http/trpc/init');
  }
  if (toModule && toModule !== fromModule && !isDoor(to) && !isTest(ref.from)) {
    return hit(`another module is entered only through server/modules/${toModule}/index.ts`);
  }
  return null;
}

/** Module pairs that import each other, directly or round a longer loop (tests excluded). */
export function moduleLoops(refs: ImportRef[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const ref of refs) {
    if (isTest(ref.from) || ref.typeOnly) continue;
    const a = moduleOf(ref.from);
    const b = moduleOf(`${resolveSpecifier(ref.from, ref.specifier)}/`);
    if (a && b && a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  const loops: string[][] = [];
  const seen = new Set<string>();
  const walk = (start: string, at: string, trail: string[]): void => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) {
        const key = [...trail].sort().join('>');
        if (!seen.has(key)) {
          seen.add(key);
          loops.push([...trail, start]);
        }
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return loops;
}

/** The breaks of a set of files minus the allowed ones (`from -> to` keys), and the allowed keys no longer broken. */
export function checkWalls(
  files: Map<string, string>,
  allowed: ReadonlySet<string> = new Set(),
): { problems: string[]; stale: string[] } {
  const refs = [...files].flatMap(([file, text]) => importsOf(file, text));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const broken = breakOf(ref);
    if (!broken) continue;
    const key = `${broken.from} -> ${broken.to}`;
    seen.add(key);
    if (!allowed.has(key)) problems.push(`${broken.from}: imports ${ref.specifier}: ${broken.rule}`);
  }
  for (const loop of moduleLoops(refs)) problems.push(`module loop: ${loop.join(' -> ')}`);
  return { problems, stale: [...allowed].filter((key) => !seen.has(key)) };
}
