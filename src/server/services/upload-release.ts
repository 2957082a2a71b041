import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FieldDef } from '@/lib/admin/fields';
import { columnOf } from '@/server/services/resources/resource-service';
import type { Delegate } from '@/server/services/resources/store';
import { stores } from '@/server/services/resources/stores';
import type { Db } from '@/server/db';
import { log } from '@/server/log';
import { UPLOAD_URL_PREFIX, uploadRoot } from '@/server/services/upload-service';
import { env } from '@/env';

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
 * slips still in use (a replaced slip is not: its file goes, after the sweep's grace period).
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

/** The caller's interactive transaction, or the client itself. */
type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0] | Db;

/** A stored upload's whole path: nothing else is ever deleted from the upload folder by a tombstone. */
const STORED_UPLOAD = /^\/uploads\/(?:docs\/)?\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z]+$/;

/**
 * Records a tombstone for each stored upload named in `values`, in the
 * caller's transaction (the one that lets go of them: a slip replaced, a
 * registration deleted), so no commit leaves a file that nothing will ever
 * sweep. The file stays on disk; the sweep (sweepUploadTombstones) decides
 * later, and keeps anything still shown. A later release of the same path
 * starts its grace period again.
 */
export async function buryUploads(tx: Tx, values: unknown): Promise<void> {
  for (const url of uploadPathsIn(values)) {
    const at = new Date();
    await tx.uploadTombstone.upsert({
      where: { path: url },
      create: { path: url, createdAt: at },
      update: { createdAt: at },
    });
  }
}

/**
 * Lets go of the stored uploads named in `values` that nothing shows any
 * more (an image replaced on a content item or deleted with it, a replaced
 * payment slip, the slips of a deleted registration, a replaced avatar): the
 * `uploads` row goes at once, so the file answers 404, and a tombstone is
 * written in the same transaction. The file itself is deleted only by the
 * sweep, UPLOAD_DELETE_GRACE_HOURS later (docs/operations.md, "Backups"): a
 * backup whose database snapshot was taken before this still names the
 * upload and must find its file when it copies the upload folder. A file
 * still shown anywhere else (uploadInUse) is kept. Called after the change
 * that let go of them has committed; a failure is logged, never the
 * caller's error. Files in the media library are kept: they go only when
 * deleted from the library.
 */
export async function releaseUploads(db: Db, values: unknown): Promise<string[]> {
  const released: string[] = [];
  for (const url of uploadPathsIn(values)) {
    try {
      if (await uploadInUse(db, url)) continue;
      // A media library item stays until staff delete it there (docs/policies/media-library.md).
      if ((await db.mediaItem.count({ where: { path: url } })) > 0) continue;
      await db.$transaction(async (tx) => {
        await tx.upload.deleteMany({ where: { path: url } });
        await buryUploads(tx, [url]);
      });
      released.push(url);
    } catch (error) {
      log.error('upload not released', {
        url,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (released.length) log.info('uploads released', { count: released.length });
  return released;
}

export interface SweepResult {
  /** Files deleted (their tombstones, and any `uploads` row left, with them). */
  deleted: string[];
  /** Tombstones dropped because something shows the upload again: the file stays. */
  kept: string[];
}

/**
 * Deletes the files whose tombstone is older than the grace period
 * (UPLOAD_DELETE_GRACE_HOURS, default 24: longer than any backup takes), at
 * most `limit` per call; part of the status run. A file something still
 * shows, or a media library item, is never deleted: its tombstone is dropped
 * instead. A tombstone whose file is already gone (a restore of an archive
 * taken after the file went) is simply removed. Several servers sweeping at
 * once do no harm: each step is idempotent.
 */
export async function sweepUploadTombstones(
  db: Db,
  {
    now = new Date(),
    graceMs = env.UPLOAD_DELETE_GRACE_HOURS * 3_600_000,
    limit = 1000,
  }: { now?: Date; graceMs?: number; limit?: number } = {},
): Promise<SweepResult> {
  const due = await db.uploadTombstone.findMany({
    where: { createdAt: { lte: new Date(now.getTime() - graceMs) } },
    orderBy: { id: 'asc' },
    take: limit,
  });
  const result: SweepResult = { deleted: [], kept: [] };
  for (const tombstone of due) {
    // Only this tombstone as read: one released again meanwhile waits for its new grace period.
    const drop = () =>
      db.uploadTombstone.deleteMany({
        where: { id: tombstone.id, createdAt: tombstone.createdAt },
      });
    try {
      if (
        !STORED_UPLOAD.test(tombstone.path) ||
        (await uploadInUse(db, tombstone.path)) ||
        (await db.mediaItem.count({ where: { path: tombstone.path } })) > 0
      ) {
        await drop();
        result.kept.push(tombstone.path);
        continue;
      }
      await db.upload.deleteMany({ where: { path: tombstone.path } });
      await rm(path.join(uploadRoot(), tombstone.path.slice(UPLOAD_URL_PREFIX.length)), {
        force: true,
      });
      await drop();
      result.deleted.push(tombstone.path);
    } catch (error) {
      log.error('upload not deleted', {
        url: tombstone.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (result.deleted.length) log.info('uploads deleted', { count: result.deleted.length });
  return result;
}
