import type { Logger } from 'pino';
import { type AuthService, createAuth } from './auth/lucia';
import { staffCoachAccess } from './modules/coach';
import type { CoachAccess } from './modules/evidence';
import { PdfRenderer } from './pdf/renderer';
import { findChromium } from './platform/chromium';
import type { Connection, DB, Sql } from './platform/db';
import type { Env } from './platform/env';
import { createFileReader, type FileReader } from './platform/file-reader';
import { createFileStorage, type FileStorage } from './platform/file-storage';
import type { InstanceHealth } from './platform/health';
import { createMailTransport, type MailDelivery } from './platform/mail';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';

/** Long-lived dependencies, built once at start-up (or once per test database). */
export interface AppDeps {
  db: DB;
  sql: Sql;
  env: Env;
  log: Logger;
  limiter: RateLimiter;
  auth: AuthService;
  pdf: PdfRenderer;
  health: InstanceHealth;
  mail: MailDelivery;
  /** Whether a coach may see and verify one athlete's evidence (the coaches' rule, used by evidence). */
  coachAccess: CoachAccess;
  /** Uploaded files: where they are kept, the reader that opens them, and the readings in flight. */
  files: { storage: FileStorage; reader: FileReader; readings: Set<Promise<void>> };
}

export function buildDeps(parts: Connection & { env: Env; log: Logger }): AppDeps {
  const guard = <T>(start: () => PromiseLike<T>) => parts.health.guard(start);
  return {
    ...parts,
    limiter: createRateLimiter(parts.sql, parts.env, guard),
    auth: createAuth(parts.sql, { secureCookies: parts.env.NODE_ENV === 'production', guard }),
    mail: { transport: createMailTransport(parts.env), queue: null },
    coachAccess: staffCoachAccess,
    pdf: new PdfRenderer(findChromium({ ...process.env, CHROMIUM_PATH: parts.env.CHROMIUM_PATH }) ?? null),
    files: {
      storage: createFileStorage(parts.env),
      reader: createFileReader(parts.env),
      readings: new Set(),
    },
  };
}

/** Wait for the readings in flight (each saves its result), then end the reader's processes. */
export async function closeFiles(deps: Pick<AppDeps, 'files'>, waitMs = 10_000): Promise<void> {
  await Promise.race([
    Promise.allSettled([...deps.files.readings]),
    new Promise((r) => setTimeout(r, waitMs).unref()),
  ]);
  await deps.files.reader.close();
}
