import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FieldDef } from '@/lib/admin/fields';
import { columnOf } from '@/server/services/resources/resource-service';
import type { Delegate } from '@/server/services/resources/store';
import { stores } from '@/server/services/resources/stores';
import type { Db } from '@/server/db';
import { log } from '@/server/log';
import { UPLOAD_URL_PREFIX, uploadRoot } from '@/server/services/upload-service';

/** The path of a stored upload (upload-service.ts names them so), wherever it appears: an image field, rich text, a link. */
const UPLOAD_PATH = /\/uploads\/(?:docs\/)?\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z]+/g;

/** Every stored upload's path in a value: a string, or the strings of a record, its per-language rows and lists. */
export function uploadPathsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.match(UPLOAD_PATH) ?? []) found.add(match);
  } else if (Array.isArray(value)) {
    for (const item of value) uploadPathsIn(item, found);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) uploadPathsIn(item, found);
  }
  return found;
}

type Reference = (db: Db, url: string) => Promise<number>;

/** A column that holds an upload's path: as its whole value (an image field), or within it (rich text, a link). */
function columnReference(
  model: (db: Db) => Delegate,
  column: string,
  within: boolean,
  where: Record<string, unknown> = {},
): Reference {
  return (db, url) =>
    model(db).count({ where: { ...where, [column]: within ? { contains: url } : url } });
}

let registry: Reference[] | null = null;

/**
 * Everything that may show a stored upload: the image, rich-text and link
 * fields of every back-office resource and of their per-language rows (read
 * from the resources' declarations, so a new resource is covered), training
 * documents, staff and member avatars, the languages' flags, and payment
 * slips still in use (a replaced slip is not: its file goes).
 */
function references(): Reference[] {
  if (registry) return registry;
  const refs: Reference[] = [];
  const add = (model: (db: Db) => Delegate, fields: Record<string, FieldDef>) => {
    for (const [key, f] of Object.entries(fields)) {
      if (f.kind === 'image') refs.push(columnReference(model, columnOf(key, f), false));
      if (f.kind === 'richText' || f.kind === 'link')
        refs.push(columnReference(model, columnOf(key, f), true));
    }
  };
  for (const store of Object.values(stores)) {
    add(store.model as (db: Db) => Delegate, store.resource.fields);
    if (store.resource.lang && store.translations)
      add(store.translations.model as (db: Db) => Delegate, store.resource.lang);
  }
  refs.push(
    (db, url) => db.publicTrainingDocument.count({ where: { fileUrl: url } }),
    (db, url) => db.adminUser.count({ where: { imageUrl: url } }),
    (db, url) => db.member.count({ where: { imageUrl: url } }),
    (db, url) => db.language.count({ where: { image: url } }),
    (db, url) => db.paymentSlip.count({ where: { imageUrl: url, status: { not: 'replaced' } } }),
  );
  registry = refs;
  return refs;
}

/** Whether anything still shows this upload. */
export async function uploadInUse(db: Db, url: string): Promise<boolean> {
  for (const reference of references()) if ((await reference(db, url)) > 0) return true;
  return false;
}

/**
 * Deletes the stored uploads named in `values` that nothing shows any more
 * (an image replaced on a content item or deleted with it, a replaced
 * payment slip, the slips of a deleted registration, a replaced avatar): the
 * `uploads` row first, so the file answers 404 at once, then the file. A
 * file still shown anywhere else (uploadInUse) is kept. Called after the
 * change that let go of them has committed; a failure is logged, never the
 * caller's error. Files in the media library are kept: they go only when
 * deleted from the library. A save that starts using a path in the moment between the
 * check and the delete can lose it: staff re-upload then.
 */
export async function releaseUploads(db: Db, values: unknown): Promise<string[]> {
  const deleted: string[] = [];
  for (const url of uploadPathsIn(values)) {
    try {
      if (await uploadInUse(db, url)) continue;
      // A media library item stays until staff delete it there (docs/policies/media-library.md).
      if ((await db.mediaItem.count({ where: { path: url } })) > 0) continue;
      await db.upload.deleteMany({ where: { path: url } });
      await rm(path.join(uploadRoot(), url.slice(UPLOAD_URL_PREFIX.length)), { force: true });
      deleted.push(url);
    } catch (error) {
      log.error('upload not deleted', {
        url,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (deleted.length) log.info('uploads deleted', { count: deleted.length });
  return deleted;
}
