import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Load `.env` from the project root, if present; variables already set win. */
export function loadDotenv(root: string): void {
  const file = path.join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

const rateLimitSpec = z.string().regex(/^\d+\/\d+$/, 'must look like POINTS/SECONDS, e.g. 10/3600');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    /** Where the embedded PostgreSQL keeps its cluster when DATABASE_URL is unset. */
    DATA_DIR: z.string().default('.data'),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.string().optional(),
    CHROMIUM_PATH: z.string().optional(),
    RECOMPUTE_CRON: z.string().default('0 6 * * 1'),
    RECOMPUTE_TZ: z.string().default('America/New_York'),
    JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
    /** The X API v2 origin. */
    IMPORT_X_BASE_URL: z.url().default('https://api.x.com'),
    IMPORT_HUDL_BASE_URL: z.url().optional(),
    IMPORT_NCSA_BASE_URL: z.url().optional(),
    IMPORT_X_BEARER_TOKEN: z.string().optional(),
    /** Test only (recorded fixture pages on 127.0.0.1): importers may use http and loopback. */
    IMPORT_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
    /**
     * After SIGTERM, how long the instance keeps answering (503 on /healthz, `Connection: close`
     * on the rest) before it closes its listener: time for a load balancer to notice.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** A request body must arrive within this long (server/http/request-guards.ts). */
    BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** API requests one client address may have in flight at once. */
    REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
    SMTP_URL: z.string().optional(),
    SMTP_FROM: z.string().optional(),
    /** Uploaded files (docs/evidence.md): `folder` (DATA_DIR/uploads, or EVIDENCE_UPLOAD_DIR) or `s3`. */
    EVIDENCE_STORAGE: z.enum(['folder', 's3']).default('folder'),
    EVIDENCE_UPLOAD_DIR: z.string().optional(),
    EVIDENCE_S3_ENDPOINT: z.url().optional(),
    EVIDENCE_S3_REGION: z.string().default('us-east-1'),
    EVIDENCE_S3_BUCKET: z.string().optional(),
    EVIDENCE_S3_ACCESS_KEY_ID: z.string().optional(),
    EVIDENCE_S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Files read at once per instance, each in its own reader process. */
    EVIDENCE_READ_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
    EVIDENCE_READ_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** A reader process using more memory than this is ended, and its file refused or failed. */
    EVIDENCE_READ_MAX_MB: z.coerce.number().int().min(128).max(4096).default(384),
  })
  .catchall(z.unknown());

export type Env = z.infer<typeof EnvSchema> & {
  /** RATE_LIMIT_<NAME>=points/seconds overrides, keyed by lower-case limit name. */
  rateLimits: Record<string, { points: number; durationSec: number }>;
};

/** Validate the environment once at start-up; exit with a readable list of problems. */
export function loadEnv(rawSource: NodeJS.ProcessEnv = process.env): Env {
  // `FOO=` in a .env file means "unset", not "the empty string".
  const source = Object.fromEntries(Object.entries(rawSource).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(source);
  const rateLimits: Env['rateLimits'] = {};
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  for (const [key, value] of Object.entries(source)) {
    if (!key.startsWith('RATE_LIMIT_') || value === undefined) continue;
    const spec = rateLimitSpec.safeParse(value);
    if (!spec.success) {
      problems.push(`${key}: ${spec.error.issues[0]?.message}`);
      continue;
    }
    const [points, durationSec] = spec.data.split('/').map(Number) as [number, number];
    rateLimits[key.slice('RATE_LIMIT_'.length).toLowerCase()] = { points, durationSec };
  }

  if (parsed.success && parsed.data.NODE_ENV === 'production' && parsed.data.IMPORT_ALLOW_LOOPBACK === 'true')
    problems.push('IMPORT_ALLOW_LOOPBACK: must not be true in production (it is for test fixtures only)');

  if (
    parsed.success &&
    parsed.data.EVIDENCE_STORAGE === 's3' &&
    !(
      parsed.data.EVIDENCE_S3_ENDPOINT &&
      parsed.data.EVIDENCE_S3_BUCKET &&
      parsed.data.EVIDENCE_S3_ACCESS_KEY_ID &&
      parsed.data.EVIDENCE_S3_SECRET_ACCESS_KEY
    )
  )
    problems.push(
      'EVIDENCE_STORAGE: s3 needs EVIDENCE_S3_ENDPOINT, _BUCKET, _ACCESS_KEY_ID and _SECRET_ACCESS_KEY',
    );

  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  return { ...parsed.data, rateLimits };
}
