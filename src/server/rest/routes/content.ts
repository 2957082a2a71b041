import { rest } from '@/server/rest/route';

/** Public content endpoints of SPEC.md section 7 ("Public content"); the PUT …/view ones are in views.ts. */
export const contentRoutes = [
  rest('GET', '/banners', (api, { query }) => api.public.banners.list({ category: query.category as 'HOME_HERO' })),
  rest('GET', '/news/highlight', (api, { query }) => api.public.news.highlights({ ...query })),
  rest('GET', '/news/latest', (api, { query }) => api.public.news.latest({ ...query })),
  rest('GET', '/news/popular', (api, { query }) => api.public.news.popular({ ...query })),
  rest('GET', '/news/categories', (api) => api.public.news.categories()),
  rest('GET', '/news', (api, { query }) => api.public.news.list(query)),
  rest('GET', '/news/:id', (api, { params }) => api.public.news.byId({ id: params.id })),
  rest('GET', '/portfolios/latest', (api, { query }) => api.public.portfolios.latest({ ...query })),
  rest('GET', '/portfolios', (api, { query }) => api.public.portfolios.list(query)),
  rest('GET', '/portfolios/:id', (api, { params }) => api.public.portfolios.byId({ id: params.id })),
  rest('GET', '/researcher/categories', (api) => api.public.researchers.categories()),
  rest('GET', '/researcher/teachers', (api, { query }) => api.public.researchers.teachers(query)),
];
