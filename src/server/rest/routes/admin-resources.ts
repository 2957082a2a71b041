import { z } from 'zod';
import { booleanInput } from '@/lib/admin/fields';
import type { Resource } from '@/lib/admin/resource';
import { type ResourceName, resources } from '@/lib/admin/resources';
import { idSchema } from '@/lib/schemas/common';
import type { RestRoute } from '@/server/rest/route';
import { keepsRevisions } from '@/lib/admin/revisions';
import { BULK_MAX, duplicates, publishesInBulk } from '@/lib/admin/bulk';
import { dateTime, int, paged, rest, text } from '@/server/rest/route-kit';

const revisionIdParams = z.object({ id: idSchema, revision_id: idSchema });
const revisionSummary = z.object({
  revision_id: int(),
  action: z
    .enum(['baseline', 'create', 'update', 'publish', 'unpublish', 'restore'])
    .describe('baseline: the item as it was before revisions were kept'),
  changed: z
    .array(text())
    .describe("Keys changed from the revision before; a language's as lang.<code>.<key>"),
  published: z.boolean(),
  restored_from: int().nullable(),
  user_id: int().nullable(),
  user_name: text(),
  created_at: dateTime(),
});

const idParam = z.object({ id: idSchema });
const idsParam = z.object({
  ids: z.string().max(12_000).describe('One id or comma-joined ids (at most 1,000)'),
});

