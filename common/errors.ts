/**
 * The one table of application error codes. Services throw `AppError(code, message)`;
 * tRPC's error formatter and the REST layer both map the code through this table,
 * so a given failure has the same status everywhere.
 */
export const APP_ERRORS = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400 },
  VALIDATION: { trpc: 'BAD_REQUEST', http: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  /** The request body did not arrive in time (a slow or stalled upload). */
  REQUEST_TIMEOUT: { trpc: 'TIMEOUT', http: 408 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
  /** A third-party site we fetch failed (importers). */
  UPSTREAM: { trpc: 'BAD_GATEWAY', http: 502 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
} as const;

export type AppErrorCode = keyof typeof APP_ERRORS;
export type TrpcErrorCode = (typeof APP_ERRORS)[AppErrorCode]['trpc'];

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Extra fields for the client, e.g. `retryAfter` seconds for RATE_LIMITED. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Reverse lookup used when an error arrives as a bare tRPC code (e.g. from the procedure ladder). */
export function appCodeFromTrpc(trpcCode: string): AppErrorCode {
  if (trpcCode === 'BAD_REQUEST') return 'BAD_REQUEST';
  const hit = (Object.keys(APP_ERRORS) as AppErrorCode[]).find((code) => APP_ERRORS[code].trpc === trpcCode);
  return hit ?? 'INTERNAL';
}

/** Shape of every REST error body. */
export interface ApiErrorBody {
  error: string;
  code: AppErrorCode;
  issues?: { path: string; message: string }[];
}
