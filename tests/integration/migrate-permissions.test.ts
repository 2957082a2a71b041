import { describe, expect, it } from 'vitest';
import { permissions } from '@/lib/permissions';
import { db } from '@/server/db';
import { migrate } from '../../scripts/migrate.mjs';

/** The names of the permissions a role holds, sorted. */
async function held(roleId: number) {
  const rows = await db.rolePermission.findMany({
    where: { roleId },
    include: { permission: true },
  });
  return rows.map((r) => r.permission.name).sort();
}

/**
 * An upgrade brings the permissions up to date by itself (issue 36, finding 4): after
 * `npm run db:migrate` an installation made before a permission existed has it, and the
 * Administrator holds it, with no seed run; nothing an operator chose is undone.
 */
describe('migrate and the permissions', () => {
  it('adds the permissions an older installation lacks, gives them to the roles that held every permission, and nothing else', async () => {
    const stamp = Date.now().toString(36);
    // An installation from before the audit log and the API tokens.
    const newer = ['access/audit_log', 'access/api_token'];
    const gone = await db.permission.findMany({ where: { name: { in: newer } } });
    await db.rolePermission.deleteMany({ where: { permissionId: { in: gone.map((p) => p.id) } } });
    await db.permission.deleteMany({ where: { name: { in: newer } } });
    const older = permissions.filter((p) => !newer.includes(p));
    const all = await db.permission.findMany();
    expect(all.map((p) => p.name).sort()).toEqual([...older].sort());
    const admin = await db.role.findUniqueOrThrow({ where: { name: 'Administrator' } });
    expect(await held(admin.id)).toEqual([...older].sort());
    // A role made like the Administrator, one with a single permission, and one an operator
    // took one permission from.
    const role = (name: string, names: readonly string[]) =>
      db.role.create({
        data: {
          name: `${name} ${stamp}`,
          permissions: {
            create: all.filter((p) => names.includes(p.name)).map((p) => ({ permissionId: p.id })),
          },
        },
      });
    const full = await role('Full', older);
    const newsOnly = await role('News', ['access/news']);
    const allButReports = await role(
      'No reports',
      older.filter((p) => p !== 'access/report'),
    );

    expect(await migrate(process.env.DATABASE_URL)).toEqual([]);

    expect((await db.permission.findMany()).map((p) => p.name).sort()).toEqual(
      [...permissions].sort(),
    );
    expect(await held(admin.id)).toEqual([...permissions].sort());
    expect(await held(full.id)).toEqual([...permissions].sort());
    expect(await held(newsOnly.id)).toEqual(['access/news']);
    expect(await held(allButReports.id)).toEqual(older.filter((p) => p !== 'access/report').sort());

    // Again: nothing to do, nothing changes (an operator's later choice stays too).
    await db.rolePermission.deleteMany({
      where: { roleId: full.id, permission: { name: 'access/api_token' } },
    });
    await migrate(process.env.DATABASE_URL);
    expect(await held(full.id)).toEqual(permissions.filter((p) => p !== 'access/api_token').sort());
    expect(await db.permission.count()).toBe(permissions.length);
  });
});
