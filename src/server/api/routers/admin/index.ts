import { z } from 'zod';
import { adminPages } from '@/lib/admin-pages';
import { permissionLabelKey, permissions } from '@/lib/permissions';
import { searchSchema } from '@/lib/schemas/admin';
import { accountRouter } from '@/server/api/routers/admin/account';
import { apiTokensRouter } from '@/server/api/routers/admin/api-tokens';
import { auditRouter } from '@/server/api/routers/admin/audit';
import { inboxRouter } from '@/server/api/routers/admin/inbox';
import { mediaRouter } from '@/server/api/routers/admin/media';
import { uploadsRouter } from '@/server/api/routers/admin/uploads';
import { receiptsRouter } from '@/server/api/routers/admin/receipts';
import { registrationsRouter } from '@/server/api/routers/admin/registrations';
import { reportsRouter } from '@/server/api/routers/admin/reports';
import { rolesRouter } from '@/server/api/routers/admin/roles';
import { usersRouter } from '@/server/api/routers/admin/users';
import { waitingListRouter } from '@/server/api/routers/admin/waiting-list';
import { resourceRouters } from '@/server/api/routers/admin/resource-router';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { translateIfKey } from '@/server/i18n/translate';
import { adminDashboardService } from '@/server/services/admin-dashboard-service';
import { readiness } from '@/server/ops/readiness';
import { adminSearchService } from '@/server/services/admin-search-service';
import { authSessionService } from '@/server/services/auth-session-service';
import { restoreHoldService } from '@/server/services/restore-hold-service';
import { attendanceRouter } from '@/server/api/routers/admin/attendance';
import { evaluationsRouter } from '@/server/api/routers/admin/evaluations';

export const adminRouter = createTRPCRouter({
  /** GET /admin/user: the logged-in admin with roles and permissions. */
  user: adminProcedure
    .meta({ openToAnyAdmin: true, beforeSecondFactor: true })
    .query(({ ctx }) => ctx.admin.user),
  /** POST /admin/logout: ends this session, whether it came as a bearer token or the back office's cookie. */
  logout: adminProcedure
    .meta({ openToAnyAdmin: true, sessionOnly: true, beforeSecondFactor: true })
    .mutation(async ({ ctx }) => {
      await authSessionService(ctx.db).revokeById(ctx.admin.tokenId);
      return { success: true as const };
    }),
  /** GET /admin/permissions: every permission string with its label in the caller's language, for the role form. */
  permissions: adminProcedure.meta({ permissions: adminPages.roles.permissions }).query(({ ctx }) =>
    permissions.map((name) => ({
      name,
      label: translateIfKey(ctx.locale, permissionLabelKey(name)),
    })),
  ),
  /** GET /admin/search: open to every admin; each kind of result only for an admin holding its permission. */
  search: adminProcedure
    .meta({ openToAnyAdmin: true })
    .input(searchSchema)
    .query(({ ctx, input }) =>
      adminSearchService(ctx.db).search(input.filter_name, ctx.admin.user.permissions, ctx.locale),
    ),
  /** The dashboard's counts: open to every admin; each card only with its list's permission. */
  dashboard: adminProcedure
    .meta({ openToAnyAdmin: true })
    .input(z.object({}).optional())
    .query(({ ctx }) => adminDashboardService(ctx.db).summary(ctx.admin.user.permissions)),
  /**
   * The running version, build and migration, whether this instance is ready, and whether the
   * installation is held after a restore (the dashboard's system panel).
   */
  system: adminProcedure.meta({ openToAnyAdmin: true }).query(async ({ ctx }) => {
    const [report, held] = await Promise.all([readiness(), restoreHoldService(ctx.db).current()]);
    return {
      held,
      status: report.status,
      version: report.version,
      build: report.build,
      migration: report.migration,
      failing: Object.entries(report.checks)
        .filter(([, c]) => !c.ok)
        .map(([name]) => name),
    };
  }),
  account: accountRouter,
  users: usersRouter,
  roles: rolesRouter,
  receipts: receiptsRouter,
  registrations: registrationsRouter,
  waitingList: waitingListRouter,
  uploads: uploadsRouter,
  inbox: inboxRouter,
  reports: reportsRouter,
  attendance: attendanceRouter,
  evaluations: evaluationsRouter,
  audit: auditRouter,
  apiTokens: apiTokensRouter,
  media: mediaRouter,
  ...resourceRouters,
});
