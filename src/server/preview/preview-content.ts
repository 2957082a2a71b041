import { type Locale, languageIds, locales } from '@/i18n/locales';
import type { Fields } from '@/lib/admin/fields';
import type { Resource } from '@/lib/admin/resource';
import { news } from '@/lib/admin/resources/news';
import { portfolios } from '@/lib/admin/resources/portfolios-banners';
import { db } from '@/server/db';
import type { PreviewGrant } from '@/server/preview/preview-token';
import { type NewsRowOf, newsService } from '@/server/services/news-service';
import { type PortfolioRowOf, portfolioService } from '@/server/services/portfolio-service';
import { previewDraftService } from '@/server/services/preview-draft-service';
import { columns } from '@/server/services/resources/resource-service';

type Data = Record<string, unknown>;
type Translated = { languageId: number };

/**
 * The row as it would be saved with the form's values (kept for a preview of unsaved edits):
 * the values checked again as a save checks them, laid over the saved row; a language left
 * empty has no row, so the page falls back to Thai as it will after the save.
 */
function overlaid<T extends { translations: Translated[] }>(
  row: T,
  resource: Resource,
  values: Data | null,
): T {
  const parsed = values ? resource.input.safeParse(values) : null;
  if (!parsed?.success) return row;
  const input = parsed.data as Data;
  const entries = (input.lang ?? {}) as Record<string, Data | undefined>;
  const translations = locales.flatMap((code) => {
    const entry = entries[code];
    if (!entry) return [];
    const saved = row.translations.find((t) => t.languageId === languageIds[code]);
    return [
      { ...saved, ...columns(resource.lang as Fields, entry), languageId: languageIds[code] },
    ];
  });
  return { ...row, ...columns(resource.fields, input), translations } as T;
}

const draftOf = (grant: PreviewGrant | null) =>
  grant?.draft ? previewDraftService(db).read(grant) : Promise.resolve(null);

/** An item as its public page shows it, whatever its Published switch and date (a staff preview only), with the previewed unsaved values when the grant names some. */
export const previewContent = {
  news: async (id: number, locale: Locale, grant: PreviewGrant | null = null) => {
    const values = await draftOf(grant);
    const service = newsService(db);
    return service.detail(id, locale, new Date(), true, async (row) => {
      const next: NewsRowOf = overlaid(row, news, values);
      if (next.newsCategoryId === row.newsCategoryId) return next;
      const category = await service.category(next.newsCategoryId);
      return category ? { ...next, category } : row;
    });
  },
  portfolios: async (id: number, locale: Locale, grant: PreviewGrant | null = null) => {
    const values = await draftOf(grant);
    return portfolioService(db).detail(id, locale, new Date(), true, (row: PortfolioRowOf) =>
      overlaid(row, portfolios, values),
    );
  },
};
