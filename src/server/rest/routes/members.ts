import { z } from 'zod';
import { loginSchema } from '@/lib/schemas/auth';
import {
  changePasswordSchema,
  emailField,
  forgotPasswordSchema,
  MEMBER_TYPES,
  profileSchema,
  registerSchema,
  resetPasswordBodySchema,
  resetTokenField,
} from '@/lib/schemas/member';
import { acknowledged } from '@/server/rest/answers';
import { dateTime, from, int, nullableText, pk, rest, text } from '@/server/rest/route-kit';

const member = z.object({
  member_id: pk(),
  member_type: z.enum(MEMBER_TYPES).describe('P person, O organisation'),
  firstname: text(),
  lastname: text(),
  email: text(),
  telephone: text(),
  image_url: nullableText(),
  latest_accessed_at: dateTime().nullable().describe('The previous visit'),
});

const named = (idName: string) => ({
  [`${idName}_id`]: int().nullable(),
  [idName]: nullableText(),
});
const account = member.omit({ latest_accessed_at: true }).extend({
  ...named('name_prefix'),
  company_name: nullableText(),
  ...named('company_type'),
  tax_no: nullableText(),
  province_id: int().nullable(),
  latest_accessed_at: dateTime().nullable(),
  created_at: dateTime(),
  receipt_address: z
    .object({
      receipt_type: z.enum(MEMBER_TYPES),
      name: text(),
      tax_no: nullableText(),
      branch: nullableText(),
      address: text(),
      ...named('province'),
      ...named('amphure'),
      ...named('district'),
      zip_code: nullableText(),
    })
    .nullable(),
});

const message = z.object({ message: text().describe('Translated confirmation') });
const tag = 'Members';
const tokenParam = z.object({ token: resetTokenField });

/** Member account endpoints of SPEC.md section 7 (bearer token from POST /login, or the site's session cookie). */
export const memberRoutes = [
  rest({
    method: 'POST',
    path: '/register',
    auth: 'public',
    answerHoldsSecret: true,
    tag,
    summary:
      'Create a member account (needs the bot-check answer in `token`); the answer is the member, logged in at once with a bearer token',
    description:
      'SPEC.md section 4: after registration the member is created and logged in. The answer is the member with `token`, `token_type` and `expires_at`, as `POST /login` gives them without `remember` (it lapses after a day unused; `POST /login` with `remember: 1` gives a 365-day one).',
    body: registerSchema,
    response: member.extend({
      token: text(),
      token_type: z.literal('Bearer'),
      expires_at: dateTime(),
    }),
    handle: async (api, { body }) => {
      const created = await api.public.memberAuth.register(body);
      const session = await api.public.memberAuth.login({
        email: body.email as string,
        password: body.password as string,
      });
      return {
        ...created,
        token: session.token,
        token_type: session.token_type,
        expires_at: session.expires_at,
      };
    },
  }),
  rest({
    method: 'POST',
    path: '/login',
    auth: 'public',
    answerHoldsSecret: true,
    tag,
    summary: 'Log in as a member for a bearer token (10 tries a client and e-mail in 15 minutes)',
    body: loginSchema,
    response: z.object({
      token: text(),
      token_type: z.literal('Bearer'),
      expires_at: dateTime(),
      member: from('account', member),
    }),
    handle: (api, { body }) => api.public.memberAuth.login(body),
  }),
  rest({
    method: 'POST',
    path: '/logout',
    auth: 'member',
    tag,
    summary: 'End this session (token or cookie)',
    response: acknowledged,
    handle: (api) => api.member.account.logout(),
  }),
  rest({
    method: 'GET',
    path: '/member',
    auth: 'member',
    tag,
    summary: 'The logged-in member',
    response: member,
    handle: (api) => api.member.me(),
  }),
  rest({
    method: 'GET',
    path: '/member/session',
    auth: 'public',
    tag,
    summary:
      "The member of this token or cookie, or null for a guest (never 401: the site's cached pages ask it)",
    response: member.nullable(),
    handle: (api) => api.public.memberAuth.session(),
  }),
  rest({
    method: 'PUT',
    path: '/member/person',
    auth: 'member',
    tag,
    summary:
      'Update the profile and, optionally, the default receipt address; answers the whole account',
    body: profileSchema,
    response: account,
    handle: (api, { body }) => api.member.account.updatePerson(body),
  }),
  rest({
    method: 'PUT',
    path: '/member/change_password',
    auth: 'member',
    tag,
    summary: 'Change the password; every other session ends',
    body: changePasswordSchema,
    response: acknowledged,
    handle: (api, { body }) => api.member.account.changePassword(body),
  }),
  rest({
    method: 'POST',
    path: '/member/forgot_password',
    auth: 'public',
    tag,
    summary: 'E-mail a reset link (the same answer whether or not the address is known)',
    body: forgotPasswordSchema,
    response: message,
    handle: (api, { body }) => api.public.memberAuth.forgotPassword(body),
  }),
  rest({
    method: 'GET',
    path: '/member/reset_password/:token',
    auth: 'public',
    tag,
    summary: 'Check a reset link (400 when used, expired or for another e-mail)',
    params: tokenParam,
    query: z.object({ email: emailField }),
    response: z.object({ valid: z.literal(true), email: text(), expires_at: dateTime() }),
    handle: (api, { params, query }) =>
      api.public.memberAuth.checkResetToken({ token: params.token, email: query.email }),
  }),
  rest({
    method: 'PUT',
    path: '/member/update_password/:token',
    auth: 'public',
    tag,
    summary: 'Set a new password with a reset link (once); every session ends',
    params: tokenParam,
    body: resetPasswordBodySchema,
    response: message,
    handle: (api, { params, body }) =>
      api.public.memberAuth.resetPassword({ ...body, token: params.token }),
  }),
];
