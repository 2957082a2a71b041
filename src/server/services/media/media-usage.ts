import type { FieldDef } from '@/lib/admin/fields';
import { type Locale, languageIds, locales } from '@/i18n/locales';
import type { Db } from '@/server/db';
import { translator } from '@/server/i18n/translate';
import { columnOf, resourceService } from '@/server/services/resources/resource-service';
import type { Delegate, Row, Store } from '@/server/services/resources/store';
import { stores } from '@/server/services/resources/stores';

/** One place that shows a library item: an item of a resource and its field (in one language, or shared). */
export interface MediaUse {
  /** The resource's name (news, portfolios, banners, publicTrainings, researchers, ...). */
  entity: string;
  entity_id: number;
  /** The list's title of the resource, in the caller's language ("News"). */
  entity_label: string;
  /** The item's name in the caller's language. */
  label: string;
  /** The field's label, in the caller's language ("Image", "Body"). */
  field: string;
  lang: Locale | null;
  /** The back-office form that shows it. */
  href: string;
}

const localeOfId = new Map(locales.map((l) => [languageIds[l], l]));

/** Whether a field may hold an upload's path: as its whole value (an image) or within it (rich text, a link). */
const holds = (f: FieldDef) =>
  f.kind === 'image' ? 'whole' : f.kind === 'richText' || f.kind === 'link' ? 'within' : null;

/**
 * Where a stored upload is shown (docs/policies/media-library.md): every
 * image, rich-text and link field of every back-office resource and of its
 * per-language rows (read from the declarations, so a new resource is
 * covered), and training documents. The same fields upload-release.ts asks
 * before deleting a file.
 */
export async function mediaUses(db: Db, url: string, locale: Locale): Promise<MediaUse[]> {
  const t = translator(locale);
  const uses: MediaUse[] = [];
  for (const [name, store] of Object.entries(stores)) {
    const r = store.resource;
    const found: { id: number; key: string; f: FieldDef; lang: Locale | null }[] = [];
    const look = async (
      model: Delegate,
      fields: Record<string, FieldDef>,
      idOf: (row: Row) => number,
      perLanguage: boolean,
    ) => {
      for (const [key, f] of Object.entries(fields)) {
        const how = holds(f);
        if (!how) continue;
        const column = columnOf(key, f);
        const rows = await model.findMany({
          where: { [column]: how === 'whole' ? url : { contains: url } },
          take: 50,
        });
        for (const row of rows)
          found.push({
            id: idOf(row),
            key,
            f,
            lang: perLanguage ? (localeOfId.get(row.languageId as number) ?? null) : null,
          });
      }
    };
    await look(store.model(db), r.fields, (row) => row.id, false);
    if (r.lang && store.translations) {
      const fk = store.translations.foreignKey;
      await look(store.translations.model(db), r.lang, (row) => row[fk] as number, true);
    }
    if (name === 'publicTrainings') {
      const docs = await db.publicTrainingDocument.findMany({
        where: { fileUrl: url },
        select: { trainingId: true },
      });
      for (const d of docs)
        found.push({
          id: d.trainingId,
          key: 'documents',
          f: { label: 'admin_content.training.documents' } as FieldDef,
          lang: null,
        });
    }
    if (found.length === 0) continue;
    const labels = await resourceService(store as Store, db, stores).labels(
      [...new Set(found.map((u) => u.id))],
      locale,
    );
    for (const u of found)
      uses.push({
        entity: name,
        entity_id: u.id,
        entity_label: t(r.titleKey),
        label: labels.get(u.id) ?? `#${u.id}`,
        field: t(u.f.label),
        lang: u.lang,
        href: `${r.route}/form?${r.primaryKey}=${u.id}`,
      });
  }
  return uses;
}

/** The places in words, for a refusal: `News “Opening day” (Image, Thai); …`, at most five and a count of the rest. */
export function describeUses(uses: MediaUse[], locale: Locale): string {
  const t = translator(locale);
  const shown = uses.slice(0, 5).map((u) => {
    const where = u.lang ? `${u.field}, ${t(`admin_content.language_${u.lang}`)}` : u.field;
    return t('media.use', { entity: u.entity_label, label: u.label, where });
  });
  const rest = uses.length - shown.length;
  return shown.join('; ') + (rest > 0 ? ` ${t('media.use_more', { count: rest })}` : '');
}
