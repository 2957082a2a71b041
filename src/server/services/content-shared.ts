import { type Locale, languageIds } from '@/i18n/locales';
import { pickTranslation } from '@/server/services/translations';

/** The SEO fields of SPEC.md section 3 as pages put them in their metadata. */
export interface Seo {
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeyword: string | null;
}

export interface ContentImage {
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

type SeoRow = Partial<Record<keyof Seo, string | null>>;
type ImageRow = Partial<Record<keyof ContentImage, string | number | null>>;

export function seoOf(tr: SeoRow | undefined): Seo {
  return {
    metaTitle: tr?.metaTitle ?? null,
    metaDescription: tr?.metaDescription ?? null,
    metaKeyword: tr?.metaKeyword ?? null,
  };
}

/**
 * The image of an item in `locale`, falling back as its text does: a
 * language's own image overrides the main (Thai) one; without one, the Thai
 * image is shown, then any language's.
 */
export function imageOf(
  rows: readonly (ImageRow & { languageId: number })[],
  locale: Locale,
): ContentImage {
  const has = (r: ImageRow | undefined) => !!r?.imageUrl;
  const tr =
    rows.find((r) => r.languageId === languageIds[locale] && has(r)) ??
    rows.find((r) => r.languageId === languageIds.th && has(r)) ??
    rows.find(has);
  return {
    imageUrl: (tr?.imageUrl as string | null | undefined) ?? null,
    imageWidth: (tr?.imageWidth as number | null | undefined) ?? null,
    imageHeight: (tr?.imageHeight as number | null | undefined) ?? null,
  };
}

/**
 * The per-language rows of an item, passed along with its result so the
 * REST door can answer `?with=lang` (SPEC.md section 3 "Translated items").
 */
export type LangRows = readonly { languageId: number }[];

/** A category's row with its names in each language. */
type CategoryRow = { id: number; translations: readonly { languageId: number; name: string }[] };

/** A category as a list's filter offers it (news, public, in-house and service categories alike). */
export function categoryOf(row: CategoryRow, locale: Locale): { id: number; name: string } {
  return { id: row.id, name: pickTranslation(row.translations, locale)?.name ?? '' };
}

/** An item's row as every public card reads it: its names, descriptions and images per language, and its category's names. */
type CardRow = {
  id: number;
  translations: readonly (ImageRow & {
    languageId: number;
    name: string;
    description: string | null;
  })[];
  category: { translations: readonly { languageId: number; name: string }[] };
};

/**
 * The part of a public card every kind shares (news, public trainings,
 * in-house trainings, services): name and description in the locale, the
 * category's name, the image, and every language's row for `?with=lang`.
 * `fallbackName` stands when no language names the item.
 */
export function cardOf<R extends CardRow>(
  row: R,
  categoryId: number,
  locale: Locale,
  fallbackName = '',
) {
  const tr = pickTranslation(row.translations, locale);
  return {
    id: row.id,
    categoryId,
    categoryName: pickTranslation(row.category.translations, locale)?.name ?? '',
    name: tr?.name ?? fallbackName,
    description: tr?.description ?? null,
    ...imageOf(row.translations, locale),
    translations: row.translations as R['translations'],
  };
}
