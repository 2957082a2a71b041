import { z } from '@/lib/zod';
import { idSchema, pageSchema } from '@/lib/schemas/common';

/** What the media library holds (docs/policies/media-library.md). */
export const mediaKinds = ['image', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** The most characters of an alt text (a sentence or two describing the picture). */
export const MAX_ALT_LENGTH = 250;

/** The library's list query, as every admin list's: page, per_page, search (file name or alt text), kind, used. */
export const mediaListQuery = z.object({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(24),
  search: z.string().trim().max(100, 'validation.too_big').default(''),
  kind: z
    .union([z.literal(''), z.literal('*'), z.enum(mediaKinds)])
    .optional()
    .transform((v) => (v === '' || v === '*' ? undefined : v)),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

const altText = z.string().trim().max(MAX_ALT_LENGTH, 'media.errors.alt_too_long').default('');

/** The alt texts of one item, in Thai and English (blank allowed: a decorative picture). */
export const mediaAltSchema = z.object({ id: idSchema, alt_th: altText, alt_en: altText });
export type MediaAltInput = z.output<typeof mediaAltSchema>;

export const mediaIdSchema = z.object({ id: idSchema });
