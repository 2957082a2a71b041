import { createHash } from 'node:crypto';
import enForms from '@/i18n/locales/en/forms.json';
import thForms from '@/i18n/locales/th/forms.json';
import type { Locale } from '@/i18n/locales';
import { db } from '@/server/db';
import { env } from '@/env';
import { bodyRefusal, readBodyWithin, requestWithBody } from '@/server/http/body-limit';
import { errorBody } from '@/server/http/error-body';
import { idempotencyService } from '@/server/services/idempotency-service';

/**
 * `Idempotency-Key` on the REST POSTs (docs/api.md, "Idempotency-Key"): the
 * first success (2xx) of a POST sent with a key is stored in the database
 * for 24 hours (so it holds across instances); a repeat with the same
 * credential, key and request (method, path with query, body bytes) gets
 * that answer again, marked `Idempotent-Replayed: true`, and runs nothing.
 * - The key is looked up only inside the procedure chain, once the caller is
 *   authenticated and allowed the very procedure the door runs (trpc.ts,
 *   `idempotencyGate`): a repeat by a caller without the permission is
 *   refused as it would be without the key.
 * - The key is the credential's: one session (admin or member) or one API
 *   token, or the client's address for a caller with neither; another
 *   session or token of the same person never sees the answer.
 * - Only successes are kept; any other answer frees the key (a retry runs
 *   again), so junk requests store nothing. A door whose answer carries a
 *   secret (`answerHoldsSecret`), or an answer over IDEMPOTENCY_MAX_ANSWER_BYTES,
 *   keeps only a marker that it ran: a repeat is a 409, never the secret.
 *   Each credential keeps at most IDEMPOTENCY_MAX_KEYS_PER_CALLER answers and
 *   IDEMPOTENCY_MAX_BYTES_PER_CALLER bytes, the oldest out.
 * - The same key with another request: 422. While the first request with a
 *   key runs, a second one is not run: 409 with Retry-After: 1.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Every POST takes a key but the multipart upload doors (their bodies differ by boundary on each try). */
export const takesIdempotencyKey = (route: { method: string; bodyLimit?: string }) =>
  route.method === 'POST' && route.bodyLimit !== 'upload';

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

type Messages = {
  idempotency_key_invalid: string;
  idempotency_key_reused: string;
  idempotency_key_in_flight: string;
  idempotency_key_answer_not_kept: string;
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

/** Thrown by the gate to answer without running the procedure (a replay or a refusal); handle-rest.ts sends `response`. */
export class IdempotentAnswer extends Error {
  constructor(readonly response: Response) {
    super('answered by Idempotency-Key');
  }
}

/** The key of one REST POST, put on the request context for the procedure chain to pass (trpc.ts). */
export interface IdempotencyGate {
  /** Called once the caller is authenticated and allowed: claims the key under `scope` (the credential), or throws IdempotentAnswer. */
  pass(scope: string): Promise<void>;
}

function keyGate(key: string, requestHash: string, locale: Locale) {
  const store = idempotencyService(db);
  let passed = false;
  let claimed: { id: number; scope: string } | null = null;
  const gate: IdempotencyGate = {
    async pass(scope) {
      if (passed) return; // a door running several procedures claims at the first
      passed = true;
      const claim = await store.claim(scope, key, requestHash);
      if (claim.kind === 'claimed') {
        claimed = { id: claim.id, scope };
        return;
      }
      if (claim.kind === 'mismatch')
        throw new IdempotentAnswer(refusal(locale, 422, 'idempotency_key_reused'));
      if (claim.kind === 'in_flight')
        throw new IdempotentAnswer(
          refusal(locale, 409, 'idempotency_key_in_flight', { 'retry-after': '1' }),
        );
      if (claim.kind === 'done')
        throw new IdempotentAnswer(refusal(locale, 409, 'idempotency_key_answer_not_kept'));
      throw new IdempotentAnswer(
        new Response(claim.body || null, {
          status: claim.status,
          headers: {
            ...(claim.contentType ? { 'content-type': claim.contentType } : {}),
            'cache-control': 'no-store',
            [REPLAYED_HEADER.toLowerCase()]: 'true',
          },
        }),
      );
    },
  };
  return { gate, claimed: () => claimed, store };
}

/**
 * Runs a POST door with its Idempotency-Key (`run` gets the request with
 * its body still to read, and the gate to put on its context); without the
 * header it just runs. `limit` is the door's body limit (the body is read
 * here, to hash it); `answerHoldsSecret` keeps only a marker of a success.
 */
export async function idempotent(
  req: Request,
  door: { limit: number; answerHoldsSecret?: boolean; locale: Locale },
  run: (req: Request, gate?: IdempotencyGate) => Promise<Response>,
): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return run(req);
  if (!KEY_FORMAT.test(key)) return refusal(door.locale, 400, 'idempotency_key_invalid');
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
  const { gate, claimed, store } = keyGate(key, requestHash, door.locale);
  let res: Response;
  try {
    res = await run(requestWithBody(req, bytes), gate);
  } catch (error) {
    const mine = claimed();
    if (mine) await store.release(mine.id);
    throw error;
  }
  const mine = claimed();
  if (!mine) return res; // never reached the gate (refused before it), or answered by it
  if (res.status < 200 || res.status >= 300) {
    await store.release(mine.id);
    return res;
  }
  const text = await res.text();
  await store.complete(
    mine,
    res.status,
    door.answerHoldsSecret ? null : { body: text, contentType: res.headers.get('content-type') },
    {
      maxKeys: env.IDEMPOTENCY_MAX_KEYS_PER_CALLER,
      maxBytes: env.IDEMPOTENCY_MAX_BYTES_PER_CALLER,
      maxAnswerBytes: env.IDEMPOTENCY_MAX_ANSWER_BYTES,
    },
  );
  return new Response(text || null, { status: res.status, headers: res.headers });
}
