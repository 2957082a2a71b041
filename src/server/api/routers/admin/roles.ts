import { z } from 'zod';
import { adminPages } from '@/lib/admin-pages';
import { idsSchema, roleFormSchema, roleUpdateSchema } from '@/lib/schemas/admin';
import { idSchema } from '@/lib/schemas/common';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { grantActorOf } from '@/server/services/grant-rules';
import { roleService } from '@/server/services/role-service';
import { secondFactorService } from '@/server/services/second-factor-service';

const access = { permissions: adminPages.roles.permissions };

/** Roles (SPEC.md section 7 "Admin roles"). */
export const rolesRouter = createTRPCRouter({
  /** GET /admin/roles; the user form needs the list too, so users' editors may read it. */
  list: adminProcedure
    .meta({ permissions: [...adminPages.roles.permissions, ...adminPages.users.permissions] })
    .query(({ ctx }) => roleService(ctx.db).list()),
  /** GET /admin/roles/{id}/edit. */
  get: adminProcedure
    .meta(access)
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => roleService(ctx.db).get(input.id)),
  /** POST /admin/roles. */
  create: adminProcedure
    .meta(access)
    .input(roleFormSchema)
    .mutation(({ ctx, input }) => roleService(ctx.db).create(grantActorOf(ctx.admin), input)),
  /** PUT /admin/roles/{id}. */
  update: adminProcedure
    .meta(access)
    .input(roleUpdateSchema)
    .mutation(({ ctx, input }) =>
      roleService(ctx.db).update(grantActorOf(ctx.admin), input.id, input),
    ),
  /** Whether the role's users must log in with a second factor (docs/security.md "Staff second factor"). */
  setSecondFactorRequired: adminProcedure
    .meta({ ...access, sessionOnly: true })
    .input(z.object({ id: idSchema, required: z.boolean() }))
    .mutation(({ ctx, input }) =>
      secondFactorService(ctx.db).requireForRole(grantActorOf(ctx.admin), input.id, input.required),
    ),
  /** DELETE /admin/roles/{ids}. */
  delete: adminProcedure
    .meta(access)
    .input(idsSchema)
    .mutation(({ ctx, input }) => roleService(ctx.db).remove(grantActorOf(ctx.admin), input.ids)),
});
