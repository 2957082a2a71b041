import '@/features/ui/mantine-base-styles';
import type { ReactNode } from 'react';
import { PublicFrame } from '@/features/layout/public-frame';
import { boundBySchedule } from '@/server/cache/schedule-bound';

/**
 * Public pages rendered as plain server HTML without AppProviders (Mantine,
 * the dictionary, toasts): the home page and a news item. They load only the
 * framework and a few small islands, and Mantine's base CSS instead of all of
 * it (docs/performance.md). Cached like the other public pages, and no longer
 * than until the next scheduled change (schedule-bound.ts).
 */
export const revalidate = 300;

export default async function PlainLayout({ children }: { children: ReactNode }) {
  await boundBySchedule();
  return <PublicFrame>{children}</PublicFrame>;
}
