import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';

/**
 * Uploaded files live in UPLOAD_DIR (default ./data/uploads), outside the
 * build, and are served at /uploads/... by src/app/uploads/[...path]/route.ts.
 */
export function uploadDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.UPLOAD_DIR || 'data/uploads');
}

/** The type of an image by its first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** Decodes a data: URL or plain base64 string. */
export function decodeBase64Image(value: string): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? value.slice(comma + 1) : value, 'base64');
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  sizeBytes: number;
}

/**
 * Checks an uploaded image again on the server (SPEC.md section 5: JPEG or
 * PNG by content, at most maxBytes), then stores it as a JPEG no wider than
 * the spec's target (1024 px landscape, 750 px otherwise), quality 0.95.
 */
export async function storeImage(
  db: Db,
  bytes: Buffer,
  opts: { folder: string; maxBytes: number; owner?: { realm: string; id: number }; field?: string },
): Promise<StoredImage> {
  const field = opts.field ?? 'image';
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'cannot_upload_file', field);
  if (bytes.length > opts.maxBytes) throw new AppError('BAD_REQUEST', 'member.avatar_too_large', field);
  if (!sniffImageType(bytes)) throw new AppError('BAD_REQUEST', 'member.avatar_invalid_type', field);
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: 80_000_000 }).rotate();
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    const target = width > height ? 1024 : 750;
    output = await image.resize({ width: target, withoutEnlargement: true }).jpeg({ quality: 95 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('BAD_REQUEST', 'member.avatar_invalid_type', field);
  }
  const relative = path.posix.join(opts.folder, `${randomUUID()}.jpg`);
  const file = path.join(uploadDir(), relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, output.data);
  const url = `/uploads/${relative}`;
  await db.upload.create({
    data: {
      path: url,
      mimeType: 'image/jpeg',
      sizeBytes: output.data.length,
      width: output.info.width,
      height: output.info.height,
      ownerRealm: opts.owner?.realm,
      ownerId: opts.owner?.id,
    },
  });
  return { url, width: output.info.width, height: output.info.height, sizeBytes: output.data.length };
}
