import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { hashSecretToken } from '@/server/auth/secret-token';
import { authSessionService } from '@/server/services/auth-session-service';
import { botToken, createAdmin, rest } from './helpers';

/**
 * API tokens of integrations (docs/api-tokens.md, issue 26 items 6 and 8):
 * issued by staff holding access/api_token within their own permissions,
 * shown once and stored hashed, used through the REST adapter with exactly
 * the permissions both the token and its issuer hold, stopped by expiry,
 * revocation, demotion or a disabled issuer, every step in the audit log; a
 * token carrying access/member acts for a member without the ALTCHA.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A staff member with these permissions and a login-session bearer token (POST /admin/login). */
async function staff(permissions: string[]) {
  const user = await createAdmin(permissions);
  const { token } = await authSessionService(db).issue('admin', user.id, false, 'api');
  return { user, session: token };
}

interface Issued {
  id: number;
  token: string;
  prefix: string;
  permissions: string[];
  state: string;
  expires_at: string;
  last_used_at: string | null;
}

async function issue(
  session: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Issued & Record<string, unknown> }> {
  const res = await rest('POST', '/admin/api_tokens', {
    token: session,
    body: { name: `integration ${unique()}`, expires_in_days: 30, ...body },
  });
  return { status: res.status, body: (await res.json()) as Issued & Record<string, unknown> };
}

/** The one error shape (SPEC.md section 8): a translated `error` repeated in `message`, `field`, `errors`. */
async function expectErrorShape(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toEqual({
    message: expect.any(String),
    error: body.message,
    field: body.field ?? null,
    errors: expect.any(Object),
  });
  return body as { message: string; field: string | null; errors: Record<string, string[]> };
}

function registration(overrides: Record<string, unknown> = {}) {
  const email = `api-${unique()}@example.test`;
  return {
    member_type: 'P',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    telephone: '0812345678',
    email,
    email_confirmation: email,
    password: 'secret12',
    password_confirmation: 'secret12',
    accept_terms: true,
    ...overrides,
  };
}

const auditOf = (tokenId: number) =>
  db.auditEntry.findMany({
    where: { entity: 'apiToken', entityId: tokenId },
    orderBy: { id: 'asc' },
  });

describe('issuing API tokens', () => {
  it('shows the secret once, with a recognisable prefix, and stores only its SHA-256', async () => {
    const { user, session } = await staff(['access/api_token', 'access/news']);
    const { status, body } = await issue(session, { permissions: ['access/news'] });
    expect(status).toBe(201);
    expect(body.token).toMatch(/^asc_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      permissions: ['access/news'],
      state: 'active',
      user_id: user.id,
      last_used_at: null,
    });
    expect(body.token.startsWith(body.prefix)).toBe(true);
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const row = await db.apiToken.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.tokenHash).toBe(hashSecretToken(body.token));
    expect(JSON.stringify(row)).not.toContain(body.token.slice(4));

    // The list never shows the secret again.
    const list = await rest('GET', '/admin/api_tokens', { token: session });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).toContain(body.prefix);
    expect(text).not.toContain(body.token);
    expect(text).not.toContain('"token"');
  });

  it('hostile: refuses a permission the issuer does not hold (403 naming permissions), nothing issued', async () => {
    const { session } = await staff(['access/api_token', 'access/news']);
    const before = await db.apiToken.count();
    const res = await rest('POST', '/admin/api_tokens', {
      token: session,
      body: { name: 'escalate', permissions: ['access/news', 'access/user'], expires_in_days: 30 },
    });
    const body = await expectErrorShape(res, 403);
    expect(body.field).toBe('permissions');
    expect(Object.keys(body.errors)).toEqual(['permissions']);
    expect(await db.apiToken.count()).toBe(before);
  });

  it('hostile: refuses unknown permissions, no permissions, a lifetime over a year, and a blank name (400 naming each)', async () => {
    const { session } = await staff(['access/api_token', 'access/news']);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', permissions: ['access/everything'], expires_in_days: 30 }, 'permissions.0'],
      [{ name: 'x', permissions: [], expires_in_days: 30 }, 'permissions'],
      [{ name: 'x', permissions: ['access/news'], expires_in_days: 3650 }, 'expires_in_days'],
      [{ name: 'x', permissions: ['access/news'], expires_in_days: 0 }, 'expires_in_days'],
      [{ name: '  ', permissions: ['access/news'], expires_in_days: 30 }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await rest('POST', '/admin/api_tokens', { token: session, body });
      const err = await expectErrorShape(res, 400);
      expect(Object.keys(err.errors), JSON.stringify(body)).toContain(field);
    }
  });

  it('hostile: an API token cannot issue tokens, even one carrying access/api_token, nor log out or edit the profile', async () => {
    const { user, session } = await staff(['access/api_token', 'access/news']);
    const { body } = await issue(session, { permissions: ['access/api_token', 'access/news'] });
    const mint = await rest('POST', '/admin/api_tokens', {
      token: body.token,
      body: { name: 'minted', permissions: ['access/news'], expires_in_days: 365 },
    });
    await expectErrorShape(mint, 403);
    await expectErrorShape(await rest('POST', '/admin/logout', { token: body.token }), 403);
    const profile = await rest('PUT', `/admin/users/profile/${user.id}`, {
      token: body.token,
      body: { firstname: 'Hijacked', lastname: 'X', email: user.email },
    });
    await expectErrorShape(profile, 403);
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: user.id } })).firstname).toBe(
      'Test',
    );
    // It may still list and revoke, which its permission covers.
    expect((await rest('GET', '/admin/api_tokens', { token: body.token })).status).toBe(200);
  });

  it('is refused to staff without access/api_token', async () => {
    const { session } = await staff(['access/news']);
    const res = await rest('POST', '/admin/api_tokens', {
      token: session,
      body: { name: 'x', permissions: ['access/news'], expires_in_days: 30 },
    });
    await expectErrorShape(res, 403);
    await expectErrorShape(await rest('GET', '/admin/api_tokens', { token: session }), 403);
  });
});

