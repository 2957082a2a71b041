import { adminPages } from '@/lib/admin-pages';
import {
  adminPasswordSchema,
  idsSchema,
  userCreateSchema,
  userFilterSchema,
  userStatusSchema,
  userUpdateSchema,
} from '@/lib/schemas/admin';
import { idSchema } from '@/lib/schemas/common';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { grantActorOf } from '@/server/services/grant-rules';
import { AppError } from '@/server/errors';
import { adminUserService } from '@/server/services/admin-user-service';
import { secondFactorService } from '@/server/services/second-factor-service';
import { z } from 'zod';

const access = { permissions: adminPages.users.permissions };

/** Back-office users (SPEC.md section 7 "Admin authentication and users"). */
export const usersRouter = createTRPCRouter({
  /** GET /admin/users. */
  list: adminProcedure
    .meta(access)
    .input(userFilterSchema)
    .query(({ ctx, input }) => adminUserService(ctx.db).list(input)),
  /** GET /admin/users/{id}/edit. */
  get: adminProcedure
    .meta(access)
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => adminUserService(ctx.db).get(input.id)),
  /** POST /admin/users. */
  create: adminProcedure
    .meta(access)
    .input(userCreateSchema)
    .mutation(({ ctx, input }) => adminUserService(ctx.db).create(grantActorOf(ctx.admin), input)),
  /** PUT /admin/users/{id}. */
  update: adminProcedure
    .meta(access)
    .input(userUpdateSchema)
    .mutation(({ ctx, input }) =>
      adminUserService(ctx.db).update(grantActorOf(ctx.admin), input.id, input),
    ),
  /** DELETE /admin/users/{ids}. */
  delete: adminProcedure
    .meta(access)
    .input(idsSchema)
    .mutation(({ ctx, input }) =>
      adminUserService(ctx.db).remove(grantActorOf(ctx.admin), input.ids),
    ),
  /** PUT /admin/users/{id}/status. */
  setStatus: adminProcedure
    .meta(access)
    .input(userStatusSchema)
    .mutation(({ ctx, input }) =>
      adminUserService(ctx.db).setStatus(grantActorOf(ctx.admin), input.id, input.status),
    ),
  /**
   * PUT /admin/users/{id}/password: another user's password; their sessions
   * end. One's own goes through the account page, which asks for the current
   * password, so a borrowed session cannot take its account over this way.
   */
  setPassword: adminProcedure
    .meta(access)
    .input(adminPasswordSchema)
    .mutation(({ ctx, input }) => {
      if (input.id === ctx.admin.user.id)
        throw new AppError('FORBIDDEN', 'admin_shell.error_own_password_on_account_page');
      return adminUserService(ctx.db).setPasswordOf(
        grantActorOf(ctx.admin),
        input.id,
        input.password,
      );
    }),
  /** Whether a user has a second factor on (the user form's reset button). */
  secondFactor: adminProcedure
    .meta(access)
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => secondFactorService(ctx.db).status(input.id)),
  /** A colleague lost their phone: their second factor and sessions end (audited); one's own goes through the account page. */
  resetSecondFactor: adminProcedure
    .meta({ ...access, sessionOnly: true })
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.admin.user.id)
        throw new AppError('FORBIDDEN', 'second_factor.errors.own_on_account_page');
      await secondFactorService(ctx.db).reset(grantActorOf(ctx.admin), input.id);
      return { success: true as const };
    }),
});
