import { z } from 'zod';
import { idsSchema } from '@/lib/schemas/admin';
import {
  addHistorySchema,
  historiesQuerySchema,
  receiptExportSchema,
  receiptStatusSchema,
  registrationListSchema,
  registrationUpdateSchema,
  rejectSlipSchema,
} from '@/lib/schemas/admin-registrations';
import { registerIdSchema } from '@/lib/schemas/registration';
import { registrationRecordFields } from '@/server/rest/answers';
import { dateTime, int, nullableText, paged, rest, text, thb } from '@/server/rest/route-kit';

const tag = 'Admin: registrations';
const statusRunAnswer = z.object({
  expired: int(),
  register_codes: z.array(text()),
  deadline_hours: z.number(),
  ran_at: dateTime(),
  waiting_list_offers: int().describe(
    'Waiting-list offers made by its sweep (lapsed offers passed on, seats found free); seats freed by expiring a hold are offered at once and not counted here',
  ),
  reminders: int().describe('Reminder e-mails queued'),
  evaluations: int().describe(
    'Course evaluation invitations queued (paid attendees of trainings whose last day has passed)',
  ),
  unconfirmed_members_removed: int().describe(
    'Member accounts removed because their e-mail address was never confirmed within MEMBER_UNCONFIRMED_DAYS of signing up',
  ),
});
const statusId = int().describe(
  '1 awaiting card payment, 2 awaiting bank transfer, 3 payment to correct, 4 slip awaiting verification, 5 paid, 6 cancelled, 7 expired',
);

const listItem = z.object({
  register_id: int(),
  register_code: text(),
  created_at: dateTime(),
  public_training_id: int(),
  course_code: text(),
  course_name: text().describe('As registered, in the language of the call'),
  training_date: dateTime(),
  member_id: int(),
  member_name: text(),
  member_email: text(),
  quantity: int(),
  total_amount: thb(),
  payment_method_id: int().nullable().describe('1 card, 2 bank transfer'),
  register_status_id: statusId,
  register_status: text(),
  receipt_no: nullableText().describe('Issued once, when paid: R{Buddhist year}-{sequence}'),
  receipt_status: int().describe('1 the receipt was issued to the payer, 0 not yet'),
  seats_held_until: dateTime()
    .nullable()
    .describe('While unpaid (statuses 1-3): when its seats are released'),
});
const statusCount = z.object({ register_status_id: int(), register_status: text(), count: int() });

const attendee = z.object({
  firstname: text(),
  lastname: text(),
  email: text(),
  telephone: text(),
  is_member: z.boolean(),
});
const detail = z.object({
  register_id: int(),
  register_code: text(),
  created_at: dateTime(),
  updated_at: dateTime(),
  locale: z
    .enum(['th', 'en'])
    .describe('The language the member registered in (e-mails, the printout)'),
  public_training_id: int(),
  course_code: text(),
  course_name: text(),
  training_date: dateTime(),
  unit_price: thb(),
  quantity: int(),
  total_amount: thb(),
  seat_limit: int(),
  seats_available: int().describe('The most attendees this registration may have now'),
  seats_held_until: dateTime()
    .nullable()
    .describe('While unpaid (statuses 1-3): when its seats are released'),
  payment_due_at: dateTime().nullable().describe('While unpaid: the slip deadline'),
  register_status_id: statusId,
  register_status: text(),
  register_status_message: nullableText(),
  payment_method_id: int().nullable(),
  payment_method_code: z
    .enum(['card', 'bank'])
    .nullable()
    .describe('The same as payment_method (kept for clients written before it was the code)'),
  paid_at: dateTime().nullable(),
  receipt_status: int(),
  ...registrationRecordFields,
  can_verify_slip: z.boolean().describe('A slip awaits verification: approve_slip or reject_slip'),
  member: z.object({
    member_id: int(),
    member_type: z.enum(['P', 'O']),
    name: text(),
    email: text(),
    telephone: text(),
    company_name: nullableText(),
  }),
  attendees: z.array(attendee),
  receipt: z
    .object({
      receipt_type: z.enum(['P', 'O']),
      name: text(),
      company_name: nullableText(),
      tax_no: nullableText(),
      branch: nullableText(),
      address: text(),
      province_id: int().nullable(),
      amphure_id: int().nullable(),
      district_id: int().nullable(),
      province: nullableText(),
      amphure: nullableText(),
      district: nullableText(),
      zip_code: text(),
    })
    .describe(
      "Extension: the receipt fields with the place ids and names in the language of the call, for the edit form; the flat receipt_* fields are the same record in the spec's names",
    ),
  slips: z
    .array(
      z.object({
        slip_id: int(),
        image_url: nullableText().describe(
          'Private: served to staff holding access/public_training_register and to the member; null for a slip replaced before verification (its file is deleted)',
        ),
        bank_name: text(),
        transfer_date: dateTime(),
        amount: thb(),
        amount_matches: z.boolean().describe("The slip's amount equals the amount due"),
        status: z.enum(['pending', 'accepted', 'rejected', 'replaced']),
        reject_reason: nullableText(),
        sent_at: dateTime(),
      }),
    )
    .describe(
      'Extension: every slip sent, newest first; the flat transfer_* fields are those of the slip sent last',
    ),
  card_payments: z.array(
    z.object({
      transaction_uuid: text(),
      transaction_id: nullableText(),
      decision: nullableText(),
      reason_code: nullableText(),
      message: nullableText(),
      amount: thb(),
      card_number: nullableText().describe('Masked by the gateway'),
      card_type: nullableText(),
      started_at: dateTime(),
      responded_at: dateTime().nullable(),
    }),
  ),
});
const history = z.object({
  history_id: int(),
  register_id: int(),
  register_status_id: statusId,
  register_status: text(),
  note: nullableText(),
  payment_slip_image: nullableText().describe(
    'The slip sent with this change; null once the file is deleted (a slip replaced before verification)',
  ),
  actor_type: z.enum(['member', 'admin', 'system', 'gateway']),
  admin_name: nullableText(),
  created_at: dateTime(),
});
const registerIdParam = z.object({ register_id: registerIdSchema.shape.id });
const saved = z.object({ register_id: int() });

