import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { createCaller } from '@/server/api/root';
import type { BodyLimitKind } from '@/server/http/body-limit';
import type { FileAnswer } from '@/server/rest/schema';

export type Caller = ReturnType<typeof createCaller>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint, as the OpenAPI document states it:
 * `public` needs no token (a member token, when sent, is used), `member` a
 * member token (POST /login) and `admin` a staff token (POST /admin/login)
 * holding the procedure's permission.
 */
export type RestAuth = 'public' | 'member' | 'admin';

export interface RestRequest<P, Q, B> {
  /** Path parameters, e.g. { id: '3' } for /news/:id. */
  params: P;
  /** The query string; a repeated name keeps its last value. */
  query: Q;
  /** The JSON, urlencoded or multipart body as an object (files as Blob). */
  body: B;
  headers: Headers;
  /** The language of the call (Accept-Language, or the site's cookie, else th). */
  locale: Locale;
}

type Schema = z.ZodType;
type Empty = z.ZodObject<Record<string, never>>;

export interface RestSpec<P extends Schema, Q extends Schema, B extends Schema> {
  method: HttpMethod;
  /** Path under /api/v1, with :name parameters, e.g. /news/:id/view. */
  path: string;
  auth: RestAuth;
  /** OpenAPI tag (the area) and one-line summary, in English. */
  tag: string;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The JSON answer, in the spec's names; the procedure's result is mapped through it (to-rest.ts). */
  response?: Schema;
  /** Or a file answer. */
  file?: FileAnswer;
  /**
   * The door refuses API tokens although its first procedure does not say so
   * (a door reading the caller first, then calling a sessionOnly procedure):
   * the document then offers only the staff token (openapi.ts).
   */
  sessionOnly?: true;
  /**
   * The answer carries a secret shown once (a session or API token): a POST
   * sent with an Idempotency-Key keeps only a marker that it ran, never the
   * answer, so a repeat is a 409 (src/server/http/idempotency.ts).
   */
  answerHoldsSecret?: true;
  /** The success status, 200 unless said. */
  status?: number;
  /**
   * How large a body the door takes (src/server/http/body-limit.ts): `request`
   * (1 MB) unless it is an upload door. A door taking uploads reads its body
   * only for a caller signed in to its realm.
   */
  bodyLimit?: BodyLimitKind;
  /**
   * Calls the procedure behind the endpoint. Inputs arrive typed as the
   * declared schemas' inputs; the procedure validates them (the same schema
   * in most doors). A Response is sent as it is (files).
   */
  handle: (api: Caller, req: RestRequest<z.input<P>, z.input<Q>, z.input<B>>) => Promise<unknown>;
}

export type RestRoute = RestSpec<Schema, Schema, Schema>;

/** Declares one endpoint of SPEC.md section 7 as a door onto a tRPC procedure. */
export function rest<P extends Schema = Empty, Q extends Schema = Empty, B extends Schema = Empty>(
  spec: RestSpec<P, Q, B>,
): RestRoute {
  return spec as unknown as RestRoute;
}

/** Splits comma-joined ids (DELETE /admin/roles/1,2,3). */
export function idList(raw: unknown): number[] {
  return String(raw ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}
