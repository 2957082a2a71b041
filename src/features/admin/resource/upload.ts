'use client';

import { FormFailure, restFailure } from '@/features/ui/form-feedback';
import { IMAGE_RULES, refusalOf, type UploadProgress } from '@/features/ui/file-rules';
import { resizeForUpload } from '@/features/ui/resize-image';

export interface Uploaded {
  url: string;
  width?: number;
  height?: number;
  name?: string;
  mime_type?: string | null;
  size_bytes?: number | null;
}

type OnProgress = (progress: UploadProgress) => void;

/**
 * Sends a file to an upload endpoint (multipart field "upload", SPEC.md
 * section 7), telling how much is sent, and answers what it stored; a
 * refusal throws the server's answer as a FormFailure (form-feedback.ts).
 */
export function uploadFile(
  endpoint: string,
  file: Blob,
  filename: string,
  onProgress?: OnProgress,
): Promise<Uploaded> {
  const body = new FormData();
  body.append('upload', file, filename);
  // XMLHttpRequest, not fetch: only it reports the upload's progress.
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) =>
      onProgress?.({
        stage: 'sending',
        percent: e.lengthComputable ? (e.loaded / e.total) * 100 : null,
      });
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: refused below
      }
      const stored = data as Uploaded | null;
      if (xhr.status >= 200 && xhr.status < 300 && stored?.url) resolve(stored);
      else reject(restFailure(xhr.status, data));
    };
    xhr.onerror = () => reject(new FormFailure('cannot_upload_file'));
    onProgress?.({ stage: 'sending', percent: 0 });
    xhr.send(body);
  });
}

/**
 * The back office's image upload: refused here first (type, size), resized
 * as SPEC.md section 5 says, then checked and re-encoded again by the server.
 */
export async function uploadImage(
  file: File,
  onProgress?: OnProgress,
  endpoint = '/api/v1/admin/upload',
): Promise<Uploaded> {
  const refused = refusalOf(file, IMAGE_RULES);
  if (refused) throw new FormFailure(refused);
  const resized = await resizeForUpload(file, {
    maxBytes: IMAGE_RULES.maxBytes,
    onProgress: (percent) => onProgress?.({ stage: 'resizing', percent }),
  });
  return uploadFile(endpoint, resized, file.name.replace(/\.\w+$/, '') + '.jpg', onProgress);
}

/** One's own avatar: the same checks, sent to the avatar door (open to every admin), which sets it at once. */
export const uploadAvatar = (file: File, onProgress?: OnProgress) =>
  uploadImage(file, onProgress, '/api/v1/admin/users/profile/avatar');
