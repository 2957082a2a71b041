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
import { type Locale, locales } from '@/i18n/locales';
import { duplicates, previewsUnsaved, publishesInBulk } from '@/lib/admin/bulk';
import { previewDraftService } from '@/server/services/preview-draft-service';
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
 * delete, setStatus, setStatusMany, duplicate, the previews and options
 * (for the selects of the forms that reference it).
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
    /** Publishes or unpublishes several items at once (the list's bulk action); answers how many changed. */
    setStatusMany: adminProcedure
      .meta(access)
      .input(idsSchema.extend({ status: booleanInput }))
      .mutation(({ ctx, input }) => {
        if (!publishesInBulk(resource)) throw new AppError('NOT_FOUND', 'errors.not_found');
        return service(ctx.db, ctx.admin).setStatusMany(input.ids, input.status);
      }),
    /** A copy of the item as a new draft (content that keeps revisions). */
    duplicate: adminProcedure
      .meta(access)
      .input(z.object({ id: idSchema }))
      .mutation(({ ctx, input }) => {
        if (!resource.canCreate || !duplicates(resource))
          throw new AppError('NOT_FOUND', 'errors.not_found');
        return service(ctx.db, ctx.admin).duplicate(input.id, ctx.locale);
      }),
    /**
     * A signed link like previewLink's that shows the form's unsaved values: they are checked
     * as a save checks them and kept 30 minutes for this staff member, the item left as it is.
     */
    previewDraft: adminProcedure
      .meta(access)
      .input(resource.input.extend({ id: idSchema, preview_lang: z.enum(locales) }))
      .mutation(async ({ ctx, input }) => {
        if (!previewsUnsaved(name)) throw new AppError('NOT_FOUND', 'errors.not_found');
        const {
          id,
          preview_lang: lang,
          ...values
        } = input as Data & {
          id: number;
          preview_lang: Locale;
        };
        await service(ctx.db).get(id, ctx.locale);
        const userId = ctx.admin.user.id;
        const draft = await previewDraftService(ctx.db).keep({
          resource: name,
          itemId: id,
          userId,
          data: values,
        });
        const token = previewToken({ resource: name, id, userId, draft });
        return { url: `/api/preview?token=${encodeURIComponent(token)}&lang=${lang}` };
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
