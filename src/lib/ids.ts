import { serviceKindRoutes } from '@/lib/service-kinds';

/**
 * The largest value of the database's integer columns: every id is an
 * `Int`, a 32-bit INTEGER on PostgreSQL (SQLite would hold more). A larger
 * id can match nothing and makes PostgreSQL refuse the query, so it is not
 * an id.
 */
export const MAX_DB_INT = 2_147_483_647;

/** Decimal digits without a sign or a leading zero, at most as many as MAX_DB_INT has. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * An id as an address writes it, or null when the text is not one. Each item
 * has one address: its id in decimal digits, without a sign, leading zeros,
 * spaces, a fraction, an exponent or a hexadecimal prefix, from 1 to
 * MAX_DB_INT. `01`, `+1`, `1.0`, ` 1`, `0x1`, `1e0`, `0` and `2147483648`
 * are not ids (docs/policies/ids-and-errors.md).
 */
export function parseId(text: string): number | null {
  if (!CANONICAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_INT ? id : null;
}

/**
 * The value of a digits-only search as an id, when it can be one: a search
 * box is typed, not linked, so leading zeros are forgiven (`007` finds id 7),
 * but a number beyond MAX_DB_INT is only text.
 */
export function searchedId(search: string): number | null {
  if (!/^[0-9]+$/.test(search)) return null;
  return parseId(search.replace(/^0+/, ''));
}

/**
 * The page routes with an id in their path (`:id` stands for it), as a
 * visitor writes them. The proxy answers 404 for any of them whose id is not
 * canonical, before a page renders or a session is asked for; the pages
 * parse the id with parseId again.
 */
export const idPageRoutes: readonly string[] = [
  '/news/:id',
  '/portfolio/:id',
  '/public-training/:id',
  '/public-training/:id/register',
  '/in-house-training/:id',
  ...Object.values(serviceKindRoutes).map((route) => `${route}/:id`),
  '/member/payment/:id',
  '/member/receipt/:id',
  '/admin/services/public_training_register/:id',
  '/admin/services/public_training_register/:id/edit',
  '/admin/services/public_training_register/:id/print',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const idPagePatterns = idPageRoutes.map(
  (route) => new RegExp(`^${route.split(':id').map(escape).join('([^/]+)')}/?$`),
);

/**
 * The id segment of a path (without its language prefix, still
 * percent-encoded) when the path is one of idPageRoutes, else undefined.
 */
export function pageIdSegment(path: string): string | undefined {
  for (const pattern of idPagePatterns) {
    const match = pattern.exec(path);
    if (match) return match[1];
  }
  return undefined;
}

/** True for a path of a page with an id whose id is not canonical: that page is a 404. */
export function hasMalformedPageId(path: string): boolean {
  const segment = pageIdSegment(path);
  return segment !== undefined && parseId(segment) === null;
}
