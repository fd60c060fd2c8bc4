import { serverMessage } from '@/lib/errors';
import type { CallContext } from '@/lib/trpc';

/** The CSV export is a download route, not a procedure (server/http/rest/downloads.ts). */
export const CSV_URL = '/api/admin/waitlist/export.csv';

export const bearer = (password: string) => ({ Authorization: `Bearer ${password}` });

/** SPEC §6: the admin password rides on each admin call as a bearer credential, never stored. */
export const adminCall = (password: string): { trpc: { context: CallContext } } => ({
  trpc: { context: { authorization: `Bearer ${password}` } },
});

/** SPEC §8: a failed stats fetch reads the server's error, falling back to 'Unauthorized'. */
export const statsFailureMessage = (err: unknown) => serverMessage(err) ?? 'Unauthorized';
