import { z } from '@/lib/zod';
import { articleLang, categoryLang, field, seoFields } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';
import { serviceKinds } from '@/lib/service-kinds';

/** /admin/services/institute_services: the five kinds of service; a service's kind is its category's. */
export const instituteServices = defineResource({
  ...resourceRoutes.instituteServices,
  restPath: '/admin/services/institute_services',
  tag: 'Admin: institute services',
  itemKey: 'admin_content.service.item',
  fields: {
    service_category_id: field.reference({
      label: 'admin_content.category',
      required: true,
      resource: 'serviceCategories',
      db: 'categoryId',
      hint: 'admin_content.service.category_hint',
    }),
    kind: field.readonly({
      label: 'admin_content.service.kind',
      answer: z.enum(serviceKinds),
      values: serviceKinds,
    }),
    status: field.status(),
    view_count: field.readonly({ label: 'admin_content.view_count', answer: z.number().int() }),
  },
  lang: {
    ...articleLang(),
    ...seoFields(),
  },
  list: {
    columns: ['kind', 'service_category_name', 'status'],
    sortable: ['created_at', 'service_id'],
    defaultSort: { column: 'created_at', order: 'DESC' },
    filters: ['status', 'kind', 'service_category_id'],
  },
});

/** /admin/services/institute_service_category: categories, each of one kind (GET …/institute_services/categories). */
export const serviceCategories = defineResource({
  ...resourceRoutes.serviceCategories,
  restPath: '/admin/services/institute_services/categories',
  tag: 'Admin: institute services',
  itemKey: 'admin_content.service_category.item',
  fields: {
    kind: field.enum({ label: 'admin_content.service.kind', required: true, values: serviceKinds }),
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
    columns: ['kind', 'sort_order', 'status'],
    sortable: ['sort_order', 'created_at', 'service_category_id'],
    defaultSort: { column: 'sort_order', order: 'ASC' },
    filters: ['status', 'kind'],
  },
});
