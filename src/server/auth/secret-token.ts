import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret of 256 bits. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a secret token: its SHA-256, never the token itself. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
