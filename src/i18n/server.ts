import { notFound } from 'next/navigation';
import { lng as lngParam } from 'next/root-params';
import { getT } from 'next-i18next/server';
import { isLocale, type Locale } from '@/i18n/locales';

/**
 * The translator and language of the page being rendered. The language is
 * the `[lng]` route segment the proxy rewrites every clean URL to, so pages
 * stay statically renderable per language; any other first segment (a
 * request for a missing file, say) is a 404.
 */
export async function getPageT() {
  const lng: unknown = await lngParam();
  if (!isLocale(lng)) notFound();
  const locale: Locale = lng;
  const { t, i18n } = await getT('common', { lng: locale });
  return { t, locale, i18n };
}
