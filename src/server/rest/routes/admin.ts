import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { loginSchema } from '@/lib/schemas/auth';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { accountLimits, countTry, forgetTries } from '@/server/auth/account-rate-limits';
import { idList, rest } from '@/server/rest/route';
import { authSessionService } from '@/server/services/auth-session-service';


/** Turns a domain or validation error outside tRPC into the adapter's 4xx answer. */
function asTrpcError(error: unknown): unknown {
  if (error instanceof AppError) return new TRPCError({ code: error.code, message: error.messageKey, cause: error });
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', cause: error });
  return error;
}

function bearerOf(headers: Headers): string | null {
  return headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

function objectBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !(body instanceof FormData) ? (body as Record<string, unknown>) : {};
}

/** A repeated or comma-joined query value as a list of ids (GET /admin/users?roles=1,2). */
function idsFromQuery(raw: string | undefined): number[] | undefined {
  const ids = idList(raw).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? ids : undefined;
}

/** Back-office endpoints of SPEC.md section 7 ("Admin authentication and users", "search and upload", "roles"). */
export const adminRoutes = [
  /** Integrators log in for a bearer token (the browser uses the next-auth cookie instead). */
  rest('POST', '/admin/login', async (_api, { body, headers }) => {
    try {
      const input = loginSchema.parse(objectBody(body));
      await countTry(accountLimits.login, headers, input.email);
      const session = await authSessionService(db).login('admin', input.email, input.password, input.remember, headers.get('user-agent') ?? undefined);
      await forgetTries(accountLimits.login, headers, input.email);
      return { token: session.token, token_type: 'Bearer', expires_at: session.expiresAt };
    } catch (error) {
      throw asTrpcError(error);
    }
  }),
  rest('POST', '/admin/logout', async (api, { headers }) => {
    await api.admin.user();
    await authSessionService(db).revoke(bearerOf(headers));
    return { success: true };
  }),
  rest('GET', '/admin/user', (api) => api.admin.user()),
  rest('GET', '/admin/permissions', (api) => api.admin.permissions()),
  rest('GET', '/admin/search', (api, { query }) => api.admin.search({ filter_name: query.filter_name ?? '' })),
  rest('POST', '/admin/upload', async (api, { body }) => {
    const file = body instanceof FormData ? body.get('upload') : null;
    if (!(file instanceof Blob)) throw new TRPCError({ code: 'BAD_REQUEST', message: 'cannot_upload_file' });
    return api.admin.account.uploadImage({ bytes: new Uint8Array(await file.arrayBuffer()) });
  }),

  rest('PUT', '/admin/users/profile/:id', async (api, { params, body }) => {
    const me = await api.admin.user();
    if (Number(params.id) !== me.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.forbidden' });
    return api.admin.account.updateProfile(objectBody(body) as never);
  }),
  rest('GET', '/admin/users', (api, { query }) =>
    api.admin.users.list({
      firstname: query.firstname || undefined,
      email: query.email || undefined,
      status: (query.status as '*' | '' | '1' | '0' | undefined) || undefined,
      roles: idsFromQuery(query.roles),
    }),
  ),
  rest('POST', '/admin/users', (api, { body }) => api.admin.users.create(objectBody(body) as never)),
  rest('GET', '/admin/users/:id/edit', (api, { params }) => api.admin.users.get({ id: params.id })),
  rest('PUT', '/admin/users/:id/status', (api, { params, body }) => api.admin.users.setStatus({ ...objectBody(body), id: params.id } as never)),
  rest('PUT', '/admin/users/:id/password', (api, { params, body }) => api.admin.users.setPassword({ ...objectBody(body), id: params.id } as never)),
  rest('PUT', '/admin/users/:id', (api, { params, body }) => api.admin.users.update({ ...objectBody(body), id: params.id } as never)),
  rest('DELETE', '/admin/users/:ids', (api, { params }) => api.admin.users.delete({ ids: idList(params.ids) })),

  rest('GET', '/admin/roles', (api) => api.admin.roles.list()),
  rest('POST', '/admin/roles', (api, { body }) => api.admin.roles.create(objectBody(body) as never)),
  rest('GET', '/admin/roles/:id/edit', (api, { params }) => api.admin.roles.get({ id: params.id })),
  rest('PUT', '/admin/roles/:id', (api, { params, body }) => api.admin.roles.update({ ...objectBody(body), id: params.id } as never)),
  rest('DELETE', '/admin/roles/:ids', (api, { params }) => api.admin.roles.delete({ ids: idList(params.ids) })),
];
