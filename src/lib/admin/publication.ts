import { z } from '@/lib/zod';
import { field } from '@/lib/admin/fields';

/**
 * Where a dated content item stands on the public site
 * (docs/policies/drafts-revisions-audit.md): a draft (never published),
 * scheduled (published from a moment still ahead), published (shown now),
 * unpublished (switched off after having been published) or ended (a
 * banner past its end).
 */
export const publicationStates = [
  'draft',
  'scheduled',
  'published',
  'unpublished',
  'ended',
] as const;
export type PublicationState = (typeof publicationStates)[number];

/** The dates that decide when each dated resource shows: from `start` (and until `end`). */
export const schedules: Record<string, { start: string; end?: string }> = {
  news: { start: 'published_at' },
  portfolios: { start: 'published_at' },
  banners: { start: 'start_date', end: 'end_date' },
};

/** The list's column and filter of that state, computed by the resource service (never stored). */
export const publicationField = () =>
  field.readonly({
    label: 'admin_safety.publication',
    values: publicationStates,
    // The list shows it; the form has the Published switch and the dates that make it.
    notInForm: true,
    answer: z.enum(publicationStates).nullable(),
  });

/** An item's state now, from its switch, its dates and whether it was ever published. */
export function publicationStateOf(
  resource: string,
  values: Record<string, unknown>,
  everPublished: boolean,
  now = new Date(),
): PublicationState {
  if (!values.status) return everPublished ? 'unpublished' : 'draft';
  const schedule = schedules[resource];
  const at = (key: string | undefined) => {
    const v = key ? values[key] : null;
    return v ? new Date(v as string | Date) : null;
  };
  const start = at(schedule?.start);
  const end = at(schedule?.end);
  if (start && start > now) return 'scheduled';
  if (end && end < now) return 'ended';
  return 'published';
}
