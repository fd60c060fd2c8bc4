import { AppError } from '../../../common/errors';
import { ACCOUNT_MESSAGES, type TDeleteAccount } from '../../../common/schemas/account';
import type { CookieSpec } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import { deleteAccountRows, findAccount, storageKeysOf } from './account.repo';

/**
 * Deletes the signed-in account for good, once the user typed its email address: its rows (the
 * athlete profile and all that hangs on it) in one transaction, then its stored evidence files.
 * Answers the blank session cookie: the account's sessions went with it.
 */
export async function deleteAccount(
  deps: AppDeps,
  userId: string,
  input: TDeleteAccount,
): Promise<CookieSpec> {
  const account = await findAccount(deps.db, userId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
  const typed = input.confirmEmail.trim().toLowerCase();
  if (!account.email || typed !== account.email.toLowerCase())
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.confirmMismatch);
  const keys = account.profileId ? await storageKeysOf(deps.db, account.profileId) : [];
  await deleteAccountRows(deps.db, userId, account.email);
  // After the commit: a file whose row is gone is unreachable, and a failed delete is retried by
  // nothing, so each failure is logged for an operator to remove by hand.
  for (const key of keys)
    await deps.files.storage.delete(key).catch((err: unknown) => {
      deps.log.error({ err, key }, 'account deletion: stored file not removed');
    });
  deps.log.info({ userId, files: keys.length }, 'account deleted');
  return deps.auth.blankCookie();
}
