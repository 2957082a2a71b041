import { z } from 'zod';
import { registerIdSchema, slipBodySchema, slipSchema } from '@/lib/schemas/payment';
import { int, rest, text } from '@/server/rest/route-kit';

const slipAnswer = z.object({
  register_id: int(),
  register_status_id: int().describe('4: slip sent, awaiting verification'),
  image_url: text(),
});
const tag = 'Payments';

/** Payment endpoints of SPEC.md section 7 (member bearer token or the site's session cookie). */
export const paymentRoutes = [
  rest({
    method: 'POST',
    path: '/payment_signature',
    auth: 'member',
    tag,
    summary:
      "The signed hosted-checkout form for one's card registration awaiting payment: POST `fields` to `endpoint` from the browser",
    body: registerIdSchema,
    response: z.object({
      endpoint: text().describe("The gateway's payment page"),
      fields: z
        .record(z.string(), z.string())
        .describe(
          "Form fields in the gateway's names (amount in THB with 2 decimals, signed_field_names, signature)",
        ),
    }),
    handle: (api, { body }) => api.member.payments.signature(body),
  }),
  rest({
    method: 'POST',
    path: '/member/payment_slip',
    auth: 'member',
    tag,
    summary:
      'Send the bank-transfer slip of a registration (statuses 2, 3, or 4 to replace one); JPEG or PNG as a data: URL or base64',
    body: slipSchema,
    bodyLimit: 'encodedUpload',
    response: slipAnswer,
    handle: (api, { body }) => api.member.payments.submitSlip(body),
  }),
  rest({
    method: 'PUT',
    path: '/member/payment_slip/:register_id',
    auth: 'member',
    tag,
    summary: 'Send or replace the slip of the registration in the path',
    params: z.object({ register_id: slipSchema.shape.register_id }),
    body: slipBodySchema,
    bodyLimit: 'encodedUpload',
    response: slipAnswer,
    handle: (api, { params, body }) =>
      api.member.payments.submitSlip({ ...body, register_id: params.register_id }),
  }),
];
