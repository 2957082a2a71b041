import { permissionNames } from './permission-names.mjs';

/**
 * The permission strings of SPEC.md section 6, and five the spec's list has
 * no fit for (docs/decisions.md): researchers and faculties, the about-us
 * and privacy-policy pages, the contact messages of the requests inbox, and
 * the audit log of who changed what (docs/policies/drafts-revisions-audit.md),
 * and the API tokens of integrations (docs/api-tokens.md).
 * The admin menu, the admin route guards and the server procedures all read
 * this one list; the names are in permission-names.mjs, which the migration
 * runner also reads (a permission added there reaches every installation at
 * its next migrate, docs/operations.md).
 */
export const permissions = permissionNames;

export type Permission = (typeof permissions)[number];

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}

/** Locale key of a permission's label, e.g. permissions.news. */
export function permissionLabelKey(permission: Permission): `permissions.${string}` {
  return `permissions.${permission.slice('access/'.length)}`;
}

/**
 * SPEC.md section 5: access needs at least one of the required permissions;
 * when none are required, access is open (to any logged-in admin).
 */
export function hasAnyPermission(
  granted: readonly string[],
  required: readonly string[] | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((p) => granted.includes(p));
}

/**
 * The permissions of the back office's content with pictures or rich text
 * (a resource's image field, the editor's images): the admin image upload
 * (POST /admin/upload) needs one of them. Kept equal to the resources that
 * carry such a field (tests/unit/permissions.test.ts); an admin's own avatar
 * has a door of its own.
 */
export const contentPermissions: readonly Permission[] = [
  'access/public_training',
  'access/public_training_speaker',
  'access/inhouse_training',
  'access/service',
  'access/news',
  'access/portfolio',
  'access/banner',
  'access/member',
  'access/researcher',
  'access/page',
];
