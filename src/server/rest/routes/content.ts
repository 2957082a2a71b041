import { z } from 'zod';
import {
  bannerQuerySchema,
  newsLatestSchema,
  newsListSchema,
  portfolioLatestSchema,
  portfolioListSchema,
  researcherListSchema,
  shortListSchema,
} from '@/lib/schemas/content';
import { byIdSchema } from '@/lib/schemas/common';
import { imageFields, seoFields, seoFromDetail } from '@/server/rest/answers';
import {
  dateTime,
  from,
  int,
  langCollection,
  nullableText,
  paged,
  pk,
  rest,
  text,
} from '@/server/rest/route-kit';

const cardLang = () =>
  langCollection({
    name: text(),
    description: nullableText(),
    ...seoFields,
    ...imageFields,
  }).optional();
const detailLang = () =>
  langCollection({
    name: text(),
    description: nullableText(),
    body: nullableText(),
    ...seoFields,
    ...imageFields,
  }).optional();
const newsCard = z.object({
  news_id: pk(),
  news_category_id: from('categoryId', int()),
  category_name: text(),
  name: text(),
  description: nullableText(),
  published_at: dateTime(),
  view_count: int(),
  pin: z.boolean(),
  highlight: z.boolean(),
  ...imageFields,
  lang: cardLang(),
});
const newsDetail = newsCard.extend({ body: nullableText(), ...seoFromDetail, lang: detailLang() });
const newsCategory = z.object({ news_category_id: pk(), name: text() });

const portfolioCard = z.object({
  portfolio_id: pk(),
  name: text(),
  description: nullableText(),
  published_at: dateTime(),
  view_count: int(),
  ...imageFields,
  lang: cardLang(),
});
const portfolioDetail = portfolioCard.extend({
  body: nullableText(),
  ...seoFromDetail,
  lang: detailLang(),
});

const researcher = z.object({
  researcher_id: pk(),
  faculty_id: int(),
  faculty_name: text(),
  name: text(),
  position: nullableText(),
  expertise: nullableText(),
  email: nullableText(),
  telephone: nullableText(),
  image_url: nullableText(),
});

const banner = z.object({
  banner_id: pk(),
  category: z.enum(['HOME_HERO', 'HOME_NEWS']),
  name: text(),
  description: nullableText(),
  link_url: nullableText(),
  ...imageFields,
  lang: langCollection({ name: text(), description: nullableText(), ...imageFields }).optional(),
});

const news = 'News';
const portfolio = 'Portfolio';

/** Public content endpoints of SPEC.md section 7 ("Public content"); the PUT …/view ones are in views.ts. */
export const contentRoutes = [
  rest({
    method: 'GET',
    path: '/banners',
    auth: 'public',
    tag: 'Banners',
    summary: 'Active banners of a category, in their order',
    query: bannerQuerySchema,
    response: z.array(banner),
    handle: (api, { query }) => api.public.banners.list(query),
  }),
  rest({
    method: 'GET',
    path: '/news/highlight',
    auth: 'public',
    tag: news,
    summary: 'Highlighted news',
    query: shortListSchema.unwrap(),
    response: z.array(newsCard),
    handle: (api, { query }) => api.public.news.highlights(query),
  }),
  rest({
    method: 'GET',
    path: '/news/latest',
    auth: 'public',
    tag: news,
    summary: 'Latest news (filter_pin=0 leaves out pinned and highlighted, as on the home page)',
    query: newsLatestSchema.unwrap(),
    response: z.array(newsCard),
    handle: (api, { query }) => api.public.news.latest(query),
  }),
  rest({
    method: 'GET',
    path: '/news/popular',
    auth: 'public',
    tag: news,
    summary: 'Most read news',
    query: shortListSchema.unwrap(),
    response: z.array(newsCard),
    handle: (api, { query }) => api.public.news.popular(query),
  }),
  rest({
    method: 'GET',
    path: '/news/categories',
    auth: 'public',
    tag: news,
    summary: 'News categories',
    response: z.array(newsCategory),
    handle: (api) => api.public.news.categories(),
  }),
  rest({
    method: 'GET',
    path: '/news',
    auth: 'public',
    tag: news,
    summary: 'Published news, pinned first, then newest',
    query: newsListSchema,
    response: paged(newsCard),
    handle: (api, { query }) => api.public.news.list(query),
  }),
  rest({
    method: 'GET',
    path: '/news/:id',
    auth: 'public',
    tag: news,
    summary: 'A published news item',
    params: byIdSchema.pick({ id: true }),
    query: byIdSchema.pick({ with: true }),
    response: newsDetail,
    handle: (api, { params, query }) => api.public.news.byId({ id: params.id, with: query.with }),
  }),
  rest({
    method: 'GET',
    path: '/portfolios/latest',
    auth: 'public',
    tag: portfolio,
    summary: 'Latest portfolio items',
    query: portfolioLatestSchema.unwrap(),
    response: z.array(portfolioCard),
    handle: (api, { query }) => api.public.portfolios.latest(query),
  }),
  rest({
    method: 'GET',
    path: '/portfolios',
    auth: 'public',
    tag: portfolio,
    summary: 'Published portfolio items, newest first',
    query: portfolioListSchema,
    response: paged(portfolioCard),
    handle: (api, { query }) => api.public.portfolios.list(query),
  }),
  rest({
    method: 'GET',
    path: '/portfolios/:id',
    auth: 'public',
    tag: portfolio,
    summary: 'A published portfolio item',
    params: byIdSchema.pick({ id: true }),
    query: byIdSchema.pick({ with: true }),
    response: portfolioDetail,
    handle: (api, { params, query }) =>
      api.public.portfolios.byId({ id: params.id, with: query.with }),
  }),
  rest({
    method: 'GET',
    path: '/researcher/categories',
    auth: 'public',
    tag: 'Researchers',
    summary: 'Faculties',
    response: z.array(z.object({ faculty_id: pk(), name: text() })),
    handle: (api) => api.public.researchers.categories(),
  }),
  rest({
    method: 'GET',
    path: '/researcher/teachers',
    auth: 'public',
    tag: 'Researchers',
    summary: 'Researchers, 16 a page, by keyword (either language) and faculty (fac_id)',
    query: researcherListSchema,
    response: paged(researcher),
    handle: (api, { query }) => api.public.researchers.teachers(query),
  }),
];
