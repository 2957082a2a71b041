import { beforeAll, describe, expect, it } from 'vitest';
import { RegisterStatus } from '@/lib/register-status';
import { verifyPassword } from '@/server/auth/password';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { authSessionService } from '@/server/services/auth-session-service';
import { createRegistration } from './payment-fixtures';
import { callerWith, createAdmin, createMember, rest, sessionCookie } from './helpers';

/**
 * /admin/members: the list with its filters, create with an
 * initial password, edit, disable (which ends sessions and blocks login),
 * delete several (refused per member with paid registrations, otherwise with
 * their unpaid data in one transaction), permissions and the REST doors.
 */

const stamp = Date.now().toString(36);
let n = 0;
const email = (tag: string) => `m-${tag}-${stamp}-${(n += 1)}@example.test`;

let api: ReturnType<typeof callerWith>;
let token: string;
let province: { id: number; nameEn: string };
let otherProvince: { id: number };
let companyType: { id: number };

/** What a refused call says: its code, the field it is about and the message key (server-side callers carry no formatted shape). */
async function refusal(call: Promise<unknown>) {
  const e = (await call.then(
    () => null,
    (error: unknown) => error,
  )) as { code?: string; cause?: unknown } | null;
  if (!e) return null;
  const cause = e.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined;
  if (e.cause instanceof AppError)
    return {
      code: e.code,
      field: e.cause.field,
      key: e.cause.messageKey,
      reasons: e.cause.reasons,
    };
  return {
    code: e.code,
    field: cause?.issues?.[0]?.path.join('.'),
    key: cause?.issues?.[0]?.message,
  };
}

const person = (over: Record<string, unknown> = {}) => ({
  member_type: 'P',
  firstname: 'Somchai',
  lastname: `Jaidee${stamp}`,
  telephone: '0812345678',
  email: email('p'),
  password: 'secret123',
  status: true,
  ...over,
});

beforeAll(async () => {
  const admin = await createAdmin(['access/member']);
  api = callerWith({ cookie: `${(await sessionCookie('admin', admin.id)).cookie}; i18next=en` });
  token = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
  const provinces = await db.province.findMany({ orderBy: { id: 'asc' }, take: 2 });
  province = provinces[0]!;
  otherProvince = provinces[1]!;
  companyType = await db.companyType.findFirstOrThrow({ where: { status: 1 } });
});

