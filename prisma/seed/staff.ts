import { permissions, type Permission } from '@/lib/permissions';
import { hashPassword } from '@/server/auth/password';
import type { Db } from '@/server/db';

const roles: { name: string; permissions: readonly Permission[] }[] = [
  { name: 'Administrator', permissions },
  {
    name: 'Training officer',
    permissions: [
      'access/public_training_register',
      'access/public_training',
      'access/public_training_category',
      'access/public_training_speaker',
      'access/inhouse_training',
      'access/inhouse_training_category',
      'access/report',
    ],
  },
  {
    name: 'Content editor',
    permissions: [
      'access/news',
      'access/news_category',
      'access/portfolio',
      'access/banner',
      'access/service',
      'access/researcher',
      'access/page',
      'access/contact_message',
    ],
  },
];

/** Roles, and the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD, see docs/operations.md). */
export async function seedStaff(db: Db, admin: { email: string; password: string }) {
  for (const role of roles) {
    const row = await db.role.upsert({
      where: { name: role.name },
      create: { name: role.name },
      update: {},
    });
    const perms = await db.permission.findMany({ where: { name: { in: [...role.permissions] } } });
    for (const p of perms) {
      const key = { roleId: row.id, permissionId: p.id };
      await db.rolePermission.upsert({
        where: { roleId_permissionId: key },
        create: key,
        update: {},
      });
    }
  }
  const email = admin.email.toLowerCase();
  if (!(await db.adminUser.findUnique({ where: { email } }))) {
    const administrator = await db.role.findUniqueOrThrow({ where: { name: 'Administrator' } });
    await db.adminUser.create({
      data: {
        firstname: 'ผู้ดูแลระบบ',
        lastname: '',
        email,
        passwordHash: await hashPassword(admin.password),
        roles: { create: [{ roleId: administrator.id }] },
      },
    });
  }
}
