import type { Locale } from '@/i18n/locales';
import { db } from '@/server/db';
import { newsService } from '@/server/services/news-service';
import { portfolioService } from '@/server/services/portfolio-service';

/** An item as its public page shows it, whatever its Published switch and date (a staff preview only). */
export const previewContent = {
  news: (id: number, locale: Locale) => newsService(db).detail(id, locale, new Date(), true),
  portfolios: (id: number, locale: Locale) =>
    portfolioService(db).detail(id, locale, new Date(), true),
};