describe('admin members: create and edit', () => {
  it('creates a member with a hashed initial password who can then log in', async () => {
    const body = person({ province_id: province.id });
    const created = await api.admin.members.create(body);
    expect(created).toMatchObject({
      firstname: 'Somchai',
      email: body.email,
      province_id: province.id,
      status: true,
      member_type: 'P',
    });
    expect(created.province_name).toBe(province.nameEn);
    expect(created).not.toHaveProperty('password');
    expect(JSON.stringify(created)).not.toMatch(/passwordHash|secret123/);
    const row = await db.member.findUniqueOrThrow({ where: { id: created.member_id } });
    expect(row.passwordHash).not.toBe('secret123');
    expect(await verifyPassword(row.passwordHash, 'secret123')).toBe(true);
    const session = await authSessionService(db).login('member', body.email, 'secret123', false);
    expect(session.userId).toBe(row.id);
  });

  it('keeps the e-mail in lower case and refuses a taken one on the email field, translated', async () => {
    const body = person({ email: email('case').toUpperCase() });
    const created = await api.admin.members.create(body);
    expect(created.email).toBe(body.email.toLowerCase());
    expect(await refusal(api.admin.members.create(person({ email: body.email })))).toMatchObject({
      code: 'CONFLICT',
      field: 'email',
      key: 'member.email_taken',
    });
    // As an integrator reads it: the field and its message in the caller's language.
    for (const [lang, text] of [
      ['en', 'This e-mail address is already registered'],
      ['th', 'อีเมล'],
    ] as const) {
      const res = await rest('POST', '/admin/members', {
        token,
        lang,
        body: person({ email: body.email.toLowerCase() }),
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        field: 'email',
        errors: { email: [expect.stringContaining(text)] },
      });
    }
  });

  it('validates with the member rules: names max 64, telephone max 15, password min 6, required password on create', async () => {
    const refused = async (over: Record<string, unknown>) =>
      refusal(api.admin.members.create(person(over)));
    expect(await refused({ firstname: 'x'.repeat(65) })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'firstname',
      key: 'error_max_firstname',
    });
    expect(await refused({ lastname: '' })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'lastname',
      key: 'please_enter_lastname',
    });
    expect(await refused({ telephone: '0'.repeat(16) })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'telephone',
      key: 'error_max_telephone',
    });
    expect(await refused({ password: '123' })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'password',
      key: 'error_min_password',
    });
    expect(await refused({ password: '' })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'password',
      key: 'please_enter_password',
    });
    expect(await refused({ email: 'not-an-email' })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'email',
      key: 'invalid_email',
    });
    expect(await refused({ province_id: 999_999 })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'province_id',
    });
    expect(await refused({ member_type: 'O' })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'company_name',
      key: 'member.please_enter_company_name',
    });
    expect(await refused({ member_type: 'O', company_name: 'ACME' })).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'company_type_id',
    });
    const res = await rest('POST', '/admin/members', { token, body: person({ password: '12' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      field: 'password',
      errors: { password: [expect.stringMatching(/6/)] },
    });
  });

  it('edits a member, keeping the password when none is sent and clearing company fields of a person', async () => {
    const created = await api.admin.members.create(
      person({
        member_type: 'O',
        company_name: 'ACME',
        company_type_id: companyType.id,
        tax_no: '0105551234567',
      }),
    );
    const id = created.member_id;
    expect(created).toMatchObject({ company_name: 'ACME', company_type_id: companyType.id });
    const before = (await db.member.findUniqueOrThrow({ where: { id } })).passwordHash;
    const updated = await api.admin.members.update({
      id,
      ...person({
        email: created.email,
        password: '',
        firstname: 'Somying',
        member_type: 'P',
        company_name: 'ACME',
        province_id: otherProvince.id,
      }),
    });
    expect(updated).toMatchObject({
      firstname: 'Somying',
      member_type: 'P',
      company_name: null,
      company_type_id: null,
      province_id: otherProvince.id,
    });
    expect((await db.member.findUniqueOrThrow({ where: { id } })).passwordHash).toBe(before);
    await api.admin.members.update({
      id,
      ...person({ email: created.email, password: 'changed1' }),
    });
    const after = await db.member.findUniqueOrThrow({ where: { id } });
    expect(await verifyPassword(after.passwordHash, 'changed1')).toBe(true);
  });
});

