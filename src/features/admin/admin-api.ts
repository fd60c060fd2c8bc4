import { serverMessage } from '@/lib/errors';
import type { CallContext } from '@/lib/trpc';

/** SPEC §6: the admin password rides on each admin call as a bearer credential, never stored. */
export const adminCall = (password: string): { trpc: { context: CallContext } } => ({
  trpc: { context: { authorization: `Bearer ${password}` } },
});

/** SPEC §8: a failed stats fetch reads the server's error, falling back to 'Unauthorized'. */
export const statsFailureMessage = (err: unknown) => serverMessage(err) ?? 'Unauthorized';
