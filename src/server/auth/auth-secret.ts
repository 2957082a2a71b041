import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// Relative: next.config.ts loads this module (through gateway-config.ts), outside the '@/' alias.
import { env } from '../../env';

const cached = new Map<string, string>();

/** Where the secret of this name is kept: SECRETS_DIR/<name> (default data/<name>, under the working directory). */
export function installationSecretFile(name: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.SECRETS_DIR, name);
}

/**
 * A secret of this installation: `fromEnv` when it is set (at least 32
 * characters), otherwise a random secret made once and kept in data/<name>
 * (mode 600), so a site started with no configuration still has secrets no
 * one else knows. Two processes starting at once agree: the file is created
 * exclusively and the loser reads the winner's secret.
 */
export function installationSecret(name: string, fromEnv?: string): string {
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  const known = cached.get(name);
  if (known) return known;
  const file = installationSecretFile(name);
  const stored = readStoredSecret(file);
  if (stored) {
    cached.set(name, stored);
    return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const raced =
      (error as NodeJS.ErrnoException).code === 'EEXIST' ? readStoredSecret(file) : undefined;
    if (!raced) writeFileSync(file, secret, { mode: 0o600 });
    else {
      cached.set(name, raced);
      return raced;
    }
  }
  cached.set(name, secret);
  return secret;
}

/** The stored secret of that file, if there is a usable one (never creates it). */
export function readStoredSecret(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : undefined;
}

/**
 * The secrets a site needs from its first start, made at setup (prisma/seed.ts) rather than at
 * their first use, so the first backup already holds them: the session cookies' (AUTH_SECRET)
 * and the bot check's (ALTCHA_HMAC_KEY), each unless set in the environment.
 */
export function ensureInstallationSecrets(): void {
  installationSecret('auth-secret', env.AUTH_SECRET);
  installationSecret('altcha-secret', env.ALTCHA_HMAC_KEY);
}

/**
 * The secret that signs session cookies: AUTH_SECRET when set, otherwise a
 * random secret made once per installation and kept in data/auth-secret
 * (mode 600), so a site started with no configuration is still safe.
 */
export function authSecret(): string {
  return installationSecret('auth-secret', env.AUTH_SECRET);
}
