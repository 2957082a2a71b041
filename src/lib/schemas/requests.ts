import { z } from '@/lib/zod';
import { idOrAll, idSchema, pageSchema, withLangSchema } from '@/lib/schemas/common';
import { botTokenUnlessStaffToken } from '@/lib/schemas/member';
import { serviceKinds } from '@/lib/service-kinds';

/** Page size of the public in-house and service lists (SPEC.md section 9). */
export const PUBLIC_LIST_PAGE_SIZE = 12;

const perPage = z.coerce.number().int().min(1).max(100).default(PUBLIC_LIST_PAGE_SIZE);

/** GET /services/inhouse_trainings. */
export const inhouseTrainingListSchema = z.object({
  page: pageSchema,
  per_page: perPage,
  inhouse_training_category_id: idOrAll,
  with: withLangSchema,
});
export type InhouseTrainingListInput = z.input<typeof inhouseTrainingListSchema>;
export type InhouseTrainingListQuery = z.output<typeof inhouseTrainingListSchema>;

export const serviceKindSchema = z.enum(serviceKinds);

/** GET /services/services: one kind (or all), one category (or all). */
export const serviceListSchema = z.object({
  page: pageSchema,
  per_page: perPage,
  kind: z
    .union([serviceKindSchema, z.literal('*'), z.literal('')])
    .optional()
    .transform((v) => (v === '*' || v === '' ? undefined : v)),
  service_category_id: idOrAll,
  with: withLangSchema,
});
export type ServiceListInput = z.input<typeof serviceListSchema>;
export type ServiceListQuery = z.output<typeof serviceListSchema>;

export const serviceCategoriesSchema = z.object({ kind: serviceListSchema.shape.kind }).optional();

/** GET /services/services/{service_id}?service_category_id (and the page's kind). */
export const serviceDetailSchema = z.object({
  id: idSchema,
  service_category_id: idOrAll,
  kind: serviceKindSchema.optional(),
  with: withLangSchema,
});

// ------------------------------------------------------------ request forms
// Messages are locale keys; the form translates them with t(), the server's
// error formatter with the request's language.

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Empty inputs of optional text fields become undefined. */
const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

const email = z
  .string({ error: 'please_enter_email' })
  .trim()
  .min(1, 'please_enter_email')
  .max(191, 'invalid_email')
  .pipe(z.email('invalid_email'));
/** SPEC.md section 9: telephone at most 15 characters; digits, spaces, +, - and parentheses. */
const telephone = z
  .string({ error: 'please_enter_telephone' })
  .trim()
  .min(1, 'please_enter_telephone')
  .max(15, 'error_max_telephone')
  .regex(/^[0-9+\-() ]+$/, 'services.request.invalid_telephone');

/**
 * Fields every public form carries for abuse protection. `website` is a
 * honeypot: hidden from people, filled in by bots. `bot_token` is the
 * bot-check widget's answer, verified on the server (public-form-guard.ts).
 */
const abuseFields = {
  website: z.string().max(500).optional(),
  bot_token: botTokenUnlessStaffToken,
};
/** What the services store: the request without its abuse-protection fields. */
type Stored<T> = Omit<T, keyof typeof abuseFields>;

/** Empty form inputs mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A calendar day "YYYY-MM-DD" that is not in the past (yesterday tolerated for time zones). */
const preferredDate = z.preprocess(
  blankToUndefined,
  z.iso
    .date('services.request.invalid_date')
    .max(10, 'services.request.invalid_date')
    .refine(
      (v) => Date.parse(`${v}T23:59:59+07:00`) >= Date.now() - 24 * 3600 * 1000,
      'services.request.date_in_past',
    )
    .optional(),
);

const participantsKey = 'services.request.invalid_participants';
const participants = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: participantsKey })
    .int(participantsKey)
    .min(1, participantsKey)
    .max(10_000, participantsKey)
    .optional(),
);

const contactFields = {
  contact_name: requiredText(
    191,
    'services.request.please_enter_contact_name',
    'services.request.error_max_191',
  ),
  organisation: optionalText(191, 'services.request.error_max_191'),
  email,
  telephone,
};

/** POST /services/inhouse_trainings: a request for an in-house training. */
export const inhouseTrainingRequestSchema = z.object({
  inhouse_training_id: idSchema,
  ...contactFields,
  participants,
  preferred_date: preferredDate,
  message: optionalText(5000, 'services.request.error_max_5000'),
  ...abuseFields,
});
export type InhouseTrainingRequestInput = z.input<typeof inhouseTrainingRequestSchema>;
export type InhouseTrainingRequestData = Stored<z.output<typeof inhouseTrainingRequestSchema>>;

/** POST /services/services: a request for an institute service. */
export const serviceRequestSchema = z.object({
  service_id: idSchema,
  ...contactFields,
  message: requiredText(
    5000,
    'services.request.please_enter_message',
    'services.request.error_max_5000',
  ),
  ...abuseFields,
});
export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequestData = Stored<z.output<typeof serviceRequestSchema>>;

/** POST /contact. */
export const contactMessageSchema = z.object({
  name: requiredText(191, 'services.request.please_enter_name', 'services.request.error_max_191'),
  email,
  telephone: z.preprocess(blankToUndefined, telephone.optional()),
  subject: requiredText(
    191,
    'services.request.please_enter_subject',
    'services.request.error_max_191',
  ),
  message: requiredText(
    5000,
    'services.request.please_enter_message',
    'services.request.error_max_5000',
  ),
  ...abuseFields,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = Stored<z.output<typeof contactMessageSchema>>;
