import { researcherListSchema } from '@/lib/schemas/content';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { researcherService } from '@/server/services/researcher-service';

/** GET /researcher/categories (faculties) and /researcher/teachers. */
export const researchersRouter = createTRPCRouter({
  categories: publicProcedure.query(({ ctx }) => researcherService(ctx.db).faculties(ctx.locale)),
  teachers: publicProcedure.input(researcherListSchema).query(({ ctx, input }) => researcherService(ctx.db).list(input, ctx.locale)),
});
