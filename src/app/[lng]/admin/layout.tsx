import '@/features/ui/mantine-styles';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/features/ui/app-providers';
import { messages } from '@/i18n/messages';
import { getPageT } from '@/i18n/server';
import { TRPCReactProvider } from '@/trpc/react';

/** The back office depends on who is signed in: always rendered per request, never cached. */
export const dynamic = 'force-dynamic';

/** Back-office pages are titled "<page> | Back office", not with the public site's name. */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  const name = t('admin_shell.back_office');
  return { title: { default: name, template: `%s | ${name}` } };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { locale } = await getPageT();
  return (
    <AppProviders language={locale} messages={messages[locale]}>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </AppProviders>
  );
}
