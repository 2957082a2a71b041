import { z } from '@/lib/zod';
import { idSchema } from '@/lib/schemas/common';
import { MAX_ALT_LENGTH, mediaAltSchema, mediaKinds, mediaListQuery } from '@/lib/schemas/media';
import { dateTime, int, nullableText, okSchema, paged, rest, text } from '@/server/rest/route-kit';

const tag = 'Media library';
const idParam = z.object({ id: idSchema });
const access =
  'For staff holding a permission of content with pictures, as the image upload (docs/policies/media-library.md)';

const item = z.object({
  id: int(),
  url: text().describe('The file, served at this path of the site'),
  kind: z.enum(mediaKinds),
  name: text().describe('The file name as uploaded'),
  mime_type: text(),
  size_bytes: int(),
  width: int().nullable(),
  height: int().nullable(),
  alt_th: text(),
  alt_en: text(),
  created_by: nullableText().describe('Who uploaded it (null when unknown)'),
  created_at: dateTime(),
});
const use = z.object({
  entity: text().describe(
    'The resource (news, portfolios, banners, publicTrainings, researchers, ...)',
  ),
  entity_id: int(),
  entity_label: text(),
  label: text().describe("The item's name"),
  field: text().describe("The field's label"),
  lang: z.enum(['th', 'en']).nullable().describe('The language of the field, null when shared'),
  href: text().describe('The back-office form that shows it'),
});

/** The media library (docs/policies/media-library.md). */
export const mediaRoutes = [
  rest({
    method: 'GET',
    path: '/admin/media',
    auth: 'admin',
    tag,
    summary: 'The media library: uploaded images and documents, newest first',
    description: `${access}. search (a word of the file name or of either alt text), kind (image, document or * for both), page, per_page (at most 100).`,
    query: mediaListQuery,
    response: paged(item),
    handle: (api, { query }) => api.admin.media.list(query),
  }),
  rest({
    method: 'GET',
    path: '/admin/media/:id',
    auth: 'admin',
    tag,
    summary: 'One library item with every place that shows it',
    description: access,
    params: idParam,
    response: item.extend({ uses: z.array(use) }),
    handle: (api, { params }) => api.admin.media.get({ id: params.id }),
  }),
  rest({
    method: 'PUT',
    path: '/admin/media/:id',
    auth: 'admin',
    tag,
    summary: `Set a library item's alt text in Thai and English (each at most ${MAX_ALT_LENGTH} characters; blank for a decorative picture)`,
    description: access,
    params: idParam,
    body: mediaAltSchema.omit({ id: true }),
    response: okSchema,
    handle: (api, { params, body }) => api.admin.media.updateAlt({ ...body, id: params.id }),
  }),
  rest({
    method: 'DELETE',
    path: '/admin/media/:id',
    auth: 'admin',
    tag,
    summary:
      'Delete a library item and its file: refused with 409 while anything shows it, the message naming where',
    description: access,
    params: idParam,
    response: z.object({ deleted: int() }),
    handle: (api, { params }) => api.admin.media.delete({ id: params.id }),
  }),
];
