import { z } from '@/lib/zod';
import { articleLang, categoryLang, field, seoFields } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';

/** /admin/services/inhouse_trainings: courses an organisation can request. */
export const inhouseTrainings = defineResource({
  ...resourceRoutes.inhouseTrainings,
  restPath: '/admin/services/inhouse_trainings',
  tag: 'Admin: in-house trainings',
  itemKey: 'admin_content.inhouse.item',
  fields: {
    inhouse_training_category_id: field.reference({
      label: 'admin_content.category',
      required: true,
      resource: 'inhouseTrainingCategories',
      db: 'categoryId',
    }),
    duration_hours: field.number({
      label: 'admin_content.inhouse.duration_hours',
      min: 1,
      max: 1000,
    }),
    status: field.status(),
    view_count: field.readonly({ label: 'admin_content.view_count', answer: z.number().int() }),
  },
  lang: {
    ...articleLang(),
    ...seoFields(),
  },
  list: {
    columns: ['inhouse_training_category_name', 'duration_hours', 'status'],
    sortable: ['created_at', 'duration_hours', 'inhouse_training_id'],
    defaultSort: { column: 'created_at', order: 'DESC' },
    filters: ['status', 'inhouse_training_category_id'],
  },
  publicHref: (id) => `/in-house-training/${id}`,
});

/** /admin/services/inhouse_training_category. */
export const inhouseTrainingCategories = defineResource({
  ...resourceRoutes.inhouseTrainingCategories,
  restIdParam: 'id',
  restPath: '/admin/services/inhouse_trainings/categories',
  tag: 'Admin: in-house trainings',
  itemKey: 'admin_content.inhouse_category.item',
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
  },
  list: {
    columns: ['sort_order', 'status'],
    sortable: ['sort_order', 'created_at', 'inhouse_training_category_id'],
    defaultSort: { column: 'sort_order', order: 'ASC' },
    filters: ['status'],
  },
});
