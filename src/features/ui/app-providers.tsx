'use client';

import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { I18nProvider } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { type Messages, translate } from '@/i18n/translate';
import { Toasts } from '@/features/ui/toasts';
import { theme } from '@/theme';

/**
 * What the interactive parts of the site run in: the language's messages,
 * Mantine and the toasts. tRPC is added by what uses it (the back office,
 * src/features/layout/member-flow-layout.tsx, the member area, the lazy request forms), so pages
 * that only show content carry no tRPC client. The pages that need them (every public page
 * but home, the back office, the member dialogs) mount it; the home page and
 * the public header and footer are plain server-rendered HTML and do not, so
 * they load none of this (docs/performance.md).
 */
export function AppProviders({
  language,
  messages,
  children,
}: {
  language: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  // Mantine's own labels are English: every PasswordInput (member and admin) gets its show-password
  // toggle's accessible name in the page's language here, so no form can forget it.
  const showPassword = translate(messages, language, 'auth.show_password');
  const localTheme = useMemo(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        PasswordInput: {
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPassword } },
        },
      },
    }),
    [showPassword],
  );
  // The theme's CSS variables and global classes are in src/app/mantine-theme.css, a cached stylesheet,
  // not a <style> tag in every page (scripts/mantine-theme-css.ts).
  return (
    <I18nProvider language={language} messages={messages}>
      <MantineProvider
        theme={localTheme}
        defaultColorScheme="light"
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <Toasts />
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
