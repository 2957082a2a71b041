import { z } from '@/lib/zod';
import { emailField, NAME_MAX, requiredText, TELEPHONE_MAX } from '@/lib/schemas/member';
import { flagSchema, idOf, MAX_DB_INT, optionalId, pageSchema } from '@/lib/schemas/common';
import {
  optionalReceiptText,
  receiptAddressText,
  requiredReceiptText,
} from '@/lib/schemas/receipt-text';

/**
 * Training registration inputs (SPEC.md
 * sections 3-5), shared by the register form and the procedures. Messages
 * are locale keys.
 */

/**
 * The most non-member attendees one registration's input may carry at all;
 * the centre's own limit (REGISTRATION_MAX_ATTENDEES, default 10 people with
 * the member, at most 100) is checked by the registration service.
 */
export const MAX_EXTRA_ATTENDEES = 99;
export const PAYMENT_METHOD_IDS = { card: 1, bank: 2 } as const;
export const REGISTER_STEPS = 4;

const id = idOf('validation.invalid_value');

export const attendeeSchema = z.object({
  firstname: requiredText('please_enter_firstname').max(NAME_MAX, 'error_max_firstname'),
  lastname: requiredText('please_enter_lastname').max(NAME_MAX, 'error_max_lastname'),
  email: emailField,
  telephone: requiredText('please_enter_telephone').max(TELEPHONE_MAX, 'error_max_telephone'),
});
export type AttendeeInput = z.input<typeof attendeeSchema>;

export const registrationReceiptSchema = z
  .object({
    receipt_type: z.enum(['P', 'O'], 'validation.invalid_value').default('P'),
    name: requiredReceiptText('member.please_enter_receipt_name', 255),
    company_name: optionalReceiptText(255),
    tax_no: optionalReceiptText(20),
    branch: optionalReceiptText(100),
    address: receiptAddressText('member.please_enter_address', 500),
    province_id: optionalId.refine((v) => v !== null, 'member.please_select_province'),
    amphure_id: optionalId.refine((v) => v !== null, 'member.please_select_amphure'),
    district_id: optionalId.refine((v) => v !== null, 'member.please_select_district'),
    zip_code: z
      .string({ error: 'member.invalid_zip_code' })
      .trim()
      .max(5, 'member.invalid_zip_code')
      .regex(/^\d{5}$/, 'member.invalid_zip_code'),
  })
  .refine((v) => v.receipt_type !== 'O' || !!v.company_name, {
    message: 'member.please_enter_company_name',
    path: ['company_name'],
  })
  .refine((v) => v.receipt_type !== 'O' || !!v.tax_no, {
    message: 'member.please_enter_tax_no',
    path: ['tax_no'],
  });
export type RegistrationReceiptInput = z.input<typeof registrationReceiptSchema>;

/** POST /services/public_trainings/register: the member attends, plus non-member attendees. */
export const createRegistrationSchema = z.object({
  public_training_id: id,
  attendees: z.array(attendeeSchema).max(MAX_EXTRA_ATTENDEES).default([]),
  receipt: registrationReceiptSchema,
  payment_method_id: z.coerce
    .number({ error: 'registration.please_select_payment_method' })
    .refine(
      (v) => v === PAYMENT_METHOD_IDS.card || v === PAYMENT_METHOD_IDS.bank,
      'registration.please_select_payment_method',
    ),
  /** Required (true) when the member already holds a live registration (statuses 1-5) for the training: 409 registration.already_registered otherwise. */
  confirm_repeat: flagSchema.optional().transform((v) => v === true),
  /** The claim link's token of a waiting-list offer: its seats are the member's to take (docs/policies/waiting-list.md). */
  waiting_list_token: z
    .string()
    .trim()
    .min(1)
    .max(100, 'waiting_list.offer_not_found')
    .regex(/^[A-Za-z0-9_-]+$/, 'waiting_list.offer_not_found')
    .optional(),
});
export type CreateRegistrationInput = z.input<typeof createRegistrationSchema>;
export type CreateRegistrationData = z.output<typeof createRegistrationSchema>;

/**
 * The statuses a member may ask for on PUT /services/public_trainings/register/{register_id}/status:
 * 6 cancels; 1 and 2 choose how an unpaid registration is paid (1 card, 2 bank transfer).
 */
export const MEMBER_STATUS_CHOICES = { payByCard: 1, payByBank: 2, cancel: 6 } as const;

/** PUT /services/public_trainings/register/{register_id}/status: cancel (6), or switch the payment method: card (1) or bank transfer (2). */
export const memberStatusSchema = z.object({
  register_id: id,
  register_status_id: z.coerce
    .number({ error: 'registration.member_status_choices' })
    .refine(
      (v) => (Object.values(MEMBER_STATUS_CHOICES) as number[]).includes(v),
      'registration.member_status_choices',
    )
    .default(MEMBER_STATUS_CHOICES.cancel),
});

/** GET /member/register_histories */
export const registerHistoryQuerySchema = z.object({
  // Refused when out of range (400 naming it), as the public lists do: never coerced into a default.
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  /** A comma list of status ids, e.g. "2,3"; anything but ids is a 400, never a filter silently dropped or a database error. */
  filter_register_status_id: z
    .union([z.string().max(100), z.array(z.number())])
    .optional()
    .transform((v) =>
      Array.isArray(v)
        ? v
        : (v ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map(Number),
    )
    .pipe(
      z.array(
        z
          .number({ error: 'validation.invalid_value' })
          .int('validation.invalid_value')
          .positive('validation.invalid_value')
          .max(MAX_DB_INT, 'validation.invalid_value'),
      ),
    ),
  /** card | bank, or the payment method id; empty or `*` means all; anything else is a 400. */
  filter_payment_method: z
    .union([z.string().max(20), z.number()])
    .optional()
    .refine(
      (v) => v === undefined || ['', '*', 'card', 'bank', '1', '2', 1, 2].includes(v),
      'validation.invalid_value',
    )
    .transform((v) =>
      v === 'card' || v === '1' || v === 1 ? 1 : v === 'bank' || v === '2' || v === 2 ? 2 : null,
    ),
});
export type RegisterHistoryQuery = z.output<typeof registerHistoryQuerySchema>;

export const registerIdSchema = z.object({ id });
