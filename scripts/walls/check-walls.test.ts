import { describe, expect, it } from 'vitest';
import { checkWalls, importsOf, moduleLoops } from './check-walls';

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('importsOf', () => {
  it('reads static, type, re-export, side-effect and dynamic imports, but not comments', () => {
    const refs = importsOf(
      'server/a.ts',
      [
        "import { x } from './x';",
        "import type { T } from './t';",
        "import { type U, type V as W } from './u';",
        "export { y } from './y';",
        "import './side';",
        "const lazy = () => import('./lazy');",
        "// import { no } from './commented';",
        "/* import { no } from './blocked'; */",
        'import {',
        '  a,',
        '  b,',
        "} from './multi';",
      ].join('\n'),
    );
    expect(refs.map((r) => [r.specifier, r.typeOnly])).toEqual([
      ['./x', false],
      ['./t', true],
      ['./u', true],
      ['./y', false],
      ['./side', false],
      ['./lazy', false],
      ['./multi', false],
    ]);
    expect(refs.find((r) => r.specifier === './multi')?.names).toEqual(['a', 'b']);
  });
});

describe('checkWalls', () => {
  it('passes a module entered through its door, and its own files from inside', () => {
    expect(
      checkWalls(
        files({
          'server/modules/coach/coach.service.ts': "import { getProfile } from '../athlete';",
          'server/modules/coach/coach.router.ts': "import { x } from './coach.service';",
          'server/http/trpc/root.ts': "import { coachRouter } from '../../modules/coach/index';",
          'server/modules/athlete/athlete.service.ts': "import * as repo from './athlete.repo';",
        }),
      ).problems,
    ).toEqual([]);
  });

  it("fails an import of another module's repo or service, from a module or from outside", () => {
    const { problems } = checkWalls(
      files({
        'server/modules/coach/coach.router.ts': "import { setAccountName } from '../auth/auth.repo';",
        'server/jobs/recompute.ts': "import { computeMatches } from '../modules/match/match.service';",
      }),
    );
    expect(problems).toEqual([
      'server/modules/coach/coach.router.ts: imports ../auth/auth.repo: another module is entered only through server/modules/auth/index.ts',
      'server/jobs/recompute.ts: imports ../modules/match/match.service: another module is entered only through server/modules/match/index.ts',
    ]);
  });

  it("lets a test reach into another module's files", () => {
    expect(
      checkWalls(
        files({ 'server/modules/coach/coach.int.test.ts': "import { x } from '../match/program-cache';" }),
      ).problems,
    ).toEqual([]);
  });

  it('fails a module importing from http/ other than trpc/init', () => {
    const { problems } = checkWalls(
      files({
        'server/modules/mail/mail.router.ts': "import { router } from '../../http/trpc/init';",
        'server/modules/evidence/upload.ts': "import { restRoute } from '../../http/rest/route';",
      }),
    );
    expect(problems).toEqual([
      'server/modules/evidence/upload.ts: imports ../../http/rest/route: modules import from http/ only http/trpc/init',
    ]);
  });

  it('fails node:fs and db/ in the engine, and nowhere else', () => {
    const { problems } = checkWalls(
      files({
        'server/engine/marks.ts':
          "import { readFileSync } from 'node:fs';\nimport { parseCsv } from '../../db/seed/csv';",
        'server/engine/reference/calibration.ts': "import fs from 'fs';",
        'server/engine/fit.ts': "import type { AthleteProfileRow } from '../types';",
        'server/platform/db/migrate.ts': "import { readdir } from 'node:fs/promises';",
      }),
    );
    expect(problems).toEqual([
      'server/engine/marks.ts: imports node:fs: the engine reads no files (node:fs)',
      'server/engine/marks.ts: imports ../../db/seed/csv: the engine imports nothing from db/',
      'server/engine/reference/calibration.ts: imports fs: the engine reads no files (node:fs)',
    ]);
  });

  it('lets src/ take only the AppRouter type from the server', () => {
    const { problems } = checkWalls(
      files({
        'src/lib/trpc.ts': "import type { AppRouter } from '../../server/http/trpc/root';",
        'src/lib/bad.ts': "import { appRouter } from '../../server/http/trpc/root';",
        'src/lib/worse.ts': "import type { AppRouter, Context } from '../../server/http/trpc/root';",
        'src/lib/db.ts': "import type { Database } from '../../db/types';",
        'src/lib/ok.ts': "import { ZEmail } from '@common/schemas/auth';",
      }),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'src/lib/bad.ts',
      'src/lib/worse.ts',
      'src/lib/db.ts',
    ]);
  });

  it('names a loop between modules, even through their doors', () => {
    const refs = [
      ...importsOf('server/modules/athlete/athlete.router.ts', "import { readiness } from '../match';"),
      ...importsOf('server/modules/match/match.service.ts', "import { getProfile } from '../athlete';"),
      ...importsOf('server/modules/match/match.service.ts', "import type { Grant } from '../coach';"),
      ...importsOf('server/modules/coach/coach.service.ts', "import { preview } from '../match';"),
    ];
    expect(moduleLoops(refs)).toEqual([['athlete', 'match', 'athlete']]);
  });

  it('skips the allowed breaks, and only those', () => {
    const tree = files({
      'server/http/app.ts': "import { uploadRoutes } from '../modules/evidence/upload.routes';",
      'server/http/other.ts': "import { x } from '../modules/evidence/x';",
    });
    const allowed = new Set([
      'server/http/app.ts -> server/modules/evidence/upload.routes',
      'server/engine/fit.ts -> node:fs',
    ]);
    expect(checkWalls(tree, allowed)).toEqual({
      problems: [
        'server/http/other.ts: imports ../modules/evidence/x: another module is entered only through server/modules/evidence/index.ts',
      ],
      stale: ['server/engine/fit.ts -> node:fs'],
    });
  });
});
