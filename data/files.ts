import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The project's root: the nearest folder above this module that holds package.json. It is the
 * same whether this code runs from its source (server/) or from the bundled server (dist/server/),
 * so data files are found from here, never from a module's own location (ADR 014).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A folder of the project as a file URL ending in '/', so `new URL(name, folder)` resolves in it. */
export const projectFolder = (...segments: string[]): URL =>
  pathToFileURL(`${path.join(PROJECT_ROOT, ...segments)}${path.sep}`);
