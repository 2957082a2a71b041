import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { isPolyglot } from '@/server/services/image-content';
import { env } from '@/env';

/** SPEC.md sections 5 and 9: at most 10,240,000 bytes. */
export const MAX_UPLOAD_BYTES = 10_240_000;

/**
 * The most pixels an uploaded image may have (about 8,700 x 5,800, above a
 * 48-megapixel phone photo): a small file can declare a huge image (a
 * decompression bomb), whose decoding would take gigabytes.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Uploaded files live outside the build, in UPLOAD_DIR (default ./data/uploads), and are served at /uploads/... */
export const UPLOAD_URL_PREFIX = '/uploads/';

/**
 * Uploads (payment slips among them) are read only by the site's own user: folders 700, files
 * 600 whatever the umask (docs/security.md, "Files on disk").
 */
export const PRIVATE_DIR = { recursive: true, mode: 0o700 } as const;
export const PRIVATE_FILE = { mode: 0o600 } as const;

export function uploadRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.UPLOAD_DIR);
}

/** A file's name as the library keeps it: no folders, at most 191 characters. */
const libraryName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 191);

export type ImageType = 'image/jpeg' | 'image/png';

/** The image type read from the file's first bytes, whatever its name or declared type claims. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** SPEC.md section 5: the admin file input also takes spreadsheets, Word, PowerPoint, text and PDF. */
const DOCUMENT_TYPES: Record<string, { mime: string; magic: 'pdf' | 'zip' | 'ole' | 'text' }> = {
  pdf: { mime: 'application/pdf', magic: 'pdf' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: 'zip',
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: 'zip' },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    magic: 'zip',
  },
  doc: { mime: 'application/msword', magic: 'ole' },
  xls: { mime: 'application/vnd.ms-excel', magic: 'ole' },
  ppt: { mime: 'application/vnd.ms-powerpoint', magic: 'ole' },
  txt: { mime: 'text/plain; charset=utf-8', magic: 'text' },
  csv: { mime: 'text/csv; charset=utf-8', magic: 'text' },
};

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** Whether the content is what the file's extension says (a renamed executable or HTML page is not). */
function matchesDocumentType(bytes: Uint8Array, magic: 'pdf' | 'zip' | 'ole' | 'text'): boolean {
  if (magic === 'pdf') return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
  if (magic === 'zip') return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
  if (magic === 'ole') return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (bytes.includes(0)) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 65_536));
    return !/<\s*(html|script|svg|iframe)/i.test(text);
  } catch {
    return false;
  }
}

/** Who is asking for a private upload: the member of the request, and the permissions of its staff user. */
export interface UploadViewer {
  memberId?: number | null;
  permissions?: readonly string[];
}

/** Staff who handle registrations see every payment slip. */
export const SLIP_VIEW_PERMISSION = 'access/public_training_register';

function mayViewPrivate(viewer: UploadViewer, memberId: number): boolean {
  return viewer.memberId === memberId || !!viewer.permissions?.includes(SLIP_VIEW_PERMISSION);
}

export interface SaveImageOptions {
  owner: { realm: 'admin' | 'member'; id: number };
  /** The input field errors are about. */
  field?: string;
  /** Message keys for the two refusals, in the caller's words. */
  messages?: { tooLarge: string; badType: string };
  /** A content image: it joins the media library under this file name (docs/policies/media-library.md). */
  library?: { name: string };
}

const defaultMessages = {
  tooLarge: 'admin_shell.error_file_too_large',
  badType: 'admin_shell.error_image_type',
};

/**
 * Stores uploaded images after checking them again on the server (SPEC.md
 * section 5): JPEG or PNG by content (magic bytes, then the decoder), at most
 * MAX_UPLOAD_BYTES and MAX_IMAGE_PIXELS, and no polyglot (image-content.ts). Each is re-encoded with sharp as a JPEG at quality 0.95,
 * no wider than 1024 px if landscape or 750 px otherwise, which also drops
 * anything hidden in the original file. Each file gets a random name and a
 * row in `uploads` naming its owner.
 */
/** What a folder that takes no file answers (read-only, full, gone, not ours). */
const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'ENOENT']);

/**
 * Writes a file into UPLOAD_DIR. A folder that takes no file is this site's trouble, not the
 * caller's: 503 with a translated message (nothing was stored; nginx may pass the request to
 * another instance), logged for the operators; readiness reports the folder "degraded" and
 * every page keeps being served (src/server/ops/readiness.ts).
 */
async function storeFile(relative: string, data: Uint8Array): Promise<void> {
  try {
    await mkdir(path.join(uploadRoot(), path.dirname(relative)), PRIVATE_DIR);
    await writeFile(path.join(uploadRoot(), relative), data, PRIVATE_FILE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code || !UNWRITABLE.has(code)) throw error;
    log.error('upload folder takes no file', { code, dir: uploadRoot() });
    throw new AppError('SERVICE_UNAVAILABLE', 'errors.uploads_unavailable');
  }
}

