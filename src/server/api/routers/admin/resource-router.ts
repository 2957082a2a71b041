import { z } from 'zod';
import { booleanInput } from '@/lib/admin/fields';
import type { Resource } from '@/lib/admin/resource';
import { type ResourceName, resources } from '@/lib/admin/resources';
import type { Permission } from '@/lib/permissions';
import { idsSchema } from '@/lib/schemas/admin';
import { idSchema } from '@/lib/schemas/common';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { AppError } from '@/server/errors';
import { keepsRevisions } from '@/lib/admin/revisions';
import { revisionParams } from '@/lib/schemas/audit';
import { actorOf } from '@/server/services/audit-service';
import { previewToken } from '@/server/preview/preview-token';
import { locales } from '@/i18n/locales';
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
function routerOf<R extends Resource>(name: ResourceName, resource: R, store: Store<R>) {
  const access = { permissions: [resource.permission] };
  const service = (db: Db, admin?: { user: Parameters<typeof actorOf>[0] }) =>
    resourceService(store, db, stores, admin ? actorOf(admin.user) : null);
  const revisioned = () => {
    if (!keepsRevisions(name)) throw new AppError('NOT_FOUND', 'errors.not_found');
  };
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
        return service(ctx.db, ctx.admin).create(input as Data, ctx.locale);
      }),
    update: adminProcedure
      .meta(access)
      .input(resource.input.extend({ id: idSchema }))
      .mutation(({ ctx, input }) => {
        const { id, ...data } = input as Data & { id: number };
        return service(ctx.db, ctx.admin).update(id, data, ctx.locale);
      }),
    delete: adminProcedure
      .meta(access)
      .input(idsSchema)
      .mutation(({ ctx, input }) => {
        if (!resource.canDelete) throw new AppError('FORBIDDEN', 'errors.forbidden');
        return service(ctx.db, ctx.admin).remove(input.ids);
      }),
    setStatus: adminProcedure
      .meta(access)
      .input(z.object({ id: idSchema, status: booleanInput }))
      .mutation(({ ctx, input }) => {
        if (!('status' in resource.fields)) throw new AppError('NOT_FOUND', 'errors.not_found');
        return service(ctx.db, ctx.admin).setStatus(input.id, input.status, ctx.locale);
      }),
    /** The item's revisions, newest first (content resources). */
    revisions: adminProcedure
      .meta(access)
      .input(z.object({ id: idSchema }))
      .query(({ ctx, input }) => {
        revisioned();
        return service(ctx.db).revisions(input.id);
      }),
    /** One revision with the item's values then. */
    revision: adminProcedure
      .meta(access)
      .input(revisionParams)
      .query(({ ctx, input }) => {
        revisioned();
        return service(ctx.db).revision(input.id, input.revision_id);
      }),
    /** Brings back a revision's content as a new revision. */
    restoreRevision: adminProcedure
      .meta(access)
      .input(revisionParams)
      .mutation(({ ctx, input }) => {
        revisioned();
        return service(ctx.db, ctx.admin).restore(input.id, input.revision_id, ctx.locale);
      }),
    /**
     * A signed link (30 minutes, for this staff member) that opens the item's public page as
     * it will show, draft or scheduled, in the language asked, never from or into the page cache.
     */
    previewLink: adminProcedure
      .meta(access)
      .input(z.object({ id: idSchema, lang: z.enum(locales) }))
      .mutation(async ({ ctx, input }) => {
        if (!resource.publicHref) throw new AppError('NOT_FOUND', 'errors.not_found');
        await service(ctx.db).get(input.id, ctx.locale);
        const token = previewToken({ resource: name, id: input.id, userId: ctx.admin.user.id });
        return { url: `/api/preview?token=${encodeURIComponent(token)}&lang=${input.lang}` };
      }),
    options: adminProcedure
      .meta({ permissions: readersOf(resource) })
      .query(({ ctx }) => service(ctx.db).options(ctx.locale)),
  });
}

/** The router of one resource, its outputs typed from the resource's declaration (RecordOf, ListItemOf). */
export function resourceRouter<N extends ResourceName>(name: N) {
  return routerOf(name, resources[name], stores[name]);
}

export type ResourceRouter<N extends ResourceName> = ReturnType<typeof resourceRouter<N>>;

/** Any resource's router: what the generic list and form call, records read field by field. */
export type AnyResourceRouter = ReturnType<typeof routerOf<Resource>>;

/** One router per resource: api.admin.news, api.admin.newsCategories, ... */
export const resourceRouters = Object.fromEntries(
  (Object.keys(resources) as ResourceName[]).map((name) => [name, resourceRouter(name)]),
) as { [N in ResourceName]: ResourceRouter<N> };
