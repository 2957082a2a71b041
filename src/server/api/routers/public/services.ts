import { serviceCategoriesSchema, serviceDetailSchema, serviceListSchema, serviceRequestSchema } from '@/lib/schemas/requests';
import { langIfAsked } from '@/server/api/lang-rows';
import { guardPublicForm, memberIdOf } from '@/server/api/public-form-guard';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { serviceOfferingService } from '@/server/services/service-offering-service';

/** GET/POST /services/services: the five kinds of institute service (SPEC.md section 7). */
export const servicesRouter = createTRPCRouter({
  list: publicProcedure.input(serviceListSchema).query(({ ctx, input }) => langIfAsked(input, serviceOfferingService(ctx.db).list(input, ctx.locale))),
  categories: publicProcedure.input(serviceCategoriesSchema).query(({ ctx, input }) => serviceOfferingService(ctx.db).categories(ctx.locale, input?.kind)),
  byId: publicProcedure.input(serviceDetailSchema).query(async ({ ctx, input }) => {
    const service = await serviceOfferingService(ctx.db).detail(input.id, ctx.locale, { kind: input.kind, categoryId: input.service_category_id });
    if (!service) throw new AppError('NOT_FOUND', 'errors.not_found');
    return langIfAsked(input, Promise.resolve(service));
  }),
  request: publicProcedure.input(serviceRequestSchema).mutation(async ({ ctx, input }) => {
    if ((await guardPublicForm(ctx, 'service_request', input)) === 'drop') return { ok: true as const };
    await serviceOfferingService(ctx.db).createRequest(input, ctx.locale, await memberIdOf(ctx));
    return { ok: true as const };
  }),
});
