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

/** What a walk over an image's structure finds. */
interface Walk {
  /** The ranges other than compressed pixels, or null when the structure does not add up. */
  ranges: Ranges | null;
  /** Where the (first) image ends, or -1 when the walk does not get there. */
  end: number;
}

/** A PNG's chunks: every one but the compressed pixels' bodies, and where IEND ends. */
function walkPng(bytes: Uint8Array): Walk {
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
    if (next > bytes.length) break;
    ranges.push(PNG_PIXEL_CHUNKS.has(type) ? [at, at + 8] : [at, next]);
    at = next;
    if (type === 'IEND') {
      ranges.push([at, bytes.length]); // whatever follows (refused as trailing data too)
      return { ranges, end: at };
    }
  }
  return { ranges: null, end: -1 };
}

/**
 * A JPEG's segments, for the first picture and the further ones a phone
 * camera stores after it (Multi-Picture Format): every range but the
 * entropy-coded (compressed) scan data, and where the first picture ends,
 * just after its EOI marker. Segments are skipped by their length (so an EXIF
 * thumbnail's own EOI is not taken for the end), and scan data runs to the
 * next marker that is neither a stuffed 0xFF00 nor a restart marker.
 */
function walkJpeg(bytes: Uint8Array): Walk {
  const ranges: Ranges = [[0, 2]];
  let end = -1;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      ranges.push([at, bytes.length]); // not a marker: searched, and trailing data if after the end
      return { ranges, end };
    }
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      at += 2;
      if (end === -1) end = at;
      // A further picture starts its own SOI; anything else is the rest.
      if (bytes[at] === 0xff && bytes[at + 1] === 0xd8) {
        at += 2;
        continue;
      }
      ranges.push([at, bytes.length]);
      return { ranges, end };
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) break;
    const next = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (next > bytes.length) break;
    ranges.push([at, next]);
    at = next;
    if (marker === 0xda) at = scanEnd(bytes, at);
  }
  return { ranges: null, end };
}

/**
 * Whether markup, a script or a document signature is in the image's
 * metadata, comments or text chunks, or in anything around the image, or a
 * ZIP directory at its end. The compressed pixels (JPEG scan data, PNG IDAT)
 * are left out: they are random bytes that a browser never reads as text, and
 * a short signature turns up in them by chance (about one slip in fifty).
 * An image whose structure does not add up is searched whole.
 */
function hidesOtherContent(bytes: Uint8Array, walk: Walk): boolean {
  const ranges = walk.ranges ?? ([[0, bytes.length]] as Ranges);
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
 * Whether anything follows the image's end. Allowed after a JPEG: zero
 * padding, and further JPEG images (the Multi-Picture Format of phone
 * cameras stores depth maps and previews there).
 */
function hasTrailingData(bytes: Uint8Array, type: ImageType, walk: Walk): boolean {
  if (walk.end === -1) return false; // a damaged image: sharp's decoder judges it
  const rest = bytes.subarray(walk.end);
  if (rest.every((b) => b === 0)) return false;
  if (type === 'image/jpeg' && rest[0] === 0xff && rest[1] === 0xd8 && rest[2] === 0xff)
    return false;
  return true;
}

/** Whether a JPEG or PNG is also something else: markup or a document hidden in it, or anything after its end. One walk over its structure. */
export function isPolyglot(bytes: Uint8Array, type: ImageType): boolean {
  const walk = type === 'image/png' ? walkPng(bytes) : walkJpeg(bytes);
  return hidesOtherContent(bytes, walk) || hasTrailingData(bytes, type, walk);
}
