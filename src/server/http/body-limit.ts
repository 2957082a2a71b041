import { env } from '@/env';
import enForms from '@/i18n/locales/en/forms.json';
import thForms from '@/i18n/locales/th/forms.json';
import { type Locale, localeCookie, resolveLocale } from '@/i18n/locales';

/**
 * How large a request body a door takes (README "Security", body limits):
 * - `request`: JSON, forms and tRPC calls, REQUEST_BODY_MAX_BYTES (1 MB);
 * - `upload`: a multipart upload, UPLOAD_BODY_MAX_BYTES (the spec's
 *   10,240,000-byte file plus the multipart boundaries and fields);
 * - `encodedUpload`: a JSON call carrying a file base64-encoded (payment
 *   slips, avatars): the encoded size of an upload, 4/3 of it.
 */
export type BodyLimitKind = 'request' | 'upload' | 'encodedUpload';

export function bodyLimit(kind: BodyLimitKind = 'request'): number {
  const request = env.REQUEST_BODY_MAX_BYTES;
  const upload = Math.max(env.UPLOAD_BODY_MAX_BYTES, request);
  if (kind === 'upload') return upload;
  if (kind === 'encodedUpload') return Math.ceil(upload / 3) * 4;
  return request;
}

/** A body passed its door's limit while it was read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Whether the request declares (Content-Length) a body over `limit`: refused before a byte of it is read. */
export function declaresTooLarge(req: Request, limit: number): boolean {
  const declared = req.headers.get('content-length');
  if (declared === null) return false;
  const bytes = Number(declared.trim());
  // Node's parser refuses a malformed length before any handler runs; anything odd left here is refused as too large.
  return !Number.isSafeInteger(bytes) || bytes < 0 || bytes > limit;
}

/**
 * The request's body, read only while it stays within `limit` bytes: a
 * declared length over it is refused before reading, and a body without one
 * (chunked) is counted as it arrives and refused as soon as it passes the
 * limit, so at most `limit` bytes of it are ever held. Throws
 * BodyTooLargeError.
 */
export async function readBodyWithin(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooLarge(req, limit)) throw new BodyTooLargeError(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Nothing more is read: the rest stays on the wire (the socket is paused) until the connection
      // idles out, and the client, which is answered first, reads the 413 rather than a reset connection.
      chunks.length = 0;
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  // A request's chunks are never shared memory; the type cannot say so.
  if (chunks.length === 1) return chunks[0] as Uint8Array<ArrayBuffer>;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A copy of a fetch Request with the given (already read) body. */
export function requestWithBody(req: Request, body: Uint8Array<ArrayBuffer> | undefined): Request {
  return new Request(req.url, { method: req.method, headers: req.headers, body: body?.byteLength ? body : undefined, signal: req.signal });
}

const messages: Record<Locale, string> = { th: thForms.errors.body_too_large, en: enForms.errors.body_too_large };

const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`);

/** The caller's language as the API doors choose it (src/server/api/context.ts), without the full cookie parser: this runs in the proxy too. */
function localeOf(headers: Headers): Locale {
  const cookie = LOCALE_COOKIE.exec(headers.get('cookie') ?? '')?.[1]?.trim() ?? null;
  return resolveLocale(headers.get('x-i18next-current-language') ?? cookie, headers.get('accept-language'));
}

/** The refusal: 413 in the shape of SPEC.md section 8, in the caller's language, naming the limit. */
export function bodyTooLargeResponse(headers: Headers, limit: number): Response {
  const locale = localeOf(headers);
  const message = messages[locale].replace('{{limit}}', new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US').format(limit));
  return Response.json({ message, error: null, errors: {} }, { status: 413, headers: { 'cache-control': 'no-store' } });
}

/** Runs a door, answering 413 when the body it reads passes its limit. */
export async function refusingLargeBodies(req: Request, door: () => Promise<Response>): Promise<Response> {
  try {
    return await door();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLargeResponse(req.headers, error.limit);
    throw error;
  }
}
