import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { inboxPermissions, requestInboxService } from '@/server/services/request-inbox-service';

/** The requests inbox's front page: unhandled and total counts of each list the admin may open. */
export const inboxRouter = createTRPCRouter({
  summary: adminProcedure
    .meta({ permissions: inboxPermissions })
    .query(({ ctx }) => requestInboxService(ctx.db).summary(ctx.admin.user.permissions)),
});
