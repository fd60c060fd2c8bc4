/** `npm run lint`'s wall check: prints every import that crosses a wall and fails when there is one. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkWalls } from './walls/check-walls';

const files = new Map<string, string>();
const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'server', 'src', 'common', 'db'],
  {
    encoding: 'utf8',
  },
);
for (const file of listed.split('\n')) {
  if (/\.(m?[jt]sx?)$/.test(file)) {
    try {
      files.set(file, readFileSync(file, 'utf8'));
    } catch {
      // A file deleted but not yet staged is not part of the tree being checked.
    }
  }
}
const { problems } = checkWalls(files, new Set());
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} import(s) cross a wall (docs/where-changes-go.md).`);
  process.exit(1);
}
console.log(`walls: ${files.size} files, no import crosses a wall`);
