import { env } from '@/env';
import enForms from '@/i18n/locales/en/forms.json';
import thForms from '@/i18n/locales/th/forms.json';
import { type Locale, localeCookie, resolveLocale } from '@/i18n/locales';
import { errorBody } from '@/server/http/error-body';

/**
 * How large a request body a door takes (docs/policies/request-limits.md):
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

/** A body passed its door's limit (declared, or while it was read): 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Too many upload-sized bodies are being read already, and too many wait: 429, try again. */
export class BodyReadBusyError extends Error {
  constructor() {
    super('too many large request bodies being read');
    this.name = 'BodyReadBusyError';
  }
}

/**
 * Upload-sized bodies (over the request limit) read at once by this process,
 * and how many more may wait their turn. Each is held in memory while it is
 * read, so this bounds what uploads can take: two of 10 MB. The next ones
 * wait (their bytes stay in the socket), and beyond the queue a caller is
 * told to try again rather than piling up.
 */
export const LARGE_BODY_READS_AT_ONCE = 2;
export const LARGE_BODY_READS_WAITING = 50;

let largeReads = 0;
const waitingForRead: (() => void)[] = [];

async function inLargeReadSlot<T>(read: () => Promise<T>): Promise<T> {
  if (largeReads < LARGE_BODY_READS_AT_ONCE) {
    largeReads += 1;
  } else {
    if (waitingForRead.length >= LARGE_BODY_READS_WAITING) throw new BodyReadBusyError();
    await new Promise<void>((resolve) => waitingForRead.push(resolve));
  }
  try {
    return await read();
  } finally {
    const next = waitingForRead.shift();
    if (next) next();
    else largeReads -= 1;
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

/** Reads the body chunk by chunk, handing each to `take`, and stops at the first byte past `limit`. */
async function readChunks(
  req: Request,
  limit: number,
  take: (chunk: Uint8Array) => void,
): Promise<number> {
  if (!req.body) return 0;
  const reader = req.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return size;
    size += value.byteLength;
    // Nothing more is read: the rest stays on the wire (the socket is paused) until the connection
    // is closed or idles out, and the client, answered first, reads the 413.
    if (size > limit) throw new BodyTooLargeError(limit);
    take(value);
  }
}

/**
 * The request's body, read only while it stays within `limit` bytes: a
 * declared length over it is refused before reading, and a body without one
 * (chunked) is counted as it arrives and refused as soon as it passes the
 * limit, so at most `limit` bytes of it are ever held. Upload-sized bodies
 * take turns (LARGE_BODY_READS_AT_ONCE). Throws BodyTooLargeError or
 * BodyReadBusyError.
 */
export async function readBodyWithin(
  req: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooLarge(req, limit)) throw new BodyTooLargeError(limit);
  if (!req.body) return new Uint8Array(0);
  const read = async () => {
    const chunks: Uint8Array[] = [];
    const size = await readChunks(req, limit, (chunk) => chunks.push(chunk));
    // A request's chunks are never shared memory; the type cannot say so.
    if (chunks.length === 1) return chunks[0] as Uint8Array<ArrayBuffer>;
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return body;
  };
  return limit > bodyLimit('request') ? inLargeReadSlot(read) : read();
}

/** Checks that a body nobody needs stays within `limit`, keeping none of it (a page's body, in the proxy). Throws BodyTooLargeError. */
export async function assertBodyWithin(req: Request, limit: number): Promise<void> {
  if (declaresTooLarge(req, limit)) throw new BodyTooLargeError(limit);
  await readChunks(req, limit, () => undefined);
}

/** A copy of a fetch Request with the given (already read) body. */
export function requestWithBody(req: Request, body: Uint8Array<ArrayBuffer> | undefined): Request {
  return new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: body?.byteLength ? body : undefined,
    signal: req.signal,
  });
}

type FormsErrors = { body_too_large: string; server_busy: string };
const messages: Record<Locale, FormsErrors> = { th: thForms.errors, en: enForms.errors };

const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`);

/** The caller's language as the API doors choose it (src/server/api/context.ts), without the full cookie parser: this runs in the proxy too. */
function localeOf(headers: Headers): Locale {
  const cookie = LOCALE_COOKIE.exec(headers.get('cookie') ?? '')?.[1]?.trim() ?? null;
  return resolveLocale(
    headers.get('x-i18next-current-language') ?? cookie,
    headers.get('accept-language'),
  );
}

const refusal = (message: string, status: number) =>
  Response.json(errorBody(message), { status, headers: { 'cache-control': 'no-store' } });

/** The refusal: 413 in the shape of SPEC.md section 8, in the caller's language, naming the limit. */
export function bodyTooLargeResponse(headers: Headers, limit: number): Response {
  const locale = localeOf(headers);
  return refusal(
    messages[locale].body_too_large.replace(
      '{{limit}}',
      new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US').format(limit),
    ),
    413,
  );
}

/** The answer to an error of reading a body: 413 past the limit, 429 when too many large bodies are being read; else null. */
export function bodyRefusal(headers: Headers, error: unknown): Response | null {
  if (error instanceof BodyTooLargeError) return bodyTooLargeResponse(headers, error.limit);
  if (error instanceof BodyReadBusyError)
    return refusal(messages[localeOf(headers)].server_busy, 429);
  return null;
}

/** Runs a door, answering for it when the body it reads is refused (bodyRefusal). */
export async function refusingLargeBodies(
  req: Request,
  door: () => Promise<Response>,
): Promise<Response> {
  try {
    return await door();
  } catch (error) {
    const refused = bodyRefusal(req.headers, error);
    if (refused) return refused;
    throw error;
  }
}
