/**
 * The generic fetch of SPEC §7: cookies always sent; a JSON body with a JSON
 * content-type only when there is a body; non-2xx throws `status: body-or-statusText`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The human message: the `error` field of our JSON error bodies, else the raw text. */
  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: unknown };
      if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
    } catch {
      // not JSON: fall through
    }
    return this.bodyText || this.message;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text, res.statusText);
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers: HeadersInit = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Default query function: GET the key parts joined by '/'. `on401: 'returnNull'` turns a 401 into null. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** A user-facing sentence for any error: our server message, or a network fallback. */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (err instanceof ApiError) return err.userMessage;
  if (err instanceof TypeError) return 'Network error. Check your connection and try again.';
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
