import { createInstance, type TFunction } from 'i18next';
import { type Locale, locales } from '@/i18n/locales';
import { messages } from '@/i18n/messages';

/**
 * A translator for code outside React (API errors, e-mail), over the same
 * locale files the pages use.
 */
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(locales.map((l) => [l, { common: messages[l] }])),
  lng: 'th',
  fallbackLng: 'th',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

export function translator(locale: Locale): TFunction {
  return i18n.getFixedT(locale, 'common');
}

/** Translates `key` when it is a message key, otherwise returns it unchanged. */
export function translateIfKey(
  locale: Locale,
  key: string,
  options?: Record<string, unknown>,
): string {
  // With a count, a key may exist only in its plural forms (key_one, key_other).
  return i18n.exists(key, { ...options, lng: locale, ns: 'common' })
    ? (translator(locale)(key, options) as string)
    : key;
}
