import { idSchema } from '@/lib/schemas/common';
import { z } from '@/lib/zod';

/**
 * Check-in and attendance inputs (docs/policies/attendance-and-certificates.md),
 * shared by the check-in screen and the procedures. Messages are locale keys.
 */

/** Crockford base32 without I, L, O, U: what a pass code is made of. */
export const PASS_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PASS_CODE_LENGTH = 10;

/**
 * A pass code as typed or scanned: case, spaces, dashes and a scanned prefix do not matter, and the letters people
 * confuse with digits (I, L, O) read as the digits (1, 1, 0), as Crockford's alphabet says.
 */
export function normalisePassCode(value: string): string {
  const bare = value
    .toUpperCase()
    .replace(/^ASC-CHECKIN:/, '')
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return bare;
}

/** Shown and printed as XXXXX-XXXXX. */
export const formatPassCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export const passCodeSchema = z
  .string({ error: 'checkin.errors.code_invalid' })
  .max(64, 'checkin.errors.code_invalid')
  .transform(normalisePassCode)
  .refine(
    (v) => v.length === PASS_CODE_LENGTH && [...v].every((c) => PASS_ALPHABET.includes(c)),
    'checkin.errors.code_invalid',
  );

export const daySchema = z
  .string({ error: 'checkin.errors.day_invalid' })
  .max(10, 'checkin.errors.day_invalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'checkin.errors.day_invalid');

/** The largest seat index a registration may have (REGISTRATION_MAX_ATTENDEES is at most 100). */
export const MAX_SEAT = 99;

export const scanSchema = z.object({
  code: passCodeSchema,
  /** How the code came in: the camera, or typed by staff. */
  method: z.enum(['scan', 'code']).default('code'),
});

export const markAttendanceSchema = z.object({
  register_id: idSchema,
  /** The attendee's place in the registration, 0-based; none: every attendee of the registration. */
  seat: z.coerce
    .number({ error: 'checkin.errors.seat_invalid' })
    .int('checkin.errors.seat_invalid')
    .min(0, 'checkin.errors.seat_invalid')
    .max(MAX_SEAT, 'checkin.errors.seat_invalid')
    .optional(),
  /** A training day, yyyy-MM-dd (Bangkok); none: today. */
  day: daySchema.optional(),
  /** false takes the check-in back. */
  present: z.boolean({ error: 'validation.invalid_value' }).default(true),
});
export type MarkAttendanceInput = z.output<typeof markAttendanceSchema>;

export const rosterSchema = z.object({
  public_training_id: idSchema,
  day: daySchema.optional(),
});

export const trainingIdSchema = z.object({ public_training_id: idSchema });
