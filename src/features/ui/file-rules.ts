/**
 * What the file fields take (SPEC.md section 5), checked in the browser
 * before anything is sent; the server checks again. Kept apart from the drop
 * zone so that code checking a file does not load it.
 */

/** What a field takes, checked in the browser before anything is sent (the server checks again). */
export interface FileRules {
  /** MIME types with their extensions (a file passes on either: browsers name some documents' types differently). */
  accept: Record<string, string[]>;
  maxBytes: number;
  /** Locale keys of the two refusals. */
  messages: { type: string; size: string };
  /** Locale keys of the drop zone's prompt, for one file or several. */
  prompts: { one: string; many: string };
}

/** SPEC.md section 5: at most 10,240,000 bytes. */
export const MAX_UPLOAD_BYTES = 10_240_000;

/** SPEC.md section 5: JPEG or PNG images. */
export const IMAGE_RULES: FileRules = {
  accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
  maxBytes: MAX_UPLOAD_BYTES,
  messages: { type: 'upload.image_type', size: 'upload.too_large' },
  prompts: { one: 'upload.drop_image', many: 'upload.drop_images' },
};

/** SPEC.md section 5: spreadsheets, Word, PowerPoint, text and PDF (the server judges by extension and content). */
export const DOCUMENT_RULES: FileRules = {
  accept: {
    'application/pdf': ['.pdf'],
    'application/msword': ['.doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    'application/vnd.ms-excel': ['.xls'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    'application/vnd.ms-powerpoint': ['.ppt'],
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
    'text/plain': ['.txt'],
    'text/csv': ['.csv'],
  },
  maxBytes: MAX_UPLOAD_BYTES,
  messages: { type: 'upload.document_type', size: 'upload.too_large' },
  prompts: { one: 'upload.drop_document', many: 'upload.drop_documents' },
};

/** The media library's drop zone for staff who may add training documents: images or documents. */
export const MEDIA_RULES: FileRules = {
  accept: { ...IMAGE_RULES.accept, ...DOCUMENT_RULES.accept },
  maxBytes: MAX_UPLOAD_BYTES,
  messages: { type: 'upload.media_type', size: 'upload.too_large' },
  prompts: { one: 'upload.drop_file', many: 'upload.drop_files' },
};

/** The locale key of a file's refusal (its type, then its size), or null when it may be sent. */
export function refusalOf(file: File, rules: FileRules): string | null {
  const name = file.name.toLowerCase();
  const typeOk = Object.entries(rules.accept).some(
    ([mime, extensions]) => file.type === mime || extensions.some((ext) => name.endsWith(ext)),
  );
  if (!typeOk) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.size;
  return null;
}

/** Where an upload is: resizing in the browser, then sending (a share, or null while the share is unknown). */
export type UploadProgress = { stage: 'resizing' | 'sending'; percent: number | null } | null;
