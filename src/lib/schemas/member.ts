import { z } from '@/lib/zod';
import { currentPasswordField, PASSWORD_MAX } from '@/lib/schemas/auth';
import { optionalId, optionalText } from '@/lib/schemas/common';
import {
  optionalReceiptText,
  receiptAddressText,
  requiredReceiptText,
} from '@/lib/schemas/receipt-text';

/**
 * Member account inputs (SPEC.md sections 3 and 5), shared by the forms and
 * the procedures. Messages are locale keys; field names are the spec's.
 */

export const NAME_MAX = 64;
export const TELEPHONE_MAX = 15;
export const TELEPHONE_MASK_DIGITS = 10;
export const PASSWORD_MIN = 6;
export const MEMBER_TYPES = ['P', 'O'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/**
 * A required text field whose message is the spec's key whether the field is
 * left out, not text (zod's invalid_type) or blank: a request that omits
 * firstname reads please_enter_firstname, as one that sends it empty does.
 */
export const requiredText = (key: string) => z.string({ error: key }).trim().min(1, key);
/** The same for passwords, which are never trimmed. */
const requiredSecret = (key: string) => z.string({ error: key }).min(1, key);

const firstname = requiredText('please_enter_firstname').max(NAME_MAX, 'error_max_firstname');
const lastname = requiredText('please_enter_lastname').max(NAME_MAX, 'error_max_lastname');
const telephone = requiredText('please_enter_telephone').max(TELEPHONE_MAX, 'error_max_telephone');
export const emailField = requiredText('please_enter_email')
  .max(191, 'invalid_email')
  .pipe(z.email('invalid_email'));
const newPassword = requiredSecret('please_enter_password')
  .min(PASSWORD_MIN, 'error_min_password')
  .max(PASSWORD_MAX, 'error_max_password');
const passwordConfirmation = requiredSecret('please_enter_password_confirmation').max(
  PASSWORD_MAX,
  'error_max_password',
);
/** A member's own fields with the rules every member form applies: the back office's member form validates with the same. */
export const memberFieldRules = {
  firstname,
  lastname,
  telephone,
  email: emailField,
  password: newPassword,
};

/** The bot-check response (ALTCHA payload or reCAPTCHA token). */
export const botToken = z
  .string({ error: 'please_confirm_not_a_bot' })
  .trim()
  .min(1, 'please_confirm_not_a_bot')
  .max(20_000, 'please_confirm_not_a_bot');

/**
 * The bot check of a door where staff may act for a member: required
 * (the server answers 400 please_confirm_not_a_bot on the field without
 * it), except for a caller with an API token carrying access/member
 * (docs/api-tokens.md). A blank value, as the site's forms send before the
 * widget is solved, is still refused by the schema.
 */
export const botTokenUnlessStaffToken = botToken
  .optional()
  .describe(
    'The solved ALTCHA (docs/api.md). Required, except with an API token carrying access/member (docs/api-tokens.md).',
  );

type Values = Record<string, unknown>;
/** Runs a cross-field rule only when the fields it compares are strings. */
const whenStrings =
  (...keys: string[]) =>
  (payload: { value: unknown }) =>
    keys.every((k) => typeof (payload.value as Values | undefined)?.[k] === 'string');

const isObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

const sameText = (a: unknown, b: unknown, caseInsensitive = false) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  (caseInsensitive ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b);

export const registerSchema = z
  .object({
    member_type: z.enum(MEMBER_TYPES, 'validation.invalid_value').default('P'),
    firstname,
    lastname,
    telephone,
    email: emailField,
    email_confirmation: requiredText('please_enter_email_confirmation').max(
      191,
      'email_comfirmation_not_match',
    ),
    password: newPassword,
    password_confirmation: passwordConfirmation,
    company_name: optionalText(255),
    company_type_id: optionalId,
    tax_no: optionalText(20),
    accept_terms: z
      .union(
        [z.boolean(), z.literal('true'), z.literal('on'), z.literal('1'), z.literal(1)],
        'please_accept_terms',
      )
      .refine((v) => v !== false, 'please_accept_terms'),
    token: botTokenUnlessStaffToken,
  })
  .refine((v) => sameText(v.email, v.email_confirmation, true), {
    message: 'email_comfirmation_not_match',
    path: ['email_confirmation'],
    when: whenStrings('email', 'email_confirmation'),
  })
  .refine((v) => sameText(v.password, v.password_confirmation), {
    message: 'confirm_password_not_match',
    path: ['password_confirmation'],
    when: whenStrings('password', 'password_confirmation'),
  })
  .refine((v) => v.member_type !== 'O' || !!v.company_name, {
    message: 'member.please_enter_company_name',
    path: ['company_name'],
    when: isObject,
  })
  .refine((v) => v.member_type !== 'O' || !!v.company_type_id, {
    message: 'member.please_select_company_type',
    path: ['company_type_id'],
    when: isObject,
  })
  .refine((v) => v.member_type !== 'O' || !!v.tax_no, {
    message: 'member.please_enter_tax_no',
    path: ['tax_no'],
    when: isObject,
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField,
  token: botTokenUnlessStaffToken,
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const changePasswordSchema = z
  .object({
    current_password: currentPasswordField,
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .refine((v) => sameText(v.password, v.password_confirmation), {
    message: 'confirm_password_not_match',
    path: ['password_confirmation'],
    when: whenStrings('password', 'password_confirmation'),
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The e-mailed reset token (a path parameter of the reset endpoints). */
export const resetTokenField = z
  .string()
  .trim()
  .min(1, 'member.reset_link_invalid')
  .max(200, 'member.reset_link_invalid');

/** PUT /member/update_password/{token}'s body: the e-mail again, and the new password twice. */
export const resetPasswordBodySchema = z
  .object({ email: emailField, password: newPassword, password_confirmation: passwordConfirmation })
  .refine((v) => sameText(v.password, v.password_confirmation), {
    message: 'confirm_password_not_match',
    path: ['password_confirmation'],
    when: whenStrings('password', 'password_confirmation'),
  });

/** The body with the token from the path. */
export const resetPasswordSchema = resetPasswordBodySchema.extend({ token: resetTokenField });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const receiptAddressSchema = z.object({
  receipt_type: z.enum(MEMBER_TYPES, 'validation.invalid_value').default('P'),
  name: requiredReceiptText('member.please_enter_receipt_name', 255),
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
});

/** PUT /member/person: the profile; the receipt address is optional. */
export const profileSchema = z
  .object({
    name_prefix_id: optionalId,
    firstname,
    lastname,
    telephone,
    company_name: optionalText(255),
    company_type_id: optionalId,
    tax_no: optionalText(20),
    province_id: optionalId,
    receipt_address: receiptAddressSchema.nullish(),
  })
  .transform((v) => ({ ...v, receipt_address: v.receipt_address ?? null }));
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;

/** Avatar rules (SPEC.md section 5). */
export const AVATAR_MAX_BYTES = 10_240_000;
export const avatarSchema = z.object({
  /** The image as a data: URL or plain base64. */
  image: z
    .string()
    .min(1, 'cannot_upload_file')
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, 'member.avatar_too_large'),
});
