import { type Locale, languageIds } from '@/i18n/locales';

/**
 * Picks the row of the requested language from an entity's per-language rows,
 * falling back to Thai (the main language), then to any row.
 */
export function pickTranslation<T extends { languageId: number }>(rows: readonly T[], locale: Locale): T | undefined {
  return rows.find((r) => r.languageId === languageIds[locale]) ?? rows.find((r) => r.languageId === languageIds.th) ?? rows[0];
}

/** Lookups keep name_th and name_en; this returns the one of the locale. */
export function localName(row: { nameTh: string; nameEn: string }, locale: Locale): string {
  return locale === 'en' ? row.nameEn || row.nameTh : row.nameTh;
}
