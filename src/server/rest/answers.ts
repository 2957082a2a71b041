import { z } from 'zod';
import { from, int, langCollection, nullableText, text } from '@/server/rest/schema';

/** Answer fragments shared by the content endpoints (SPEC.md section 3 "SEO fields"). */
export const imageFields = {
  image_url: nullableText(),
  image_width: int().nullable(),
  image_height: int().nullable(),
};
export const seoFields = {
  meta_title: nullableText(),
  meta_description: nullableText(),
  meta_keyword: nullableText(),
};
/** The public detail results keep their SEO fields under `seo`; the answer has them flat. */
export const seoFromDetail = {
  meta_title: from('seo.metaTitle', nullableText()),
  meta_description: from('seo.metaDescription', nullableText()),
  meta_keyword: from('seo.metaKeyword', nullableText()),
};

/** The `lang` collection (`?with=lang`) of a translated item in a list, and of one item read alone (with its body); `extra`: a resource's own per-language fields. */
export const cardLang = <T extends z.ZodRawShape>(extra?: T) =>
  langCollection({
    name: text(),
    description: nullableText(),
    ...seoFields,
    ...imageFields,
    ...extra,
  }).optional();
export const detailLang = <T extends z.ZodRawShape>(extra?: T) =>
  langCollection({
    name: text(),
    description: nullableText(),
    body: nullableText(),
    ...seoFields,
    ...imageFields,
    ...extra,
  }).optional();

/** `{ success: true }` for procedures that answer `{ ok: true }` (requests stored, password changed, logged out). */
export const acknowledged = z.object({ success: from('ok', z.literal(true)) });
