'use client';

import type { DecorateRouterRecord } from '@trpc/react-query';
import type { DecoratedProcedureUtilsRecord } from '@trpc/react-query/shared';
import type { ResourceName } from '@/lib/admin/resources';
import type { AnyResourceRouter } from '@/server/api/routers/admin/resource-router';
import { api } from '@/trpc/react';

type Def = AnyResourceRouter['_def'];

/**
 * The tRPC hooks of any resource (api.admin.<name>). Every resource router
 * has the same procedures (src/server/api/routers/admin/resource-router.ts);
 * each one's records are typed from its declaration (api.admin.news.get
 * answers RecordOf<typeof news>), and all of them are records of any
 * resource, read field by field, which is what the generic list and form do.
 */
export type ResourceHooks = DecorateRouterRecord<Def['_config']['$types'], Def['record']>;
type ResourceUtils = DecoratedProcedureUtilsRecord<Def['_config']['$types'], Def['record']>;

export function useResourceApi(name: ResourceName): ResourceHooks {
  const hooks: ResourceHooks = api.admin[name];
  return hooks;
}

/** The hooks of every resource's invalidation (after a save, lists and selects refresh). */
export function useResourceUtils(name: ResourceName): ResourceUtils {
  const utils: ResourceUtils = api.useUtils().admin[name];
  return utils;
}
