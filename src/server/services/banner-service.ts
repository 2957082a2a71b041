import type { Locale } from '@/i18n/locales';
import { safeLinkOrNull } from '@/lib/safe-link';
import type { BannerCategory } from '@/lib/schemas/content';
import type { Db } from '@/server/db';
import { type ContentImage, imageOf, type LangRows } from '@/server/services/content-shared';
import { pickTranslation } from '@/server/services/translations';

export interface BannerItem extends ContentImage {
  id: number;
  category: string;
  name: string;
  description: string | null;
  linkUrl: string | null;
  translations?: LangRows;
}

/** Home page banners (GET /banners/?category=…). */
export function bannerService(db: Db) {
  return {
    /** Enabled banners of a category inside their optional date window, in their sort order. */
    async list(category: BannerCategory, locale: Locale, now = new Date()): Promise<BannerItem[]> {
      const rows = await db.banner.findMany({
        where: {
          category,
          status: true,
          AND: [
            { OR: [{ startDate: null }, { startDate: { lte: now } }] },
            { OR: [{ endDate: null }, { endDate: { gte: now } }] },
          ],
        },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        include: { translations: true },
      });
      return rows.map((row) => {
        const tr = pickTranslation(row.translations, locale);
        return {
          id: row.id,
          category: row.category,
          name: tr?.name ?? '',
          description: tr?.description ?? null,
          linkUrl: safeLinkOrNull(row.linkUrl),
          ...imageOf(row.translations, locale),
          translations: row.translations,
        };
      });
    },
  };
}
