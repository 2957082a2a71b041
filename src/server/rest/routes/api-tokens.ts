import { z } from 'zod';
import { apiTokenCreateSchema, apiTokenIdSchema } from '@/lib/schemas/api-tokens';
import { dateTime, int, rest, text } from '@/server/rest/route-kit';

const tag = 'API tokens';
const apiToken = z.object({
  id: int(),
  name: text(),
  prefix: text().describe('The first characters of the secret, to recognise the token'),
  permissions: z.array(text()),
  user_id: int().describe('The staff member who issued it, for whom it acts'),
  user_name: text(),
  expires_at: dateTime(),
  last_used_at: dateTime().nullable(),
  revoked_at: dateTime().nullable(),
  created_at: dateTime(),
  state: z.enum(['active', 'expired', 'revoked']),
});

/** API tokens of integrations (docs/api-tokens.md): list, issue (the secret answered once) and revoke. */
export const apiTokenRoutes = [
  rest({
    method: 'GET',
    path: '/admin/api_tokens',
    auth: 'admin',
    tag,
    summary: 'List the API tokens of integrations',
    description:
      'Every token, newest first, with its issuer, state and last use; never its secret.',
    response: z.object({ data: z.array(apiToken) }),
    handle: async (api) => ({ data: await api.admin.apiTokens.list() }),
  }),
  rest({
    method: 'POST',
    path: '/admin/api_tokens',
    auth: 'admin',
    answerHoldsSecret: true,
    tag,
    summary: 'Issue an API token',
    description:
      "A named token carrying some of the caller's own permissions, for 1 to 365 days. The answer's `token` (starting `asc_`) is the secret, shown this once: only its SHA-256 is stored. Asking for a permission the caller does not hold is refused 403 on `permissions`. Only a signed-in staff member issues tokens: an API token is refused here.",
    body: apiTokenCreateSchema,
    status: 201,
    response: apiToken.extend({
      token: text().describe('The secret, shown once: send it as Authorization: Bearer <token>'),
    }),
    handle: (api, { body }) => api.admin.apiTokens.create(body),
  }),
  rest({
    method: 'DELETE',
    path: '/admin/api_tokens/:id',
    auth: 'admin',
    tag,
    summary: 'Revoke an API token',
    description:
      'Stops the token at once (its next call answers 401). Any holder of the permission may revoke any token; revoking twice changes nothing.',
    params: apiTokenIdSchema,
    response: apiToken,
    handle: (api, { params }) => api.admin.apiTokens.revoke(params),
  }),
];
