import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';

/** SPEC.md sections 5 and 9: at most 10,240,000 bytes. */
export const MAX_UPLOAD_BYTES = 10_240_000;

/** Uploaded files live outside the build (./data/uploads) and are served by /api/uploads/... */
export const UPLOAD_URL_PREFIX = '/api/uploads/';

export function uploadRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.UPLOAD_DIR ?? './data/uploads');
}

export type ImageType = 'image/jpeg' | 'image/png';

/** The image type read from the file's first bytes, whatever its name or declared type claims. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** Width and height from a PNG header or a JPEG start-of-frame marker, when present. */
export function imageSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    const length = view.getUint16(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/**
 * Stores uploaded images after checking them again on the server: JPEG or
 * PNG by content (magic bytes), at most MAX_UPLOAD_BYTES. Each file gets a
 * random name and a row in `uploads` naming its owner.
 */
export function uploadService(db: Db) {
  return {
    async saveImage(bytes: Uint8Array, owner: { realm: 'admin' | 'member'; id: number }) {
      if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'cannot_upload_file', 'upload');
      if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('BAD_REQUEST', 'admin_shell.error_file_too_large', 'upload');
      const type = sniffImageType(bytes);
      if (!type) throw new AppError('BAD_REQUEST', 'admin_shell.error_image_type', 'upload');
      const now = new Date();
      const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const name = `${randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
      await mkdir(path.join(uploadRoot(), folder), { recursive: true });
      await writeFile(path.join(uploadRoot(), folder, name), bytes);
      const url = `${UPLOAD_URL_PREFIX}${folder}/${name}`;
      const size = imageSize(bytes, type);
      await db.upload.create({
        data: { path: url, mimeType: type, sizeBytes: bytes.byteLength, width: size?.width, height: size?.height, ownerRealm: owner.realm, ownerId: owner.id },
      });
      return { url, width: size?.width ?? null, height: size?.height ?? null };
    },

    /** The bytes and type of a stored upload, or null (unknown or a path outside the folder). */
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
