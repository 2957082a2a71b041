/**
 * The route of a request as a label for logs and metrics: the path with its
 * variable parts replaced (`/news/42` -> `/news/:id`, a reset link's token ->
 * `:token`, an upload -> `/uploads/*`), the query left out. Labels must come
 * from a bounded set, or every new id would make a new time series (and a
 * path named by a visitor could fill the metrics' memory): unanswered paths
 * (404) share one label, and past MAX_LABELS distinct labels the rest share
 * another.
 */
export const NOT_FOUND_ROUTE = '(not found)';
export const OTHER_ROUTE = '(other)';
const MAX_LABELS = 500;
const MAX_SEGMENTS = 8;

/**
 * Path segments that are secrets, as [the path up to the segment, the
 * segment, its stand-in]: a reset or e-mail confirmation link's token, an evaluation link's token
 * (whoever holds it answers as the attendee) and a certificate's code (it
 * opens the certificate, with the holder's name). Never logged, never a label.
 */
const LANG = '(?:/(?:th|en))?';
const SECRET_SEGMENTS: [RegExp, string][] = [
  [new RegExp(`^(${LANG}/reset-password/)[^/]+`), ':token'],
  [new RegExp(`^(${LANG}/confirm-email/)[^/]+`), ':token'],
  [new RegExp(`^(${LANG}/evaluation/)[^/]+`), ':token'],
  [new RegExp(`^(${LANG}/certificates/)[^/]+`), ':code'],
  [/^(\/api\/v1\/member\/(?:reset_password|update_password)\/)[^/]+/, ':token'],
  [/^(\/api\/v1\/certificates\/)[^/]+/, ':code'],
  [/^(\/api\/v1\/admin\/services\/certificates\/)[^/]+(?=\/revoke)/, ':code'],
];

/** The path with each secret segment replaced by its stand-in. */
const maskSecrets = (path: string) =>
  SECRET_SEGMENTS.reduce((p, [pattern, standIn]) => p.replace(pattern, `$1${standIn}`), path);

function segmentLabel(segment: string): string {
  if (/^\d+(,\d+)*$/.test(segment)) return ':id';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]+)?$/i.test(segment))
    return ':uuid';
  if (segment.length >= 16 && /^[A-Za-z0-9_~.=-]+$/.test(segment) && /\d/.test(segment))
    return ':token';
  if (segment.length > 64) return ':long';
  return segment;
}

/** The label of a path (no query string) before the bound on labels. */
export function routeOfPath(rawPath: string): string {
  const path = rawPath.split('?')[0]!.replace(/\/{2,}/g, '/') || '/';
  if (path.startsWith('/_next/static/')) return '/_next/static/*';
  if (path.startsWith('/_next/')) return '/_next/' + (path.split('/')[2] ?? '');
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path.startsWith('/api/trpc/')) {
    const procedures = path.slice('/api/trpc/'.length);
    return /^[A-Za-z0-9.]+$/.test(procedures) ? `/api/trpc/${procedures}` : '/api/trpc/(batch)';
  }
  const segments = maskSecrets(path)
    .split('/')
    .slice(1, MAX_SEGMENTS + 1)
    .map(segmentLabel);
  return `/${segments.join('/')}`;
}

/** The path with its secret segments masked, ids kept: what an access line shows. */
export function loggablePath(rawPath: string): string {
  return maskSecrets(rawPath.split('?')[0]!.replace(/\/{2,}/g, '/')).slice(0, 300);
}

const holder = globalThis as unknown as { __ascRouteLabels?: Set<string> };
const seen = (holder.__ascRouteLabels ??= new Set<string>());

/**
 * The label of an answered request: the route a handler named, else the
 * normalised path; a 404 nobody claimed is NOT_FOUND_ROUTE; labels past the
 * bound are OTHER_ROUTE.
 */
export function routeLabel(rawPath: string, status: number, namedRoute?: string): string {
  if (!namedRoute && status === 404) return NOT_FOUND_ROUTE;
  const label = namedRoute ?? routeOfPath(rawPath);
  if (seen.has(label)) return label;
  if (seen.size >= MAX_LABELS) return OTHER_ROUTE;
  seen.add(label);
  return label;
}

/** The methods the site answers (http-events.ts answers any other 405). */
export const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The method as a label: the standard ones, anything else OTHER. */
export const methodLabel = (method: string | undefined) =>
  method && SERVED_METHODS.has(method) ? method : 'OTHER';
