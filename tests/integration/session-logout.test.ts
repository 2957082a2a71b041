import { describe, expect, it } from 'vitest';
import { callerWith, codeOf, createAdmin, createMember, rest, sessionCookie } from './helpers';

/** Logging out with the browser's cookie (not a bearer token) ends that session on the server, in both realms. */
describe('logout with the session cookie', () => {
  it('POST /api/v1/admin/logout ends the admin session the cookie carries, and only that one', async () => {
    const admin = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', admin.id);
    const other = await sessionCookie('admin', admin.id);
    expect((await rest('GET', '/admin/user', { headers: { cookie } })).status).toBe(200);
    const out = await rest('POST', '/admin/logout', { headers: { cookie } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect((await rest('GET', '/admin/user', { headers: { cookie } })).status).toBe(401);
    expect(await codeOf(callerWith({ cookie }).admin.user())).toBe('UNAUTHORIZED');
    // Logging out again with the dead cookie is refused, not a success.
    expect((await rest('POST', '/admin/logout', { headers: { cookie } })).status).toBe(401);
    // Another session of the same user (another browser) goes on.
    expect((await rest('GET', '/admin/user', { headers: { cookie: other.cookie } })).status).toBe(
      200,
    );
  });

  it('admin.logout over tRPC with the cookie ends the session', async () => {
    const admin = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', admin.id);
    expect(await callerWith({ cookie }).admin.logout()).toEqual({ success: true });
    expect(await codeOf(callerWith({ cookie }).admin.user())).toBe('UNAUTHORIZED');
    expect((await rest('GET', '/admin/user', { headers: { cookie } })).status).toBe(401);
  });

  it('POST /api/v1/logout with the member cookie ends the member session', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    expect((await rest('GET', '/member', { headers: { cookie } })).status).toBe(200);
    expect((await rest('POST', '/logout', { headers: { cookie } })).status).toBe(200);
    expect((await rest('GET', '/member', { headers: { cookie } })).status).toBe(401);

    const again = await sessionCookie('member', member.id);
    await callerWith({ cookie: again.cookie }).member.account.logout();
    expect((await rest('GET', '/member', { headers: { cookie: again.cookie } })).status).toBe(401);
  });
});
