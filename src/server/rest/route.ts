import type { Locale } from '@/i18n/locales';
import type { createCaller } from '@/server/api/root';

export type Caller = ReturnType<typeof createCaller>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRequest {
  /** Path parameters, e.g. { id: '3' } for /news/:id. */
  params: Record<string, string>;
  /** The query string; a repeated name keeps its last value. */
  query: Record<string, string>;
  /** The parsed JSON body, or the FormData of a multipart request. */
  body: unknown;
  headers: Headers;
  /** The language of the call (cookie, then Accept-Language, then th). */
  locale: Locale;
}

export interface RestRoute {
  method: HttpMethod;
  /** Path under /api/v1, with :name parameters, e.g. /news/:id/view. */
  path: string;
  /** Calls the tRPC procedure behind the endpoint; a Response is sent as it is (files). */
  handle: (api: Caller, req: RestRequest) => Promise<unknown>;
}

/** Declares one endpoint of SPEC.md section 7 as a door onto a tRPC procedure. */
export function rest(method: HttpMethod, path: string, handle: RestRoute['handle']): RestRoute {
  return { method, path, handle };
}

/** Splits comma-joined ids (DELETE /admin/roles/1,2,3). */
export function idList(raw: string | undefined): number[] {
  return (raw ?? '').split(',').filter(Boolean).map(Number);
}