describe('admin members: list', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const tag = `list${stamp}`;
    const make = async (key: string, over: Record<string, unknown>, createdAt: string) => {
      const m = await api.admin.members.create(person({ lastname: tag, ...over }));
      ids[key] = m.member_id;
      await db.member.update({ where: { id: ids[key] }, data: { createdAt: new Date(createdAt) } });
    };
    await make(
      'a',
      { firstname: 'Anong', email: email('alpha'), province_id: province.id },
      '2025-01-10T10:00:00+07:00',
    );
    await make(
      'b',
      { firstname: 'Boonmee', email: email('bravo'), province_id: otherProvince.id },
      '2025-01-31T23:30:00+07:00',
    );
    await make(
      'c',
      {
        firstname: 'Chai',
        member_type: 'O',
        company_name: `Widget ${tag}`,
        company_type_id: companyType.id,
        email: email('charlie'),
      },
      '2025-02-01T00:10:00+07:00',
    );
  });
  const tag = () => `list${stamp}`;
  const idsOf = (page: { items: Record<string, unknown>[] }) => page.items.map((i) => i.member_id);

  it('filters by type, name, e-mail, province and registered date range (days in Thai time, both ends included)', async () => {
    expect(
      idsOf(await api.admin.members.list({ search: tag(), filters: { member_type: 'O' } })),
    ).toEqual([ids.c]);
    expect(idsOf(await api.admin.members.list({ search: `Anong ${tag()}` }))).toEqual([ids.a]);
    expect(
      idsOf(await api.admin.members.list({ search: `widget ${tag()}`.toUpperCase() })),
    ).toEqual([ids.c]);
    expect(
      idsOf(await api.admin.members.list({ search: tag(), filters: { email: 'BRAVO' } })),
    ).toEqual([ids.b]);
    expect(
      idsOf(
        await api.admin.members.list({ search: tag(), filters: { province_id: otherProvince.id } }),
      ),
    ).toEqual([ids.b]);
    const january = await api.admin.members.list({
      search: tag(),
      sort: 'registered_at',
      order: 'ASC',
      filters: { registered_at: { from: '2025-01-01', to: '2025-01-31' } },
    });
    expect(idsOf(january)).toEqual([ids.a, ids.b]);
    expect(
      idsOf(
        await api.admin.members.list({ search: tag(), filters: { registered_at: '2025-02-01..' } }),
      ),
    ).toEqual([ids.c]);
    expect(
      idsOf(
        await api.admin.members.list({ search: tag(), filters: { registered_at: '..2025-01-10' } }),
      ),
    ).toEqual([ids.a]);
    expect(
      idsOf(
        await api.admin.members.list({
          search: tag(),
          filters: { registered_at: '*', member_type: '*', province_id: '' },
        }),
      ),
    ).toHaveLength(3);
    await api.admin.members.setStatus({ id: ids.b!, status: false });
    expect(
      idsOf(await api.admin.members.list({ search: tag(), filters: { status: '0' } })),
    ).toEqual([ids.b]);
    await api.admin.members.setStatus({ id: ids.b!, status: true });
  });

  it('sorts and pages', async () => {
    const byName = await api.admin.members.list({
      search: tag(),
      sort: 'name',
      order: 'DESC',
      per_page: 2,
    });
    expect(idsOf(byName)).toEqual([ids.c, ids.b]);
    expect(byName).toMatchObject({ total: 3, lastPage: 2, perPage: 2 });
    expect(
      idsOf(
        await api.admin.members.list({
          search: tag(),
          sort: 'name',
          order: 'DESC',
          per_page: 2,
          page: 2,
        }),
      ),
    ).toEqual([ids.a]);
    const newest = await api.admin.members.list({ search: tag() });
    expect(idsOf(newest)).toEqual([ids.c, ids.b, ids.a]);
    expect(newest.items[0]).toMatchObject({
      name: `Chai ${tag()}`,
      registered_at: new Date('2025-02-01T00:10:00+07:00'),
    });
    // Lists do not load registrations (only one member's read does).
    const first: Record<string, unknown> = newest.items[0]!;
    expect(first.registrations ?? null).toBeNull();
  });

  it('refuses malformed list queries with 400, never 500', async () => {
    for (const filters of [
      { registered_at: '2025-13-01..' },
      { registered_at: '2025-02-31' },
      { registered_at: '2025-02-01..2025-01-01' },
      { member_type: 'X' },
      { province_id: 'abc' },
      { registered_at: { from: 5 } },
    ]) {
      await expect(api.admin.members.list({ filters } as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await expect(api.admin.members.list({ sort: 'password_hash' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('admin members: status and delete', () => {
  it('disabling ends the member sessions and blocks login; enabling lets them in again', async () => {
    const created = await api.admin.members.create(person());
    const id = created.member_id;
    const { token: memberToken } = await sessionCookie('member', id);
    expect(await authSessionService(db).resolve(memberToken, 'member')).not.toBeNull();
    expect((await api.admin.members.setStatus({ id, status: false })).status).toBe(false);
    expect(await authSessionService(db).resolve(memberToken, 'member')).toBeNull();
    await expect(
      authSessionService(db).login('member', created.email!, 'secret123', false),
    ).rejects.toMatchObject({ messageKey: 'errors.account_disabled' });
    await api.admin.members.setStatus({ id, status: true });
    expect(
      (await authSessionService(db).login('member', created.email!, 'secret123', false)).userId,
    ).toBe(id);
    // Saved from the form with status off: the same.
    const second = await sessionCookie('member', id);
    await api.admin.members.update({
      id,
      ...person({ email: created.email, password: '', status: false }),
    });
    expect(await authSessionService(db).resolve(second.token, 'member')).toBeNull();
  });

  it('setting a member password from the back office ends their sessions and unused reset links; saving without one keeps them', async () => {
    const created = await api.admin.members.create(person());
    const id = created.member_id;
    const sessions = authSessionService(db);
    const kept = await sessionCookie('member', id);
    await api.admin.members.update({
      id,
      ...person({ email: created.email, password: '', firstname: 'Kept' }),
    });
    expect(await sessions.resolve(kept.token, 'member')).not.toBeNull();

    const browser = await sessionCookie('member', id, true);
    const apiToken = await sessions.issue('member', id, true, 'api');
    const link = await db.passwordResetToken.create({
      data: {
        memberId: id,
        tokenHash: `reset-${stamp}-${id}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    await api.admin.members.update({
      id,
      ...person({ email: created.email, password: 'staffset1' }),
    });
    for (const token of [kept.token, browser.token, apiToken.token])
      expect(await sessions.resolve(token, 'member')).toBeNull();
    expect(
      (await db.passwordResetToken.findUniqueOrThrow({ where: { id: link.id } })).usedAt,
    ).not.toBeNull();
    expect((await sessions.login('member', created.email!, 'staffset1', false)).userId).toBe(id);

    // The REST door (PUT /admin/members/{id}) is the same save.
    const viaRest = await sessionCookie('member', id);
    const res = await rest('PUT', `/admin/members/${id}`, {
      token,
      body: person({ email: created.email, password: 'staffset2' }),
    });
    expect(res.status).toBe(200);
    expect(await sessions.resolve(viaRest.token, 'member')).toBeNull();
  });

  it('refuses to delete members with a paid registration, with the reason per member, and deletes nothing', async () => {
    const paid = await api.admin.members.create(person({ firstname: 'Paid' }));
    const free = await api.admin.members.create(person({ firstname: 'Free' }));
    const paidId = paid.member_id;
    const freeId = free.member_id;
    await createRegistration(paidId, { paymentMethodId: 2, statusId: RegisterStatus.PAID });
    await createRegistration(freeId, { paymentMethodId: 2 });
    const refused = await refusal(api.admin.members.delete({ ids: [paidId, freeId] }));
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      key: 'admin_members.delete_refused',
      reasons: [
        {
          field: `ids.${paidId}`,
          messageKey: 'admin_members.delete_refused_member',
          params: { count: 1 },
        },
      ],
    });
    expect(refused!.reasons).toHaveLength(1);
    expect(await db.member.count({ where: { id: { in: [paidId, freeId] } } })).toBe(2);
    expect(await db.registration.count({ where: { memberId: freeId } })).toBe(1);
    // Translated, per member, in either language.
    for (const [lang, overall, reason] of [
      [
        'en',
        /Disable them instead/,
        new RegExp(
          `Paid Jaidee${stamp} has 1 registration\\(s\\) paid or with a payment being verified.*disable the member instead`,
        ),
      ],
      [
        'th',
        /ปิดใช้งานแทน/,
        new RegExp(`Paid Jaidee${stamp} มีการลงทะเบียนที่ชำระเงินแล้วหรือรอตรวจสอบการชำระเงิน 1 รายการ`),
      ],
    ] as const) {
      const res = await rest('DELETE', `/admin/members/${paidId},${freeId}`, { token, lang });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toMatch(overall);
      expect(Object.keys(body.errors)).toEqual([`ids.${paidId}`]);
      expect(body.errors[`ids.${paidId}`]![0]).toMatch(reason);
    }
    expect(await db.member.count({ where: { id: { in: [paidId, freeId] } } })).toBe(2);
  });

  it('refuses as well where money moved: a slip awaiting verification, a receipt number, a card payment the gateway accepted', async () => {
    const ids: number[] = [];
    for (const opts of [
      { statusId: RegisterStatus.AWAITING_VERIFICATION },
      { statusId: RegisterStatus.CANCELLED, receiptNo: true },
      { statusId: RegisterStatus.EXPIRED, card: true },
    ]) {
      const m = await api.admin.members.create(person());
      const id = m.member_id;
      const r = await createRegistration(id, {
        paymentMethodId: opts.card ? 1 : 2,
        statusId: opts.statusId,
      });
      if (opts.receiptNo)
        await db.registration.update({
          where: { id: r.id },
          data: { receiptNo: `R-TEST-${r.id}` },
        });
      if (opts.card)
        await db.cardPayment.create({
          data: {
            registrationId: r.id,
            transactionUuid: `t-${stamp}-${r.id}`,
            amountSatang: r.totalAmountSatang,
            decision: 'ACCEPT',
            respondedAt: new Date(),
          },
        });
      ids.push(id);
    }
    for (const id of ids) {
      expect(await refusal(api.admin.members.delete({ ids: [id] }))).toMatchObject({
        code: 'CONFLICT',
        key: 'admin_members.delete_refused',
      });
    }
    expect(await db.member.count({ where: { id: { in: ids } } })).toBe(3);
  });

  it('deletes members without paid registrations with their unpaid registrations, sessions and tokens in one transaction', async () => {
    const a = await api.admin.members.create(person());
    const b = await api.admin.members.create(person());
    const ida = a.member_id;
    const idb = b.member_id;
    const registration = await createRegistration(ida, { paymentMethodId: 2 });
    await createRegistration(idb, { paymentMethodId: 1, statusId: RegisterStatus.CANCELLED });
    await sessionCookie('member', ida);
    await db.passwordResetToken.create({
      data: {
        memberId: idb,
        tokenHash: `h-${stamp}-${idb}`,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    expect(await api.admin.members.delete({ ids: [ida, idb] })).toEqual({ deleted: 2 });
    expect(await db.member.count({ where: { id: { in: [ida, idb] } } })).toBe(0);
    expect(await db.registration.count({ where: { memberId: { in: [ida, idb] } } })).toBe(0);
    expect(
      await db.registrationAttendee.count({ where: { registrationId: registration.id } }),
    ).toBe(0);
    expect(await db.registrationHistory.count({ where: { registrationId: registration.id } })).toBe(
      0,
    );
    expect(await db.authToken.count({ where: { memberId: ida } })).toBe(0);
    expect(await db.passwordResetToken.count({ where: { memberId: idb } })).toBe(0);
  });

  it('answers 404 for ids of nothing, and deletes nothing when one id is unknown', async () => {
    const kept = await api.admin.members.create(person());
    await expect(api.admin.members.get({ id: 2_000_000_000 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      api.admin.members.update({ id: 2_000_000_000, ...person() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      api.admin.members.delete({ ids: [kept.member_id, 2_000_000_000] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.member.count({ where: { id: kept.member_id } })).toBe(1);
  });

  it('shows the member registrations on the edit read, newest first, with the status name', async () => {
    const m = await api.admin.members.create(person());
    const id = m.member_id;
    const first = await createRegistration(id, { paymentMethodId: 2 });
    const second = await createRegistration(id, {
      paymentMethodId: 2,
      statusId: RegisterStatus.PAID,
      quantity: 2,
    });
    await db.registration.update({
      where: { id: second.id },
      data: { createdAt: new Date(Date.now() + 1000) },
    });
    const read = await api.admin.members.get({ id });
    const regs = read.registrations;
    expect(regs.map((r) => r.register_id)).toEqual([second.id, first.id]);
    expect(regs[0]).toMatchObject({
      register_code: second.registerCode,
      total_amount: second.totalAmountSatang / 100,
      register_status_name: 'Paid',
      course_name: 'Test course',
    });
  });
});

describe('admin members: global search', () => {
  it('finds members by name or e-mail for staff holding access/member only, opening their form', async () => {
    const m = await api.admin.members.create(person({ firstname: `Searchable${stamp}` }));
    const hits = await api.admin.search({ filter_name: `Searchable${stamp}` });
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: 'member',
        item_id: m.member_id,
        client_route: '/admin/members/form',
        primary_key: 'member_id',
        query: true,
      }),
    );
    const other = await createAdmin(['access/news']);
    const news = callerWith({ cookie: (await sessionCookie('admin', other.id)).cookie });
    expect(
      (await news.admin.search({ filter_name: `Searchable${stamp}` })).filter(
        (h) => h.kind === 'member',
      ),
    ).toEqual([]);
  });
});

describe('admin members: permissions', () => {
  it('refuses staff without access/member (FORBIDDEN) and guests (UNAUTHORIZED), on every procedure', async () => {
    const other = await createAdmin(['access/news']);
    const staff = callerWith({ cookie: (await sessionCookie('admin', other.id)).cookie });
    const guest = callerWith();
    const member = await createMember();
    const asMember = callerWith({ cookie: (await sessionCookie('member', member.id)).cookie });
    const calls = (c: ReturnType<typeof callerWith>) => [
      () => c.admin.members.list({}),
      () => c.admin.members.get({ id: member.id }),
      () => c.admin.members.create(person()),
      () => c.admin.members.update({ id: member.id, ...person() }),
      () => c.admin.members.delete({ ids: [member.id] }),
      () => c.admin.members.setStatus({ id: member.id, status: false }),
    ];
    for (const call of calls(staff))
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const call of calls(guest))
      await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const call of calls(asMember))
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await db.member.findUniqueOrThrow({ where: { id: member.id } })).status).toBe(true);
  });
});

describe('admin members: REST doors', () => {
  it('creates, lists with filters, reads, updates and deletes as an integrator would', async () => {
    const body = { ...person({ province_id: province.id }), status: 1 };
    const create = await rest('POST', '/admin/members', { token, body });
    expect(create.status).toBe(201);
    const made = (await create.json()) as {
      member_id: number;
      email: string;
      registered_at: string;
      password?: string;
    };
    expect(made.password).toBeUndefined();
    expect(made.registered_at).toMatch(/\+07:00$/);

    const dup = await rest('POST', '/admin/members', { token, body, lang: 'th' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({
      field: 'email',
      errors: { email: [expect.any(String)] },
    });

    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const list = await rest(
      'GET',
      `/admin/members?per_page=5&sort=registered_at&order=DESC&filter_member_type=P&filter_province_id=${province.id}&filter_email=${encodeURIComponent(made.email)}&filter_registered_at=${today}..${today}`,
      { token },
    );
    expect(list.status).toBe(200);
    const page = (await list.json()) as {
      data: { member_id: number; province_name: string }[];
      total: number;
    };
    expect(page.data.map((m) => m.member_id)).toEqual([made.member_id]);
    const json = await rest(
      'GET',
      `/admin/members?filters=${encodeURIComponent(JSON.stringify({ registered_at: { from: today }, email: made.email }))}`,
      { token },
    );
    expect(((await json.json()) as { data: unknown[] }).data).toHaveLength(1);

    const edit = await rest('GET', `/admin/members/${made.member_id}/edit`, { token });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ member_id: made.member_id, registrations: [] });

    const update = await rest('PUT', `/admin/members/${made.member_id}`, {
      token,
      body: { ...body, firstname: 'Rest', password: '' },
    });
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ firstname: 'Rest' });
    const bad = await rest('PUT', `/admin/members/${made.member_id}`, {
      token,
      body: { ...body, firstname: '' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'firstname' });

    const disable = await rest('PUT', `/admin/members/${made.member_id}/status`, {
      token,
      body: { status: 0 },
    });
    expect(disable.status).toBe(200);

    const del = await rest('DELETE', `/admin/members/${made.member_id}`, { token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ deleted: 1 });
  });

  it('refuses a paid member delete with the reasons in errors, and hostile inputs with 4xx', async () => {
    const m = await api.admin.members.create(person({ firstname: 'RestPaid' }));
    await createRegistration(m.member_id, {
      paymentMethodId: 2,
      statusId: RegisterStatus.PAID,
    });
    const refused = await rest('DELETE', `/admin/members/${m.member_id}`, { token });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      errors: { [`ids.${m.member_id}`]: [expect.stringContaining('RestPaid')] },
    });

    const cases: [string, string, unknown, number][] = [
      ['GET', '/admin/members/2000000000/edit', undefined, 404],
      ['PUT', '/admin/members/2000000000', person(), 404],
      ['DELETE', '/admin/members/2000000000', undefined, 404],
      ['GET', '/admin/members/abc/edit', undefined, 400],
      ['DELETE', '/admin/members/1,abc', undefined, 400],
      ['GET', '/admin/members?filters=%7Bnot-json', undefined, 400],
      ['GET', '/admin/members?filter_registered_at=yesterday', undefined, 400],
      ['GET', '/admin/members?filter_registered_at=2025-01-01..2025-99-01', undefined, 400],
      ['GET', '/admin/members?filter_province_id=-1', undefined, 400],
      ['GET', '/admin/members?per_page=100000', undefined, 400],
      ['GET', '/admin/members?sort=passwordHash', undefined, 400],
      ['POST', '/admin/members', { ...person(), email: ['x'] }, 400],
      ['POST', '/admin/members', 'not an object', 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await rest(method, path, { token, body });
      expect({ method, path, status: res.status }).toEqual({ method, path, status });
    }
    const guest = await rest('GET', '/admin/members');
    expect(guest.status).toBe(401);
  });
});
