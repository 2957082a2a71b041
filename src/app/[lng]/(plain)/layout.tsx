import '@/features/ui/mantine-base-styles';
import type { ReactNode } from 'react';
import { PublicFrame } from '@/features/layout/public-frame';

/**
 * Public pages rendered as plain server HTML without AppProviders (Mantine,
 * the dictionary, toasts): the home page and a news item. They load only the
 * framework and a few small islands, and Mantine's base CSS instead of all of
 * it (docs/performance.md). Cached like the other public pages.
 */
export const revalidate = 300;

export default function PlainLayout({ children }: { children: ReactNode }) {
  return <PublicFrame>{children}</PublicFrame>;
}
