import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '@/lib/permissions';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { callerWith, createAdmin, rest, sessionCookie } from './helpers';

/**
 * The grant rule (docs/decisions.md, "Decisions where the spec is silent"): nobody
 * grants, or edits, what they do not hold. Each path is tried over tRPC and
 * over REST, with the admin cookie the back office uses.
 */
const grantBeyond = 'You can only grant permissions you hold yourself';
const userAbove = 'You cannot change this user: they hold permissions you do not have';
const roleAbove = 'You cannot change or delete this role: it holds permissions you do not have';

/** "FORBIDDEN admin_shell.error_..." for a refused tRPC call, "OK" otherwise. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return error.cause instanceof AppError ? `${error.code} ${error.cause.messageKey}` : error.code;
  }
}

/** Status and message of a REST answer, e.g. "403 You can only grant ...". */
async function answer(response: Promise<Response>): Promise<string> {
  const res = await response;
  if (res.ok) return String(res.status);
  return `${res.status} ${((await res.json()) as { message: string }).message}`;
}

/** A staff user holding exactly these permissions through one role of their own, with both doors. */
async function staff(granted: string[]) {
  const admin = await createAdmin(granted);
  const roleId = (await db.userRole.findFirstOrThrow({ where: { userId: admin.id } })).roleId;
  const { cookie } = await sessionCookie('admin', admin.id);
  return {
    admin,
    roleId,
    api: callerWith({ cookie: `${cookie}; i18next=en` }),
    rest: (method: string, path: string, body?: unknown, lang: 'en' | 'th' = 'en') =>
      rest(method, path, { headers: { cookie }, body, lang }),
  };
}

const userBody = (
  u: { firstname: string; lastname: string; email: string },
  roles: number[],
  extra: object = {},
) => ({
  firstname: u.firstname,
  lastname: u.lastname,
  email: u.email,
  status: true,
  roles,
  ...extra,
});

let administratorRoleId = 0;
let seededAdmin: Awaited<ReturnType<typeof db.adminUser.findUniqueOrThrow>>;

beforeAll(async () => {
  administratorRoleId = (await db.role.findUniqueOrThrow({ where: { name: 'Administrator' } })).id;
  seededAdmin = await db.adminUser.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
});

