import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';
import { FloatingButtons } from '@/features/layout/floating-buttons';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';

/**
 * Public pages are prerendered per language and served from the cache,
 * regenerated at most every 5 minutes and at once when staff change content
 * (src/server/cache/public-pages.ts).
 */
export const revalidate = 300;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader nonDegreeUrl={siteConfig.nonDegreeUrl} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
      <FloatingButtons chatUrl={siteConfig.chatUrl} />
    </>
  );
}
