import type { Resource } from '@/lib/admin/resource';
import { keepsRevisions } from '@/lib/admin/revisions';

/**
 * Bulk and repeat work (docs/policies/bulk-autosave-preview.md). A list offers
 * bulk publish and unpublish when its items have a Published switch (a
 * `status` field without labels of its own: a member's status is an account's,
 * not a publication, and turning members off stays one by one, confirmed).
 */
export function publishesInBulk(resource: Resource): boolean {
  const status = resource.fields.status;
  return !!status && !status.optionKey;
}

/** Content a staff member may duplicate as a draft: what keeps revisions and can be created. */
export function duplicates(resource: Resource): boolean {
  return keepsRevisions(resource.name) && resource.canCreate !== false;
}

/** At most this many items per bulk publish or unpublish (as per bulk delete). */
export const BULK_MAX = 1000;

/** Resources whose public page shows a preview of a form's unsaved values (src/server/preview/preview-content.ts). */
export function previewsUnsaved(name: string): boolean {
  return name === 'news' || name === 'portfolios';
}
