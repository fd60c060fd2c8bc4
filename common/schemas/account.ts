import { z } from 'zod';

export const ACCOUNT_MESSAGES = {
  confirmMismatch: 'Type your account email exactly to confirm',
  notFound: 'Account not found',
} as const;

/** Deleting an account: the user types its email address, so no click deletes it by accident. */
export const ZDeleteAccount = z.object({ confirmEmail: z.string().max(320) });
export type TDeleteAccount = z.infer<typeof ZDeleteAccount>;
