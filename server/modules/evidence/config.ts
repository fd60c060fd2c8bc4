import path from 'node:path';
import { z } from 'zod';
import type { Env } from '../../platform/env';
import { type FileStorage, folderStorage, s3Storage } from './storage';

/**
 * Evidence settings, read from the environment (docs/evidence.md):
 * - EVIDENCE_STORAGE: `folder` (default, DATA_DIR/uploads) or `s3`;
 * - EVIDENCE_S3_ENDPOINT, EVIDENCE_S3_REGION, EVIDENCE_S3_BUCKET, EVIDENCE_S3_ACCESS_KEY_ID,
 *   EVIDENCE_S3_SECRET_ACCESS_KEY: the bucket, for `s3`;
 * - EVIDENCE_UPLOAD_DIR: another folder for `folder`;
 * - EVIDENCE_READ_CONCURRENCY (default 1) and EVIDENCE_READ_TIMEOUT_MS (default 60000).
 */
const ZEvidenceEnv = z.object({
  EVIDENCE_STORAGE: z.enum(['folder', 's3']).default('folder'),
  EVIDENCE_UPLOAD_DIR: z.string().optional(),
  EVIDENCE_S3_ENDPOINT: z.url().optional(),
  EVIDENCE_S3_REGION: z.string().default('us-east-1'),
  EVIDENCE_S3_BUCKET: z.string().optional(),
  EVIDENCE_S3_ACCESS_KEY_ID: z.string().optional(),
  EVIDENCE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  EVIDENCE_READ_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  EVIDENCE_READ_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
});
export type EvidenceConfig = z.infer<typeof ZEvidenceEnv>;

export function evidenceConfig(env: Env): EvidenceConfig {
  const parsed = ZEvidenceEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid evidence settings: ${parsed.error.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

export function storageFor(env: Env, cfg: EvidenceConfig): FileStorage {
  if (cfg.EVIDENCE_STORAGE === 'folder')
    return folderStorage(path.resolve(cfg.EVIDENCE_UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')));
  const {
    EVIDENCE_S3_ENDPOINT,
    EVIDENCE_S3_BUCKET,
    EVIDENCE_S3_ACCESS_KEY_ID,
    EVIDENCE_S3_SECRET_ACCESS_KEY,
  } = cfg;
  if (
    !EVIDENCE_S3_ENDPOINT ||
    !EVIDENCE_S3_BUCKET ||
    !EVIDENCE_S3_ACCESS_KEY_ID ||
    !EVIDENCE_S3_SECRET_ACCESS_KEY
  )
    throw new Error(
      'EVIDENCE_STORAGE=s3 needs EVIDENCE_S3_ENDPOINT, _BUCKET, _ACCESS_KEY_ID and _SECRET_ACCESS_KEY',
    );
  return s3Storage({
    endpoint: EVIDENCE_S3_ENDPOINT,
    region: cfg.EVIDENCE_S3_REGION,
    bucket: EVIDENCE_S3_BUCKET,
    accessKeyId: EVIDENCE_S3_ACCESS_KEY_ID,
    secretAccessKey: EVIDENCE_S3_SECRET_ACCESS_KEY,
  });
}
