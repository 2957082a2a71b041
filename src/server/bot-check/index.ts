import { createAltchaChallenge, verifyAltcha } from '@/server/bot-check/altcha';
import { botCheckConfig, publicBotCheckConfig } from '@/server/bot-check/config';
import { verifyRecaptcha } from '@/server/bot-check/recaptcha';
import { AppError } from '@/server/errors';

export { botCheckConfig, createAltchaChallenge, publicBotCheckConfig };

/**
 * Checks the bot-check response a public form sent (field `token`) with the
 * configured provider. A missing, forged, expired or reused token throws a
 * 400 with please_confirm_not_a_bot on that field.
 */
export async function verifyBotCheck(
  token: string | null | undefined,
  opts: { ip?: string; field?: string } = {},
): Promise<void> {
  const field = opts.field ?? 'token';
  if (!token) throw new AppError('BAD_REQUEST', 'please_confirm_not_a_bot', field);
  const config = botCheckConfig();
  const ok =
    config.provider === 'recaptcha'
      ? await verifyRecaptcha(token, config, opts.ip)
      : await verifyAltcha(token);
  if (!ok) throw new AppError('BAD_REQUEST', 'please_confirm_not_a_bot', field);
}
