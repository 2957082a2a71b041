import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaSecret } from '@/server/bot-check/config';
import { usedTokens } from '@/server/bot-check/used-tokens';
import { env } from '@/env';

/** How long a challenge may be solved and submitted. */
export const ALTCHA_TTL_SECONDS = 20 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try and the largest secret counter: about a second of work in a browser. */
const COST = env.NODE_ENV === 'test' ? 50 : 1_000;
const MAX_COUNTER = env.NODE_ENV === 'test' ? 200 : 2_000;

/** A new signed challenge, in the JSON shape the `altcha` widget fetches. */
export async function createAltchaChallenge(): Promise<Challenge> {
  const secret = altchaSecret();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + ALTCHA_TTL_SECONDS * 1000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
}

function parsePayload(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return value && typeof value === 'object' && value.challenge?.parameters && value.solution
      ? value
      : null;
  } catch {
    return null;
  }
}

/** True when the payload solves a challenge this server signed, not expired and never used before. */
export async function verifyAltcha(token: string): Promise<boolean> {
  const payload = parsePayload(token);
  if (!payload) return false;
  const secret = altchaSecret();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  }).catch(() => null);
  if (!result?.verified) return false;
  const expiresAt =
    (payload.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + ALTCHA_TTL_SECONDS * 1000;
  return usedTokens.claim(`altcha:${payload.challenge.parameters.nonce}`, expiresAt);
}
