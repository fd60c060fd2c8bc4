import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, projectFolder } from './files';

describe('project paths', () => {
  it('finds the root that holds this project’s package.json', () => {
    const pkg = JSON.parse(readFileSync(`${PROJECT_ROOT}/package.json`, 'utf8')) as { name: string };
    expect(pkg.name).toBe('fitscout');
  });

  it('gives folders that names resolve inside', () => {
    const folder = projectFolder('data', 'programs');
    expect(fileURLToPath(new URL('x.csv', folder))).toBe(`${PROJECT_ROOT}/data/programs/x.csv`);
  });
});
