import '@/features/ui/mantine-public-styles';
import type { ReactNode } from 'react';
import { PublicFrame } from '@/features/layout/public-frame';
import { AppProviders } from '@/features/ui/app-providers';
import { browseMessages } from '@/i18n/messages';
import { getPageT } from '@/i18n/server';
import { boundBySchedule } from '@/server/cache/schedule-bound';

/**
 * Public pages are prerendered per language and served from the cache,
 * regenerated at most every 5 minutes and at once when staff change content
 * (src/server/cache/public-pages.ts), and no later than the next scheduled
 * change (a news item's publication date, a banner's window: schedule-bound.ts). Their content may hold forms and
 * Mantine components, so it runs in AppProviders; the header and footer
 * around it do not need them.
 */
export const revalidate = 300;

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { locale } = await getPageT();
  await boundBySchedule();
  return (
    <PublicFrame>
      <AppProviders language={locale} messages={browseMessages[locale]}>
        {children}
      </AppProviders>
    </PublicFrame>
  );
}
