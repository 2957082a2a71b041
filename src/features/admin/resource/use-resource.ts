'use client';

import type { ResourceName } from '@/lib/admin/resources';
import { api } from '@/trpc/react';

/**
 * The tRPC hooks of a resource (api.admin.<name>). Every resource router has
 * the same procedures (src/server/api/routers/admin/resource-router.ts), so one type
 * serves them all.
 */
export type ResourceHooks = typeof api.admin.news;

export function useResourceApi(name: ResourceName | string): ResourceHooks {
  return (api.admin as unknown as Record<string, ResourceHooks>)[name]!;
}

/** The hooks of every resource's invalidation (after a save, lists and selects refresh). */
export function useResourceUtils(name: ResourceName | string) {
  const utils = api.useUtils();
  return (utils.admin as unknown as Record<string, typeof utils.admin.news>)[name]!;
}
