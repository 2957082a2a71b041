import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { visitorKey } from '@/server/http/visitor';
import { viewedKinds, viewService } from '@/server/services/view-service';

/** PUT /news/{id}/view, /portfolios/{id}/view, /services/.../{id}/view (SPEC.md section 7). */
export const viewsRouter = createTRPCRouter({
  record: publicProcedure
    .input(z.object({ kind: z.enum(viewedKinds), id: idSchema }))
    .mutation(({ ctx, input }) => viewService(ctx.db).record(input.kind, input.id, visitorKey(ctx.headers))),
});
