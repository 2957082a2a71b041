import { z } from '@/lib/zod';
import { field, seoFields } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';

/** /admin/researchers: the researchers of /researcher (permission access/researcher, docs/decisions.md). */
export const researchers = defineResource({
  ...resourceRoutes.researchers,
  restPath: '/admin/researchers',
  tag: 'Admin: researchers',
  itemKey: 'admin_content.researcher.item',
  fields: {
    faculty_id: field.reference({
      label: 'admin_content.researcher.faculty',
      required: true,
      resource: 'faculties',
    }),
    image_url: field.image({ label: 'admin_content.speaker.photo' }),
    email: field.email({ label: 'admin_shell.email' }),
    telephone: field.text({ label: 'admin_content.telephone', max: 50 }),
    sort_order: field.number({
      label: 'admin_content.sort_order',
      initial: 0,
      hint: 'admin_content.sort_order_hint',
    }),
    status: field.status(),
  },
  lang: {
    name: field.text({ label: 'admin_content.researcher.name', required: true }),
    position: field.text({ label: 'admin_content.speaker.position' }),
    expertise: field.textarea({ label: 'admin_content.researcher.expertise', max: 2000 }),
  },
  list: {
    columns: ['faculty_name', 'email', 'sort_order', 'status'],
    sortable: ['sort_order', 'created_at', 'researcher_id'],
    defaultSort: { column: 'sort_order', order: 'ASC' },
    filters: ['status', 'faculty_id'],
  },
});

/** /admin/faculties: the faculties researchers belong to. */
export const faculties = defineResource({
  ...resourceRoutes.faculties,
  restPath: '/admin/faculties',
  tag: 'Admin: researchers',
  itemKey: 'admin_content.faculty.item',
  fields: {
    sort_order: field.number({
      label: 'admin_content.sort_order',
      initial: 0,
      hint: 'admin_content.sort_order_hint',
    }),
    status: field.status(),
  },
  lang: { name: field.text({ label: 'admin_content.name', required: true }) },
  list: {
    columns: ['sort_order', 'status'],
    sortable: ['sort_order', 'faculty_id'],
    defaultSort: { column: 'sort_order', order: 'ASC' },
    filters: ['status'],
  },
});

/** /admin/pages: the about-us and privacy-policy pages (edited, never created or deleted). */
export const pages = defineResource({
  ...resourceRoutes.pages,
  restPath: '/admin/pages',
  tag: 'Admin: pages',
  itemKey: 'admin_content.page.item',
  canCreate: false,
  canDelete: false,
  fields: {
    slug: field.readonly({ label: 'admin_content.page.slug', answer: z.string() }),
  },
  lang: {
    name: field.text({ label: 'admin_content.title', required: true }),
    body: field.richText({ label: 'admin_content.body', required: true }),
    ...seoFields(),
  },
  list: {
    columns: ['slug', 'updated_at'],
    sortable: ['page_id'],
    defaultSort: { column: 'page_id', order: 'ASC' },
    filters: [],
  },
});
