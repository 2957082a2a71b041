import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { authSecret } from '@/server/auth/auth-secret';

/**
 * The staff second factor's primitives (docs/security.md "Staff second
 * factor"): TOTP (RFC 6238, 30 s, 6 digits, SHA-1 as every authenticator
 * app reads it) and the sealing of its secret at rest.
 */

const ISSUER = 'ASC Portal';

/** AES-256-GCM key for TOTP secrets, derived from AUTH_SECRET: a database dump alone does not give the secrets away. */
function sealingKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret(), 'asc-totp', 'totp-secret-v1', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url')).join('.');
}

/** The secret, or null when it was sealed with another AUTH_SECRET (the user then sets it up again). */
export function openTotpSecret(sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step of a good code, or null. One step either side is accepted
 * (a phone's clock a little off); a step at or before `afterStep` (the last
 * code used) is refused, so an overheard code cannot be played again.
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes: ten of them, `xxxxx-xxxxx` from 31 letters and digits without look-alikes (i, l, o, 0, 1): about 49 bits each. */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}
/** What a user types, normalised: case, spaces and a missing dash do not matter. */
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(plain) ? `${plain.slice(0, 5)}-${plain.slice(5)}` : null;
}
