import { encode } from 'next-auth/jwt';
import { createRequestContext } from '@/server/api/context';
import { createCaller } from '@/server/api/root';
import { hashPassword } from '@/server/auth/password';
import { realmSecret, sessionCookieName } from '@/server/auth/realm-options';
import { db } from '@/server/db';
import { authSessionService, type Realm } from '@/server/services/auth-session-service';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A caller as the tRPC HTTP handler would build it from these request headers. */
export function callerWith(headers: Record<string, string> = {}) {
  return createCaller(createRequestContext(new Headers(headers)));
}

/** The realm's session cookie, exactly as next-auth writes it after login. */
export async function sessionCookie(realm: Realm, userId: number, remember = false) {
  const { token } = await authSessionService(db).issue(realm, userId, remember, 'session');
  const jwt = await encode({ token: { sid: token, realm, remember }, secret: realmSecret(realm) });
  return { cookie: `${sessionCookieName(realm)}=${jwt}`, token };
}

export async function createAdmin(permissionNames: string[], opts: { status?: boolean } = {}) {
  const perms = await db.permission.findMany({ where: { name: { in: permissionNames } } });
  const role = await db.role.create({ data: { name: `role-${unique()}`, permissions: { create: perms.map((p) => ({ permissionId: p.id })) } } });
  return db.adminUser.create({
    data: {
      firstname: 'Test',
      lastname: 'Admin',
      email: `admin-${unique()}@example.test`,
      passwordHash: await hashPassword('secret123'),
      status: opts.status ?? true,
      roles: { create: [{ roleId: role.id }] },
    },
  });
}

export async function createMember(password = 'secret123') {
  return db.member.create({
    data: {
      firstname: 'สมหญิง',
      lastname: 'ทดสอบ',
      telephone: '0812345678',
      email: `member-${unique()}@example.test`,
      passwordHash: await hashPassword(password),
    },
  });
}
