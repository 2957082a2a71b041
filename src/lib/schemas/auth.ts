import { z } from '@/lib/zod';
import { flagSchema } from '@/lib/schemas/common';

/**
 * The longest password accepted anywhere (new, current, at login): a
 * passphrase fits, and no one makes the server hash megabytes.
 */
export const PASSWORD_MAX = 128;

/** Login payload of SPEC.md section 3; shared by the forms and the server. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'please_enter_email')
    .max(191, 'invalid_email')
    .pipe(z.email('invalid_email')),
  password: z.string().min(1, 'please_enter_password').max(PASSWORD_MAX, 'error_max_password'),
  remember: flagSchema.optional().transform((v) => v === true),
  /** The bot-check answer: asked for only while the e-mail's password is being guessed (errors.login_bot_check_required). */
  token: z.string().max(20_000, 'please_confirm_not_a_bot').optional(),
  /** Staff with a second factor: the 6-digit code of their app or one recovery code (errors.second_factor_required). */
  code: z.string().trim().max(32, 'errors.invalid_second_factor').optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The password one has now: asked again before a password change, so a borrowed session cannot take the account over. */
export const currentPasswordField = z
  .string({ error: 'please_enter_current_password' })
  .min(1, 'please_enter_current_password')
  .max(PASSWORD_MAX, 'error_max_password');
