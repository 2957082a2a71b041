'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type Locale } from '@/i18n/locales';
import { type ClientT, type Messages, translate } from '@/i18n/translate';

const I18nContext = createContext<{ language: Locale; messages: Messages } | null>(null);

/** Gives client components the page's language and its messages (AppProviders). */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Adds message groups to those of the enclosing I18nProvider, for a part of
 * the site that shows more than the pages around it (the member flows).
 */
export function MoreMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('MoreMessages needs an I18nProvider (AppProviders)');
  const value = useMemo(
    () => ({ language: ctx.language, messages: { ...ctx.messages, ...messages } }),
    [ctx, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t` and the language of the page, in the shape of i18next's useT. */
export function useT(): { t: ClientT; i18n: { language: Locale } } {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useT needs an I18nProvider (AppProviders)');
  const { language, messages } = ctx;
  const t = useCallback<ClientT>(
    (key, options) => translate(messages, language, key, options),
    [messages, language],
  );
  return useMemo(() => ({ t, i18n: { language } }), [t, language]);
}

/** `load` run once per language and its promise kept: what React's `use()` needs to read it while rendering. */
export function oncePerLanguage<T>(
  load: (language: Locale) => Promise<T>,
): (language: Locale) => Promise<T> {
  const loaded = new Map<Locale, Promise<T>>();
  return (language) => {
    if (!loaded.has(language)) loaded.set(language, load(language));
    return loaded.get(language)!;
  };
}

/** One language's messages, loaded on demand by islands that open client-only UI on a page without AppProviders. */
export function loadMessages(language: Locale): Promise<Messages> {
  return (language === 'en' ? import('@/i18n/locales/en') : import('@/i18n/locales/th')).then(
    (m) => m.default as Messages,
  );
}
