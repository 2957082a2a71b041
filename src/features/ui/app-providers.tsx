'use client';

import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/translate';
import { Toasts } from '@/features/ui/toasts';
import { theme } from '@/theme';

/**
 * What the interactive parts of the site run in: the language's messages,
 * Mantine and the toasts. tRPC is added by what uses it (the back office,
 * src/trpc/layout.tsx, the member area, the lazy request forms), so pages
 * that only show content carry no tRPC client. The pages that need them (every public page
 * but home, the back office, the member dialogs) mount it; the home page and
 * the public header and footer are plain server-rendered HTML and do not, so
 * they load none of this (README: "Performance").
 */
export function AppProviders({ language, messages, children }: { language: Locale; messages: Messages; children: ReactNode }) {
  return (
    <I18nProvider language={language} messages={messages}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Toasts />
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
