import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { db } from '@/server/db';
import { searchResultHref } from '@/lib/admin-search';
import { AppError } from '@/server/errors';
import { translateIfKey } from '@/server/i18n/translate';
import { handleRest } from '@/server/rest/handle-rest';
import { startOfDayBangkok } from '@/server/services/admin-dashboard-service';
import { authSessionService } from '@/server/services/auth-session-service';
import { MAX_UPLOAD_BYTES, sniffImageType } from '@/server/services/upload-service';
import { callerWith, codeOf, createAdmin, createMember, sessionCookie } from './helpers';
import { createRegistration } from './payment-fixtures';

/** The English message a user would see for a failed call (the HTTP error formatter translates the same key). */
async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    const cause = error instanceof TRPCError ? error.cause : undefined;
    if (cause instanceof AppError) return translateIfKey('en', cause.messageKey);
    if (cause instanceof ZodError) return translateIfKey('en', cause.issues[0]!.message);
    return (error as Error).message;
  }
}

/** A caller for a fresh admin holding these permissions, in English. */
async function adminCaller(permissions: string[]) {
  const admin = await createAdmin(permissions);
  const { cookie, token } = await sessionCookie('admin', admin.id);
  return { admin, token, cookie, api: callerWith({ cookie: `${cookie}; i18next=en` }) };
}

// A 1x1 PNG and the head of a JPEG (magic bytes are what the server checks).
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

