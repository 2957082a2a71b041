import { beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '@/lib/permissions';
import { appRouter } from '@/server/api/root';
import { hashSecretToken } from '@/server/auth/secret-token';
import { db } from '@/server/db';
import { apiTokenService } from '@/server/services/api-token-service';
import { authSessionService } from '@/server/services/auth-session-service';
import { permissionsOfActor } from '@/server/services/grant-rules';
import { callerWith, codeOf, createAdmin, proceduresOf, rest, sessionCookie } from './helpers';

/**
 * Issue 34 finding 1: an API token grants no more than it carries. Every
 * grant rule asks what the actor holds, and a token holds only what it
 * carries of its issuer's permissions; a token never touches its issuer's
 * own account. Each door that assigns or edits permissions, or the issuer's
 * account, is tried as an attacker would with a narrow token of an issuer
 * holding everything: 403 and nothing stored.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A role with these permissions, held by nobody unless said. */
async function role(names: readonly string[]) {
  const perms = await db.permission.findMany({ where: { name: { in: [...names] } } });
  return db.role.create({
    data: {
      name: `grants-${unique()}`,
      permissions: { create: perms.map((p) => ({ permissionId: p.id })) },
    },
  });
}

/** A token of `issuerId` carrying exactly these permissions, issued as staff do (POST /admin/api_tokens in a login session). */
async function tokenOf(issuerId: number, carried: string[]) {
  const { token: session } = await authSessionService(db).issue('admin', issuerId, false, 'api');
  const res = await rest('POST', '/admin/api_tokens', {
    token: session,
    body: { name: `grants ${unique()}`, permissions: carried, expires_in_days: 30 },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const newUser = (roles: number[]) => ({
  firstname: 'Token',
  lastname: 'Made',
  email: `grants-${unique()}@example.test`,
  status: true,
  roles,
  password: 'secret123',
  password_confirmation: 'secret123',
});

const rolesOf = async (userId: number) =>
  (await db.userRole.findMany({ where: { userId }, select: { roleId: true } }))
    .map((r) => r.roleId)
    .sort((a, b) => a - b);
const permissionsOfRole = async (roleId: number) =>
  (
    await db.rolePermission.findMany({
      where: { roleId },
      select: { permission: { select: { name: true } } },
    })
  )
    .map((r) => r.permission.name)
    .sort();

let issuer: { id: number; email: string };
let everythingRole: number;
beforeAll(async () => {
  const admin = await createAdmin([...permissions]);
  issuer = admin;
  everythingRole = (await rolesOf(admin.id))[0]!;
});

/**
 * One attack per procedure that assigns or edits permissions, or touches an
 * account: the token it uses, the call, and the proof nothing changed.
 */
type Attack = () => Promise<void>;

async function expect403(res: Response) {
  expect(res.status).toBe(403);
}

const attacks: Record<string, Attack> = {
  'admin.users.create': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    const body = newUser([everythingRole]);
    await expect403(await rest('POST', '/admin/users', { token, body }));
    expect(await db.adminUser.count({ where: { email: body.email } })).toBe(0);
  },
  'admin.users.update': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    // The issuer's own e-mail (issue: PUT /admin/users/1 → 200).
    const own = { firstname: 'Test', lastname: 'Admin', status: true, roles: [everythingRole] };
    await expect403(
      await rest('PUT', `/admin/users/${issuer.id}`, {
        token,
        body: { ...own, email: `taken-${unique()}@example.test` },
      }),
    );
    expect((await db.adminUser.findUnique({ where: { id: issuer.id } }))!.email).toBe(issuer.email);
    // A user holding a permission the token lacks.
    const above = await createAdmin(['access/news']);
    await expect403(
      await rest('PUT', `/admin/users/${above.id}`, {
        token,
        body: { firstname: 'X', lastname: 'Y', email: above.email, status: true, roles: [] },
      }),
    );
    expect((await rolesOf(above.id)).length).toBe(1);
    // A user within the token, given a role beyond it.
    const bare = await createAdmin([]);
    const before = await rolesOf(bare.id);
    await expect403(
      await rest('PUT', `/admin/users/${bare.id}`, {
        token,
        body: {
          firstname: 'X',
          lastname: 'Y',
          email: bare.email,
          status: true,
          roles: [everythingRole],
        },
      }),
    );
    expect(await rolesOf(bare.id)).toEqual(before);
  },
  'admin.users.setStatus': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    const above = await createAdmin(['access/news']);
    await expect403(
      await rest('PUT', `/admin/users/${above.id}/status`, { token, body: { status: false } }),
    );
    expect((await db.adminUser.findUnique({ where: { id: above.id } }))!.status).toBe(true);
    await expect403(
      await rest('PUT', `/admin/users/${issuer.id}/status`, { token, body: { status: true } }),
    );
  },
  'admin.users.setPassword': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    const above = await createAdmin(['access/news']);
    const hash = (await db.adminUser.findUnique({ where: { id: above.id } }))!.passwordHash;
    const body = { password: 'taken123', password_confirmation: 'taken123' };
    await expect403(await rest('PUT', `/admin/users/${above.id}/password`, { token, body }));
    await expect403(await rest('PUT', `/admin/users/${issuer.id}/password`, { token, body }));
    expect((await db.adminUser.findUnique({ where: { id: above.id } }))!.passwordHash).toBe(hash);
  },
  'admin.users.delete': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    const above = await createAdmin(['access/news']);
    await expect403(await rest('DELETE', `/admin/users/${above.id}`, { token }));
    await expect403(await rest('DELETE', `/admin/users/${issuer.id}`, { token }));
    expect(await db.adminUser.count({ where: { id: { in: [above.id, issuer.id] } } })).toBe(2);
  },
  'admin.roles.create': async () => {
    const token = await tokenOf(issuer.id, ['access/role']);
    const name = `grants-wide-${unique()}`;
    const wide = ['access/api_token', 'access/user', 'access/role', 'access/audit_log'];
    await expect403(
      await rest('POST', '/admin/roles', { token, body: { name, permissions: wide } }),
    );
    expect(await db.role.count({ where: { name } })).toBe(0);
  },
  'admin.roles.update': async () => {
    const token = await tokenOf(issuer.id, ['access/role']);
    const news = await role(['access/news']);
    await expect403(
      await rest('PUT', `/admin/roles/${news.id}`, {
        token,
        body: { name: news.name, permissions: [] },
      }),
    );
    expect(await permissionsOfRole(news.id)).toEqual(['access/news']);
    const empty = await role([]);
    await expect403(
      await rest('PUT', `/admin/roles/${empty.id}`, {
        token,
        body: { name: empty.name, permissions: ['access/user'] },
      }),
    );
    expect(await permissionsOfRole(empty.id)).toEqual([]);
  },
  'admin.roles.delete': async () => {
    const token = await tokenOf(issuer.id, ['access/role']);
    const news = await role(['access/news']);
    await expect403(await rest('DELETE', `/admin/roles/${news.id}`, { token }));
    expect(await db.role.count({ where: { id: news.id } })).toBe(1);
  },
  'admin.apiTokens.create': async () => {
    const token = await tokenOf(issuer.id, ['access/api_token']);
    const name = `grants-minted-${unique()}`;
    await expect403(
      await rest('POST', '/admin/api_tokens', {
        token,
        body: { name, permissions: ['access/api_token'], expires_in_days: 365 },
      }),
    );
    expect(await db.apiToken.count({ where: { name } })).toBe(0);
  },
  'admin.account.updateProfile': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    await expect403(
      await rest('PUT', `/admin/users/profile/${issuer.id}`, {
        token,
        body: { firstname: 'X', lastname: 'Y', email: `taken-${unique()}@example.test` },
      }),
    );
    expect((await db.adminUser.findUnique({ where: { id: issuer.id } }))!.email).toBe(issuer.email);
  },
  'admin.account.changePassword': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    const hash = (await db.adminUser.findUnique({ where: { id: issuer.id } }))!.passwordHash;
    // The account page's door is tRPC only.
    const call = callerWith({ authorization: `Bearer ${token}` }).admin.account.changePassword({
      current_password: 'secret123',
      password: 'taken123',
      password_confirmation: 'taken123',
    });
    expect(await codeOf(call)).toBe('FORBIDDEN');
    expect((await db.adminUser.findUnique({ where: { id: issuer.id } }))!.passwordHash).toBe(hash);
  },
  'admin.users.resetSecondFactor': async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    const colleague = await createAdmin(['access/news']);
    const call = callerWith({ authorization: `Bearer ${token}` }).admin.users.resetSecondFactor({
      id: colleague.id,
    });
    expect(await codeOf(call)).toBe('FORBIDDEN');
    // Nor from below in a session: the colleague holds what the actor does not.
    const narrow = await createAdmin(['access/user']);
    const { cookie } = await sessionCookie('admin', narrow.id);
    expect(
      await codeOf(callerWith({ cookie }).admin.users.resetSecondFactor({ id: issuer.id })),
    ).toBe('FORBIDDEN');
  },
  'admin.roles.setSecondFactorRequired': async () => {
    const token = await tokenOf(issuer.id, ['access/role']);
    const wider = await role(['access/role', 'access/user']);
    const call = callerWith({
      authorization: `Bearer ${token}`,
    }).admin.roles.setSecondFactorRequired({ id: wider.id, required: true });
    expect(await codeOf(call)).toBe('FORBIDDEN');
    const narrow = await createAdmin(['access/role']);
    const { cookie } = await sessionCookie('admin', narrow.id);
    expect(
      await codeOf(
        callerWith({ cookie }).admin.roles.setSecondFactorRequired({
          id: wider.id,
          required: true,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect((await db.role.findUnique({ where: { id: wider.id } }))!.requireSecondFactor).toBe(
      false,
    );
  },
  ...Object.fromEntries(
    (
      [
        'startSecondFactor',
        'confirmSecondFactor',
        'renewRecoveryCodes',
        'disableSecondFactor',
      ] as const
    ).map((name): [string, Attack] => [
      `admin.account.${name}`,
      async () => {
        const token = await tokenOf(issuer.id, ['access/user']);
        const account = callerWith({ authorization: `Bearer ${token}` }).admin.account;
        const call =
          name === 'startSecondFactor'
            ? account.startSecondFactor()
            : account[name]({ code: '123456' });
        expect(await codeOf(call)).toBe('FORBIDDEN');
        const row = (await db.adminUser.findUnique({ where: { id: issuer.id } }))!;
        expect([row.totpPendingSecret, row.totpSecret]).toEqual([null, null]);
      },
    ]),
  ),
};

/** Mutations of these routers that assign no permission and touch no account (each says why). */
const noGrant: Record<string, string> = {
  'admin.apiTokens.revoke': 'takes rights away, never gives',
  'admin.account.uploadImage': 'a content picture, not the account',
  'admin.account.uploadAvatar': 'sessionOnly (the account door refused to tokens)',
};

describe('API tokens and the grant rule (issue 34 finding 1)', () => {
  it('every mutation of users, roles, API tokens and the account is attacked here or says why not', () => {
    const doors = proceduresOf(appRouter)
      .filter(
        ([path, p]) =>
          p._def.type === 'mutation' && /^admin\.(users|roles|apiTokens|account)\./.test(path),
      )
      .map(([path]) => path)
      .sort();
    expect(doors).toEqual([...Object.keys(attacks), ...Object.keys(noGrant)].sort());
  });

  for (const [door, attack] of Object.entries(attacks))
    it(
      `hostile: a narrow token of an issuer holding everything cannot widen through ${door} (403, nothing stored)`,
      attack,
    );

  it('a token still does what it carries: a user and a role within it (201), a user within it edited (200)', async () => {
    const token = await tokenOf(issuer.id, ['access/user', 'access/role', 'access/news']);
    const news = await role(['access/news']);
    const created = await rest('POST', '/admin/users', { token, body: newUser([news.id]) });
    expect(created.status).toBe(201);
    const name = `grants-ok-${unique()}`;
    const made = await rest('POST', '/admin/roles', {
      token,
      body: { name, permissions: ['access/news'] },
    });
    expect(made.status).toBe(201);
    const peer = await createAdmin(['access/news']);
    const edited = await rest('PUT', `/admin/users/${peer.id}`, {
      token,
      body: {
        firstname: 'Peer',
        lastname: 'Edited',
        email: peer.email,
        status: true,
        roles: [news.id],
      },
    });
    expect(edited.status).toBe(200);
    expect(await rolesOf(peer.id)).toEqual([news.id]);
  });

  it('a token revoked while it acts holds nothing for the grant rule', async () => {
    const token = await tokenOf(issuer.id, ['access/user']);
    const issued = (await db.apiToken.findUnique({
      where: { tokenHash: hashSecretToken(token) },
    }))!;
    expect([
      ...(await permissionsOfActor(db, { userId: issuer.id, apiTokenId: issued.id })),
    ]).toEqual(['access/user']);
    await apiTokenService(db).revoke(issuer.id, issued.id);
    expect((await permissionsOfActor(db, { userId: issuer.id, apiTokenId: issued.id })).size).toBe(
      0,
    );
  });
});
