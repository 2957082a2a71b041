import { PASS_ALPHABET } from '@/lib/schemas/attendance';
import { idSchema } from '@/lib/schemas/common';
import { z } from '@/lib/zod';

/** Certificate inputs (docs/policies/attendance-and-certificates.md). Messages are locale keys. */

export const CERTIFICATE_CODE_CHARS = 12;

/** A certificate code as printed (XXXX-XXXX-XXXX) or typed: case and dashes do not matter. */
export const certificateCodeSchema = z
  .string({ error: 'certificates.errors.not_found' })
  .max(40, 'certificates.errors.not_found')
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .refine(
    (v) => v.length === CERTIFICATE_CODE_CHARS && [...v].every((c) => PASS_ALPHABET.includes(c)),
    'certificates.errors.not_found',
  );

export const certificateCodeInput = z.object({ code: certificateCodeSchema });

export const certificatePdfSchema = z.object({
  code: certificateCodeSchema,
  lang: z.enum(['th', 'en'], { error: 'validation.invalid_value' }).default('th'),
});

export const certificateRuleSchema = z.object({
  public_training_id: idSchema,
  /** Days an attendee must have attended; null: every day of the training. */
  min_days: z.coerce
    .number({ error: 'certificates.errors.min_days_invalid' })
    .int('certificates.errors.min_days_invalid')
    .min(1, 'certificates.errors.min_days_invalid')
    .max(62, 'certificates.errors.min_days_invalid')
    .nullable(),
  /** Hours printed on the certificate; null: six per training day. */
  hours: z.coerce
    .number({ error: 'certificates.errors.hours_invalid' })
    .int('certificates.errors.hours_invalid')
    .min(1, 'certificates.errors.hours_invalid')
    .max(1000, 'certificates.errors.hours_invalid')
    .nullable(),
});
export type CertificateRuleInput = z.output<typeof certificateRuleSchema>;

export const revokeCertificateSchema = z.object({
  code: certificateCodeSchema,
  reason: z
    .string({ error: 'certificates.errors.reason_required' })
    .trim()
    .min(1, 'certificates.errors.reason_required')
    .max(500, 'certificates.errors.reason_max'),
});
