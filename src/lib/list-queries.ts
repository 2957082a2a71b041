import { serviceKindRoutes } from '@/lib/service-kinds';

/**
 * The query strings of the public list pages (filters and paging), and the
 * one canonical form of each, so that every distinct list a visitor can ask
 * for is rendered once and served from Next's page cache like the detail
 * pages. src/proxy.ts rewrites `/news?page=2&category=3` to the internal
 * `/th/news/q/<segment>`, an ISR page per segment; the visible URL stays.
 * A free-text search (`/public-training?name=...`) goes to `/th/public-training/s/<segment>`
 * instead, rendered for each request and never stored: its values are
 * whatever a visitor or a crawler types, not something the site links to
 * (docs/policies/page-cache.md).
 *
 * Canonical means: only the list's known parameters, each validated and
 * normalised ('03' -> '3', a search trimmed, its spaces collapsed), defaults
 * dropped (page 1, '*' = all), in a fixed order. Anything else (unknown
 * parameters, tracking tags, garbage values) is dropped, so it can neither
 * make a new cache entry nor an error. A query that is all defaults is the
 * plain list page itself.
 */

/** The path segment under a list route that holds its cached queries. */
export const LIST_QUERY_SEGMENT = 'q';
/** The path segment under a list route that renders its free-text searches, never cached. */
export const LIST_SEARCH_SEGMENT = 's';

/** Free-text searches keep their first characters: the segment must stay a short path segment. */
export const SEARCH_MAX_CHARS = 40;
/** Longest segment (a cached query's is a file name in the page cache: 255 bytes with its suffixes). */
const SEGMENT_MAX = 230;
const PAGE_MAX = 10_000;

/** A parameter's canonical value, or undefined for its default or anything invalid. */
type Canonical = (raw: string) => string | undefined;

const page: Canonical = (raw) => {
  const n = Math.min(PAGE_MAX, Number.parseInt(raw, 10) || 1);
  return n > 1 ? String(n) : undefined;
};
const id: Canonical = (raw) =>
  /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? String(Number(raw)) : undefined;
const year: Canonical = (raw) => (/^\d{4}$/.test(raw) ? raw : undefined);
const month: Canonical = (raw) =>
  /^(?:0?[1-9]|1[0-2])$/.test(raw) ? String(Number(raw)) : undefined;
const text: Canonical = (raw) => {
  const cut = [...raw.replace(/\s+/g, ' ').trim()].slice(0, SEARCH_MAX_CHARS).join('').trim();
  return cut || undefined;
};
const group: Canonical = (raw) => (raw === 'group' ? raw : undefined);

const categoryAndPage = { category: id, page };

/** Each public list (as visitors write it) with its parameters, in their canonical order. */
const LIST_PARAMS: Record<string, Record<string, Canonical>> = {
  '/public-training': { view: group, name: text, category: id, year, month, page },
  '/news': categoryAndPage,
  '/portfolio': { page },
  '/researcher': { keyword: text, faculty: id, page },
  '/in-house-training': categoryAndPage,
  ...Object.fromEntries(Object.values(serviceKindRoutes).map((route) => [route, categoryAndPage])),
};

/** The page number a list renders for its canonical query: 1 to PAGE_MAX. */
export function listPageNumber(query: ListQuery): number {
  return Math.max(1, Math.min(PAGE_MAX, Number.parseInt(query.page ?? '', 10) || 1));
}

/** The public list pages (as visitors write them) whose query strings are cached one by one. */
export const listPaths: readonly string[] = Object.keys(LIST_PARAMS);

/** The lists with a free-text search, each rendered per request at its s/[query] route. */
export const listSearchPaths: readonly string[] = listPaths.filter((list) =>
  Object.values(LIST_PARAMS[list]!).includes(text),
);

/** Whether a canonical query holds a free-text search. */
function hasSearch(path: string, query: ListQuery): boolean {
  const params = LIST_PARAMS[path] ?? {};
  return Object.keys(query).some((name) => params[name] === text);
}

export function isListPath(path: string): boolean {
  return Object.hasOwn(LIST_PARAMS, path);
}

/** A list query in canonical form: known parameters only, validated, defaults dropped, in the list's order. */
export type ListQuery = Record<string, string>;

export function canonicalListQuery(
  path: string,
  read: (name: string) => string | null | undefined,
): ListQuery {
  const params = LIST_PARAMS[path];
  if (!params) return {};
  const query: ListQuery = {};
  for (const [name, canonical] of Object.entries(params)) {
    const raw = read(name);
    const value = raw == null ? undefined : canonical(raw);
    if (value !== undefined) query[name] = value;
  }
  // The schedule view shows every category's coming trainings: the list's filters do not apply.
  if (query.view) return { view: query.view };
  return query;
}

/**
 * The path segment naming a list query, or '' for the plain list: its values
 * in the list's order as JSON (absent ones null), base64url, so any text is
 * a safe, short path segment.
 */
export function listQuerySegment(path: string, query: ListQuery): string {
  const params = LIST_PARAMS[path];
  if (!params || Object.keys(query).length === 0) return '';
  const values = Object.keys(params).map((name) => query[name] ?? null);
  while (values.length && values.at(-1) === null) values.pop();
  const segment = Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
  if (segment.length <= SEGMENT_MAX) return segment;
  // Only a search can be long: give it one character fewer until the segment fits.
  const search = Object.keys(params).find(
    (name) => params[name] === text && query[name] !== undefined,
  );
  if (!search) return segment;
  const { [search]: long, ...rest } = query;
  const shorter = text([...long!].slice(0, -1).join(''));
  return listQuerySegment(path, shorter === undefined ? rest : { ...rest, [search]: shorter });
}

/** The query a segment names, or null when the segment is not the canonical one (the page then answers 404). */
export function listQueryFromSegment(path: string, segment: string): ListQuery | null {
  const params = LIST_PARAMS[path];
  if (!params || !/^[A-Za-z0-9_-]{1,300}$/.test(segment)) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(values)) return null;
  const names = Object.keys(params);
  const query = canonicalListQuery(path, (name) => {
    const value: unknown = values[names.indexOf(name)];
    return typeof value === 'string' ? value : undefined;
  });
  return listQuerySegment(path, query) === segment ? query : null;
}

/** The internal path a list URL is served from: the list itself, its cached query page, or its search page (never cached). */
export function listQueryRewrite(path: string, search: URLSearchParams): string {
  const query = canonicalListQuery(path, (name) => search.get(name));
  const segment = listQuerySegment(path, query);
  if (!segment) return path;
  return `${path}/${hasSearch(path, query) ? LIST_SEARCH_SEGMENT : LIST_QUERY_SEGMENT}/${segment}`;
}

/** Whether a visitor's path reaches into a list's internal query or search pages (`/news/q/...`), which only the proxy may do. */
export function isInternalListQueryPath(path: string): boolean {
  return listPaths.some((list) =>
    [LIST_QUERY_SEGMENT, LIST_SEARCH_SEGMENT].some(
      (segment) => path === `${list}/${segment}` || path.startsWith(`${list}/${segment}/`),
    ),
  );
}
