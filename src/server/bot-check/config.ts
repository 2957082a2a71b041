import { installationSecret } from '@/server/auth/auth-secret';
import { env } from '@/env';

/**
 * Which bot check the public forms use (BOT_CHECK):
 * - `altcha` (default): a self-hosted proof-of-work challenge, no third party,
 *   works offline. Challenges are signed with ALTCHA_HMAC_KEY, or a secret
 *   generated once into data/altcha-secret.
 * - `recaptcha`: Google reCAPTCHA v2 checkbox; chosen automatically when
 *   RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are both set.
 */
export type BotCheckConfig =
  | { provider: 'altcha' }
  | { provider: 'recaptcha'; siteKey: string; secretKey: string; verifyUrl: string };

/** What the browser needs to know (never a secret). */
export type PublicBotCheckConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

export const ALTCHA_CHALLENGE_URL = '/api/bot-check/challenge';

export function botCheckConfig(): BotCheckConfig {
  const siteKey = env.RECAPTCHA_SITE_KEY;
  const secretKey = env.RECAPTCHA_SECRET_KEY;
  const wanted = env.BOT_CHECK;
  if (wanted !== 'altcha' && siteKey && secretKey) {
    return { provider: 'recaptcha', siteKey, secretKey, verifyUrl: env.RECAPTCHA_VERIFY_URL };
  }
  return { provider: 'altcha' };
}

export function publicBotCheckConfig(): PublicBotCheckConfig {
  const config = botCheckConfig();
  return config.provider === 'recaptcha'
    ? { provider: 'recaptcha', siteKey: config.siteKey }
    : { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_URL };
}

/** The key that signs ALTCHA challenges: ALTCHA_HMAC_KEY, or one generated into data/ (mode 600). */
export function altchaSecret(): string {
  return installationSecret('altcha-secret', env.ALTCHA_HMAC_KEY);
}
