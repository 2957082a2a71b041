import { type Locale, languageIds } from '@/i18n/locales';

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