export function uploadService(db: Db) {
  /**
   * The member an upload is private to, or null when it is public. Members
   * upload two things: their avatar (public, shown beside their name) and
   * payment slips (bank documents with names and account numbers: private to
   * the registration's member). Any other member upload (a slip whose
   * registration was not saved, a replaced avatar) stays private to its
   * uploader. Staff uploads are site content, public.
   */
  async function privateMemberOf(
    url: string,
    row: { ownerRealm: string | null; ownerId: number | null },
  ): Promise<number | null> {
    if (row.ownerRealm !== 'member' || row.ownerId === null) return null;
    const slip = await db.paymentSlip.findFirst({
      where: { imageUrl: url },
      select: { registration: { select: { memberId: true } } },
    });
    if (slip) return slip.registration.memberId;
    const avatar = await db.member.count({ where: { id: row.ownerId, imageUrl: url } });
    return avatar > 0 ? null : row.ownerId;
  }

  return {
    async saveImage(
      bytes: Uint8Array,
      { owner, field = 'upload', messages = defaultMessages, library }: SaveImageOptions,
    ) {
      if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'cannot_upload_file', field);
      if (bytes.byteLength > MAX_UPLOAD_BYTES)
        throw new AppError('BAD_REQUEST', messages.tooLarge, field);
      const type = sniffImageType(bytes);
      if (!type || isPolyglot(bytes, type))
        throw new AppError('BAD_REQUEST', messages.badType, field);
      let output: { data: Buffer; info: OutputInfo };
      let meta: Metadata;
      try {
        // The header only (nothing is decoded, so no pixel limit yet): a decompression bomb is refused by its declared size.
        meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        throw new AppError('BAD_REQUEST', messages.badType, field);
      }
      if (meta.format !== (type === 'image/png' ? 'png' : 'jpeg'))
        throw new AppError('BAD_REQUEST', messages.badType, field);
      if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS)
        throw new AppError('BAD_REQUEST', 'image_too_many_pixels', field);
      try {
        const width = meta.autoOrient?.width ?? meta.width ?? 0;
        const height = meta.autoOrient?.height ?? meta.height ?? 0;
        // No keepMetadata()/withMetadata(): the stored JPEG carries no EXIF (GPS included), XMP, IPTC,
        // comment or ICC profile; colours are converted to sRGB first.
        output = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width: width > height ? 1024 : 750, withoutEnlargement: true })
          .jpeg({ quality: 95 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new AppError('BAD_REQUEST', messages.badType, field);
      }
      const now = new Date();
      const relative = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.jpg`;
      await storeFile(relative, output.data);
      const url = `${UPLOAD_URL_PREFIX}${relative}`;
      const { width, height } = output.info;
      const stored = {
        path: url,
        mimeType: 'image/jpeg',
        sizeBytes: output.data.length,
        width,
        height,
      };
      const uploadRow = db.upload.create({
        data: { ...stored, ownerRealm: owner.realm, ownerId: owner.id },
      });
      if (library)
        await db.$transaction([
          uploadRow,
          db.mediaItem.create({
            data: {
              ...stored,
              kind: 'image',
              name: libraryName(library.name),
              createdById: owner.id,
            },
          }),
        ]);
      else await uploadRow;
      return { url, width, height };
    },

    /**
     * Stores a document of a training (PDF, Word, PowerPoint, spreadsheet,
     * text) after checking its content matches its extension and its size.
     */
    async saveDocument(bytes: Uint8Array, filename: string, owner: { realm: 'admin'; id: number }) {
      const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
      const type = DOCUMENT_TYPES[ext];
      if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'cannot_upload_file', 'upload');
      if (bytes.byteLength > MAX_UPLOAD_BYTES)
        throw new AppError('BAD_REQUEST', 'admin_shell.error_file_too_large', 'upload');
      if (!type || !matchesDocumentType(bytes, type.magic))
        throw new AppError('BAD_REQUEST', 'admin_content.error_document_type', 'upload');
      const now = new Date();
      const relative = `docs/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
      await storeFile(relative, bytes);
      const url = `${UPLOAD_URL_PREFIX}${relative}`;
      const stored = { path: url, mimeType: type.mime, sizeBytes: bytes.byteLength };
      // Every training document joins the media library too (docs/policies/media-library.md).
      await db.$transaction([
        db.upload.create({ data: { ...stored, ownerRealm: owner.realm, ownerId: owner.id } }),
        db.mediaItem.create({
          data: { ...stored, kind: 'document', name: libraryName(filename), createdById: owner.id },
        }),
      ]);
      return {
        url,
        name: filename.replace(/[\\/]/g, '_').slice(0, 191),
        mime_type: type.mime,
        size_bytes: bytes.byteLength,
      };
    },

    /**
     * The bytes and type of a stored upload, or null when it is unknown, a
     * path outside the folder, or private and not the viewer's to see (the
     * same null, so a slip's URL tells a stranger nothing). `viewer` is asked
     * only for private uploads, so public images never look up a session.
     */
    async read(
      relative: string,
      viewer: () => Promise<UploadViewer>,
    ): Promise<{ bytes: Buffer; type: string; private: boolean } | null> {
      if (
        !/^(docs\/)?\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|pdf|docx|xlsx|pptx|doc|xls|ppt|txt|csv)$/.test(
          relative,
        )
      )
        return null;
      const url = `${UPLOAD_URL_PREFIX}${relative}`;
      const row = await db.upload.findUnique({
        where: { path: url },
        select: { mimeType: true, ownerRealm: true, ownerId: true },
      });
      if (!row) return null;
      const privateTo = await privateMemberOf(url, row);
      if (privateTo !== null && !mayViewPrivate(await viewer(), privateTo)) return null;
      try {
        return {
          bytes: await readFile(path.join(uploadRoot(), relative)),
          type: row.mimeType,
          private: privateTo !== null,
        };
      } catch {
        return null;
      }
    },
  };
}
