/** `npm run lint`'s wall check: prints every import that crosses a wall and fails when there is one. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkWalls } from './walls/check-walls';

/**
 * Breaks known and being removed by the rest of issue #43 (evidence's own door and file routes, the
 * engine's reference loading): empty this list when those changes are merged. Nothing else goes here.
 */
const KNOWN_BREAKS = new Set<string>([
  'server/deps.ts -> server/modules/evidence/coach-access',
  'server/http/app.ts -> server/modules/evidence/upload.routes',
  'server/http/rest/routes.ts -> server/modules/evidence/upload.routes',
  'server/http/trpc/root.ts -> server/modules/evidence/evidence.router',
  'server/modules/coach/coach-access.ts -> server/modules/evidence/coach-access',
  'server/modules/evidence/event-claim.service.ts -> server/modules/athlete/athlete.service',
  'server/modules/evidence/event-claim.service.ts -> server/modules/mail/mail.service',
  'server/modules/evidence/evidence.service.ts -> server/modules/athlete/athlete.service',
  'server/modules/evidence/evidence.service.ts -> server/modules/import/safe-fetch',
  'server/modules/evidence/evidence.service.ts -> server/modules/match/match.service',
  'server/modules/evidence/upload.routes.ts -> server/http/request-guards',
  'server/modules/evidence/upload.routes.ts -> server/http/rest/route',
  'server/modules/evidence/upload.routes.ts -> server/http/trpc/context',
  'server/engine/marks.ts -> node:fs',
  'server/engine/marks.ts -> db/seed/csv',
  'server/engine/reference/benchmarks.test.ts -> db/seed/programs',
  'server/engine/reference/calibration.ts -> node:fs',
  'server/engine/reference/calibration.ts -> db/seed/csv',
]);

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
const { problems, stale } = checkWalls(files, KNOWN_BREAKS);
for (const key of stale) console.warn(`walls: the known break "${key}" is gone: remove it from KNOWN_BREAKS`);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} import(s) cross a wall (docs/where-changes-go.md).`);
  process.exit(1);
}
console.log(`walls: ${files.size} files, no import crosses a wall`);
