import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What the server knows about the request being handled, for its log lines
 * and metrics: its id (X-Request-Id), the route it matched and the member or
 * staff user behind it. Set when the request arrives (http-events.ts) and
 * filled in by whoever learns more (the session lookup, the REST adapter).
 */
export interface RequestContext {
  reqId: string;
  method: string;
  /** The route's pattern when a handler named it (`/api/v1/news/:id`); else the normalised path is used. */
  route?: string;
  memberId?: number;
  adminUserId?: number;
  /** An error line with a stack was written for this request. */
  errorLogged?: boolean;
}

// One store for the whole process: Next bundles this module more than once (instrumentation, each route).
const holder = globalThis as unknown as { __ascRequestContext?: AsyncLocalStorage<RequestContext> };
export const requestStore: AsyncLocalStorage<RequestContext> = (holder.__ascRequestContext ??=
  new AsyncLocalStorage<RequestContext>());

/** The context of the request this code runs for, if any. */
export function currentRequest(): RequestContext | undefined {
  return requestStore.getStore();
}

/** Records who is behind the current request (the session lookup calls it). */
export function noteRequestUser(user: { memberId?: number; adminUserId?: number }): void {
  const ctx = requestStore.getStore();
  if (ctx) Object.assign(ctx, user);
}

/** Records the route pattern the current request matched, for logs and metrics. */
export function noteRequestRoute(route: string): void {
  const ctx = requestStore.getStore();
  if (ctx) ctx.route = route;
}

/** What a caller may send as X-Request-Id: 1 to 128 characters of letters, digits and . _ : @ / + = - (no spaces, no line breaks). */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/** The caller's request id when well formed (a proxy's, a client's), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}
