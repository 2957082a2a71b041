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

/**
 * Markup, scripts and document signatures never found in a real photo's or
 * scan's metadata (compared in lower case). Each asks for what follows the
 * opening too (a space or `>`, a directive's name, a version), so a few bytes
 * of a camera's metadata or of an embedded thumbnail do not match by chance.
 */
const HIDDEN_MARKUP =
  /<(?:html|script|svg|iframe|body|object|embed)[\s/>]|<!doctype\s+html|<\?php[\s(]|<%@\s*(?:page|import|include|taglib|language|control|master)|javascript:|%pdf-\d\.\d/;

/** PNG chunks of compressed pixels: random to the eye, never sniffed as text by a browser. */
const PNG_PIXEL_CHUNKS = new Set(['IDAT', 'fdAT']);

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

/** Where a JPEG's entropy-coded data starting at `at` ends: the next 0xFF that is neither stuffed (0xFF00) nor a restart marker. */
function scanEnd(bytes: Uint8Array, at: number): number {
  for (let ff = bytes.indexOf(0xff, at); ff !== -1; ff = bytes.indexOf(0xff, ff + 1)) {
    const next = bytes[ff + 1];
    if (next === undefined) return bytes.length - 1;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return ff;
  }
  return bytes.length - 1;
}

/** [start, end) byte ranges. */
type Ranges = [number, number][];

/** A PNG's ranges other than its compressed pixels, or null when its chunks do not add up. */
function pngTextRanges(bytes: Uint8Array): Ranges | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ranges: Ranges = [[0, 8]];
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
    if (next > bytes.length) return null;
    ranges.push(PNG_PIXEL_CHUNKS.has(type) ? [at, at + 8] : [at, next]);
    at = next;
    if (type === 'IEND') {
      ranges.push([at, bytes.length]); // whatever follows (hasTrailingData refuses it too)
      return ranges;
    }
  }
  return null;
}

/** Where a PNG ends: just after its IEND chunk (where its last range, what follows, starts), or -1 when the chunks do not add up. */
function pngEnd(bytes: Uint8Array): number {
  return pngTextRanges(bytes)?.at(-1)?.[0] ?? -1;
}

/**
 * A JPEG's ranges other than its entropy-coded (compressed) scan data, for
 * the first picture and the further ones a phone camera stores after it, or
 * null when its segments do not add up.
 */
function jpegTextRanges(bytes: Uint8Array): Ranges | null {
  const ranges: Ranges = [[0, 2]];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      ranges.push([at, bytes.length]); // not a marker: scanned, and judged by hasTrailingData
      return ranges;
    }
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      at += 2;
      // A further picture (Multi-Picture Format) starts its own SOI; anything else is the rest.
      if (bytes[at] === 0xff && bytes[at + 1] === 0xd8) {
        at += 2;
        continue;
      }
      ranges.push([at, bytes.length]);
      return ranges;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return null;
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (end > bytes.length) return null;
    ranges.push([at, end]);
    at = end;
    if (marker !== 0xda) continue;
    // Start of scan: entropy-coded data up to the next real marker, skipped.
    at = scanEnd(bytes, at);
  }
  return null;
}

/**
 * Whether markup, a script or a document signature is in the image's
 * metadata, comments or text chunks, or in anything around the image, or a
 * ZIP directory at its end. The compressed pixels (JPEG scan data, PNG IDAT)
 * are left out: they are random bytes that a browser never reads as text, and
 * a short signature turns up in them by chance (about one slip in twenty).
 * An image whose structure does not add up is searched whole.
 */
export function hidesOtherContent(bytes: Uint8Array, type: ImageType): boolean {
  const ranges =
    (type === 'image/png' ? pngTextRanges(bytes) : jpegTextRanges(bytes)) ??
    ([[0, bytes.length]] as Ranges);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // latin1 maps every byte to one character, so ASCII signatures survive.
  const text = ranges
    .map(([start, end]) => buffer.toString('latin1', start, end))
    .join('\n')
    .toLowerCase();
  if (HIDDEN_MARKUP.test(text)) return true;
  const tail = Math.max(0, bytes.length - ZIP_TAIL);
  return ranges.some(
    ([start, end]) =>
      end > tail && indexOfBytes(bytes.subarray(0, end), ZIP_END, Math.max(start, tail)) !== -1,
  );
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
    at = scanEnd(bytes, at);
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
