import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's recommended defaults. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password, verified against when the account does not exist so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyHash(): Promise<string> {
  return (dummyHash ??= hash(crypto.randomUUID()));
}
