import { z } from 'zod';

/** Payment inputs (card signature request, payment slip), shared by the forms and the procedures. */

export const SLIP_MAX_BYTES = 10_240_000;
export const OTHER_BANK_ID = 9999;

export const registerIdSchema = z.object({ register_id: z.coerce.number({ error: 'validation.required' }).int().positive('validation.required') });

export const slipSchema = z
  .object({
    register_id: z.coerce.number({ error: 'payment.errors.choose_registration' }).int().positive('payment.errors.choose_registration'),
    /** The resized image as a data: URL or base64 (JPEG or PNG). */
    image: z.string({ error: 'payment.errors.slip_required' }).min(1, 'payment.errors.slip_required').max(14_000_000, 'payment.errors.slip_too_large'),
    bank_id: z.coerce.number({ error: 'payment.errors.bank_required' }).int().positive('payment.errors.bank_required'),
    bank_specify_text: z.string().trim().max(191, 'payment.errors.too_long').optional().nullable(),
    /** Transfer date and time, ISO (the form sends Bangkok time with its offset). */
    transfer_date: z.string({ error: 'payment.errors.transfer_date_required' }).min(1, 'payment.errors.transfer_date_required').pipe(z.iso.datetime({ offset: true, error: 'payment.errors.transfer_date_required' })),
    amount: z.coerce.number({ error: 'payment.errors.amount_required' }).positive('payment.errors.amount_required').max(10_000_000, 'payment.errors.too_long'),
  })
  .superRefine((value, ctx) => {
    if (value.bank_id === OTHER_BANK_ID && !value.bank_specify_text) ctx.addIssue({ code: 'custom', path: ['bank_specify_text'], message: 'payment.errors.bank_name_required' });
  });

export type SlipInput = z.input<typeof slipSchema>;
