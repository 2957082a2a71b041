import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { lookupService } from '@/server/services/lookup-service';

const parentId = z.union([z.string().max(20), z.number().int()]).nullish();

/** Public lookups of SPEC.md section 7 (GET /languages, /provinces, ...). */
export const lookupsRouter = createTRPCRouter({
  languages: publicProcedure.query(({ ctx }) => lookupService(ctx.db).languages()),
  geographies: publicProcedure.query(({ ctx }) => lookupService(ctx.db).geographies(ctx.locale)),
  provinces: publicProcedure
    .input(z.object({ geography_id: parentId }).optional())
    .query(({ ctx, input }) => lookupService(ctx.db).provinces(ctx.locale, input?.geography_id)),
  amphures: publicProcedure
    .input(z.object({ province_id: parentId }))
    .query(({ ctx, input }) => lookupService(ctx.db).amphures(ctx.locale, input.province_id)),
  districts: publicProcedure
    .input(z.object({ amphure_id: parentId }))
    .query(({ ctx, input }) => lookupService(ctx.db).districts(ctx.locale, input.amphure_id)),
  namePrefixes: publicProcedure.query(({ ctx }) => lookupService(ctx.db).namePrefixes(ctx.locale)),
  companyTypes: publicProcedure.query(({ ctx }) => lookupService(ctx.db).companyTypes(ctx.locale)),
  registerStatuses: publicProcedure.query(({ ctx }) => lookupService(ctx.db).registerStatuses(ctx.locale)),
  paymentMethods: publicProcedure.query(({ ctx }) => lookupService(ctx.db).paymentMethods(ctx.locale)),
  banks: publicProcedure.query(({ ctx }) => lookupService(ctx.db).banks(ctx.locale)),
  cardTypes: publicProcedure.query(({ ctx }) => lookupService(ctx.db).cardTypes()),
});
