import { permissions, type Permission } from '@/lib/permissions';
import { DEMO_ADMIN_PASSWORD } from '@/server/auth/demo-password';
import { hashPassword, verifyPassword } from '@/server/auth/password';
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
  const existing = await db.adminUser.findUnique({ where: { email } });
  if (existing) {
    // The way off the demo password (src/server/auth/demo-password.ts): ADMIN_PASSWORD replaces it, never another one.
    if (
      admin.password !== DEMO_ADMIN_PASSWORD &&
      (await verifyPassword(existing.passwordHash, DEMO_ADMIN_PASSWORD))
    ) {
      await db.$transaction([
        db.adminUser.update({
          where: { id: existing.id },
          data: { passwordHash: await hashPassword(admin.password) },
        }),
        db.authToken.updateMany({
          where: { adminUserId: existing.id, revokedAt: null },
          data: { revokedAt: new Date() },
        }),
      ]);
      console.log(`seed: ${email} no longer has the demo password`);
    }
  } else {
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
