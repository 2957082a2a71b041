// Mantine's styles come with each layout: all of them where Mantine components render
// (src/features/ui/mantine-styles.ts), only its base on the home page (mantine-base-styles.ts).
import '../mantine-theme.css';
import '../globals.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { initServerI18next } from 'next-i18next/server';
import type { ReactNode } from 'react';
import i18nConfig from '../../../next-i18next.config.js';
import { notoSansThai, notoSansThaiLatin, notoSansThaiLatinExt } from '../fonts';
import { isLocale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { getPageT } from '@/i18n/server';
import { AppReady } from '@/features/layout/app-ready';
import { ChunkReload } from '@/features/layout/chunk-reload';
import { I18nProvider } from '@/i18n/client';
import { shellMessages } from '@/i18n/shell-messages';
import { siteUrl } from '@/server/site-url';

// Messages are bundled (src/i18n/locales/<lng>/index.ts), not loaded from disk.
initServerI18next({
  ...i18nConfig,
  resources: { th: { common: messages.th }, en: { common: messages.en } },
});

/**
 * Each language of each page is rendered on its first visit and then served
 * from the page cache; nothing is prerendered at build time, so the build
 * needs no database. The proxy picks the language (docs/architecture.md, "Languages and
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
    metadataBase: new URL(siteUrl()),
    icons: { icon: '/icon.svg' },
  };
}

/**
 * The document. It holds no Mantine, tRPC or dictionary on purpose: the home
 * page and the public header and footer are plain HTML with a few small
 * islands that need only the shell's messages; pages with interactive parts
 * mount AppProviders in their own layout (docs/performance.md).
 */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lng: string }>;
}) {
  const { lng } = await params;
  if (!isLocale(lng)) notFound();
  return (
    <html
      lang={lng}
      data-mantine-color-scheme="light"
      suppressHydrationWarning
      className={`${notoSansThai.className} ${notoSansThaiLatin.className} ${notoSansThaiLatinExt.className}`}
    >
      <body>
        <ChunkReload />
        <I18nProvider language={lng} messages={shellMessages(lng)}>
          {children}
        </I18nProvider>
        <AppReady />
      </body>
    </html>
  );
}
