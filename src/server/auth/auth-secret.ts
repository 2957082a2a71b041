import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The secret that signs session cookies: AUTH_SECRET when set, otherwise a
 * random secret made once per installation and kept in data/auth-secret
 * (mode 600), so a site started with no configuration is still safe.
 */
export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv && fromEnv.length >= 32) return (cached = fromEnv);
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'data', 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return (cached = stored);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return (cached = secret);
}
