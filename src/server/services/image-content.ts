import type { ImageType } from '@/server/services/upload-service';

/**
 * Checks of an uploaded image's bytes beyond its first few (upload-service.ts
 * sniffs those). A polyglot is a file that is a valid JPEG or PNG and also
 * something else a browser, an archive tool or an interpreter would open:
 * an HTML page, SVG, script or PHP hidden in a comment or metadata chunk, or
 * a ZIP/JAR (a "GIFAR"), PDF or page appended after the image's end. Uploads
 * are re-encoded anyway, so nothing of the original is ever served; refusing
 * them also keeps such files out of the upload folder and tells whoever sent
 * one that it was seen.
 */

/** Markup and document signatures never found in a real photo or scan (ASCII, compared in lower case). */
const HIDDEN_SIGNATURES = [
  '<html',
  '<script',
  '<svg',
  '<iframe',
  '<!doctype',
  '<?php',
  '<%@',
  'javascript:',
  '%pdf-',
];

/** A ZIP's end-of-central-directory record sits in its last 65,557 bytes, where archive tools look for it. */
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_TAIL = 65_557;

function indexOfBytes(bytes: Uint8Array, needle: number[], from = 0): number {
  const first = needle[0]!;
  for (
    let i = bytes.indexOf(first, from);
    i !== -1 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    if (needle.every((b, k) => bytes[i + k] === b)) return i;
  }
  return -1;
}

/** Whether markup, a script or a document signature is anywhere in the bytes, or a ZIP directory at their end. */
export function hidesOtherContent(bytes: Uint8Array): boolean {
  // latin1 maps every byte to one character, so offsets and ASCII signatures survive.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .toLowerCase();
  if (HIDDEN_SIGNATURES.some((signature) => text.includes(signature))) return true;
  return indexOfBytes(bytes, ZIP_END, Math.max(0, bytes.length - ZIP_TAIL)) !== -1;
}

/** Where a PNG ends: just after its IEND chunk, or -1 when the chunks do not add up. */
function pngEnd(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(
      bytes[at + 4]!,
      bytes[at + 5]!,
      bytes[at + 6]!,
      bytes[at + 7]!,
    );
    const next = at + 12 + length;
    if (next > bytes.length) return -1;
    if (type === 'IEND') return next;
    at = next;
  }
  return -1;
}

/**
 * Where a JPEG's first image ends: just after its EOI marker, or -1 when the
 * segments do not add up. Segments are skipped by their length (so an EXIF
 * thumbnail's own EOI is not taken for the end), and entropy-coded data runs
 * to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
 */
function jpegEnd(bytes: Uint8Array): number {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return -1;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    at += 2 + length;
    if (marker !== 0xda) continue;
    // Start of scan: entropy-coded data up to the next real marker.
    while (
      at + 1 < bytes.length &&
      !(
        bytes[at] === 0xff &&
        bytes[at + 1] !== 0x00 &&
        !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7)
      )
    )
      at += 1;
  }
  return -1;
}

/**
 * Whether anything follows the image's end. Allowed after a JPEG: zero
 * padding, and further JPEG images (the Multi-Picture Format of phone
 * cameras stores depth maps and previews there).
 */
export function hasTrailingData(bytes: Uint8Array, type: ImageType): boolean {
  const end = type === 'image/png' ? pngEnd(bytes) : jpegEnd(bytes);
  if (end === -1) return false; // a damaged image: sharp's decoder judges it
  const rest = bytes.subarray(end);
  if (rest.every((b) => b === 0)) return false;
  if (type === 'image/jpeg' && rest[0] === 0xff && rest[1] === 0xd8 && rest[2] === 0xff)
    return false;
  return true;
}