/**
 * Registrations in the back office (SPEC.md section 7 "Registrations"), and
 * what the spec leaves out but staff need: slip approval and rejection, and
 * the receipt export file (docs/decisions.md, "Back office: registrations").
 */
export const adminRegistrationRoutes = [
  rest({
    method: 'GET',
    path: '/admin/services/register/public_trainings',
    auth: 'admin',
    tag,
    summary:
      'Every registration, paged and sorted (sort: created_at, register_code, training_date, total_amount, register_status_id), filtered (filters: public_training_id, register_status_id, payment_method_id, date_from, date_to) and searched (register code, member or attendee name, e-mail); counts per status under the same filters',
    query: registrationListSchema,
    response: paged(listItem).extend({ counts: z.array(statusCount) }),
    handle: (api, { query }) => api.admin.registrations.list(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/services/register/public_trainings/seat_holds',
    auth: 'admin',
    tag,
    summary:
      "Who holds how many unpaid seats on a training now (awaiting payment or slip verification; ended holds not counted), the most first, against the per-member limit (REGISTRATION_MAX_UNPAID_SEATS); and the training's seats: paid, awaiting verification, unpaid, left",
    query: z.object({ public_training_id: registerIdSchema.shape.id }),
    response: z.object({
      public_training_id: int(),
      seat_limit: int(),
      seats_paid: int(),
      seats_awaiting_verification: int(),
      seats_unpaid: int(),
      seats_left: int(),
      max_unpaid_seats_per_member: int(),
      holders: z.array(
        z.object({
          member_id: int(),
          member_name: text(),
          member_email: text(),
          unpaid_seats: int().describe(
            "Seats of the member's registrations awaiting payment or slip verification",
          ),
          awaiting_verification_seats: int(),
          registrations: int(),
          held_until: dateTime()
            .nullable()
            .describe(
              'When the last of their holds ends; null when all their seats await slip verification',
            ),
          held_since: dateTime()
            .nullable()
            .describe(
              'When the oldest of their registrations awaiting payment was made (the age of the hold); null when all await slip verification',
            ),
          held_hours: int()
            .nullable()
            .describe('Whole hours since held_since, at the time of the answer'),
          never_paid: z
            .boolean()
            .describe(
              'The member has never paid for a registration (their bank-transfer holds last REGISTRATION_FIRST_PAYMENT_HOURS)',
            ),
          releasable: z
            .boolean()
            .describe('Some of their seats await payment (staff can release them)'),
          over_limit: z
            .boolean()
            .describe('More than the per-member limit (staff registered them more)'),
        }),
      ),
    }),
    handle: (api, { query }) => api.admin.registrations.seatHolds(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/services/register/public_trainings/:id/edit',
    auth: 'admin',
    tag,
    summary: 'One registration: member, attendees, receipt details, slips, card payments',
    params: registerIdSchema,
    response: detail,
    handle: (api, { params }) => api.admin.registrations.get({ id: params.id }),
  }),
  rest({
    method: 'PUT',
    path: '/admin/services/register/public_trainings/:register_id',
    auth: 'admin',
    tag,
    summary:
      'Correct attendees (within the seats; a paid registration keeps its number), receipt details and the status with a message (never to paid by hand; a paid one only to cancelled); each change is written to the history',
    params: registerIdParam,
    body: registrationUpdateSchema.omit({ register_id: true }),
    response: saved,
    handle: (api, { params, body }) =>
      api.admin.registrations.update({ ...body, register_id: params.register_id }),
  }),
  rest({
    method: 'DELETE',
    path: '/admin/services/register/public_trainings/:ids',
    auth: 'admin',
    tag,
    summary:
      'Delete registrations nothing was paid for (statuses 1-3, 6, 7); 409 naming the codes otherwise, and nothing is deleted',
    params: z.object({
      ids: z.string().max(12_000).describe('One id or comma-joined ids (at most 1,000)'),
    }),
    response: z.object({ deleted: int() }),
    // The procedure parses the ids: a malformed list is its 400, not a ZodError thrown here (a 500).
    handle: (api, { params }) =>
      api.admin.registrations.delete({ ids: params.ids } satisfies z.input<typeof idsSchema>),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/register/public_trainings/:register_id/approve_slip',
    auth: 'admin',
    tag,
    summary:
      'Approve the slip awaiting verification: paid, a receipt number issued once, the member e-mailed the receipt link; 409 unless the registration awaits verification',
    params: registerIdParam,
    response: z.object({ register_id: int(), register_status_id: int(), receipt_no: text() }),
    handle: (api, { params }) =>
      api.admin.registrations.approveSlip({ register_id: params.register_id }),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/register/public_trainings/:register_id/reject_slip',
    auth: 'admin',
    tag,
    summary:
      'Reject the slip awaiting verification with a reason: payment to correct, the member e-mailed the reason and may send a new slip',
    params: registerIdParam,
    body: rejectSlipSchema.omit({ register_id: true }),
    response: z.object({ register_id: int(), register_status_id: int() }),
    handle: (api, { params, body }) =>
      api.admin.registrations.rejectSlip({ ...body, register_id: params.register_id }),
  }),
  rest({
    method: 'GET',
    path: '/admin/services/register/histories',
    auth: 'admin',
    tag,
    summary:
      "A registration's history, oldest first, with who (member, staff, gateway, system) and when",
    query: historiesQuerySchema,
    response: z.array(history),
    handle: (api, { query }) => api.admin.registrations.histories(query),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/register/histories',
    auth: 'admin',
    tag,
    summary:
      "Write a note in a registration's history; with a different register_status_id, change the status with the note as its message",
    body: addHistorySchema,
    response: saved,
    status: 201,
    handle: (api, { body }) => api.admin.registrations.addHistory(body),
  }),
  rest({
    method: 'POST',
    path: '/admin/update_register_status',
    auth: 'admin',
    tag,
    summary:
      'The status run: unpaid registrations (statuses 1-3) whose seat hold has ended (card: REGISTRATION_CARD_HOLD_MINUTES; bank transfer: the slip deadline, REGISTRATION_PAYMENT_HOURS), or whose training has begun, become expired and free their seats; idempotent; answers what changed. Also runs on a schedule',
    response: statusRunAnswer,
    handle: (api) => api.admin.registrations.runStatusUpdate(),
  }),
  rest({
    method: 'GET',
    path: '/admin/update_register_status',
    auth: 'admin',
    tag,
    summary: 'The status run, as the spec calls it (GET): prefer POST',
    description:
      "Kept for integrators calling with a bearer token. It changes state, so with the staff session cookie instead it runs only when the browser says the call comes from this site's own pages (`Sec-Fetch-Site: same-origin`, or `Origin` naming this site); a link or image on another site, or an address typed in, is refused with 403.",
    response: statusRunAnswer,
    handle: (api) => api.admin.registrations.runStatusUpdate(),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/register/update_receipt_status/:register_id',
    auth: 'admin',
    tag,
    summary:
      'Whether the receipt was issued to the payer (1) or not yet (0); paid registrations only',
    params: registerIdParam,
    body: receiptStatusSchema.omit({ register_id: true }),
    response: z.object({ register_id: int(), receipt_status: int() }),
    handle: (api, { params, body }) =>
      api.admin.registrations.receiptStatus({ ...body, register_id: params.register_id }),
  }),
  rest({
    method: 'GET',
    path: '/admin/services/register/receipt_export',
    auth: 'admin',
    tag,
    summary:
      'The receipt export lines (SPEC.md section 9) of the registrations paid between date_from and date_to (yyyy-MM-dd, Bangkok, inclusive), as a text file; field order in docs/decisions.md',
    query: receiptExportSchema,
    file: {
      contentType: 'text/plain; charset=utf-8',
      description: 'One pipe-separated line per paid registration',
    },
    handle: async (api, { query }) => {
      const file = await api.admin.registrations.receiptExport(query);
      return new Response(file.text, {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename="${file.filename}"`,
          'cache-control': 'no-store',
          'x-record-count': String(file.count),
        },
      });
    },
  }),
];
