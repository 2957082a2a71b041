import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';
import { FloatingButtons } from '@/features/layout/floating-buttons';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';

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
