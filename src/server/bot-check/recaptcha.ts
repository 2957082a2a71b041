import { createHash } from 'node:crypto';
import { usedTokens } from '@/server/bot-check/used-tokens';
import { log } from '@/server/log';

/** reCAPTCHA tokens live two minutes at Google; remember them a little longer. */
const TOKEN_TTL_MS = 5 * 60 * 1000;

/** Asks the reCAPTCHA verify endpoint whether the token is genuine (and unused). */
export async function verifyRecaptcha(
  token: string,
  config: { secretKey: string; verifyUrl: string },
  remoteIp?: string,
): Promise<boolean> {
  const key = `recaptcha:${createHash('sha256').update(token).digest('base64url')}`;
  try {
    const body = new URLSearchParams({ secret: config.secretKey, response: token });
    if (remoteIp && remoteIp !== 'local') body.set('remoteip', remoteIp);
    const res = await fetch(config.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await res.json()) as { success?: boolean };
    if (data.success !== true) return false;
  } catch (error) {
    log.warn('recaptcha verification failed', { error: (error as Error).message });
    return false;
  }
  return usedTokens.claim(key, Date.now() + TOKEN_TTL_MS);
}
