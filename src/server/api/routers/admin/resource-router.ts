import { z } from 'zod';
import { booleanInput } from '@/lib/admin/fields';
import type { Resource } from '@/lib/admin/resource';
import { type ResourceName, resources } from '@/lib/admin/resources';
import type { Permission } from '@/lib/permissions';
import { idsSchema } from '@/lib/schemas/admin';
import { idSchema } from '@/lib/schemas/common';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { resourceService } from '@/server/services/resources/resource-service';
import type { Db } from '@/server/db';
import type { Data, Store } from '@/server/services/resources/store';
import { stores } from '@/server/services/resources/stores';

/** Permissions of the resources whose forms offer this resource's items (a news editor picks a category). */
function readersOf(resource: Resource): Permission[] {
  const all = Object.values(resources) as Resource[];
  const referencing = all
    .filter((r) => Object.values(r.fields).some((f) => f.resource === resource.name))
    .map((r) => r.permission);
  return [...new Set([resource.permission, ...referencing])];
}

/**
 * The tRPC procedures of one resource, each declaring its permission (the
 * permission-enumerating test walks them): list, get, create, update,
 * delete, setStatus and options (for the selects of the forms that
 * reference it).
 */
function routerOf<R extends Resource>(resource: R, store: Store<R>) {
  const access = { permissions: [resource.permission] };
  const service = (db: Db) => resourceService(store, db, stores);
  return createTRPCRouter({
    list: adminProcedure
      .meta(access)
      .input(resource.listQuery)
      .query(({ ctx, input }) => service(ctx.db).list(input, ctx.locale)),
    get: adminProcedure
      .meta(access)
      .input(z.object({ id: idSchema }))
      .query(({ ctx, input }) => service(ctx.db).get(input.id, ctx.locale)),
    create: adminProcedure
      .meta(access)
      .input(resource.input)
      .mutation(({ ctx, input }) => {
        if (!resource.canCreate) throw new AppError('FORBIDDEN', 'errors.forbidden');
        return service(ctx.db).create(input as Data, ctx.locale);
      }),
    update: adminProcedure
      .meta(access)
      .input(resource.input.extend({ id: idSchema }))
      .mutation(({ ctx, input }) => {
        const { id, ...data } = input as Data & { id: number };
        return service(ctx.db).update(id, data, ctx.locale);
      }),
    delete: adminProcedure
      .meta(access)
      .input(idsSchema)
      .mutation(({ ctx, input }) => {
        if (!resource.canDelete) throw new AppError('FORBIDDEN', 'errors.forbidden');
        return service(ctx.db).remove(input.ids);
      }),
    setStatus: adminProcedure
      .meta(access)
      .input(z.object({ id: idSchema, status: booleanInput }))
      .mutation(({ ctx, input }) => {
        if (!('status' in resource.fields)) throw new AppError('NOT_FOUND', 'errors.not_found');
        return service(ctx.db).setStatus(input.id, input.status, ctx.locale);
      }),
    options: adminProcedure
      .meta({ permissions: readersOf(resource) })
      .query(({ ctx }) => service(ctx.db).options(ctx.locale)),
  });
}

/** The router of one resource, its outputs typed from the resource's declaration (RecordOf, ListItemOf). */
export function resourceRouter<N extends ResourceName>(name: N) {
  return routerOf(resources[name], stores[name]);
}

export type ResourceRouter<N extends ResourceName> = ReturnType<typeof resourceRouter<N>>;

/** Any resource's router: what the generic list and form call, records read field by field. */
export type AnyResourceRouter = ReturnType<typeof routerOf<Resource>>;

/** One router per resource: api.admin.news, api.admin.newsCategories, ... */
export const resourceRouters = Object.fromEntries(
  (Object.keys(resources) as ResourceName[]).map((name) => [name, resourceRouter(name)]),
) as { [N in ResourceName]: ResourceRouter<N> };
