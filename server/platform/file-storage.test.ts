import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderStorage, s3Storage, signS3 } from './file-storage';

describe('signS3', () => {
  it("matches the AWS documentation's SigV4 example for S3 (GET Object with a Range)", () => {
    // AWS S3 API reference, "Signature Calculations for the Authorization Header", example 1.
    const headers = signS3(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        now: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('s3Storage', () => {
  it('puts, gets and deletes one object by path-style URL, and reads a 404 as no file', async () => {
    const calls: { method: string; url: string; auth: string }[] = [];
    const objects = new Map<string, Uint8Array>();
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ method: init.method ?? 'GET', url: String(url), auth: headers.authorization ?? '' });
      const key = url.pathname;
      if (init.method === 'PUT') objects.set(key, init.body as Uint8Array);
      if (init.method === 'DELETE') objects.delete(key);
      if (init.method === 'GET') {
        const body = objects.get(key);
        return body ? new Response(new Blob([new Uint8Array(body)])) : new Response('', { status: 404 });
      }
      return new Response('', { status: 200 });
    }) as unknown as typeof fetch;
    const s3 = s3Storage(
      {
        endpoint: 'https://s3.example.test',
        region: 'us-east-1',
        bucket: 'sheets',
        accessKeyId: 'K',
        secretAccessKey: 'S',
      },
      fakeFetch,
    );
    await s3.put('a1/b2', Buffer.from('png bytes'), 'image/png');
    expect((await s3.get('a1/b2'))?.toString()).toBe('png bytes');
    await s3.delete('a1/b2');
    expect(await s3.get('a1/b2')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT https://s3.example.test/sheets/a1/b2',
      'GET https://s3.example.test/sheets/a1/b2',
      'DELETE https://s3.example.test/sheets/a1/b2',
      'GET https://s3.example.test/sheets/a1/b2',
    ]);
    expect(calls.every((c) => c.auth.startsWith('AWS4-HMAC-SHA256 Credential=K/'))).toBe(true);
  });
});

describe('folderStorage', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('stores under its root and refuses a key that could leave it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    dirs.push(root);
    const store = folderStorage(root);
    await store.put('athlete-1/file-1', Buffer.from('x'), 'image/png');
    expect((await store.get('athlete-1/file-1'))?.toString()).toBe('x');
    expect(await store.get('athlete-1/missing')).toBeNull();
    await expect(store.put('../escape', Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe/);
  });
});
