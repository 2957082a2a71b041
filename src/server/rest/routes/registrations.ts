import { z } from 'zod';
import {
  createRegistrationSchema,
  memberStatusSchema,
  registerHistoryQuerySchema,
  registerIdSchema,
} from '@/lib/schemas/registration';
import { paymentStartSchema } from '@/lib/schemas/payment';
import { registrationRecordFields } from '@/server/rest/answers';
import { dateTime, int, nullableText, paged, rest, text, thb } from '@/server/rest/route-kit';

/** A registration as the member sees it (SPEC.md section 3 "Registration record" and "History entry"). */
const registration = z.object({
  register_id: int(),
  register_code: text().describe('e.g. PT-2611-7KQ2ZD'),
  public_training_id: int(),
  course_code: text(),
  course_name: text().describe(
    'As it was at registration, in the language of the call (Accept-Language), else in Thai',
  ),
  training_date: dateTime(),
  unit_price: thb(),
  quantity: int().describe('Attendees: the member and the non-members they brought'),
  total_amount: thb(),
  register_status_id: int().describe(
    'GET /register_statuses: 1 awaiting payment, 2 awaiting bank transfer, 3 payment to correct, 4 slip awaiting verification, 5 paid, 6 cancelled, 7 expired',
  ),
  register_status: text(),
  register_status_message: nullableText().describe(
    "Why the status is what it is (a card payment not completed, a slip not accepted), in the language of the call when it is the card gateway's outcome",
  ),
  payment_method_id: int().nullable().describe('1 card, 2 bank transfer'),
  payment_method_code: z
    .enum(['card', 'bank'])
    .nullable()
    .describe('The same as payment_method (kept for clients written before it was the code)'),
  ...registrationRecordFields,
  created_at: dateTime(),
  seats_held_until: dateTime()
    .nullable()
    .describe(
      'While unpaid (statuses 1-3): when its seats are released unless paid by card or a slip is sent; null otherwise',
    ),
  payment_due_at: dateTime()
    .nullable()
    .describe(
      'While unpaid: the slip deadline of a bank transfer (REGISTRATION_PAYMENT_HOURS after it became unpaid)',
    ),
  can_cancel: z.boolean(),
  can_pay: z.boolean().describe('A card payment may start (POST /payment_signature)'),
  can_send_slip: z
    .boolean()
    .describe('A bank-transfer slip may be sent (POST /member/payment_slip)'),
  is_paid: z.boolean(),
});

const tag = 'Registrations';
const registerIdParam = z.object({ register_id: registerIdSchema.shape.id });

/** Training registration endpoints of SPEC.md section 7 (member bearer token or the site's session cookie). */
export const registrationRoutes = [
  rest({
    method: 'POST',
    path: '/services/public_trainings/register',
    auth: 'member',
    tag,
    summary:
      'Register the member and non-member attendees for a training that takes registrations: at most REGISTRATION_MAX_ATTENDEES people (default 10, the member included; 400 registration.too_many_attendees), and at most REGISTRATION_MAX_UNPAID_SEATS unpaid seats of the member on the training (default 10; 409 registration.unpaid_seats_limit); when the member already holds a live registration for it (statuses 1-5), only with confirm_repeat: true (409 registration.already_registered otherwise). A card registration holds its seats REGISTRATION_CARD_HOLD_MINUTES (default 30), a bank transfer one until its slip deadline',
    body: createRegistrationSchema,
    response: registration,
    handle: (api, { body }) => api.member.registrations.create(body),
  }),
  rest({
    method: 'POST',
    path: '/services/public_trainings/register/payment',
    auth: 'member',
    tag,
    summary:
      "Pay one's unpaid registration: by the payment_method named (card or bank, switching it as PUT …/status does, statuses 1-3 only), else by the one it has. A card registration awaiting payment (status 1, seats still held) gets `checkout`, the signed hosted-checkout form to POST from the browser (as POST /payment_signature); a bank transfer one gets `checkout: null` and sends its slip with POST /member/payment_slip",
    body: paymentStartSchema,
    response: registration.extend({
      checkout: z
        .object({
          endpoint: text().describe("The gateway's payment page"),
          fields: z
            .record(z.string(), z.string())
            .describe("Form fields in the gateway's names, signed"),
        })
        .nullable()
        .describe('The card checkout to post; null for a bank transfer'),
    }),
    handle: (api, { body }) => api.member.payments.start(body),
  }),
  rest({
    method: 'PUT',
    path: '/services/public_trainings/register/:register_id/status',
    auth: 'member',
    tag,
    summary:
      "Cancel one's registration (register_status_id 6), or choose how it is paid: 1 by card, 2 by bank transfer (e.g. after a declined card); only while unpaid (statuses 1-3); history entry written; another member's registration is 404",
    params: registerIdParam,
    body: memberStatusSchema.omit({ register_id: true }),
    response: registration,
    handle: (api, { params, body }) =>
      api.member.registrations.updateStatus({ ...body, register_id: params.register_id }),
  }),
  rest({
    method: 'POST',
    path: '/services/public_trainings/register_nofify/:id',
    auth: 'member',
    tag,
    summary: 'E-mail the "registration received" message again',
    params: registerIdSchema,
    response: z.object({ sent: z.boolean() }),
    handle: (api, { params }) => api.member.registrations.resendMail({ id: params.id }),
  }),
  rest({
    method: 'GET',
    path: '/member/register_histories',
    auth: 'member',
    tag,
    summary:
      "The member's registrations, newest first (the slip list adds filter_register_status_id=2,3 and filter_payment_method=bank)",
    query: registerHistoryQuerySchema,
    response: paged(registration),
    handle: (api, { query }) => api.member.registrations.history(query),
  }),
];