describe('a staff user holding only access/user', () => {
  it('cannot add the Administrator role to themselves', async () => {
    const me = await staff(['access/user']);
    const body = userBody(me.admin, [me.roleId, administratorRoleId]);
    expect(await outcome(me.api.admin.users.update({ id: me.admin.id, ...body }))).toBe(
      'FORBIDDEN admin_shell.error_grant_beyond_own',
    );
    const res = await me.rest('PUT', `/admin/users/${me.admin.id}`, body);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: grantBeyond, field: 'roles' });
    // In Thai too.
    expect(await answer(me.rest('PUT', `/admin/users/${me.admin.id}`, body, 'th'))).toBe(
      '403 คุณให้สิทธิ์ได้เฉพาะสิทธิ์ที่คุณมีอยู่เองเท่านั้น',
    );

    const roles = await db.userRole.findMany({ where: { userId: me.admin.id } });
    expect(roles.map((r) => r.roleId)).toEqual([me.roleId]);
    expect((await me.api.admin.user()).permissions).toEqual(['access/user']);
    expect(
      ((await (await me.rest('GET', '/admin/user')).json()) as { permissions: string[] })
        .permissions,
    ).toEqual(['access/user']);
  });

  it('cannot set the password of, disable, edit or delete the seeded administrator', async () => {
    const me = await staff(['access/user']);
    const id = seededAdmin.id;
    const above = 'FORBIDDEN admin_shell.error_user_beyond_own';
    expect(
      await outcome(
        me.api.admin.users.setPassword({
          id,
          password: 'taken123',
          password_confirmation: 'taken123',
        }),
      ),
    ).toBe(above);
    expect(await outcome(me.api.admin.users.setStatus({ id, status: false }))).toBe(above);
    expect(
      await outcome(
        me.api.admin.users.update({
          id,
          ...userBody(seededAdmin, [administratorRoleId], { email: 'mine@example.test' }),
        }),
      ),
    ).toBe(above);
    expect(await outcome(me.api.admin.users.delete({ ids: [id] }))).toBe(above);

    expect(
      await answer(
        me.rest('PUT', `/admin/users/${id}/password`, {
          password: 'taken123',
          password_confirmation: 'taken123',
        }),
      ),
    ).toBe(`403 ${userAbove}`);
    expect(await answer(me.rest('PUT', `/admin/users/${id}/status`, { status: 0 }))).toBe(
      `403 ${userAbove}`,
    );
    expect(
      await answer(
        me.rest(
          'PUT',
          `/admin/users/${id}`,
          userBody(seededAdmin, [administratorRoleId], { email: 'mine@example.test' }),
        ),
      ),
    ).toBe(`403 ${userAbove}`);
    expect(await answer(me.rest('DELETE', `/admin/users/${id}`))).toBe(`403 ${userAbove}`);

    const after = await db.adminUser.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({
      status: true,
      email: seededAdmin.email,
      passwordHash: seededAdmin.passwordHash,
    });
  });

  it('cannot touch a user holding any permission it lacks, not even one', async () => {
    const me = await staff(['access/user']);
    const target = await createAdmin(['access/user', 'access/news']);
    const above = 'FORBIDDEN admin_shell.error_user_beyond_own';
    expect(
      await outcome(
        me.api.admin.users.setPassword({
          id: target.id,
          password: 'taken123',
          password_confirmation: 'taken123',
        }),
      ),
    ).toBe(above);
    expect(await outcome(me.api.admin.users.setStatus({ id: target.id, status: false }))).toBe(
      above,
    );
    expect(
      await answer(
        me.rest('PUT', `/admin/users/${target.id}/password`, {
          password: 'taken123',
          password_confirmation: 'taken123',
        }),
      ),
    ).toBe(`403 ${userAbove}`);
    expect(await answer(me.rest('PUT', `/admin/users/${target.id}`, userBody(target, [])))).toBe(
      `403 ${userAbove}`,
    );
    // A delete of several is all or none.
    const below = await createAdmin([]);
    expect(await outcome(me.api.admin.users.delete({ ids: [below.id, target.id] }))).toBe(above);
    expect(await answer(me.rest('DELETE', `/admin/users/${below.id},${target.id}`))).toBe(
      `403 ${userAbove}`,
    );
    expect(await db.adminUser.count({ where: { id: { in: [below.id, target.id] } } })).toBe(2);
    expect(await db.adminUser.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({
      status: true,
      passwordHash: target.passwordHash,
    });
  });

  it('creates users only with roles whose permissions are all its own', async () => {
    const me = await staff(['access/user']);
    const stamp = Date.now().toString(36);
    const create = (email: string, roles: number[]) => ({
      firstname: 'New',
      lastname: 'Staff',
      email,
      status: true,
      roles,
      password: 'secret1',
      password_confirmation: 'secret1',
    });

    expect(
      await outcome(
        me.api.admin.users.create(create(`up-t-${stamp}@example.test`, [administratorRoleId])),
      ),
    ).toBe('FORBIDDEN admin_shell.error_grant_beyond_own');
    expect(
      await answer(
        me.rest(
          'POST',
          '/admin/users',
          create(`up-r-${stamp}@example.test`, [me.roleId, administratorRoleId]),
        ),
      ),
    ).toBe(`403 ${grantBeyond}`);
    expect(
      await db.adminUser.count({
        where: { email: { in: [`up-t-${stamp}@example.test`, `up-r-${stamp}@example.test`] } },
      }),
    ).toBe(0);

    expect(
      await outcome(me.api.admin.users.create(create(`ok-t-${stamp}@example.test`, [me.roleId]))),
    ).toBe('OK');
    expect(
      await answer(me.rest('POST', '/admin/users', create(`ok-r-${stamp}@example.test`, []))),
    ).toBe('201');
  });

  it('still manages users whose permissions are all its own', async () => {
    const me = await staff(['access/user', 'access/news']);
    const newsRole = (await staff(['access/news'])).roleId;
    const peer = await createAdmin(['access/user']);
    const none = await createAdmin([]);

    expect(
      await outcome(
        me.api.admin.users.update({ id: none.id, ...userBody(none, [newsRole, me.roleId]) }),
      ),
    ).toBe('OK');
    expect(
      await outcome(
        me.api.admin.users.setPassword({
          id: peer.id,
          password: 'newpass1',
          password_confirmation: 'newpass1',
        }),
      ),
    ).toBe('OK');
    expect(await answer(me.rest('PUT', `/admin/users/${peer.id}/status`, { status: 0 }))).toBe(
      '200',
    );
    expect(
      await answer(me.rest('PUT', `/admin/users/${peer.id}`, userBody(peer, [newsRole]))),
    ).toBe('200');
    expect(
      (await db.userRole.findMany({ where: { userId: peer.id } })).map((r) => r.roleId),
    ).toEqual([newsRole]);
    expect(await answer(me.rest('DELETE', `/admin/users/${peer.id},${none.id}`))).toBe('200');
    expect(await db.adminUser.count({ where: { id: { in: [peer.id, none.id] } } })).toBe(0);
  });
});