describe('using an API token through the REST adapter', () => {
  it('acts with exactly the token permissions, stamps last_used_at and answers whoami', async () => {
    const { user, session } = await staff(['access/api_token', 'access/news', 'access/role']);
    const { body } = await issue(session, { permissions: ['access/news'] });
    expect((await rest('GET', '/admin/news', { token: body.token })).status).toBe(200);
    // The issuer holds access/role, the token does not.
    await expectErrorShape(await rest('GET', '/admin/roles', { token: body.token }), 403);
    const me = await rest('GET', '/admin/user', { token: body.token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, permissions: ['access/news'] });
    const row = await db.apiToken.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('answers 401 in the one error shape to an expired, a revoked and an unknown token', async () => {
    const { session } = await staff(['access/api_token', 'access/news']);
    const expired = (await issue(session, { permissions: ['access/news'] })).body;
    await db.apiToken.update({
      where: { id: expired.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expectErrorShape(await rest('GET', '/admin/news', { token: expired.token }), 401);

    const revoked = (await issue(session, { permissions: ['access/news'] })).body;
    expect((await rest('GET', '/admin/news', { token: revoked.token })).status).toBe(200);
    const del = await rest('DELETE', `/admin/api_tokens/${revoked.id}`, { token: session });
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ id: revoked.id, state: 'revoked' });
    await expectErrorShape(await rest('GET', '/admin/news', { token: revoked.token }), 401);
    // Revoking twice changes nothing; an unknown id is a 404.
    expect(
      (await rest('DELETE', `/admin/api_tokens/${revoked.id}`, { token: session })).status,
    ).toBe(200);
    await expectErrorShape(
      await rest('DELETE', '/admin/api_tokens/999999', { token: session }),
      404,
    );

    const forged = `asc_${'A'.repeat(43)}`;
    await expectErrorShape(await rest('GET', '/admin/news', { token: forged }), 401);
    const list = (await (await rest('GET', '/admin/api_tokens', { token: session })).json()) as {
      data: { id: number; state: string }[];
    };
    expect(list.data.find((t) => t.id === expired.id)?.state).toBe('expired');
    expect(list.data.find((t) => t.id === revoked.id)?.state).toBe('revoked');
  });

  it('loses what its issuer loses: a demoted issuer, a disabled one, a deleted one', async () => {
    const { user, session } = await staff(['access/api_token', 'access/news', 'access/banner']);
    const { body } = await issue(session, { permissions: ['access/news', 'access/banner'] });
    expect((await rest('GET', '/admin/news', { token: body.token })).status).toBe(200);

    // Demoted: the role loses access/news; the token keeps access/banner only.
    const role = await db.userRole.findFirstOrThrow({ where: { userId: user.id } });
    const news = await db.permission.findUniqueOrThrow({ where: { name: 'access/news' } });
    await db.rolePermission.delete({
      where: { roleId_permissionId: { roleId: role.roleId, permissionId: news.id } },
    });
    await expectErrorShape(await rest('GET', '/admin/news', { token: body.token }), 403);
    expect((await rest('GET', '/admin/banners', { token: body.token })).status).toBe(200);

    await db.adminUser.update({ where: { id: user.id }, data: { status: false } });
    await expectErrorShape(await rest('GET', '/admin/banners', { token: body.token }), 401);
    await db.adminUser.update({ where: { id: user.id }, data: { status: true } });
    expect((await rest('GET', '/admin/banners', { token: body.token })).status).toBe(200);

    await db.authToken.deleteMany({ where: { adminUserId: user.id } });
    await db.userRole.deleteMany({ where: { userId: user.id } });
    await db.adminUser.delete({ where: { id: user.id } });
    await expectErrorShape(await rest('GET', '/admin/banners', { token: body.token }), 401);
  });

  it('writes every issue, use and revocation to the audit log, in the issuer or revoker name', async () => {
    const { user, session } = await staff(['access/api_token', 'access/news', 'access/audit_log']);
    const { body } = await issue(session, { permissions: ['access/news', 'access/audit_log'] });
    await rest('GET', '/admin/news', { token: body.token });
    await rest('GET', '/admin/news', { token: body.token });
    await rest('DELETE', `/admin/api_tokens/${body.id}`, { token: session });
    const entries = await auditOf(body.id);
    expect(entries.map((e) => e.action)).toEqual([
      'token_create',
      'token_use',
      'token_use',
      'token_revoke',
    ]);
    expect(entries.every((e) => e.userId === user.id)).toBe(true);
    expect(JSON.parse(entries[0]!.detail!)).toEqual(['access/news', 'access/audit_log']);
    expect(entries[1]!.label).toContain('GET /api/v1/admin/news');

    // The audit log finds them by kind and action.
    const second = (await issue(session, { permissions: ['access/audit_log'] })).body;
    const res = await rest('GET', '/admin/audit-log?entity=apiToken&action=token_create', {
      token: second.token,
    });
    expect(res.status).toBe(200);
    const log = (await res.json()) as { data: { entity_id: number; action: string }[] };
    expect(log.data.map((e) => e.entity_id)).toEqual(expect.arrayContaining([body.id, second.id]));
    expect(log.data.every((e) => e.action === 'token_create')).toBe(true);
  });
});

describe('acting for a member without the ALTCHA (item 8)', () => {
  let withMember = '';
  let withoutMember = '';
  let memberSession = '';
  beforeAll(async () => {
    const { session } = await staff(['access/api_token', 'access/member', 'access/news']);
    memberSession = session;
    withMember = (await issue(session, { permissions: ['access/member'] })).body.token;
    withoutMember = (await issue(session, { permissions: ['access/news'] })).body.token;
  });

  it('registers a member and sends forgot-password and contact without a bot token, with access/member', async () => {
    const input = registration();
    const res = await rest('POST', '/register', { token: withMember, body: input });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: input.email });
    // Staff's token vouches for the address, as staff in the back office do: confirmed, no link (docs/decisions.md).
    expect(await db.member.findUniqueOrThrow({ where: { email: input.email } })).toMatchObject({
      emailConfirmedAt: expect.any(Date),
      emailConfirmTokenHash: null,
    });
    const forgot = await rest('POST', '/member/forgot_password', {
      token: withMember,
      body: { email: input.email },
    });
    expect(forgot.status).toBe(200);
    const contact = await rest('POST', '/contact', {
      token: withMember,
      body: {
        name: 'สมชาย ใจดี',
        email: input.email,
        subject: 'สอบถาม',
        message: 'ส่งผ่านระบบที่เชื่อมต่อ',
      },
    });
    expect(contact.status).toBe(200);
  });

  it('hostile: still needs the ALTCHA without a token, with a token lacking access/member, with a staff session, or a revoked token', async () => {
    const revoked = (await issue(memberSession, { permissions: ['access/member'] })).body;
    await rest('DELETE', `/admin/api_tokens/${revoked.id}`, { token: memberSession });
    for (const token of [undefined, withoutMember, memberSession, revoked.token]) {
      const res = await rest('POST', '/register', { token, body: registration() });
      const err = await expectErrorShape(res, 400);
      expect(err.field, String(token)).toBe('token');
      const contact = await rest('POST', '/contact', {
        token,
        body: { name: 'บอท', email: 'bot@example.test', subject: 'x', message: 'spam' },
      });
      expect((await expectErrorShape(contact, 400)).field).toBe('bot_token');
    }
    // A solved ALTCHA still works for everybody.
    const ok = await rest('POST', '/register', {
      body: registration({ token: await botToken() }),
    });
    expect(ok.status).toBe(200);
  });
});
