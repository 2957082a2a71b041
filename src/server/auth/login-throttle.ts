import { verifyBotCheck } from '@/server/bot-check';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { clientIp } from '@/server/http/visitor';
import { createCounter, createRateLimit } from '@/server/http/rate-limit';
import { log } from '@/server/log';
import { queueMail } from '@/server/services/mail-outbox-service';
import { type LoginFailureReason, metrics } from '@/server/ops/metrics';
import { loginGuessingMail } from '@/server/mail/security-mail';
import { accountLookupService } from '@/server/services/account-lookup-service';
import type { Realm } from '@/server/services/auth-session-service';

/**
 * The login policy of both realms (docs/security.md). Brute force is kept
 * out without handing anyone a way to lock an account's owner out:
 * - wrong passwords are counted per e-mail AND client address: ten in 15
 *   minutes and that address gets 429 for that e-mail until the window ends
 *   (a right password starts the count over);
 * - any address has 50 login tries in 15 minutes, whatever the e-mails
 *   (successful logins are given back, so an office behind one address is
 *   not stopped by its own staff);
 * - ten wrong passwords for one e-mail from anywhere in an hour, and every
 *   login of that e-mail must first pass the bot check (ALTCHA's proof of
 *   work, or reCAPTCHA) until the hour is over: each further guess costs the
 *   guesser, while the owner, from any address, still gets in; the owner is
 *   e-mailed once per hour when this starts.
 */
export const LOGIN_POLICY = {
  windowSeconds: 15 * 60,
  failuresPerAddressAndEmail: 10,
  triesPerAddress: 50,
  emailFailuresBeforeBotCheck: 10,
  emailWindowSeconds: 60 * 60,
} as const;

const perAddressAndEmail = createRateLimit({
  name: 'login:address+email',
  points: LOGIN_POLICY.failuresPerAddressAndEmail,
  windowSeconds: LOGIN_POLICY.windowSeconds,
});
const perAddress = createRateLimit({
  name: 'login:address',
  points: LOGIN_POLICY.triesPerAddress,
  windowSeconds: LOGIN_POLICY.windowSeconds,
});
const emailFailures = createCounter({
  name: 'login:email-failures',
  windowSeconds: LOGIN_POLICY.emailWindowSeconds,
});

export interface LoginAttempt {
  realm: Realm;
  email: string;
  /** The bot-check answer, needed only while the e-mail is being guessed. */
  token?: string | null;
  headers: Headers;
}

/** A wrong second-factor code counts as a wrong password: the same limits stop code guessing. */
const isWrongPassword = (error: unknown) =>
  error instanceof AppError &&
  (error.messageKey === 'errors.invalid_credentials' ||
    error.messageKey === 'errors.invalid_second_factor');

/**
 * Runs one login (`check` verifies the password and opens the session) under
 * LOGIN_POLICY. Throws 429 errors.too_many_requests past a limit, 400
 * errors.login_bot_check_required (field `token`) when the e-mail needs the
 * bot check and none was sent, or what `check` throws.
 */
export async function throttledLogin<T>(
  { realm, email, token, headers }: LoginAttempt,
  check: () => Promise<T>,
): Promise<T> {
  const ip = clientIp(headers);
  const account = `${realm}:${email.trim().toLowerCase()}`;
  const address = `ip:${ip}`;
  const pair = `${account}|${ip}`;
  await perAddress.consume(address);
  await perAddressAndEmail.consume(pair);
  // Tries that were no guess (refused before the password, a disabled account, a busy server) are given back.
  const giveBack = () => Promise.all([perAddress.refund(address), perAddressAndEmail.refund(pair)]);
  try {
    if ((await emailFailures.count(account)) >= LOGIN_POLICY.emailFailuresBeforeBotCheck) {
      if (!token) throw new AppError('BAD_REQUEST', 'errors.login_bot_check_required', 'token');
      await verifyBotCheck(token, { ip });
    }
    const result = await check();
    await Promise.all([perAddress.refund(address), perAddressAndEmail.reset(pair)]);
    return result;
  } catch (error) {
    if (!isWrongPassword(error)) {
      await giveBack();
      throw error;
    }
    metrics.loginFailed(realm, await failureReason(realm, email, error as AppError));
    const failures = await emailFailures.add(account);
    if (failures === LOGIN_POLICY.emailFailuresBeforeBotCheck)
      void warnOwner(realm, email, failures);
    throw error;
  }
}

/**
 * Why a counted login failed, for asc_login_failures_total. The login
 * answers a wrong password and an unknown e-mail alike (no account
 * enumeration), so the e-mail is looked up again here, for both, which keeps
 * their times equal. A lookup that fails counts as a wrong password.
 */
async function failureReason(
  realm: Realm,
  email: string,
  error: AppError,
): Promise<LoginFailureReason> {
  if (error.messageKey === 'errors.invalid_second_factor') return 'wrong_second_factor';
  const owner = await accountLookupService(db)
    .ownerOfEmail(realm, email)
    .catch(() => undefined);
  return owner === null ? 'unknown_account' : 'wrong_password';
}

/** Tells the owner (if the account exists and is enabled) that their password is being guessed. */
async function warnOwner(realm: Realm, email: string, failures: number): Promise<void> {
  try {
    const owner = await accountLookupService(db).ownerOfEmail(realm, email);
    log.warn('login guessing: bot check required', {
      realm,
      accountId: owner?.id ?? null,
      failures,
    });
    if (!owner?.status) return;
    await queueMail(
      db,
      loginGuessingMail(owner, realm === 'admin' ? '/admin/login' : '/login', failures),
    );
  } catch (error) {
    log.error('login guessing warning not sent', { realm, error: (error as Error).message });
  }
}
