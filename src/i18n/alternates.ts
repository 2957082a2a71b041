import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';

/**
 * Canonical URL and hreflang alternates of a public page. The clean URL is
 * the Thai page for crawlers (no cookie means Thai); `/en/...` is the English
 * one. `path` starts with a slash and carries no language.
 */
export function alternatesFor(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const clean = path === '/' ? '' : path;
  const th = clean || '/';
  const en = `/en${clean}`;
  return { canonical: locale === 'en' ? en : th, languages: { th, en, 'x-default': th } };
}
