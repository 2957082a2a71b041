import '@fontsource-variable/noto-sans-thai';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../globals.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { I18nProvider } from 'next-i18next/client';
import { getResources, initServerI18next } from 'next-i18next/server';
import type { ReactNode } from 'react';
import i18nConfig from '../../../next-i18next.config.js';
import { isLocale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { getPageT } from '@/i18n/server';
import { Toasts } from '@/features/ui/toasts';
import { theme } from '@/theme';
import { TRPCReactProvider } from '@/trpc/react';

// Messages are bundled (src/i18n/locales/<lng>/index.ts), not loaded from disk.
initServerI18next({ ...i18nConfig, resources: { th: { common: messages.th }, en: { common: messages.en } } });

/**
 * Each language of each page is rendered on its first visit and then served
 * from the page cache; nothing is prerendered at build time, so the build
 * needs no database. The proxy picks the language (README: "Languages and
 * caching").
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  return {
    title: { default: t('site_name'), template: `%s | ${t('site_name')}` },
    description: t('site_tagline'),
    keywords: t('site_keywords'),
    openGraph: {
      type: 'website',
      siteName: t('site_name'),
      locale: locale === 'th' ? 'th_TH' : 'en_GB',
      alternateLocale: locale === 'th' ? 'en_GB' : 'th_TH',
      images: [{ url: '/images/demo/banner-1.jpg', width: 1600, height: 600 }],
    },
    metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
    icons: { icon: '/icon.svg' },
  };
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ lng: string }> }) {
  const { lng } = await params;
  if (!isLocale(lng)) notFound();
  const { i18n } = await getPageT();
  return (
    <html lang={lng} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <I18nProvider language={lng} resources={getResources(i18n, undefined, [lng])}>
          <MantineProvider theme={theme} defaultColorScheme="light">
            <Toasts />
            <TRPCReactProvider>{children}</TRPCReactProvider>
          </MantineProvider>
        </I18nProvider>
      </body>
    </html>
  );
}
