import type { Locale } from '@/i18n/locales';
import { pickTranslation } from '@/server/services/translations';

/** A card of the in-house training and service lists. */
export interface OfferingCard {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/** A detail page's item: the card plus rich text and SEO fields. */
export interface OfferingDetail extends OfferingCard {
  body: string | null;
  seo: { metaTitle: string | null; metaDescription: string | null; metaKeyword: string | null };
}

type Translated = {
  languageId: number;
  name: string;
  description: string | null;
  body: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeyword: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
};
type Row = { id: number; categoryId: number; translations: Translated[]; category: { translations: { languageId: number; name: string }[] } };

export function toOfferingCard(row: Row, locale: Locale): OfferingCard {
  const tr = pickTranslation(row.translations, locale);
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: pickTranslation(row.category.translations, locale)?.name ?? '',
    name: tr?.name ?? '',
    description: tr?.description ?? null,
    imageUrl: tr?.imageUrl ?? null,
    imageWidth: tr?.imageWidth ?? null,
    imageHeight: tr?.imageHeight ?? null,
  };
}

export function toOfferingDetail(row: Row, locale: Locale): OfferingDetail {
  const tr = pickTranslation(row.translations, locale);
  return {
    ...toOfferingCard(row, locale),
    body: tr?.body ?? null,
    seo: { metaTitle: tr?.metaTitle ?? null, metaDescription: tr?.metaDescription ?? null, metaKeyword: tr?.metaKeyword ?? null },
  };
}

export function paged<T>(items: T[], total: number, page: number, perPage: number) {
  return { items, total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
