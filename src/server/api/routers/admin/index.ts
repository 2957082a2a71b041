import { permissions } from '@/lib/permissions';
import { receiptsRouter } from '@/server/api/routers/admin/receipts';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';

export const adminRouter = createTRPCRouter({
  /** GET /admin/user: the logged-in admin with roles and permissions. */
  user: adminProcedure.meta({ openToAnyAdmin: true }).query(({ ctx }) => ctx.admin.user),
  /** GET /admin/permissions: every permission string, for the role form. */
  permissions: adminProcedure.meta({ permissions: ['access/role'] }).query(() => [...permissions]),
  /** GET /admin/roles. */
  roles: adminProcedure.meta({ permissions: ['access/role'] }).query(({ ctx }) =>
    ctx.db.role.findMany({
      orderBy: { id: 'asc' },
      include: { permissions: { include: { permission: true } }, _count: { select: { users: true } } },
    }),
  ),
  receipts: receiptsRouter,
});
