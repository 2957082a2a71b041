import { z } from '@/lib/zod';

/** A code of the authenticator app (or, where a login takes one, a recovery code). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: 'second_factor.errors.code_required' })
    .trim()
    .min(1, 'second_factor.errors.code_required')
    .max(32, 'errors.invalid_second_factor'),
});
export type SecondFactorCodeInput = z.input<typeof secondFactorCodeSchema>;
