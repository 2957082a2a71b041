import { createRateLimit } from '@/server/http/rate-limit';
import { clientIp } from '@/server/http/visitor';

const WINDOW_SECONDS = 15 * 60;
const TRIES = 10;

/**
 * Tries allowed per client address and per e-mail address on the account
 * forms of both realms (login, register, forgot and reset password): 10 in 15 minutes each, then 429 errors.too_many_requests.
 */
export const accountLimits = {
  login: createRateLimit({ name: 'login', points: TRIES, windowSeconds: WINDOW_SECONDS }),
  register: createRateLimit({ name: 'register', points: TRIES, windowSeconds: WINDOW_SECONDS }),
  forgotPassword: createRateLimit({ name: 'forgot-password', points: TRIES, windowSeconds: WINDOW_SECONDS }),
  resetPassword: createRateLimit({ name: 'reset-password', points: TRIES, windowSeconds: WINDOW_SECONDS }),
};

function keysOf(headers: Headers, email?: unknown): string[] {
  const keys = [`ip:${clientIp(headers)}`];
  if (typeof email === 'string' && email.trim()) keys.push(`email:${email.trim().toLowerCase()}`);
  return keys;
}

/** Counts one try of the client (and of the e-mail address, when there is one); throws a 429 when either is spent. */
export async function countTry(limit: ReturnType<typeof createRateLimit>, headers: Headers, email?: unknown): Promise<void> {
  await limit.consume(...keysOf(headers, email));
}

/**
 * After a successful login the client's and the address's tries start over:
 * the limit is on guessing, so staff who share an office address and log in
 * all day are never locked out, while ten wrong passwords still are.
 */
export async function forgetTries(limit: ReturnType<typeof createRateLimit>, headers: Headers, email?: unknown): Promise<void> {
  await Promise.all(keysOf(headers, email).map((key) => limit.reset(key)));
}
