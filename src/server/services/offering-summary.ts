import type { Locale } from '@/i18n/locales';
import { cardOf, type LangRows } from '@/server/services/content-shared';
import { pickTranslation } from '@/server/services/translations';

/** An in-house training or a service as its list shows it (the UI draws it as an OfferingCard). */
export interface OfferingSummary {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** Every language's row, for `?with=lang` (stripped unless asked, src/server/api/lang-rows.ts). */
  translations?: LangRows;
}

/** A detail page's item: the summary plus rich text and SEO fields. */
export interface OfferingDetail extends OfferingSummary {
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
type Row = {
  id: number;
  categoryId: number;
  translations: Translated[];
  category: { translations: { languageId: number; name: string }[] };
};

export function toOfferingSummary(row: Row, locale: Locale): OfferingSummary {
  return cardOf(row, row.categoryId, locale);
}

export function toOfferingDetail(row: Row, locale: Locale): OfferingDetail {
  const tr = pickTranslation(row.translations, locale);
  return {
    ...toOfferingSummary(row, locale),
    body: tr?.body ?? null,
    seo: {
      metaTitle: tr?.metaTitle ?? null,
      metaDescription: tr?.metaDescription ?? null,
      metaKeyword: tr?.metaKeyword ?? null,
    },
  };
}
