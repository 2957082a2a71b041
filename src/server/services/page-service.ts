import type { Locale } from '@/i18n/locales';
import type { Db } from '@/server/db';
import { imageOf, seoOf } from '@/server/services/content-shared';
import { pickTranslation } from '@/server/services/translations';

/** Static content pages (about-us, privacy-policy) kept per language in the Page table. */
export function pageService(db: Db) {
  return {
    /** The page in the locale; null when it does not exist. */
    async bySlug(slug: string, locale: Locale) {
      const row = await db.page.findUnique({ where: { slug }, include: { translations: true } });
      if (!row) return null;
      const tr = pickTranslation(row.translations, locale);
      if (!tr) return null;
      return {
        slug: row.slug,
        name: tr.name,
        body: tr.body,
        updatedAt: row.updatedAt,
        seo: seoOf(tr),
        ...imageOf(row.translations, locale),
      };
    },
  };
}
