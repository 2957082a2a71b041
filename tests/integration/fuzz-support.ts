import { z } from 'zod';
import { GET as trpcGet, POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import { permissions } from '@/lib/permissions';
import { appRouter } from '@/server/api/root';
import { handleRest } from '@/server/rest/handle-rest';
import type { RestRoute } from '@/server/rest/route';
import { LEAKS, ODD_UNICODE } from '../support/hostile-inputs';
import {
  createAdmin,
  createMember,
  freshIp,
  proceduresOf,
  type ProcedureShape,
  sessionCookie,
} from './helpers';

/**
 * What the schema fuzz of fuzz-procedures.test.ts (every tRPC procedure) and
 * fuzz-rest.test.ts (every REST endpoint) share: the calls through the real
 * handlers, the check of an answer, the sessions they call with. Two files,
 * so that the two walks run side by side.
 */

export const procedures = proceduresOf(appRouter)
  // Calls that end the session they are made with go last, so the others run with a live session.
  .sort(([a], [b]) => Number(/logout/i.test(a)) - Number(/logout/i.test(b)) || a.localeCompare(b));

interface Finding {
  call: string;
  variant: string;
  status: number;
  answer: string;
}

export const findings: Finding[] = [];

/** `variant` names the input sent; a function is called only for a finding (describing a 1 MB input for every call took a tenth of the walk). */
export async function check(
  call: string,
  variant: string | (() => string),
  res: Response,
  refused = false,
) {
  const answer = await res.text();
  const leak = LEAKS.find((pattern) => pattern.test(answer));
  // An id spelt any other way is not an id: refused (4xx), never served as if it were the canonical one.
  const served = refused && res.status < 400;
  if (res.status >= 500 || leak || served)
    findings.push({
      call,
      variant: typeof variant === 'function' ? variant() : variant,
      status: res.status,
      answer:
        answer.slice(0, 300) +
        (leak ? ` [shows ${leak}]` : '') +
        (served ? ' [served a malformed id]' : ''),
    });
}

/** A tRPC call over HTTP through the real handler of /api/trpc, as the browser's link sends it. */
export async function trpc(
  type: ProcedureShape['_def']['type'],
  path: string,
  input: unknown,
  cookie?: string,
): Promise<Response> {
  const headers: Record<string, string> = {
    'x-i18next-current-language': 'en',
    'x-forwarded-for': freshIp(),
  };
  if (cookie) headers.cookie = cookie;
  const payload = JSON.stringify({ json: input });
  if (type === 'query')
    return trpcGet(
      new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent(payload)}`, {
        headers,
      }),
    );
  return trpcPost(
    new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: payload,
    }),
  );
}

/** A REST call through the adapter, as an integrator's HTTP client sends it. */
export function restCall(
  route: RestRoute,
  path: string,
  query: string,
  body: BodyInit | undefined,
  contentType: string | undefined,
  token?: string,
): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': 'en', 'x-forwarded-for': freshIp() };
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  const req = new Request(`http://localhost/api/v1${path}${query}`, {
    method: route.method,
    headers,
    body,
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}

/** Path parameters that are not what the route expects. */
export const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'NaN',
  encodeURIComponent(ODD_UNICODE.replace('\ud800', '')),
  'a%ED%A0%80',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(8_000),
];
/** Whether a route's path carries an id: a parameter its schema declares an integer (the lookups' parent ids are lenient text: '' and '*' mean none). */
export function takesIdInPath(route: RestRoute): boolean {
  if (!route.params) return false;
  const properties = (z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' })
    .properties ?? {}) as Record<string, { type?: string }>;
  return Object.values(properties).some((p) => p.type === 'integer');
}

/** The fields of an input that a person types a search into: each also gets digits-only searches beyond any id. */
export const SEARCH_FIELD = /^(search|filter_name|filter_keyword|keyword|q)$/;

export function pathWith(route: RestRoute, value: (name: string) => string): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => value(name));
}

/** A query string from a hostile value: objects as JSON, arrays as repeated names. */
export function queryString(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return input === undefined ? '' : `?q=${encodeURIComponent(JSON.stringify(input))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const one of Array.isArray(value) ? value : [value])
      search.append(key, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sessions and tokens of an administrator holding every permission and of a member, made anew by `signIn`. */
export const sessions = { adminCookie: '', adminToken: '', memberCookie: '', memberToken: '' };
export async function signIn(): Promise<void> {
  const admin = await createAdmin([...permissions]);
  const a = await sessionCookie('admin', admin.id);
  const member = await createMember();
  const m = await sessionCookie('member', member.id);
  Object.assign(sessions, {
    adminCookie: a.cookie,
    adminToken: a.token,
    memberCookie: m.cookie,
    memberToken: m.token,
  });
}

/** Staff for the back office, the member for the member area, staff for the rest (public procedures ignore the session). */
export const sessionFor = (path: string) =>
  path.startsWith('member.') ? sessions.memberCookie : sessions.adminCookie;

/** The token a REST route is called with: its realm's, none for public routes. */
export const tokenFor = (route: RestRoute) =>
  route.auth === 'admin'
    ? sessions.adminToken
    : route.auth === 'member'
      ? sessions.memberToken
      : undefined;
