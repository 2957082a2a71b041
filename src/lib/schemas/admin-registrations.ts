import { z } from '@/lib/zod';
import { RegisterStatus } from '@/lib/register-status';
import { idOf, idOrAll, pageSchema, parsedJson } from '@/lib/schemas/common';
import { attendeeSchema, registrationReceiptSchema } from '@/lib/schemas/registration';

/**
 * The back office's registration inputs (SPEC.md section 7
 * "Registrations"), shared by its screens, the procedures and the REST
 * doors. Messages are locale keys.
 */

const id = idOf('validation.invalid_value');

/** PostgreSQL text cannot hold U+0000: text carrying one is refused (400 on its field) rather than sent to the database (a 500). */
const withoutNul = (v: string) => !v.includes('\u0000');
function refuseNul(value: unknown, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  if (typeof value === 'string') {
    if (!withoutNul(value))
      ctx.addIssue({ code: 'custom', message: 'validation.invalid_value', path });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => refuseNul(item, ctx, [...path, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) refuseNul(item, ctx, [...path, key]);
  }
}

/** A calendar day, yyyy-MM-dd, read in Bangkok time. */
export const dayString = z
  .string()
  .trim()
  .max(10, 'admin_registrations.invalid_date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'admin_registrations.invalid_date')
  // A real calendar day (not 2026-02-30, which Date rolls over into March) in years the databases hold.
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return (
      year >= 1900 && year <= 2999 && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v
    );
  }, 'admin_registrations.invalid_date');
const optionalDay = z
  .union([z.literal(''), dayString])
  .optional()
  .transform((v) => v || undefined);

export const registrationSortColumns = [
  'created_at',
  'register_code',
  'training_date',
  'total_amount',
  'register_status_id',
] as const;

export const registrationFiltersSchema = z.object({
  public_training_id: idOrAll,
  register_status_id: idOrAll,
  payment_method_id: idOrAll,
  /** Registered on or after this day (Bangkok). */
  date_from: optionalDay,
  /** Registered on or before this day (Bangkok). */
  date_to: optionalDay,
  /** Paid on or after this day (Bangkok): the dashboard's payments of the month. */
  paid_from: optionalDay,
  /** Paid on or before this day (Bangkok). */
  paid_to: optionalDay,
});

/** GET /admin/services/register/public_trainings: the spec's list query (page, per_page, sort, order, filters) and a search. */
export const registrationListSchema = z.object({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(registrationSortColumns).default('created_at'),
  order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
  /** Register code, member or attendee name, or e-mail. */
  search: z.string().trim().max(200).refine(withoutNul, 'validation.invalid_value').optional(),
  filters: z.preprocess(parsedJson, registrationFiltersSchema.strict().partial()).optional(),
});
export type RegistrationListQuery = z.output<typeof registrationListSchema>;
export type RegistrationListInput = z.input<typeof registrationListSchema>;

/** Slip verification: approve the slip awaiting verification. */
export const approveSlipSchema = z.object({ register_id: id });

/** Slip verification: reject it with the reason the member reads. */
export const rejectSlipSchema = z.object({
  register_id: id,
  reason: z
    .string({ error: 'admin_registrations.reason_required' })
    .trim()
    .min(1, 'admin_registrations.reason_required')
    .max(500, 'validation.too_big')
    .refine(withoutNul, 'validation.invalid_value'),
});

/** The statuses staff may set by hand on the edit page (paying goes through slip approval or the gateway, which issue the receipt number). */
export const staffSettableStatusIds = [
  RegisterStatus.REGISTERED,
  RegisterStatus.AWAITING_PAYMENT,
  RegisterStatus.PAYMENT_TO_CORRECT,
  RegisterStatus.AWAITING_VERIFICATION,
  RegisterStatus.CANCELLED,
  RegisterStatus.EXPIRED,
] as const;

/** PUT /admin/services/register/public_trainings/{register_id}: attendees, receipt details, and the status with a message. */
export const registrationUpdateSchema = z.object({
  register_id: id,
  attendees: z
    .array(attendeeSchema.superRefine((v, ctx) => refuseNul(v, ctx)))
    .min(1, 'admin_registrations.attendee_required')
    .max(100, 'validation.too_big'),
  receipt: registrationReceiptSchema.superRefine((v, ctx) => refuseNul(v, ctx)),
  register_status_id: z.coerce
    .number({ error: 'validation.invalid_value' })
    .int('validation.invalid_value'),
  /** Shown to the member and written to the history. */
  register_status_message: z
    .string()
    .trim()
    .max(500, 'validation.too_big')
    .refine(withoutNul, 'validation.invalid_value')
    .nullish()
    .transform((v) => v || null),
});
export type RegistrationUpdateInput = z.input<typeof registrationUpdateSchema>;

/** POST /admin/services/register/histories: a note in the history (and a status change when it differs). */
export const addHistorySchema = z.object({
  register_id: id,
  register_status_id: id.optional(),
  note: z
    .string({ error: 'admin_registrations.note_required' })
    .trim()
    .min(1, 'admin_registrations.note_required')
    .max(1000, 'validation.too_big')
    .refine(withoutNul, 'validation.invalid_value'),
});

export const historiesQuerySchema = z.object({ register_id: id });

/** POST …/update_receipt_status/{register_id}: 1 the receipt was issued to the payer, 0 not yet. */
export const receiptStatusSchema = z.object({
  register_id: id,
  status: z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: 'validation.invalid_value' })
    .transform((v) => Number(v) as 0 | 1),
});

/** The receipt export lines of the registrations paid between two days (Bangkok), inclusive. */
export const receiptExportSchema = z
  .object({ date_from: dayString, date_to: dayString })
  .refine((v) => v.date_from <= v.date_to, {
    message: 'admin_registrations.date_range_order',
    path: ['date_to'],
  });
