import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';

/** SPEC.md sections 5 and 9: at most 10,240,000 bytes. */
export const MAX_UPLOAD_BYTES = 10_240_000;

/** Uploaded files live outside the build, in UPLOAD_DIR (default ./data/uploads), and are served at /uploads/... */
export const UPLOAD_URL_PREFIX = '/uploads/';

export function uploadRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.UPLOAD_DIR || './data/uploads');
}

export type ImageType = 'image/jpeg' | 'image/png';

/** The image type read from the file's first bytes, whatever its name or declared type claims. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

export interface SaveImageOptions {
  owner: { realm: 'admin' | 'member'; id: number };
  /** The input field errors are about. */
  field?: string;
  /** Message keys for the two refusals, in the caller's words. */
  messages?: { tooLarge: string; badType: string };
}

const defaultMessages = { tooLarge: 'admin_shell.error_file_too_large', badType: 'admin_shell.error_image_type' };

/**
 * Stores uploaded images after checking them again on the server (SPEC.md
 * section 5): JPEG or PNG by content (magic bytes), at most
 * MAX_UPLOAD_BYTES. Each is re-encoded with sharp as a JPEG at quality 0.95,
 * no wider than 1024 px if landscape or 750 px otherwise, which also drops
 * anything hidden in the original file. Each file gets a random name and a
 * row in `uploads` naming its owner.
 */
export function uploadService(db: Db) {
  return {
    async saveImage(bytes: Uint8Array, { owner, field = 'upload', messages = defaultMessages }: SaveImageOptions) {
      if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'cannot_upload_file', field);
      if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('BAD_REQUEST', messages.tooLarge, field);
      if (!sniffImageType(bytes)) throw new AppError('BAD_REQUEST', messages.badType, field);
      let output: { data: Buffer; info: OutputInfo };
      try {
        const image = sharp(bytes, { limitInputPixels: 80_000_000 }).rotate();
        const meta = await image.metadata();
        const width = meta.autoOrient?.width ?? meta.width ?? 0;
        const height = meta.autoOrient?.height ?? meta.height ?? 0;
        output = await image
          .resize({ width: width > height ? 1024 : 750, withoutEnlargement: true })
          .jpeg({ quality: 95 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new AppError('BAD_REQUEST', messages.badType, field);
      }
      const now = new Date();
      const relative = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.jpg`;
      await mkdir(path.join(uploadRoot(), path.dirname(relative)), { recursive: true });
      await writeFile(path.join(uploadRoot(), relative), output.data);
      const url = `${UPLOAD_URL_PREFIX}${relative}`;
      const { width, height } = output.info;
      await db.upload.create({
        data: { path: url, mimeType: 'image/jpeg', sizeBytes: output.data.length, width, height, ownerRealm: owner.realm, ownerId: owner.id },
      });
      return { url, width, height };
    },

    /** The bytes and type of a stored upload, or null (unknown, or a path outside the folder). */
    async read(relative: string): Promise<{ bytes: Buffer; type: string } | null> {
      if (!/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png)$/.test(relative)) return null;
      const row = await db.upload.findUnique({ where: { path: `${UPLOAD_URL_PREFIX}${relative}` }, select: { mimeType: true } });
      if (!row) return null;
      try {
        return { bytes: await readFile(path.join(uploadRoot(), relative)), type: row.mimeType };
      } catch {
        return null;
      }
    },
  };
}
