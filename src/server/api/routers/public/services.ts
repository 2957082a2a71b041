import { serviceCategoriesSchema, serviceDetailSchema, serviceListSchema, serviceRequestSchema } from '@/lib/schemas/requests';
import { guardPublicForm, memberIdOf } from '@/server/api/public-form-guard';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { instituteServiceService } from '@/server/services/institute-service-service';

/** GET/POST /services/services: the five kinds of institute service (SPEC.md section 7). */
export const servicesRouter = createTRPCRouter({
  list: publicProcedure.input(serviceListSchema).query(({ ctx, input }) => instituteServiceService(ctx.db).list(input, ctx.locale)),
  categories: publicProcedure.input(serviceCategoriesSchema).query(({ ctx, input }) => instituteServiceService(ctx.db).categories(ctx.locale, input?.kind)),
  byId: publicProcedure.input(serviceDetailSchema).query(async ({ ctx, input }) => {
    const service = await instituteServiceService(ctx.db).detail(input.id, ctx.locale, { kind: input.kind, categoryId: input.service_category_id });
    if (!service) throw new AppError('NOT_FOUND', 'errors.not_found');
    return service;
  }),
  request: publicProcedure.input(serviceRequestSchema).mutation(async ({ ctx, input }) => {
    if ((await guardPublicForm(ctx, 'service_request', input)) === 'drop') return { ok: true as const };
    await instituteServiceService(ctx.db).createRequest(input, ctx.locale, await memberIdOf(ctx));
    return { ok: true as const };
  }),
});
