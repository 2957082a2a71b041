import { verifyPassword } from '@/server/auth/password';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { createRateLimit } from '@/server/http/rate-limit';
import { accountLookupService } from '@/server/services/account-lookup-service';
import type { Realm } from '@/server/services/auth-session-service';

/** Wrong current passwords per account: a session in the wrong hands cannot guess its way to the password either. */
const tries = createRateLimit({ name: 'current-password', points: 10, windowSeconds: 15 * 60 });

/**
 * Checks the password a user says they have now, before their own password
 * is changed: a wrong one is a 400 on the `current_password` field
 * (errors.current_password_wrong). Ten wrong ones in 15 minutes for one
 * account answer 429 until the window ends; a right one starts the count over.
 */
export async function assertCurrentPassword(
  db: Db,
  realm: Realm,
  userId: number,
  password: string,
): Promise<void> {
  const key = `${realm}:${userId}`;
  await tries.consume(key);
  const hash = await accountLookupService(db).passwordHashOf(realm, userId);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw new AppError('BAD_REQUEST', 'errors.current_password_wrong', 'current_password');
  }
  await tries.reset(key);
}