/** The list query of SPEC.md section 7, filters as JSON or deepObject (handle-rest.ts), each filter also accepted as filter_<name>; filters that are not a JSON object are left as sent, for the schema to refuse (400). */
function listQueryOf(query: Record<string, unknown>) {
  const sent = query.filters;
  const parsed =
    typeof sent === 'string'
      ? safeJson(sent)
      : sent && typeof sent === 'object' && !Array.isArray(sent)
        ? (sent as Record<string, unknown>)
        : sent === undefined
          ? {}
          : null;
  if (parsed === null) return query;
  const filters: Record<string, unknown> = { ...parsed };
  for (const [key, value] of Object.entries(query))
    if (key.startsWith('filter_')) filters[key.slice('filter_'.length)] = value;
  return { ...query, filters };
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The REST doors of a back-office resource (SPEC.md section 7 "Admin
 * content", "Admin services"): list, create, edit read, update, delete
 * (comma-joined ids) and, beyond the spec, a publish toggle, bulk publish
 * and unpublish, duplicate as a draft and revisions.
 */
function resourceRoutes(name: ResourceName): RestRoute[] {
  const r: Resource = resources[name];
  const base = r.restPath;
  const tag = r.tag;
  const updateKey = r.restIdParam ?? r.primaryKey;
  const api = (caller: Parameters<RestRoute['handle']>[0]) => caller.admin[name];
  const routes: RestRoute[] = [
    rest({
      method: 'GET',
      path: base,
      auth: 'admin',
      tag,
      summary: `List (${r.permission})`,
      description:
        'Paged, sorted and filtered: page, per_page, sort, order (ASC or DESC), search (name in either language), filters as JSON or filter_<name>.',
      query: r.listQuery,
      response: paged(r.listItem),
      handle: (caller, { query }) =>
        api(caller).list(listQueryOf(query as Record<string, unknown>)),
    }),
    rest({
      method: 'GET',
      path: `${base}/:id/edit`,
      auth: 'admin',
      tag,
      summary: 'One item, with its lang collection',
      params: idParam,
      response: r.record,
      handle: (caller, { params }) => api(caller).get({ id: params.id }),
    }),
    rest({
      method: 'PUT',
      path: `${base}/:${updateKey}`,
      auth: 'admin',
      tag,
      summary: 'Update an item (lang: th required, en optional)',
      params: z.object({ [updateKey]: idSchema }),
      body: r.input,
      response: r.record,
      handle: (caller, { params, body }) =>
        api(caller).update({ ...body, id: (params as Record<string, unknown>)[updateKey] }),
    }),
  ];
  if ('status' in r.fields) {
    routes.push(
      rest({
        method: 'PUT',
        path: `${base}/:id/status`,
        auth: 'admin',
        tag,
        summary: 'Publish or unpublish (status true/false or 1/0)',
        params: idParam,
        body: z.object({ status: booleanInput }),
        response: r.record,
        handle: (caller, { params, body }) =>
          api(caller).setStatus({ id: params.id, status: body.status }),
      }),
    );
  }
  if (publishesInBulk(r)) {
    routes.push(
      rest({
        method: 'POST',
        path: `${base}/bulk-status`,
        auth: 'admin',
        tag,
        summary: `Publish or unpublish several items (${r.permission})`,
        description:
          'Each item that changes gets a revision and an audit entry, all in one transaction; answers how many changed.',
        body: z.object({
          ids: z
            .union([z.array(int()).max(BULK_MAX), z.string().max(12_000)])
            .describe('Ids as an array, or comma-joined (at most 1,000)'),
          status: booleanInput,
        }),
        response: z.object({ changed: int() }),
        handle: (caller, { body }) =>
          api(caller).setStatusMany({ ids: body.ids as number[], status: body.status }),
      }),
    );
  }
  if (r.canCreate && duplicates(r)) {
    routes.push(
      rest({
        method: 'POST',
        path: `${base}/:id/duplicate`,
        auth: 'admin',
        tag,
        summary: 'Duplicate an item as a draft (name suffixed "(copy)", Published off)',
        params: idParam,
        response: r.record,
        status: 201,
        handle: (caller, { params }) => api(caller).duplicate({ id: params.id }),
      }),
    );
  }
  if (keepsRevisions(name)) {
    routes.push(
      rest({
        method: 'GET',
        path: `${base}/:id/revisions`,
        auth: 'admin',
        tag,
        summary: `Revisions of an item, newest first (${r.permission})`,
        params: idParam,
        response: z.object({ data: z.array(revisionSummary) }),
        handle: async (caller, { params }) => ({
          data: await api(caller).revisions({ id: params.id }),
        }),
      }),
      rest({
        method: 'GET',
        path: `${base}/:id/revisions/:revision_id`,
        auth: 'admin',
        tag,
        summary: "One revision, with the item's values then (fields and lang)",
        params: revisionIdParams,
        response: revisionSummary.extend({ data: z.record(z.string(), z.unknown()) }),
        handle: (caller, { params }) =>
          api(caller).revision({ id: params.id, revision_id: params.revision_id }),
      }),
      rest({
        method: 'POST',
        path: `${base}/:id/revisions/:revision_id/restore`,
        auth: 'admin',
        tag,
        summary:
          "Restore a revision's content (a new revision); the Published switch stays as it is",
        params: revisionIdParams,
        response: r.record,
        handle: (caller, { params }) =>
          api(caller).restoreRevision({ id: params.id, revision_id: params.revision_id }),
      }),
    );
  }
  if (r.canCreate) {
    routes.push(
      rest({
        method: 'POST',
        path: base,
        auth: 'admin',
        tag,
        summary: 'Create an item (lang: th required, en optional)',
        body: r.input,
        response: r.record,
        status: 201,
        handle: (caller, { body }) => api(caller).create(body),
      }),
    );
  }
  if (r.canDelete) {
    routes.push(
      rest({
        method: 'DELETE',
        path: `${base}/:ids`,
        auth: 'admin',
        tag,
        summary: 'Delete items no longer in use (the answer names why otherwise)',
        params: idsParam,
        response: z.object({ deleted: int() }),
        handle: (caller, { params }) => api(caller).delete({ ids: params.ids }),
      }),
    );
  }
  return routes;
}

/** Longer collection paths first, so /admin/news/categories is never read as /admin/news/:id. */
export const adminResourceRoutes: RestRoute[] = (Object.keys(resources) as ResourceName[])
  .sort((a, b) => resources[b].restPath.length - resources[a].restPath.length)
  .flatMap(resourceRoutes);
