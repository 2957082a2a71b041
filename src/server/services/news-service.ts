import type { Prisma } from '@/generated/sqlite/client';
import type { Locale } from '@/i18n/locales';
import { languageIds } from '@/i18n/locales';
import type { Paged } from '@/lib/schemas/common';
import type { NewsListQuery } from '@/lib/schemas/content';
import type { Db } from '@/server/db';
import {
  cardOf,
  categoryOf,
  type ContentImage,
  type LangRows,
  type Seo,
  seoOf,
} from '@/server/services/content-shared';
import { paginate } from '@/server/services/paginate';
import { pickTranslation } from '@/server/services/translations';
import { textSearchWhere } from '@/server/services/text-search';

export interface NewsCard extends ContentImage {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  description: string | null;
  publishedAt: Date;
  viewCount: number;
  pin: boolean;
  highlight: boolean;
  translations?: LangRows;
}

export interface NewsDetail extends NewsCard {
  body: string | null;
  seo: Seo;
}

const include = { translations: true, category: { include: { translations: true } } } as const;

/** A news row as the detail reads it (with its translations and its category's). */
export type NewsRowOf = Prisma.NewsGetPayload<{ include: typeof include }>;
const newest = [{ publishedAt: 'desc' as const }, { id: 'desc' as const }];

/** News for the public site: published (enabled, publication date reached) only. */
export function newsService(db: Db) {
  const published = (now: Date) => ({ status: true, publishedAt: { lte: now } });

  return {
    /** GET /news: pinned news first, then the newest; by category and keyword. */
    async list(query: NewsListQuery, locale: Locale, now = new Date()): Promise<Paged<NewsCard>> {
      const where = {
        ...published(now),
        ...(query.filter_category_id ? { newsCategoryId: query.filter_category_id } : {}),
        ...(await textSearchWhere(
          db,
          {
            table: 'news_translations',
            idColumn: 'news_id',
            columns: ['name'],
            languageId: languageIds[locale],
          },
          query.filter_keyword,
          (name) => ({ translations: { some: { languageId: languageIds[locale], name } } }),
        )),
      };
      return paginate(
        query,
        () => db.news.count({ where }),
        (window) =>
          db.news.findMany({
            where,
            orderBy: [{ pin: 'desc' }, ...newest],
            include,
            ...window,
          }),
        (rows) => rows.map((r) => toCard(r, locale)),
      );
    },

    /** GET /news/highlight: highlighted news, newest first. */
    async highlights(limit: number, locale: Locale, now = new Date()): Promise<NewsCard[]> {
      const rows = await db.news.findMany({
        where: { ...published(now), highlight: true },
        orderBy: [{ pin: 'desc' }, ...newest],
        take: limit,
        include,
      });
      return rows.map((r) => toCard(r, locale));
    },

    /**
     * GET /news/latest: the newest news. filter_pin 0 (home) leaves out pinned
     * and highlighted news, which have their own section; 1 keeps only pinned.
     */
    async latest(
      opts: { limit: number; filter_pin?: 0 | 1; exclude_id?: number },
      locale: Locale,
      now = new Date(),
    ): Promise<NewsCard[]> {
      const where = {
        ...published(now),
        ...(opts.filter_pin === 0
          ? { pin: false, highlight: false }
          : opts.filter_pin === 1
            ? { pin: true }
            : {}),
        ...(opts.exclude_id ? { id: { not: opts.exclude_id } } : {}),
      };
      const rows = await db.news.findMany({ where, orderBy: newest, take: opts.limit, include });
      return rows.map((r) => toCard(r, locale));
    },

    /** GET /news/popular: most viewed first. */
    async popular(limit: number, locale: Locale, now = new Date()): Promise<NewsCard[]> {
      const rows = await db.news.findMany({
        where: published(now),
        orderBy: [{ viewCount: 'desc' }, ...newest],
        take: limit,
        include,
      });
      return rows.map((r) => toCard(r, locale));
    },

    /** GET /news/categories: enabled categories in their sort order. */
    async categories(locale: Locale) {
      const rows = await db.newsCategory.findMany({
        where: { status: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        include: { translations: true },
      });
      return rows.map((c) => categoryOf(c, locale));
    },

    /** GET /news/{id}; null when unknown or unpublished. */
    /** `preview`: a staff preview (docs/policies/drafts-revisions-audit.md) shows a draft or scheduled item too. */
    async detail(
      id: number,
      locale: Locale,
      now = new Date(),
      preview = false,
      overlay?: (row: NewsRowOf) => NewsRowOf | Promise<NewsRowOf>,
    ): Promise<NewsDetail | null> {
      const found = await db.news.findFirst({
        where: preview ? { id } : { id, ...published(now) },
        include,
      });
      if (!found) return null;
      // A preview of unsaved edits (src/server/preview) lays the form's values over the saved row.
      const row = overlay ? await overlay(found) : found;
      const tr = pickTranslation(row.translations, locale);
      return { ...toCard(row, locale), body: tr?.body ?? null, seo: seoOf(tr) };
    },

    /** A category as a news row includes it (a preview of an item moved to another category). */
    category(id: number) {
      return db.newsCategory.findUnique({ where: { id }, include: { translations: true } });
    },

    /** Other news of the same category, newest first (the detail page's "related"). */
    async related(
      id: number,
      limit: number,
      locale: Locale,
      now = new Date(),
    ): Promise<NewsCard[]> {
      const item = await db.news.findFirst({
        where: { id, ...published(now) },
        select: { newsCategoryId: true },
      });
      if (!item) return [];
      const rows = await db.news.findMany({
        where: { ...published(now), newsCategoryId: item.newsCategoryId, id: { not: id } },
        orderBy: newest,
        take: limit,
        include,
      });
      return rows.map((r) => toCard(r, locale));
    },
  };
}

type Row = {
  id: number;
  newsCategoryId: number;
  publishedAt: Date;
  viewCount: number;
  pin: boolean;
  highlight: boolean;
  translations: {
    languageId: number;
    name: string;
    description: string | null;
    imageUrl: string | null;
    imageWidth: number | null;
    imageHeight: number | null;
  }[];
  category: { translations: { languageId: number; name: string }[] };
};

function toCard(row: Row, locale: Locale): NewsCard {
  return {
    ...cardOf(row, row.newsCategoryId, locale),
    publishedAt: row.publishedAt,
    viewCount: row.viewCount,
    pin: row.pin,
    highlight: row.highlight,
  };
}
