import { describe, expect, it } from 'vitest';
import { visibleAdminMenu } from '@/features/admin/admin-menu';
import type { FieldDef } from '@/lib/admin/fields';
import { resources } from '@/lib/admin/resources';
import { contentPermissions, hasAnyPermission, permissions } from '@/lib/permissions';

describe('permissions', () => {
  it('lists the fifteen permission strings of SPEC.md section 6, and the five the back office adds', () => {
    expect(permissions).toHaveLength(20);
    expect(permissions.slice(15)).toEqual([
      'access/researcher',
      'access/page',
      'access/contact_message',
      'access/audit_log',
      'access/api_token',
    ]);
    expect(permissions).toContain('access/public_training_register');
    expect(permissions).toContain('access/report');
  });
  it('grants access with any one of the required permissions, and when none are required', () => {
    expect(hasAnyPermission(['access/news'], ['access/news', 'access/banner'])).toBe(true);
    expect(hasAnyPermission(['access/news'], ['access/banner'])).toBe(false);
    expect(hasAnyPermission([], [])).toBe(true);
    expect(hasAnyPermission([], undefined)).toBe(true);
  });
  it('shows the dashboard always and other menu items only with their permission', () => {
    const items = visibleAdminMenu(['access/news', 'access/role']).map((i) => i.href);
    // The media library opens with any content permission (docs/policies/media-library.md).
    expect(items).toEqual(['/admin/home', '/admin/news', '/admin/media', '/admin/roles']);
  });
  it('lets exactly the permissions of resources with pictures or rich text use the image upload', () => {
    const withPictures = new Set<string>();
    for (const r of Object.values(resources)) {
      const fields = [...Object.values(r.fields), ...Object.values(r.lang ?? {})] as FieldDef[];
      if (fields.some((f) => f.kind === 'image' || f.kind === 'richText'))
        withPictures.add(r.permission);
    }
    expect([...contentPermissions].sort()).toEqual([...withPictures].sort());
    for (const p of [
      'access/report',
      'access/user',
      'access/role',
      'access/public_training_register',
      'access/contact_message',
      'access/audit_log',
      'access/api_token',
    ])
      expect(contentPermissions).not.toContain(p);
  });
});