describe('a staff user holding only access/role', () => {
  it('cannot add permissions it lacks to its own role', async () => {
    const me = await staff(['access/role']);
    const name = (await db.role.findUniqueOrThrow({ where: { id: me.roleId } })).name;
    const everything = { name, permissions: [...permissions] };
    expect(await outcome(me.api.admin.roles.update({ id: me.roleId, ...everything }))).toBe(
      'FORBIDDEN admin_shell.error_grant_beyond_own',
    );
    const res = await me.rest('PUT', `/admin/roles/${me.roleId}`, everything);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: grantBeyond, field: 'permissions' });
    expect(
      await answer(
        me.rest('PUT', `/admin/roles/${me.roleId}`, {
          name,
          permissions: ['access/role', 'access/user'],
        }),
      ),
    ).toBe(`403 ${grantBeyond}`);
    expect((await me.api.admin.user()).permissions).toEqual(['access/role']);
  });

  it('cannot create a role with permissions it lacks', async () => {
    const me = await staff(['access/role']);
    const stamp = Date.now().toString(36);
    expect(
      await outcome(
        me.api.admin.roles.create({
          name: `Up t ${stamp}`,
          permissions: ['access/role', 'access/user'],
        }),
      ),
    ).toBe('FORBIDDEN admin_shell.error_grant_beyond_own');
    expect(
      await answer(
        me.rest('POST', '/admin/roles', { name: `Up r ${stamp}`, permissions: [...permissions] }),
      ),
    ).toBe(`403 ${grantBeyond}`);
    expect(
      await db.role.count({ where: { name: { in: [`Up t ${stamp}`, `Up r ${stamp}`] } } }),
    ).toBe(0);
  });

  it('cannot edit or delete a role holding permissions it lacks', async () => {
    const me = await staff(['access/role']);
    const admins = await db.role.findUniqueOrThrow({
      where: { id: administratorRoleId },
      include: { permissions: true },
    });
    const newsOnly = (await staff(['access/news'])).roleId;
    const above = 'FORBIDDEN admin_shell.error_role_beyond_own';
    // Renaming, or taking permissions away, is an edit too.
    expect(
      await outcome(
        me.api.admin.roles.update({
          id: administratorRoleId,
          name: 'Mine now',
          permissions: [...permissions],
        }),
      ),
    ).toBe(above);
    expect(
      await outcome(me.api.admin.roles.update({ id: newsOnly, name: 'Emptied', permissions: [] })),
    ).toBe(above);
    expect(await outcome(me.api.admin.roles.delete({ ids: [administratorRoleId] }))).toBe(above);
    expect(
      await answer(
        me.rest('PUT', `/admin/roles/${administratorRoleId}`, {
          name: admins.name,
          permissions: ['access/role'],
        }),
      ),
    ).toBe(`403 ${roleAbove}`);
    expect(await answer(me.rest('DELETE', `/admin/roles/${me.roleId},${newsOnly}`))).toBe(
      `403 ${roleAbove}`,
    );

    const after = await db.role.findUniqueOrThrow({
      where: { id: administratorRoleId },
      include: { permissions: true },
    });
    expect(after.name).toBe(admins.name);
    expect(after.permissions).toHaveLength(admins.permissions.length);
    expect(await db.role.count({ where: { id: { in: [me.roleId, newsOnly] } } })).toBe(2);
  });

  it('creates, edits and deletes roles within its own permissions', async () => {
    const me = await staff(['access/role']);
    const stamp = Date.now().toString(36);
    const created = await me.rest('POST', '/admin/roles', {
      name: `Mine ${stamp}`,
      permissions: [],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(
      await outcome(
        me.api.admin.roles.update({ id, name: `Mine ${stamp}`, permissions: ['access/role'] }),
      ),
    ).toBe('OK');
    const viaTrpc = await me.api.admin.roles.create({
      name: `Mine t ${stamp}`,
      permissions: ['access/role'],
    });
    expect(await answer(me.rest('DELETE', `/admin/roles/${id},${viaTrpc.id}`))).toBe('200');
  });
});

describe('an administrator holding every permission', () => {
  it('may grant the Administrator role and manage other administrators', async () => {
    const me = await staff([...permissions]);
    const other = await createAdmin([]);
    expect(
      await outcome(
        me.api.admin.users.update({ id: other.id, ...userBody(other, [administratorRoleId]) }),
      ),
    ).toBe('OK');
    expect(
      await answer(
        me.rest('PUT', `/admin/users/${other.id}/password`, {
          password: 'newpass1',
          password_confirmation: 'newpass1',
        }),
      ),
    ).toBe('200');
    expect(await answer(me.rest('DELETE', `/admin/users/${other.id}`))).toBe('200');
  });
});
