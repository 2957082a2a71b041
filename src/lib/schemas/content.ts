import { z } from '@/lib/zod';
import { idOrAll, idSchema, pageSchema, withLangSchema } from '@/lib/schemas/common';

/** Banner categories of SPEC.md section 2 ("Home page banners"). */
export const bannerCategories = ['HOME_HERO', 'HOME_NEWS'] as const;
export type BannerCategory = (typeof bannerCategories)[number];

/** GET /banners/?category=HOME_HERO|HOME_NEWS */
export const bannerQuerySchema = z.object({
  category: z.enum(bannerCategories),
  with: withLangSchema,
});

/** Page sizes of the public content lists. */
export const NEWS_PER_PAGE = 12;
export const PORTFOLIO_PER_PAGE = 12;
/** SPEC.md section 9: researcher teachers, 16 a page. */
export const RESEARCHERS_PER_PAGE = 16;

const perPage = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const keyword = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

/** GET /news (page, filters). */
export const newsListSchema = z.object({
  page: pageSchema,
  per_page: perPage(NEWS_PER_PAGE),
  filter_category_id: idOrAll,
  filter_keyword: keyword,
  with: withLangSchema,
});
export type NewsListInput = z.input<typeof newsListSchema>;
export type NewsListQuery = z.output<typeof newsListSchema>;

/** A short side list (highlights, popular, latest portfolio). */
export const shortListSchema = z
  .object({ limit: z.coerce.number().int().min(1).max(24).default(5), with: withLangSchema })
  .default({ limit: 5 });

/**
 * GET /news/latest?filter_pin: 0 (the home page) leaves out pinned and
 * highlighted news, which the home page already shows; 1 keeps only those.
 */
export const newsLatestSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(24).default(6),
    filter_pin: z
      .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.literal('')])
      .optional()
      .transform((v) => (v === '' || v === undefined ? undefined : (Number(v) as 0 | 1))),
    exclude_id: idSchema.optional(),
    with: withLangSchema,
  })
  .default({ limit: 6, filter_pin: undefined });

/** GET /portfolios (page, filters). */
export const portfolioListSchema = z.object({
  page: pageSchema,
  per_page: perPage(PORTFOLIO_PER_PAGE),
  filter_keyword: keyword,
  with: withLangSchema,
});

/** GET /portfolios/latest. */
export const portfolioLatestSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(24).default(4),
    exclude_id: idSchema.optional(),
    with: withLangSchema,
  })
  .default({ limit: 4 });
export type PortfolioListQuery = z.output<typeof portfolioListSchema>;

/** GET /researcher/teachers?per_page=16&page&filter_keyword&fac_id */
export const researcherListSchema = z.object({
  page: pageSchema,
  per_page: perPage(RESEARCHERS_PER_PAGE),
  filter_keyword: keyword,
  fac_id: idOrAll,
});
export type ResearcherListQuery = z.output<typeof researcherListSchema>;

/** The static content pages kept in the Page table. */
export const pageSlugs = ['about-us', 'privacy-policy'] as const;
export const pageSlugSchema = z.object({ slug: z.enum(pageSlugs) });
