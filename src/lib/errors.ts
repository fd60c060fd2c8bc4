/**
 * The one place client errors become sentences (SPEC §8). Procedures answer with a human
 * `message`; a call that never reached the server has no `data` and gets the network wording.
 * Duck-typed rather than `instanceof TRPCClientError`, so the app shell need not load @trpc/client.
 */
interface ClientErrorLike {
  name: string;
  message: string;
  cause?: unknown;
  data?: { httpStatus?: number; appCode?: string } | null;
}

const isTrpcError = (err: unknown): err is ClientErrorLike =>
  err instanceof Error && err.name === 'TRPCClientError';

export const NETWORK_MESSAGE = 'Network error. Check your connection and try again.';

/** The server's message, or undefined when the server did not answer with one. */
export function serverMessage(err: unknown): string | undefined {
  return isTrpcError(err) && err.data && err.message ? err.message : undefined;
}

/** HTTP status of a procedure error, when the server answered. */
export function errorStatus(err: unknown): number | undefined {
  return isTrpcError(err) ? (err.data?.httpStatus ?? undefined) : undefined;
}

/** The server said the thing does not exist (404), or the id could never name one (400). */
export const isNotFound = (err: unknown) => errorStatus(err) === 404 || errorStatus(err) === 400;

/** True when the request never got a server answer (offline, DNS, reset). */
export function isNetworkError(err: unknown): boolean {
  if (err instanceof TypeError) return true;
  return isTrpcError(err) && !err.data && (err.cause instanceof TypeError || /fetch/i.test(err.message));
}

/** A user-facing sentence for any error: the server's message, else a network or given fallback. */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const message = serverMessage(err);
  if (message) return message;
  if (isNetworkError(err)) return NETWORK_MESSAGE;
  if (isTrpcError(err) || !(err instanceof Error) || !err.message) return fallback;
  return err.message;
}
