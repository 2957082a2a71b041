import { adminPages } from '@/lib/admin-pages';
import { auditLogQuery } from '@/lib/schemas/audit';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { auditService } from '@/server/services/audit-service';

const access = { permissions: adminPages.auditLog.permissions };

/** The audit log (docs/policies/drafts-revisions-audit.md): who changed what, for holders of access/audit_log. */
export const auditRouter = createTRPCRouter({
  /** GET /admin/audit-log: newest first, by person, entity, item, action and days. */
  list: adminProcedure
    .meta(access)
    .input(auditLogQuery)
    .query(({ ctx, input }) => auditService(ctx.db).list(input)),
  /** The people who appear in the log, for its filter. */
  people: adminProcedure.meta(access).query(({ ctx }) => auditService(ctx.db).people()),
});
