import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from './env';

/**
 * Where uploaded files' bytes live. Keys are ours (random, never a user's file name), so a key
 * can never walk out of its folder or bucket.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, mediaType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+$/;
function assertKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** A folder on this machine (the default: DATA_DIR/uploads). */
export function folderStorage(root: string): FileStorage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true, mode: 0o700 });
      await writeFile(file(key), bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

export interface S3Config {
  /** e.g. https://s3.us-east-1.amazonaws.com, or a MinIO / R2 endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 for one S3 request (path-style URL, signed payload hash). Returns the
 * headers to send. Only what PUT, GET and DELETE of one object need: no query strings.
 */
export function signS3(
  cfg: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  req: { method: string; url: URL; headers: Record<string, string>; payloadHash: string; now: Date },
): Record<string, string> {
  const amzDate = req.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...req.headers,
    host: req.url.host,
    'x-amz-content-sha256': req.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const canonical = [
    req.method,
    req.url.pathname,
    '',
    ...names.map((h) => `${h}:${lower[h]}`),
    '',
    names.join(';'),
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${cfg.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${cfg.secretAccessKey}`, day), cfg.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${cfg.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}

/**
 * An S3-compatible bucket, as a thin adapter over fetch (PUT, GET, DELETE of one object with
 * SigV4): the AWS SDK would be some 3 MB for three calls. No multipart upload: files are ≤ 10 MB.
 */
export function s3Storage(cfg: S3Config, fetchFn: typeof fetch = fetch): FileStorage {
  const urlOf = (key: string) => {
    assertKey(key);
    return new URL(`${cfg.endpoint.replace(/\/$/, '')}/${cfg.bucket}/${key}`);
  };
  const send = async (method: string, key: string, body?: Buffer, mediaType?: string) => {
    const url = urlOf(key);
    const headers = signS3(cfg, {
      method,
      url,
      headers: mediaType ? { 'content-type': mediaType } : {},
      payloadHash: sha256(body ?? ''),
      now: new Date(),
    });
    const { host: _host, ...sent } = headers;
    return fetchFn(url, { method, headers: sent, body: body ? new Uint8Array(body) : undefined });
  };
  return {
    async put(key, bytes, mediaType) {
      const res = await send('PUT', key, bytes, mediaType);
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    },
  };
}

/** The storage the settings name (docs/evidence.md); env.ts has already checked the S3 keys are all there. */
export function createFileStorage(env: Env): FileStorage {
  if (env.EVIDENCE_STORAGE === 'folder')
    return folderStorage(path.resolve(env.EVIDENCE_UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')));
  return s3Storage({
    endpoint: env.EVIDENCE_S3_ENDPOINT ?? '',
    region: env.EVIDENCE_S3_REGION,
    bucket: env.EVIDENCE_S3_BUCKET ?? '',
    accessKeyId: env.EVIDENCE_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.EVIDENCE_S3_SECRET_ACCESS_KEY ?? '',
  });
}