function rest(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown; form?: FormData } = {},
) {
  const req = new Request(`http://localhost/api/v1${path}`, {
    method,
    headers: init.form
      ? { ...init.headers }
      : { 'content-type': 'application/json', ...init.headers },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}

describe('admin users', () => {
  it('creates, lists with the filters of SPEC.md section 5, edits and refuses a taken e-mail', async () => {
    const { api } = await adminCaller(['access/user']);
    const roleA = await db.role.create({ data: { name: `Filter A ${Date.now()}` } });
    const roleB = await db.role.create({ data: { name: `Filter B ${Date.now()}` } });
    const stamp = Date.now().toString(36);
    const { id } = await api.admin.users.create({
      firstname: `Somchai${stamp}`,
      lastname: 'Jaidee',
      email: `Somchai.${stamp}@Example.test`,
      status: true,
      roles: [roleA.id],
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    await api.admin.users.create({
      firstname: `Other${stamp}`,
      lastname: '',
      email: `other.${stamp}@example.test`,
      status: false,
      roles: [roleB.id],
      password: 'secret1',
      password_confirmation: 'secret1',
    });

    // E-mail is stored in lower case; first name and e-mail match case-insensitive substrings.
    expect((await api.admin.users.get({ id })).email).toBe(`somchai.${stamp}@example.test`);
    expect(
      (await api.admin.users.list({ firstname: `SOMCHAI${stamp}`.toUpperCase().slice(0, 10) })).map(
        (u) => u.id,
      ),
    ).toContain(id);
    expect(
      (await api.admin.users.list({ email: `SOMCHAI.${stamp}`.toUpperCase() })).map((u) => u.id),
    ).toEqual([id]);
    // Status '*' is any; 1 enabled; 0 disabled.
    const mine = (filter: object) =>
      api.admin.users
        .list({ email: stamp, ...filter })
        .then((rows) => rows.map((u) => u.firstname).sort());
    expect(await mine({ status: '*' })).toEqual([`Other${stamp}`, `Somchai${stamp}`]);
    expect(await mine({ status: '1' })).toEqual([`Somchai${stamp}`]);
    expect(await mine({ status: '0' })).toEqual([`Other${stamp}`]);
    // Roles match when any is shared.
    expect(await mine({ roles: [roleB.id, 999999] })).toEqual([`Other${stamp}`]);
    expect(await mine({ roles: [roleA.id, roleB.id] })).toEqual([
      `Other${stamp}`,
      `Somchai${stamp}`,
    ]);

    await api.admin.users.update({
      id,
      firstname: 'Somsak',
      lastname: 'Jaidee',
      email: `somchai.${stamp}@example.test`,
      status: true,
      roles: [roleB.id],
    });
    const edited = await api.admin.users.get({ id });
    expect(edited.firstname).toBe('Somsak');
    expect(edited.roles.map((r) => r.id)).toEqual([roleB.id]);

    const taken = api.admin.users.update({
      id,
      firstname: 'Somsak',
      lastname: '',
      email: `other.${stamp}@example.test`,
      status: true,
      roles: [],
    });
    expect(await codeOf(taken)).toBe('CONFLICT');
    expect(
      await messageOf(
        api.admin.users.update({
          id,
          firstname: 'Somsak',
          lastname: '',
          email: `other.${stamp}@example.test`,
          status: true,
          roles: [],
        }),
      ),
    ).toBe('This e-mail is already in use');
  });

  it('validates the password pair: at least 6 and the confirmation must match', async () => {
    const { api, admin } = await adminCaller(['access/user']);
    expect(
      await messageOf(
        api.admin.users.setPassword({
          id: admin.id,
          password: '12345',
          password_confirmation: '12345',
        }),
      ),
    ).toBe('Password must be at least 6 characters');
    expect(
      await messageOf(
        api.admin.users.setPassword({
          id: admin.id,
          password: '123456',
          password_confirmation: '1234567',
        }),
      ),
    ).toBe('The password confirmation does not match');
  });

  it("toggles status and ends a disabled user's access at once", async () => {
    // The actor holds every permission the target does (the grant rule, admin-privilege.test.ts).
    const { api } = await adminCaller(['access/user', 'access/news']);
    const target = await createAdmin(['access/news']);
    const { cookie } = await sessionCookie('admin', target.id);
    expect(await codeOf(callerWith({ cookie }).admin.user())).toBe('OK');
    expect(await api.admin.users.setStatus({ id: target.id, status: false })).toEqual({
      id: target.id,
      status: false,
    });
    expect(await codeOf(callerWith({ cookie }).admin.user())).toBe('UNAUTHORIZED');
    // Sessions were revoked, so enabling again does not bring the old one back.
    await api.admin.users.setStatus({ id: target.id, status: true });
    expect(await codeOf(callerWith({ cookie }).admin.user())).toBe('UNAUTHORIZED');
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(true);
  });

  it("sets another user's password and ends their sessions; one's own change keeps the current session", async () => {
    const { api, cookie: myCookie, admin: me } = await adminCaller(['access/user']);
    const target = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', target.id);
    await api.admin.users.setPassword({
      id: target.id,
      password: 'newpass1',
      password_confirmation: 'newpass1',
    });
    expect(await codeOf(callerWith({ cookie }).admin.user())).toBe('UNAUTHORIZED');
    const login = await authSessionService(db).login('admin', target.email, 'newpass1', false);
    expect(login.userId).toBe(target.id);

    const other = await sessionCookie('admin', me.id);
    await api.admin.account.changePassword({
      current_password: 'secret123',
      password: 'mine123',
      password_confirmation: 'mine123',
    });
    expect(await codeOf(callerWith({ cookie: myCookie }).admin.user())).toBe('OK');
    expect(await codeOf(callerWith({ cookie: other.cookie }).admin.user())).toBe('UNAUTHORIZED');
  });

  it('does not let an admin disable or delete themselves', async () => {
    const { api, admin } = await adminCaller(['access/user']);
    expect(await messageOf(api.admin.users.setStatus({ id: admin.id, status: false }))).toBe(
      'You cannot disable your own account',
    );
    expect(
      await messageOf(
        api.admin.users.update({
          id: admin.id,
          firstname: 'Me',
          lastname: '',
          email: admin.email,
          status: false,
          roles: [],
        }),
      ),
    ).toBe('You cannot disable your own account');
    expect(await codeOf(api.admin.users.delete({ ids: [admin.id] }))).toBe('FORBIDDEN');
    expect(await db.adminUser.count({ where: { id: admin.id } })).toBe(1);
  });

  it('deletes several users at once', async () => {
    const { api } = await adminCaller(['access/user']);
    const a = await createAdmin([]);
    const b = await createAdmin([]);
    expect(await api.admin.users.delete({ ids: [a.id, b.id] })).toEqual({ deleted: 2 });
    expect(await db.adminUser.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
  });
});

describe('the last holder of access/role and access/user', () => {
  const parked: number[] = [];
  let last: Awaited<ReturnType<typeof createAdmin>>;
  let lastRoleId = 0;
  let api: ReturnType<typeof callerWith>;

  beforeAll(async () => {
    // Leave exactly one enabled user holding access/role (the acting admin has only access/user and access/role is on the last one).
    last = await createAdmin(['access/role', 'access/user']);
    lastRoleId = (await db.userRole.findFirstOrThrow({ where: { userId: last.id } })).roleId;
    const holders = await db.adminUser.findMany({
      where: {
        status: true,
        id: { not: last.id },
        roles: {
          some: { role: { permissions: { some: { permission: { name: 'access/role' } } } } },
        },
      },
      select: { id: true },
    });
    parked.push(...holders.map((h) => h.id));
    await db.adminUser.updateMany({ where: { id: { in: parked } }, data: { status: false } });
    const actor = await createAdmin(['access/user']);
    api = callerWith({ cookie: `${(await sessionCookie('admin', actor.id)).cookie}; i18next=en` });
  });

  afterAll(async () => {
    await db.adminUser.updateMany({ where: { id: { in: parked } }, data: { status: true } });
  });

  it('cannot be disabled, deleted or stripped of the role', async () => {
    const rail = 'At least one enabled user must keep the permissions to manage roles and users';
    // Someone holding less may not touch them at all (the grant rule)...
    const above = 'You cannot change this user: they hold permissions you do not have';
    expect(await messageOf(api.admin.users.setStatus({ id: last.id, status: false }))).toBe(above);
    expect(await messageOf(api.admin.users.delete({ ids: [last.id] }))).toBe(above);
    expect(
      await messageOf(
        api.admin.users.update({
          id: last.id,
          firstname: 'Last',
          lastname: '',
          email: last.email,
          status: true,
          roles: [],
        }),
      ),
    ).toBe(above);
    // ...and they may not strip themselves either.
    const lastApi = callerWith({
      cookie: `${(await sessionCookie('admin', last.id)).cookie}; i18next=en`,
    });
    expect(
      await messageOf(
        lastApi.admin.users.update({
          id: last.id,
          firstname: 'Last',
          lastname: '',
          email: last.email,
          status: true,
          roles: [],
        }),
      ),
    ).toBe(rail);
    const role = await lastApi.admin.roles.get({ id: lastRoleId });
    expect(
      await messageOf(
        lastApi.admin.roles.update({
          id: lastRoleId,
          name: role.name,
          permissions: ['access/user'],
        }),
      ),
    ).toBe(rail);
    // A role users hold is not deleted at all (they would lose its permissions without knowing).
    expect(await messageOf(lastApi.admin.roles.delete({ ids: [lastRoleId] }))).toBe(
      translateIfKey('en', 'admin_shell.error_role_held'),
    );
    // Nothing changed.
    const after = await db.adminUser.findUniqueOrThrow({
      where: { id: last.id },
      include: { roles: true },
    });
    expect(after.status).toBe(true);
    expect(after.roles.map((r) => r.roleId)).toEqual([lastRoleId]);
    expect((await lastApi.admin.roles.get({ id: lastRoleId })).permissions).toEqual([
      'access/role',
      'access/user',
    ]);
  });
});

describe('admin roles', () => {
  it('creates, edits and deletes several roles; permissions come with translated labels', async () => {
    const { api, token } = await adminCaller([
      'access/role',
      'access/news',
      'access/news_category',
      'access/portfolio',
    ]);
    const perms = await api.admin.permissions();
    expect(perms.find((p) => p.name === 'access/news')?.label).toBe('News');
    const thai = await callerWith({
      cookie: `${(await sessionCookie('admin', (await createAdmin(['access/role'])).id)).cookie}; i18next=th`,
    }).admin.permissions();
    expect(thai.find((p) => p.name === 'access/news')?.label).not.toBe('News');

    const name = `Editors ${Date.now()}`;
    const { id } = await api.admin.roles.create({
      name,
      permissions: ['access/news', 'access/news_category'],
    });
    expect(await api.admin.roles.get({ id })).toMatchObject({
      name,
      permissions: ['access/news', 'access/news_category'],
      users_count: 0,
    });
    expect(await codeOf(api.admin.roles.create({ name, permissions: [] }))).toBe('CONFLICT');
    expect(
      await codeOf(api.admin.roles.create({ name: 'X', permissions: ['access/nothing' as never] })),
    ).toBe('BAD_REQUEST');

    await api.admin.roles.update({ id, name: `${name}!`, permissions: ['access/portfolio'] });
    expect(await api.admin.roles.get({ id })).toMatchObject({
      name: `${name}!`,
      permissions: ['access/portfolio'],
    });

    const other = await api.admin.roles.create({ name: `${name} 2`, permissions: [] });
    // Held by a user: refused, naming the role and how many hold it; nothing is deleted.
    const holder = await createAdmin([]);
    await db.userRole.create({ data: { userId: holder.id, roleId: other.id } });
    expect(await codeOf(api.admin.roles.delete({ ids: [id, other.id] }))).toBe('CONFLICT');
    expect(await messageOf(api.admin.roles.delete({ ids: [id, other.id] }))).toBe(
      translateIfKey('en', 'admin_shell.error_role_held'),
    );
    expect(await db.role.count({ where: { id: { in: [id, other.id] } } })).toBe(2);
    const refusedRest = await rest('DELETE', `/admin/roles/${other.id}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(refusedRest.status).toBe(409);
    expect(JSON.stringify(await refusedRest.json())).toContain(`${name} 2: held by 1 user`);
    await db.userRole.deleteMany({ where: { roleId: other.id } });
    expect(await api.admin.roles.delete({ ids: `${id},${other.id}` as never })).toEqual({
      deleted: 2,
    });
    expect(await db.role.count({ where: { id: { in: [id, other.id] } } })).toBe(0);
  });

  it('gives a user exactly the permissions of their roles, changing at once with the role', async () => {
    const { api } = await adminCaller(['access/role', 'access/news', 'access/banner']);
    const { id } = await api.admin.roles.create({
      name: `Two ${Date.now()}`,
      permissions: ['access/news', 'access/banner'],
    });
    const user = await createAdmin([]);
    await db.userRole.create({ data: { userId: user.id, roleId: id } });
    const { cookie } = await sessionCookie('admin', user.id);
    expect((await callerWith({ cookie }).admin.user()).permissions).toEqual(
      expect.arrayContaining(['access/banner', 'access/news']),
    );
    await api.admin.roles.update({ id, name: `Two ${Date.now()}`, permissions: ['access/news'] });
    expect((await callerWith({ cookie }).admin.user()).permissions).toEqual(['access/news']);
  });
});

describe('admin search', () => {
  it('finds a seeded training with its route and key, only for an admin who may see trainings', async () => {
    const { api } = await adminCaller(['access/public_training']);
    const hits = await api.admin.search({ filter_name: 'PYTHON' });
    const training = hits.find((h) => h.kind === 'training');
    expect(training).toMatchObject({
      client_route: '/admin/services/public_trainings/form',
      primary_key: 'public_training_id',
      query: true,
    });
    expect(training!.label).toBe('Data analysis with Python for beginners');
    expect(await db.publicTraining.count({ where: { id: training!.item_id } })).toBe(1);
    expect(hits.every((h) => h.kind === 'training')).toBe(true);

    const { api: newsOnly } = await adminCaller(['access/news']);
    expect(
      (await newsOnly.admin.search({ filter_name: 'python' })).some((h) => h.kind === 'training'),
    ).toBe(false);
    expect(await api.admin.search({ filter_name: '  ' })).toEqual([]);
  });

  it('finds users and members by name or e-mail for those allowed, opening their forms', async () => {
    const member = await createMember();
    const { api } = await adminCaller(['access/member', 'access/user']);
    expect(await api.admin.search({ filter_name: member.email.toUpperCase() })).toEqual([
      expect.objectContaining({
        kind: 'member',
        item_id: member.id,
        client_route: '/admin/members/form',
        primary_key: 'member_id',
        query: true,
      }),
    ]);
    const adminHits = await api.admin.search({ filter_name: 'ADMIN@example.com' });
    expect(adminHits).toContainEqual(
      expect.objectContaining({
        kind: 'user',
        client_route: '/admin/users/form',
        primary_key: 'id',
        query: true,
      }),
    );
    const { api: newsOnly } = await adminCaller(['access/news']);
    expect(
      (await newsOnly.admin.search({ filter_name: 'admin@example.com' })).some(
        (h) => h.kind === 'user',
      ),
    ).toBe(false);
  });
});

describe('admin search: receipts, requests and namesakes', () => {
  it('finds a registration by its receipt number, a request by its sender, and tells namesakes apart by e-mail', async () => {
    const stamp = Date.now().toString(36);
    const member = await createMember();
    const registration = await createRegistration(member.id, { paymentMethodId: 2, statusId: 5 });
    await db.registration.update({
      where: { id: registration.id },
      data: { receiptNo: `RC-${stamp}` },
    });
    const twin = await createMember();
    const { api } = await adminCaller([
      'access/public_training_register',
      'access/member',
      'access/inhouse_training',
      'access/contact_message',
    ]);
    expect(await api.admin.search({ filter_name: `rc-${stamp}` })).toEqual([
      expect.objectContaining({ kind: 'registration', item_id: registration.id }),
    ]);

    const request = await db.inhouseTrainingRequest.create({
      data: {
        contactName: `Sender ${stamp}`,
        email: `sender-${stamp}@example.test`,
        telephone: '1',
      },
    });
    const message = await db.contactMessage.create({
      data: {
        name: `Writer ${stamp}`,
        email: `writer-${stamp}@example.test`,
        subject: `Subject ${stamp}`,
        message: 'Hello',
      },
    });
    const hits = await api.admin.search({ filter_name: stamp });
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: 'inhouse_request',
        item_id: request.id,
        client_route: '/admin/requests/inhouse_trainings/form',
      }),
    );
    expect(hits).toContainEqual(
      expect.objectContaining({ kind: 'contact_message', item_id: message.id }),
    );

    // Two members called สมหญิง ทดสอบ: each hit names its e-mail.
    const namesakes = (await api.admin.search({ filter_name: 'สมหญิง' })).filter(
      (h) => h.kind === 'member' && [member.id, twin.id].includes(h.item_id),
    );
    expect(namesakes.map((h) => h.label).sort()).toEqual(
      [`สมหญิง ทดสอบ (${member.email})`, `สมหญิง ทดสอบ (${twin.email})`].sort(),
    );
  });
});

describe('admin search: registrations', () => {
  it('finds a registration by its code or its member, opening its detail page, only for those handling registrations', async () => {
    const member = await createMember();
    const registration = await createRegistration(member.id, { paymentMethodId: 2 });
    const { api } = await adminCaller(['access/public_training_register']);
    const byCode = await api.admin.search({ filter_name: registration.registerCode.toLowerCase() });
    expect(byCode).toEqual([
      expect.objectContaining({
        kind: 'registration',
        client_route: '/admin/services/public_training_register',
        primary_key: 'register_id',
        item_id: registration.id,
        query: false,
      }),
    ]);
    expect(searchResultHref(byCode[0]!)).toBe(
      `/admin/services/public_training_register/${registration.id}`,
    );
    expect((await api.admin.search({ filter_name: member.email })).map((h) => h.item_id)).toContain(
      registration.id,
    );
    const { api: newsOnly } = await adminCaller(['access/news']);
    expect(await newsOnly.admin.search({ filter_name: registration.registerCode })).toEqual([]);
  });
});

describe('dashboard', () => {
  it("shows only the cards of the admin's permissions, with current counts", async () => {
    const { api } = await adminCaller(['access/public_training']);
    const cards = await api.admin.dashboard();
    expect(cards.map((c) => c.key)).toEqual(['upcoming_trainings']);
    const upcoming = await db.publicTraining.count({
      where: { status: true, startTrainingDate: { gte: startOfDayBangkok() } },
    });
    expect(cards[0]!.value).toBe(upcoming);
    const { api: all } = await adminCaller([
      'access/public_training',
      'access/public_training_register',
      'access/member',
    ]);
    expect((await all.admin.dashboard()).map((c) => c.key)).toEqual([
      'upcoming_trainings',
      'awaiting_verification',
      'new_members',
      'payments_this_month',
    ]);
    const { api: inbox } = await adminCaller(['access/contact_message']);
    const [requests] = await inbox.admin.dashboard();
    expect(requests).toMatchObject({ key: 'unhandled_requests', href: '/admin/requests' });
    const { api: none } = await adminCaller([]);
    expect(await none.admin.dashboard()).toEqual([]);
  });
});

describe('dashboard cards open their list filtered to what they counted', () => {
  it('the list behind each card shows exactly the rows the card counted', async () => {
    const member = await createMember();
    const DAY = 24 * 3600 * 1000;
    // Rows each card must leave out: a training that started last week, a registration not awaiting
    // verification, a member who joined last year, a payment of last year.
    const category = await db.publicTrainingCategory.findFirstOrThrow();
    await db.publicTraining.create({
      data: {
        categoryId: category.id,
        courseCode: `PAST-${Date.now()}`,
        startTrainingDate: new Date(Date.now() - 7 * DAY),
        endTrainingDate: new Date(Date.now() - 6 * DAY),
        priceSatang: 100,
        seatLimit: 1,
      },
    });
    await createRegistration(member.id, { paymentMethodId: 2, statusId: 4 });
    await createRegistration(member.id, { paymentMethodId: 2, statusId: 2 });
    const oldPaid = await createRegistration(member.id, { paymentMethodId: 2, statusId: 5 });
    await db.registration.update({
      where: { id: oldPaid.id },
      data: { paidAt: new Date(Date.now() - 400 * DAY) },
    });
    const newPaid = await createRegistration(member.id, { paymentMethodId: 2, statusId: 5 });
    await db.registration.update({ where: { id: newPaid.id }, data: { paidAt: new Date() } });
    await db.member.update({
      where: { id: member.id },
      data: { createdAt: new Date(Date.now() - 400 * DAY) },
    });
    await createMember();

    const { api } = await adminCaller([
      'access/public_training',
      'access/public_training_register',
      'access/member',
    ]);
    const cards = await api.admin.dashboard();
    const filtersOf = (href: string) =>
      Object.fromEntries(
        [...new URL(href, 'http://x').searchParams]
          .filter(([k]) => k.startsWith('filter_'))
          .map(([k, v]) => [k.slice('filter_'.length), v]),
      );
    const card = (key: string) => cards.find((c) => c.key === key)!;

    const upcoming = card('upcoming_trainings');
    expect(upcoming.href).toMatch(/^\/admin\/services\/public_trainings\?/);
    const trainings = await api.admin.publicTrainings.list({
      filters: filtersOf(upcoming.href),
      per_page: 1,
    });
    expect(trainings.total).toBe(upcoming.value);

    const awaiting = card('awaiting_verification');
    const awaitingList = await api.admin.registrations.list({
      filters: filtersOf(awaiting.href),
      per_page: 1,
    });
    expect(awaitingList.total).toBe(awaiting.value);

    const members = card('new_members');
    const memberList = await api.admin.members.list({
      filters: filtersOf(members.href),
      per_page: 1,
    });
    expect(memberList.total).toBe(members.value);

    const payments = card('payments_this_month');
    // Other files add paid registrations of this month too: read every page, not the first hundred.
    const paid: { registerId: number; totalAmount: number }[] = [];
    for (let page = 1; ; page++) {
      const list = await api.admin.registrations.list({
        filters: filtersOf(payments.href),
        per_page: 100,
        page,
      });
      paid.push(...list.items);
      if (paid.length >= list.total || list.items.length === 0) break;
    }
    expect(paid.reduce((sum, r) => sum + r.totalAmount, 0)).toBe(payments.value);
    expect(paid.map((r) => r.registerId)).toContain(newPaid.id);
    expect(paid.map((r) => r.registerId)).not.toContain(oldPaid.id);
  });
});

describe('account and avatar upload', () => {
  it('checks the type by content and the size on the server', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it("uploads an avatar through the REST endpoint and sets it on one's own profile only", async () => {
    // A content editor's upload (POST /admin/upload needs a permission of content with pictures).
    const { api, admin, cookie } = await adminCaller(['access/news']);
    const headers = { cookie: `${cookie}; i18next=en` };
    const form = new FormData();
    form.append('upload', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await rest('POST', '/admin/upload', { headers, form });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(await db.upload.findUnique({ where: { path: url } })).toMatchObject({
      mimeType: 'image/jpeg',
      width: 1,
      height: 1,
      ownerRealm: 'admin',
      ownerId: admin.id,
    });

    // A file that only claims to be an image is refused, and so is one too large.
    const fake = new FormData();
    fake.append('upload', new Blob(['<svg/>'], { type: 'image/png' }), 'x.png');
    const refused = await rest('POST', '/admin/upload', { headers, form: fake });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Only JPEG or PNG images are accepted',
    );
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(png);
    expect(await messageOf(api.admin.account.uploadImage({ bytes: big }))).toBe(
      'The file must be at most 10 MB',
    );

    await api.admin.account.updateProfile({
      firstname: 'New',
      lastname: 'Name',
      email: admin.email,
      image_url: url,
    });
    expect(await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      firstname: 'New',
      imageUrl: url,
    });
    // Someone else's upload cannot become one's avatar.
    const { api: other } = await adminCaller([]);
    expect(
      await codeOf(
        other.admin.account.updateProfile({
          firstname: 'X',
          lastname: '',
          email: `x-${Date.now()}@example.test`,
          image_url: url,
        }),
      ),
    ).toBe('BAD_REQUEST');
    // The REST profile path must name oneself.
    expect(
      (
        await rest('PUT', `/admin/users/profile/${admin.id + 100000}`, {
          headers,
          body: { firstname: 'A', email: admin.email },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await rest('PUT', `/admin/users/profile/${admin.id}`, {
          headers,
          body: { firstname: 'Rest', lastname: '', email: admin.email },
        })
      ).status,
    ).toBe(200);
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).firstname).toBe(
      'Rest',
    );
  });
});

describe('admin REST endpoints', () => {
  it('logs an integrator in for a bearer token, serves users and roles, and logs out', async () => {
    const bad = await rest('POST', '/admin/login', {
      headers: { 'accept-language': 'en' },
      body: { email: 'admin@example.com', password: 'nope' },
    });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'Incorrect e-mail or password',
    );
    expect(
      (await rest('POST', '/admin/login', { body: { email: 'not-an-email', password: 'x' } }))
        .status,
    ).toBe(400);

    const res = await rest('POST', '/admin/login', {
      body: { email: 'admin@example.com', password: 'admin1234' },
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    expect(
      ((await (await rest('GET', '/admin/user', { headers })).json()) as { email: string }).email,
    ).toBe('admin@example.com');

    const stamp = Date.now().toString(36);
    const created = await rest('POST', '/admin/users', {
      headers,
      body: {
        firstname: 'Rest',
        email: `rest.${stamp}@example.test`,
        password: 'secret1',
        password_confirmation: 'secret1',
        roles: [],
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(
      (
        (await (await rest('GET', `/admin/users/${id}/edit`, { headers })).json()) as {
          email: string;
        }
      ).email,
    ).toBe(`rest.${stamp}@example.test`);
    expect(
      (
        await rest('PUT', `/admin/users/${id}`, {
          headers,
          body: {
            firstname: 'Rest2',
            email: `rest.${stamp}@example.test`,
            status: true,
            roles: [],
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (await rest('PUT', `/admin/users/${id}/status`, { headers, body: { status: 0 } })).status,
    ).toBe(200);
    expect((await db.adminUser.findUniqueOrThrow({ where: { id } })).status).toBe(false);
    const mismatch = await rest('PUT', `/admin/users/${id}/password`, {
      headers,
      body: { password: 'abcdef', password_confirmation: 'abcdeg' },
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { field: string }).field).toBe('password_confirmation');
    const list = (await (
      await rest('GET', `/admin/users?email=rest.${stamp}&status=0`, { headers })
    ).json()) as { id: number }[];
    expect(list.map((u) => u.id)).toEqual([id]);

    const role = (await (
      await rest('POST', '/admin/roles', {
        headers,
        body: { name: `Rest role ${stamp}`, permissions: ['access/news'] },
      })
    ).json()) as { id: number };
    expect(
      (
        (await (await rest('GET', `/admin/roles/${role.id}/edit`, { headers })).json()) as {
          permissions: string[];
        }
      ).permissions,
    ).toEqual(['access/news']);
    expect(
      (
        await rest('PUT', `/admin/roles/${role.id}`, {
          headers,
          body: { name: `Rest role ${stamp}`, permissions: ['access/news', 'access/banner'] },
        })
      ).status,
    ).toBe(200);
    expect(
      ((await (await rest('GET', '/admin/roles', { headers })).json()) as { id: number }[]).some(
        (r) => r.id === role.id,
      ),
    ).toBe(true);
    const search = (await (
      await rest('GET', '/admin/search?filter_name=python', { headers })
    ).json()) as { client_route: string }[];
    expect(search.length).toBeGreaterThan(0);

    const other = (await (
      await rest('POST', '/admin/users', {
        headers,
        body: {
          firstname: 'Two',
          email: `two.${stamp}@example.test`,
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      })
    ).json()) as { id: number };
    expect((await rest('DELETE', `/admin/users/${id},${other.id}`, { headers })).status).toBe(200);
    expect(await db.adminUser.count({ where: { id: { in: [id, other.id] } } })).toBe(0);
    expect((await rest('DELETE', `/admin/roles/${role.id}`, { headers })).status).toBe(200);

    expect((await rest('POST', '/admin/logout', { headers })).status).toBe(200);
    expect((await rest('GET', '/admin/user', { headers })).status).toBe(401);
  });
});
