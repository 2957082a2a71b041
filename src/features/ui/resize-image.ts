/**
 * SPEC.md section 5: wider images are resized to 1024 px wide if landscape,
 * otherwise 750 px wide, and re-encoded as JPEG quality 0.95. The library
 * bounds the longer side, so a portrait's bound is its height at 750 px wide.
 * `maxBytes` also caps the size of the result; `onProgress` hears the share done (0 to 100).
 * The library loads with the first file, not with the page that offers the drop zone.
 */
export async function resizeForUpload(
  file: File,
  { maxBytes, onProgress }: { maxBytes?: number; onProgress?: (percent: number) => void } = {},
): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  bitmap.close();
  const target = width > height ? 1024 : 750;
  const scale = Math.min(1, target / width);
  const maxWidthOrHeight = Math.round(Math.max(width, height) * scale);
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight,
    fileType: 'image/jpeg',
    initialQuality: 0.95,
    useWebWorker: false,
    ...(onProgress ? { onProgress } : {}),
    ...(maxBytes ? { maxSizeMB: maxBytes / 1024 / 1024 } : {}),
  });
}

/** The file as a data: URL, for sending an image inside a JSON call. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An image resized as SPEC.md section 5 says, as a data: URL for a JSON call (the member's picture, a payment slip). */
export async function resizedDataUrl(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string> {
  return readAsDataUrl(await resizeForUpload(file, { onProgress }));
}
