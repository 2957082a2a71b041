import type { Prisma } from '@/generated/sqlite/client';
import type { Locale } from '@/i18n/locales';
import { languageIds } from '@/i18n/locales';
import type { Paged } from '@/lib/schemas/common';
import type { PortfolioListQuery } from '@/lib/schemas/content';
import type { Db } from '@/server/db';
import {
  type ContentImage,
  imageOf,
  type LangRows,
  type Seo,
  seoOf,
} from '@/server/services/content-shared';
import { paginate } from '@/server/services/paginate';
import { pickTranslation } from '@/server/services/translations';
import { textSearchWhere } from '@/server/services/text-search';

/** A portfolio row as the detail reads it. */
export type PortfolioRowOf = Prisma.PortfolioGetPayload<{ include: { translations: true } }>;

export interface PortfolioCard extends ContentImage {
  id: number;
  name: string;
  description: string | null;
  publishedAt: Date;
  viewCount: number;
  translations?: LangRows;
}

export interface PortfolioDetail extends PortfolioCard {
  body: string | null;
  seo: Seo;
}

const newest = [{ publishedAt: 'desc' as const }, { id: 'desc' as const }];

/** The centre's portfolio for the public site: published items only. */
export function portfolioService(db: Db) {
  const published = (now: Date) => ({ status: true, publishedAt: { lte: now } });

  return {
    /** GET /portfolios (page, filter_keyword), newest first. */
    async list(
      query: PortfolioListQuery,
      locale: Locale,
      now = new Date(),
    ): Promise<Paged<PortfolioCard>> {
      const where = {
        ...published(now),
        ...(await textSearchWhere(
          db,
          {
            table: 'portfolio_translations',
            idColumn: 'portfolio_id',
            columns: ['name'],
            languageId: languageIds[locale],
          },
          query.filter_keyword,
          (name) => ({ translations: { some: { languageId: languageIds[locale], name } } }),
        )),
      };
      return paginate(
        query,
        () => db.portfolio.count({ where }),
        (window) =>
          db.portfolio.findMany({
            where,
            orderBy: newest,
            include: { translations: true },
            ...window,
          }),
        (rows) => rows.map((r) => toCard(r, locale)),
      );
    },

    /** GET /portfolios/latest, optionally leaving one item out (the one being read). */
    async latest(
      limit: number,
      locale: Locale,
      excludeId?: number,
      now = new Date(),
    ): Promise<PortfolioCard[]> {
      const rows = await db.portfolio.findMany({
        where: { ...published(now), ...(excludeId ? { id: { not: excludeId } } : {}) },
        orderBy: newest,
        take: limit,
        include: { translations: true },
      });
      return rows.map((r) => toCard(r, locale));
    },

    /** GET /portfolios/{id}; null when unknown or unpublished. */
    /** `preview`: a staff preview (docs/policies/drafts-revisions-audit.md) shows a draft or scheduled item too. */
    async detail(
      id: number,
      locale: Locale,
      now = new Date(),
      preview = false,
      overlay?: (row: PortfolioRowOf) => PortfolioRowOf,
    ): Promise<PortfolioDetail | null> {
      const found = await db.portfolio.findFirst({
        where: preview ? { id } : { id, ...published(now) },
        include: { translations: true },
      });
      if (!found) return null;
      // A preview of unsaved edits (src/server/preview) lays the form's values over the saved row.
      const row = overlay ? overlay(found) : found;
      const tr = pickTranslation(row.translations, locale);
      return { ...toCard(row, locale), body: tr?.body ?? null, seo: seoOf(tr) };
    },
  };
}

type Row = {
  id: number;
  publishedAt: Date;
  viewCount: number;
  translations: {
    languageId: number;
    name: string;
    description: string | null;
    imageUrl: string | null;
    imageWidth: number | null;
    imageHeight: number | null;
  }[];
};

function toCard(row: Row, locale: Locale): PortfolioCard {
  const tr = pickTranslation(row.translations, locale);
  return {
    id: row.id,
    name: tr?.name ?? '',
    description: tr?.description ?? null,
    publishedAt: row.publishedAt,
    viewCount: row.viewCount,
    ...imageOf(row.translations, locale),
    translations: row.translations,
  };
}
