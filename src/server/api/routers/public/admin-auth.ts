import { loginProcedure } from '@/server/api/login-procedure';
import { createTRPCRouter } from '@/server/api/trpc';
import { adminUserService } from '@/server/services/admin-user-service';

/** POST /admin/login for integrators: a staff bearer token (the back office logs in through next-auth). */
export const adminAuthRouter = createTRPCRouter({
  login: loginProcedure('admin', (ctx, userId) => adminUserService(ctx.db).getProfile(userId)),
});
