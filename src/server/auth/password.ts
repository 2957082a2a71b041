import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { boundedWork } from '@/server/auth/bounded-work';

/**
 * Argon2 runs on libuv's small thread pool, which file reads and DNS share,
 * and each hash takes ~19 MiB and tens of milliseconds of a core. A burst of
 * logins would take every thread and core and stall the whole site, so the
 * hashes in flight are bounded (one core is left for everything else), a
 * queue holds the next ones, and beyond it a login is refused with 429
 * errors.server_busy rather than waiting for ever.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism() - 1));
export const PASSWORD_HASH_MAX_WAITING = 50;
export const passwordWork = boundedWork({
  concurrency: PASSWORD_HASH_CONCURRENCY,
  maxWaiting: PASSWORD_HASH_MAX_WAITING,
});

/** Argon2id with the library's recommended defaults. */
export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/**
 * A valid hash of a random password, verified against when the account does
 * not exist so both paths cost the same. Computed once per process (outside
 * the queue: every caller shares the one computation).
 */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyHash(): Promise<string> {
  return (dummyHash ??= hash(crypto.randomUUID()));
}
