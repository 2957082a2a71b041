import { rest } from '@/server/rest/route';

const bodyOf = (body: unknown) => (body && typeof body === 'object' && !(body instanceof FormData) ? (body as Record<string, unknown>) : {});

/** Member account endpoints of SPEC.md section 7 (bearer token from POST /login, or the session cookie). */
export const memberRoutes = [
  rest('POST', '/register', (api, { body }) => api.public.memberAuth.register(bodyOf(body) as never)),
  rest('POST', '/login', (api, { body }) => api.public.memberAuth.login(bodyOf(body) as never)),
  rest('POST', '/logout', (api) => api.member.account.logout()),
  rest('GET', '/member', (api) => api.member.me()),
  // Who is logged in, for the cached public pages' top bar: the member, or null for a guest (not a 401).
  rest('GET', '/member/session', (api) => api.public.memberAuth.session()),
  rest('PUT', '/member/person', (api, { body }) => api.member.account.updatePerson(bodyOf(body) as never)),
  rest('PUT', '/member/change_password', (api, { body }) => api.member.account.changePassword(bodyOf(body) as never)),
  rest('POST', '/member/forgot_password', (api, { body }) => api.public.memberAuth.forgotPassword(bodyOf(body) as never)),
  rest('GET', '/member/reset_password/:token', (api, { params, query }) => api.public.memberAuth.checkResetToken({ token: params.token!, email: query.email ?? '' })),
  rest('PUT', '/member/update_password/:token', (api, { params, body }) => api.public.memberAuth.resetPassword({ ...bodyOf(body), token: params.token } as never)),
];
