import { z } from '@/lib/zod';
import { articleLang, field, imageFields, seoFields } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';
import { publicationField } from '@/lib/admin/publication';
import { bannerCategories } from '@/lib/schemas/content';

/** /admin/portfolios: the centre's portfolio. */
export const portfolios = defineResource({
  ...resourceRoutes.portfolios,
  restPath: '/admin/portfolios',
  tag: 'Admin: portfolio',
  itemKey: 'admin_content.portfolio.item',
  fields: {
    published_at: field.dateTime({
      label: 'admin_content.published_at',
      required: true,
      hint: 'admin_content.published_at_hint',
    }),
    status: field.status({ draft: true }),
    publication: publicationField(),
    view_count: field.readonly({ label: 'admin_content.view_count', answer: z.number().int() }),
  },
  lang: {
    ...articleLang(),
    ...seoFields(),
  },
  list: {
    columns: ['published_at', 'view_count', 'publication', 'status'],
    sortable: ['published_at', 'created_at', 'view_count', 'portfolio_id'],
    defaultSort: { column: 'published_at', order: 'DESC' },
    filters: ['publication', 'status'],
  },
  publicHref: (id) => `/portfolio/${id}`,
});

/** /admin/banners: the home page's banners (HOME_HERO, HOME_NEWS), each with an image per language. */
export const banners = defineResource({
  ...resourceRoutes.banners,
  restPath: '/admin/banners',
  tag: 'Admin: banners',
  itemKey: 'admin_content.banner.item',
  fields: {
    category: field.enum({
      label: 'admin_content.banner.category',
      required: true,
      values: bannerCategories,
    }),
    sort_order: field.number({
      label: 'admin_content.sort_order',
      initial: 0,
      hint: 'admin_content.sort_order_hint',
    }),
    link_url: field.link({
      label: 'admin_content.banner.link',
      hint: 'admin_content.banner.link_hint',
    }),
    start_date: field.dateTime({
      label: 'admin_content.banner.start',
      hint: 'admin_content.banner.window_hint',
    }),
    end_date: field.dateTime({ label: 'admin_content.banner.end' }),
    status: field.status({ draft: true }),
    publication: publicationField(),
  },
  lang: {
    name: field.text({
      label: 'admin_content.banner.name',
      required: true,
      hint: 'admin_content.banner.name_hint',
    }),
    description: field.textarea({ label: 'admin_content.banner.caption', max: 500 }),
    ...imageFields('admin_content.banner.image'),
  },
  list: {
    columns: ['category', 'sort_order', 'start_date', 'end_date', 'publication', 'status'],
    sortable: ['sort_order', 'start_date', 'end_date', 'created_at', 'banner_id'],
    defaultSort: { column: 'sort_order', order: 'ASC' },
    filters: ['publication', 'status', 'category'],
  },
});
