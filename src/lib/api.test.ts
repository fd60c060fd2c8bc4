import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getQueryFn } from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  // A fresh clone per call: a Response body can only be read once.
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest (SPEC §7)', () => {
  it('always sends credentials and a JSON content-type only with a body', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    await apiRequest('GET', '/api/y');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({
      credentials: 'include',
      headers: {},
      body: undefined,
    });
  });

  it('throws "status: body" on a non-OK answer, or the status text when the body is empty', async () => {
    stubFetch(new Response('{"error":"Name is required","code":"VALIDATION"}', { status: 400 }));
    const err = await apiRequest('POST', '/api/waitlist', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('400: {"error":"Name is required","code":"VALIDATION"}');
    expect(errorMessage(err)).toBe('Name is required');

    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(((await apiRequest('GET', '/x').catch((e: unknown) => e)) as Error).message).toBe(
      '503: Service Unavailable',
    );
  });
});

describe('getQueryFn', () => {
  it('GETs the key parts joined by a slash', async () => {
    const fetchMock = stubFetch(new Response('{"n":1}', { status: 200 }));
    expect(await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/athlete-profiles', 'abc'] })).toEqual({
      n: 1,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/athlete-profiles/abc');
  });

  it('turns a 401 into null only when asked to', async () => {
    stubFetch(new Response('{"error":"Please sign in"}', { status: 401 }));
    expect(await getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).toBeNull();
    stubFetch(new Response('{"error":"Please sign in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/user'] })).rejects.toThrow(/^401: /);
  });
});

describe('errorMessage', () => {
  it('explains network failures in a sentence', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Check your connection and try again.',
    );
  });
});
