import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';
import { FloatingButtons } from '@/features/layout/floating-buttons';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';

/** Header, main landmark, footer and the floating buttons of every public page (SPEC.md section 9). */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader nonDegreeUrl={siteConfig.nonDegreeUrl} />
      <main id="main" style={{ flex: 1 }}>
        {children}
      </main>
      <SiteFooter />
      <FloatingButtons chatUrl={siteConfig.chatUrl} />
    </>
  );
}
