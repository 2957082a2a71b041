import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter } from '@/server/api/root';
import type { ProcedureMeta } from '@/server/api/trpc';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { callerWith, createAdmin, createMember, sessionCookie } from './helpers';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `unexpected: ${String(error)}`;
  }
}

describe('admin permission middleware', () => {
  // admin.permissions declares access/role.
  it('rejects a call without any session as UNAUTHORIZED', async () => {
    expect(await codeOf(callerWith().admin.permissions())).toBe('UNAUTHORIZED');
  });

  it('rejects a member session as FORBIDDEN', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    expect(await codeOf(callerWith({ cookie }).admin.permissions())).toBe('FORBIDDEN');
  });

  it('rejects an admin without the declared permission as FORBIDDEN', async () => {
    const admin = await createAdmin(['access/news']);
    const { cookie } = await sessionCookie('admin', admin.id);
    expect(await codeOf(callerWith({ cookie }).admin.permissions())).toBe('FORBIDDEN');
  });

  it('accepts an admin holding the declared permission', async () => {
    const admin = await createAdmin(['access/role']);
    const { cookie } = await sessionCookie('admin', admin.id);
    const result = await callerWith({ cookie }).admin.permissions();
    expect(result).toContain('access/role');
    expect(result).toHaveLength(15);
  });

  it('lets any admin call a procedure that is deliberately open to every admin', async () => {
    const admin = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', admin.id);
    const me = await callerWith({ cookie }).admin.user();
    expect(me.email).toBe(admin.email);
    expect(me.permissions).toEqual([]);
  });

  it('accepts an admin bearer token and keeps the realms apart', async () => {
    const admin = await createAdmin(['access/role']);
    const { token } = await authSessionService(db).issue('admin', admin.id, false, 'api');
    expect(await codeOf(callerWith({ authorization: `Bearer ${token}` }).admin.roles())).toBe('OK');
    // An admin token is no member session.
    expect(await codeOf(callerWith({ authorization: `Bearer ${token}` }).member.me())).toBe('UNAUTHORIZED');
  });

  it('ends access at once when the admin is disabled or the session revoked', async () => {
    const admin = await createAdmin(['access/role']);
    const { cookie, token } = await sessionCookie('admin', admin.id);
    expect(await codeOf(callerWith({ cookie }).admin.roles())).toBe('OK');
    await db.adminUser.update({ where: { id: admin.id }, data: { status: false } });
    expect(await codeOf(callerWith({ cookie }).admin.roles())).toBe('UNAUTHORIZED');
    await db.adminUser.update({ where: { id: admin.id }, data: { status: true } });
    await authSessionService(db).revoke(token);
    expect(await codeOf(callerWith({ cookie }).admin.roles())).toBe('UNAUTHORIZED');
  });

  it('ignores a forged session cookie', async () => {
    expect(await codeOf(callerWith({ cookie: 'asc-admin.session-token=forged.jwt.value' }).admin.user())).toBe('UNAUTHORIZED');
  });

  it('has every admin procedure declare its permissions or be deliberately open', () => {
    const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { meta?: ProcedureMeta } }> }).procedures;
    const undeclared = Object.entries(procedures)
      .filter(([path]) => path.startsWith('admin.'))
      .filter(([, p]) => !(p._def.meta?.permissions?.length || p._def.meta?.openToAnyAdmin))
      .map(([path]) => path);
    expect(undeclared).toEqual([]);
  });
});

describe('member procedures', () => {
  it('need a member session', async () => {
    expect(await codeOf(callerWith().member.me())).toBe('UNAUTHORIZED');
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    expect((await callerWith({ cookie }).member.me()).email).toBe(member.email);
  });
});
