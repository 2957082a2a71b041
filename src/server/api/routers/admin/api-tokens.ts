import { z } from 'zod';
import { adminPages } from '@/lib/admin-pages';
import { apiTokenCreateSchema, apiTokenIdSchema } from '@/lib/schemas/api-tokens';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { apiTokenService } from '@/server/services/api-token-service';
import { grantActorOf } from '@/server/services/grant-rules';

const access = { permissions: adminPages.apiTokens.permissions };

/** API tokens of integrations (docs/api-tokens.md), for holders of access/api_token. */
export const apiTokensRouter = createTRPCRouter({
  /** GET /admin/api_tokens: every token, newest first, never its secret. */
  list: adminProcedure
    .meta(access)
    .input(z.object({}).optional())
    .query(({ ctx }) => apiTokenService(ctx.db).list()),
  /** POST /admin/api_tokens: the answer carries the secret, once. Only a signed-in person issues tokens, within their own permissions. */
  create: adminProcedure
    .meta({ ...access, sessionOnly: true })
    .input(apiTokenCreateSchema)
    .mutation(({ ctx, input }) => apiTokenService(ctx.db).create(grantActorOf(ctx.admin), input)),
  /** DELETE /admin/api_tokens/{id}: stops the token at once. */
  revoke: adminProcedure
    .meta(access)
    .input(apiTokenIdSchema)
    .mutation(({ ctx, input }) => apiTokenService(ctx.db).revoke(ctx.admin.user.id, input.id)),
});
