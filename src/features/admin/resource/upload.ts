'use client';

import { resizeForUpload } from '@/features/ui/resize-image';

/** SPEC.md section 5: JPEG or PNG, at most 10,240,000 bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const MAX_UPLOAD_BYTES = 10_240_000;

export interface Uploaded {
  url: string;
  width?: number;
  height?: number;
  name?: string;
  mime_type?: string | null;
  size_bytes?: number | null;
}

/**
 * Sends a file to an upload endpoint (multipart field "upload", SPEC.md
 * section 7) and answers what it stored, or throws the server's message.
 */
export async function uploadFile(endpoint: string, file: Blob, filename: string): Promise<Uploaded> {
  const body = new FormData();
  body.append('upload', file, filename);
  const res = await fetch(endpoint, { method: 'POST', body, credentials: 'same-origin' });
  const data = (await res.json().catch(() => ({}))) as Uploaded & { message?: string; error?: { message?: string } | string | null };
  if (!res.ok || !data.url) throw new Error((typeof data.error === 'object' && data.error?.message) || data.message || '');
  return data;
}

/**
 * The back office's image upload: checked here first (type, size), resized
 * as SPEC.md section 5 says, then checked and re-encoded again by the server.
 */
export async function uploadImage(file: File, messages: { badType: string; tooLarge: string }): Promise<Uploaded> {
  if (!IMAGE_TYPES.includes(file.type)) throw new Error(messages.badType);
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(messages.tooLarge);
  const resized = await resizeForUpload(file, { maxBytes: MAX_UPLOAD_BYTES });
  return uploadFile('/api/v1/admin/upload', resized, file.name.replace(/\.\w+$/, '') + '.jpg');
}
