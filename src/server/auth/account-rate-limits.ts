import { createRateLimit } from '@/server/http/rate-limit';
import { clientIp } from '@/server/http/visitor';

const WINDOW_SECONDS = 15 * 60;
const TRIES = 10;

/**
 * Tries allowed per client address and per e-mail address on the member
 * account forms (register, forgot and reset password): 10 in 15 minutes each,
 * then 429 errors.too_many_requests. Logins have their own policy
 * (login-throttle.ts), which never locks an account's owner out.
 */
export const accountLimits = {
  register: createRateLimit({ name: 'register', points: TRIES, windowSeconds: WINDOW_SECONDS }),
  forgotPassword: createRateLimit({
    name: 'forgot-password',
    points: TRIES,
    windowSeconds: WINDOW_SECONDS,
  }),
  resetPassword: createRateLimit({
    name: 'reset-password',
    points: TRIES,
    windowSeconds: WINDOW_SECONDS,
  }),
  confirmEmail: createRateLimit({
    name: 'confirm-email',
    points: TRIES,
    windowSeconds: WINDOW_SECONDS,
  }),
};

function keysOf(headers: Headers, email?: unknown): string[] {
  const keys = [`ip:${clientIp(headers)}`];
  if (typeof email === 'string' && email.trim()) keys.push(`email:${email.trim().toLowerCase()}`);
  return keys;
}

/** Counts one try of the client (and of the e-mail address, when there is one); throws a 429 when either is spent. */
export async function countTry(
  limit: ReturnType<typeof createRateLimit>,
  headers: Headers,
  email?: unknown,
): Promise<void> {
  await limit.consume(...keysOf(headers, email));
}
