import { getT } from 'next-i18next/server';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/**
 * The translator and language of the page being rendered. The language is
 * the `[lng]` route segment the proxy rewrites every clean URL to, so pages
 * stay statically renderable per language.
 */
export async function getPageT() {
  const { t, lng, i18n } = await getT();
  const locale: Locale = isLocale(lng) ? lng : defaultLocale;
  return { t, locale, i18n };
}
