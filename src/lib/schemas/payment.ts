import { idOf } from '@/lib/schemas/common';
import { z } from '@/lib/zod';

/** Payment inputs (card signature request, payment slip), shared by the forms and the procedures. */

export const SLIP_MAX_BYTES = 10_240_000;
export const OTHER_BANK_ID = 9999;

/**
 * A plausible transfer date on a slip: at most a day ahead of now (the form
 * sends Bangkok time with its offset, and a phone's clock or time zone may
 * be a little off) and at most two years back. A slip pays a registration
 * awaiting payment, so dates outside are typing mistakes (1900, 9999, a
 * Buddhist-era year typed as a Christian-era one, ...). The window is checked here rather
 * than against the registration's own date, so the form shows the same
 * error before sending and staff can still take a slip for an older or
 * imported registration; staff check each slip against the bank statement.
 */
export const SLIP_TRANSFER_DATE_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;
export const SLIP_TRANSFER_DATE_MAX_AGE_YEARS = 2;

function transferDateTooOld(iso: string, now = new Date()): boolean {
  const earliest = new Date(now);
  earliest.setFullYear(earliest.getFullYear() - SLIP_TRANSFER_DATE_MAX_AGE_YEARS);
  return Date.parse(iso) < earliest.getTime();
}

/** The amount in baht: more than 0 and whole satang (at most 2 decimals; 0.001 would be stored as 0). */
const hasWholeSatang = (baht: number) => Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6;

export const registerIdSchema = z.object({ register_id: idOf('validation.required') });

/** POST /services/public_trainings/register/payment: pay a registration, by the method it has or the one named. */
export const paymentStartSchema = registerIdSchema.extend({
  payment_method: z
    .enum(['card', 'bank'], { error: 'registration.please_select_payment_method' })
    .optional(),
});

/** PUT /member/payment_slip/{register_id}'s body: the slip of the registration in the path. */
export const slipBodySchema = z
  .object({
    /** The resized image as a data: URL or base64 (JPEG or PNG). */
    image: z
      .string({ error: 'payment.errors.slip_required' })
      .min(1, 'payment.errors.slip_required')
      .max(14_000_000, 'payment.errors.slip_too_large'),
    bank_id: z.coerce
      .number({ error: 'payment.errors.bank_required' })
      .int()
      .positive('payment.errors.bank_required'),
    bank_specify_text: z.string().trim().max(191, 'payment.errors.too_long').optional().nullable(),
    /** Transfer date and time, ISO (the form sends Bangkok time with its offset). */
    transfer_date: z
      .string({ error: 'payment.errors.transfer_date_required' })
      .min(1, 'payment.errors.transfer_date_required')
      .max(40, 'payment.errors.transfer_date_required')
      .pipe(z.iso.datetime({ offset: true, error: 'payment.errors.transfer_date_required' }))
      .refine(
        (v) => Date.parse(v) <= Date.now() + SLIP_TRANSFER_DATE_MAX_AHEAD_MS,
        'payment.errors.transfer_date_future',
      )
      .refine((v) => !transferDateTooOld(v), 'payment.errors.transfer_date_too_old'),
    amount: z.coerce
      .number({ error: 'payment.errors.amount_required' })
      .positive('payment.errors.amount_positive')
      .max(10_000_000, 'payment.errors.too_long')
      .refine(hasWholeSatang, 'payment.errors.amount_decimals'),
  })
  .superRefine((value, ctx) => {
    if (value.bank_id === OTHER_BANK_ID && !value.bank_specify_text)
      ctx.addIssue({
        code: 'custom',
        path: ['bank_specify_text'],
        message: 'payment.errors.bank_name_required',
      });
  });

/** POST /member/payment_slip: the slip and the registration it pays. */
export const slipSchema = slipBodySchema.extend({
  register_id: idOf('payment.errors.choose_registration'),
});

export type SlipInput = z.input<typeof slipSchema>;
