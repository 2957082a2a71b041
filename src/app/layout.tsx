import '@fontsource-variable/noto-sans-thai';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './globals.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Metadata } from 'next';
import { I18nProvider } from 'next-i18next/client';
import { getResources, getT, initServerI18next } from 'next-i18next/server';
import type { ReactNode } from 'react';
import i18nConfig from '../../next-i18next.config.js';
import { messages } from '@/i18n/locales';
import { theme } from '@/theme';
import { TRPCReactProvider } from '@/trpc/react';

// Messages are bundled (src/i18n/locales/<lng>/index.ts), not loaded from disk.
initServerI18next({ ...i18nConfig, resources: { th: { common: messages.th }, en: { common: messages.en } } });

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return {
    title: { default: t('site_name'), template: `%s | ${t('site_name')}` },
    description: t('site_tagline'),
    metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { i18n, lng } = await getT();
  return (
    <html lang={lng} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <I18nProvider language={lng} resources={getResources(i18n)}>
          <MantineProvider theme={theme} defaultColorScheme="light">
            <Notifications position="bottom-right" autoClose={3000} />
            <TRPCReactProvider>{children}</TRPCReactProvider>
          </MantineProvider>
        </I18nProvider>
      </body>
    </html>
  );
}
