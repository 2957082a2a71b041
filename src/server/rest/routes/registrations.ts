import { rest } from '@/server/rest/route';

const bodyOf = (body: unknown) => (body && typeof body === 'object' && !(body instanceof FormData) ? (body as Record<string, unknown>) : {});

/** Training registration endpoints of SPEC.md section 7 (member bearer token or session cookie). */
export const registrationRoutes = [
  rest('POST', '/services/public_trainings/register', (api, { body }) => api.member.registrations.create(bodyOf(body) as never)),
  rest('PUT', '/services/public_trainings/register/:register_id/status', (api, { params, body }) =>
    api.member.registrations.updateStatus({ ...bodyOf(body), register_id: params.register_id } as never),
  ),
  rest('POST', '/services/public_trainings/register_nofify/:id', (api, { params }) => api.member.registrations.resendMail({ id: params.id as never })),
  rest('GET', '/member/register_histories', (api, { query }) => api.member.registrations.history(query as never)),
];
