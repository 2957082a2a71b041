import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import type { MediaAltInput, MediaKind, MediaListQuery } from '@/lib/schemas/media';
import { containsInsensitive, type Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { describeUses, mediaUses } from '@/server/services/media/media-usage';
import { paginate } from '@/server/services/paginate';
import { buryUploads, uploadInUse } from '@/server/services/upload-release';

interface MediaRow {
  id: number;
  path: string;
  kind: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  altTh: string;
  altEn: string;
  createdById: number | null;
  createdAt: Date;
}

/** One library item as the list and the REST door answer it. */
function toItem(row: MediaRow, people: Map<number, string>) {
  return {
    id: row.id,
    url: row.path,
    kind: row.kind as MediaKind,
    name: row.name || path.posix.basename(row.path),
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    altTh: row.altTh,
    altEn: row.altEn,
    createdBy: row.createdById === null ? null : (people.get(row.createdById) ?? null),
    createdAt: row.createdAt,
  };
}
export type MediaItemView = ReturnType<typeof toItem>;

/**
 * The media library (docs/policies/media-library.md): the images and
 * documents staff uploaded for content, searched by file name and alt text,
 * with where each is shown; an item is deleted only while nothing shows it.
 */
export function mediaService(db: Db) {
  async function peopleOf(rows: MediaRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.createdById).filter((id): id is number => !!id))];
    if (ids.length === 0) return new Map();
    const users = await db.adminUser.findMany({
      where: { id: { in: ids } },
      select: { id: true, firstname: true, lastname: true },
    });
    return new Map(users.map((u) => [u.id, `${u.firstname} ${u.lastname}`.trim()]));
  }

  async function find(id: number): Promise<MediaRow> {
    const row = await db.mediaItem.findUnique({ where: { id } });
    if (!row) throw new AppError('NOT_FOUND', 'media.errors.not_found', 'id');
    return row;
  }

  return {
    /** Newest first, by kind, and by a word in the file's name or either alt text. */
    async list(query: MediaListQuery) {
      const word = query.search;
      const where = {
        ...(query.kind ? { kind: query.kind } : {}),
        ...(word
          ? {
              OR: [
                { name: containsInsensitive(word) },
                { altTh: containsInsensitive(word) },
                { altEn: containsInsensitive(word) },
              ],
            }
          : {}),
      };
      return paginate(
        query,
        () => db.mediaItem.count({ where }),
        (window) =>
          db.mediaItem.findMany({
            where,
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            ...window,
          }),
        async (rows) => {
          const people = await peopleOf(rows);
          return rows.map((r) => toItem(r, people));
        },
      );
    },

    /** One item with every place that shows it. */
    async get(id: number, locale: Locale) {
      const row = await find(id);
      return { ...toItem(row, await peopleOf([row])), uses: await mediaUses(db, row.path, locale) };
    },

    async updateAlt(input: MediaAltInput) {
      await find(input.id);
      await db.mediaItem.update({
        where: { id: input.id },
        data: { altTh: input.alt_th, altEn: input.alt_en },
      });
      return { success: true as const };
    },

    /**
     * Deletes an item nothing shows, with its file (after the sweep's grace period); refused (409) while
     * anything does, the message naming the places.
     */
    async delete(id: number, locale: Locale) {
      const row = await find(id);
      const uses = await mediaUses(db, row.path, locale);
      if (uses.length)
        throw new AppError('CONFLICT', 'media.errors.in_use', 'id', {
          places: describeUses(uses, locale),
          count: uses.length,
        });
      // An avatar, a flag or a slip outside the content fields: refused as well, without a place to name.
      if (await uploadInUse(db, row.path))
        throw new AppError('CONFLICT', 'media.errors.in_use_elsewhere', 'id');
      // The file goes with the sweep, after its grace period (upload-release.ts): a backup under way may still copy it.
      await db.$transaction(async (tx) => {
        await tx.mediaItem.delete({ where: { id } });
        await tx.upload.deleteMany({ where: { path: row.path } });
        await buryUploads(tx, [row.path]);
      });
      return { deleted: 1 };
    },
  };
}
