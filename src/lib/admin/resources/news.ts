import { articleLang, categoryLang, field, seoFields } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';
import { publicationField } from '@/lib/admin/publication';

/** /admin/news: news items (SPEC.md section 7 "Admin content"). */
export const news = defineResource({
  ...resourceRoutes.news,
  restPath: '/admin/news',
  tag: 'Admin: news',
  itemKey: 'admin_content.news.item',
  fields: {
    news_category_id: field.reference({
      label: 'admin_content.category',
      required: true,
      resource: 'newsCategories',
    }),
    published_at: field.dateTime({
      label: 'admin_content.published_at',
      required: true,
      hint: 'admin_content.published_at_hint',
    }),
    pin: field.boolean({ label: 'admin_content.news.pin', hint: 'admin_content.news.pin_hint' }),
    highlight: field.boolean({
      label: 'admin_content.news.highlight',
      hint: 'admin_content.news.highlight_hint',
    }),
    status: field.status({ draft: true }),
    publication: publicationField(),
  },
  lang: {
    ...articleLang(),
    ...seoFields(),
  },
  list: {
    columns: ['news_category_name', 'published_at', 'pin', 'highlight', 'publication', 'status'],
    sortable: ['published_at', 'created_at', 'news_id'],
    defaultSort: { column: 'published_at', order: 'DESC' },
    filters: ['publication', 'status', 'news_category_id', 'pin', 'highlight'],
  },
  publicHref: (id) => `/news/${id}`,
});

/** /admin/news_category: news categories. */
export const newsCategories = defineResource({
  ...resourceRoutes.newsCategories,
  restPath: '/admin/news/categories',
  tag: 'Admin: news',
  itemKey: 'admin_content.news_category.item',
  fields: {
    sort_order: field.number({
      label: 'admin_content.sort_order',
      initial: 0,
      hint: 'admin_content.sort_order_hint',
    }),
    status: field.status(),
  },
  lang: {
    ...categoryLang(),
    meta_title: field.text({ label: 'admin_content.meta_title' }),
    meta_description: field.textarea({ label: 'admin_content.meta_description', max: 500 }),
    meta_keyword: field.text({ label: 'admin_content.meta_keyword' }),
  },
  list: {
    columns: ['sort_order', 'status'],
    sortable: ['sort_order', 'created_at', 'news_category_id'],
    defaultSort: { column: 'sort_order', order: 'ASC' },
    filters: ['status'],
  },
});
