import { createHash } from 'node:crypto';
import enForms from '@/i18n/locales/en/forms.json';
import thForms from '@/i18n/locales/th/forms.json';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/api/context';
import { db } from '@/server/db';
import { bodyRefusal, readBodyWithin, requestWithBody } from '@/server/http/body-limit';
import { errorBody } from '@/server/http/error-body';
import { clientIp } from '@/server/http/visitor';
import { idempotencyService } from '@/server/services/idempotency-service';

/**
 * `Idempotency-Key` on the REST POSTs (docs/api.md, "Idempotency-Key"): the
 * first answer to a POST sent with a key is stored in the database for 24
 * hours (so it holds across instances); a repeat by the same caller with the
 * same key and the same request (method, path with query, body bytes) gets
 * that answer again, marked `Idempotent-Replayed: true`, and runs nothing.
 * - The key is the caller's: scoped to the member or staff user of the
 *   door's realm, or to the client's IP address for a caller with no session.
 * - The same key with another request: 422. While the first request with a
 *   key runs, a second one is not run: 409 with Retry-After: 1.
 * - Kept: success and the input errors of a request that ran (400, 404,
 *   413, 415, 422). Not kept (the key is freed, a retry runs again): 401,
 *   403, 409, 429 and 5xx, answers that may change by themselves.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/**
 * Doors an Idempotency-Key is not kept for: those whose answer holds a new
 * token (never stored in clear) and logout, and the multipart upload doors
 * (their bodies differ by boundary on each try). Every other POST takes one.
 */
const SESSION_DOORS = new Set(['/login', '/admin/login', '/register', '/logout', '/admin/logout']);
export const takesIdempotencyKey = (route: { method: string; path: string; bodyLimit?: string }) =>
  route.method === 'POST' && route.bodyLimit !== 'upload' && !SESSION_DOORS.has(route.path);

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const KEPT_ERRORS = new Set([400, 404, 413, 415, 422]);

type Messages = {
  idempotency_key_invalid: string;
  idempotency_key_reused: string;
  idempotency_key_in_flight: string;
};
const messages: Record<Locale, Messages> = { th: thForms.errors, en: enForms.errors };

function refusal(
  locale: Locale,
  status: number,
  key: keyof Messages,
  headers: Record<string, string> = {},
) {
  return Response.json(errorBody(messages[locale][key], IDEMPOTENCY_KEY_HEADER), {
    status,
    headers: { 'cache-control': 'no-store', ...headers },
  });
}

/** The caller the key belongs to: the door's realm's session, else the client's address. */
async function scopeOf(
  req: Request,
  realm: 'public' | 'member' | 'admin',
  ctx: ReturnType<typeof createRequestContext>,
) {
  if (realm === 'admin') {
    const admin = await ctx.getAdmin();
    if (admin) return `admin:${admin.user.id}`;
  } else {
    const member = await ctx.getMember();
    if (member) return `member:${member.member.id}`;
  }
  return `ip:${clientIp(req.headers)}`;
}

/**
 * Runs a POST door once per Idempotency-Key (`run` gets the request with its
 * body still to read); without the header it just runs. `limit` is the
 * door's body limit (the body is read here, to hash it).
 */
export async function idempotent(
  req: Request,
  door: { path: string; auth: 'public' | 'member' | 'admin'; limit: number },
  run: (req: Request) => Promise<Response>,
): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return run(req);
  const ctx = createRequestContext(req.headers);
  if (!KEY_FORMAT.test(key)) return refusal(ctx.locale, 400, 'idempotency_key_invalid');
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyWithin(req, door.limit);
  } catch (error) {
    const refused = bodyRefusal(req.headers, error);
    if (refused) return refused;
    throw error;
  }
  const url = new URL(req.url);
  const requestHash = createHash('sha256')
    .update(`${req.method.toUpperCase()} ${url.pathname}${url.search}\n`)
    .update(bytes)
    .digest('hex');
  const store = idempotencyService(db);
  const claim = await store.claim(await scopeOf(req, door.auth, ctx), key, requestHash);
  if (claim.kind === 'mismatch') return refusal(ctx.locale, 422, 'idempotency_key_reused');
  if (claim.kind === 'in_flight')
    return refusal(ctx.locale, 409, 'idempotency_key_in_flight', { 'retry-after': '1' });
  if (claim.kind === 'replay') {
    return new Response(claim.body || null, {
      status: claim.status,
      headers: {
        ...(claim.contentType ? { 'content-type': claim.contentType } : {}),
        'cache-control': 'no-store',
        [REPLAYED_HEADER.toLowerCase()]: 'true',
      },
    });
  }
  let res: Response;
  try {
    res = await run(requestWithBody(req, bytes));
  } catch (error) {
    await store.release(claim.id);
    throw error;
  }
  const kept = (res.status >= 200 && res.status < 300) || KEPT_ERRORS.has(res.status);
  if (!kept) {
    await store.release(claim.id);
    return res;
  }
  const text = await res.text();
  await store.complete(claim.id, res.status, text, res.headers.get('content-type'));
  return new Response(text || null, { status: res.status, headers: res.headers });
}
