import { resources } from '@/lib/admin/resources';
import { hasAnyPermission } from '@/lib/permissions';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';

const kinds = [resources.inhouseRequests, resources.serviceRequests, resources.contactMessages];

/** The requests inbox's front page: unhandled and total counts of each list the admin may open. */
export const inboxRouter = createTRPCRouter({
  summary: adminProcedure.meta({ permissions: kinds.map((k) => k.permission) }).query(async ({ ctx }) => {
    const granted = ctx.admin.user.permissions;
    const count = {
      inhouseRequests: (where: object) => ctx.db.inhouseTrainingRequest.count({ where }),
      serviceRequests: (where: object) => ctx.db.serviceRequest.count({ where }),
      contactMessages: (where: object) => ctx.db.contactMessage.count({ where }),
    } as const;
    return Promise.all(
      kinds
        .filter((k) => hasAnyPermission(granted, [k.permission]))
        .map(async (k) => {
          const name = k.name as keyof typeof count;
          const [unhandled, total] = await Promise.all([count[name]({ handled: false }), count[name]({})]);
          return { name, route: k.route, titleKey: k.titleKey, unhandled, total };
        }),
    );
  }),
});
