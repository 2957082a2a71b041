import type { ReactNode } from 'react';
import { PublicFrame } from '@/features/layout/public-frame';

/**
 * The home page: plain server-rendered HTML without AppProviders, so it loads
 * only the framework and a few small islands (README: "Performance"). Cached
 * like the other public pages.
 */
export const revalidate = 300;

export default function HomeLayout({ children }: { children: ReactNode }) {
  return <PublicFrame>{children}</PublicFrame>;
}
