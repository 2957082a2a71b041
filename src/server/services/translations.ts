import { type Locale, languageIds } from '@/i18n/locales';

/**
 * Picks the row of the requested language from an entity's per-language rows,
 * falling back to Thai (the main language), then to any row.
 */
export function pickTranslation<T extends { languageId: number }>(
  rows: readonly T[],
  locale: Locale,
): T | undefined {
  return (
    rows.find((r) => r.languageId === languageIds[locale]) ??
    rows.find((r) => r.languageId === languageIds.th) ??
    rows[0]
  );
}

/** Lookups keep name_th and name_en; this returns the one of the locale. */
export function localName(row: { nameTh: string; nameEn: string }, locale: Locale): string {
  return locale === 'en' ? row.nameEn || row.nameTh : row.nameTh;
}

/**
 * The course name a registration recorded, in the locale: each language's
 * snapshot taken at registration, falling back to the Thai one, then to the
 * name stored in the registration's own language (older rows).
 */
export function registeredCourseName(
  row: { courseName: string; courseNameTh?: string | null; courseNameEn?: string | null },
  locale: Locale,
): string {
  return (locale === 'en' ? row.courseNameEn : null) || row.courseNameTh || row.courseName;
}

/** The per-language course name snapshot of a new registration, from the training's rows: Thai always (any row, else `fallback`), English when there is an English row. */
export function courseNameSnapshots(
  rows: readonly { languageId: number; name: string }[],
  fallback: string,
): { courseNameTh: string; courseNameEn: string | null } {
  const own = (locale: Locale) =>
    rows.find((r) => r.languageId === languageIds[locale])?.name || null;
  return { courseNameTh: own('th') ?? rows[0]?.name ?? fallback, courseNameEn: own('en') };
}
