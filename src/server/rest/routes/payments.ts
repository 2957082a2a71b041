import { rest } from '@/server/rest/route';

const bodyOf = (body: unknown) => (body && typeof body === 'object' && !(body instanceof FormData) ? (body as Record<string, unknown>) : {});

/** Payment endpoints of SPEC.md section 7 (member bearer token or session cookie). */
export const paymentRoutes = [
  rest('POST', '/payment_signature', (api, { body }) => api.member.payments.signature(bodyOf(body) as never)),
  rest('POST', '/member/payment_slip', (api, { body }) => api.member.payments.submitSlip(bodyOf(body) as never)),
  rest('PUT', '/member/payment_slip/:register_id', (api, { params, body }) => api.member.payments.submitSlip({ ...bodyOf(body), register_id: params.register_id } as never)),
];
