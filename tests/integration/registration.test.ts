import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { flushOutbox } from '@/server/services/mail-outbox-service';
import { AppError } from '@/server/errors';
import { translateIfKey } from '@/server/i18n/translate';
import { createRegistrationSchema } from '@/lib/schemas/registration';
import { publicTrainingService } from '@/server/services/public-training-service';
import { registrationService } from '@/server/services/registration-service';
import { handleRest } from '@/server/rest/handle-rest';
import {
  callerWith,
  createMember,
  createMembers,
  registrationInputs,
  sessionCookie,
} from './helpers';

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const { input, receipt } = registrationInputs('สมหญิง ทดสอบ');

async function createTraining(
  opts: {
    seats?: number;
    price?: number;
    registerStart?: Date | null;
    registerEnd?: Date | null;
    start?: Date;
    status?: boolean;
  } = {},
) {
  counter += 1;
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = opts.start ?? new Date(Date.now() + 30 * DAY);
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `REG-${Date.now().toString(36)}-${counter}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate:
        opts.registerStart === undefined ? new Date(Date.now() - DAY) : opts.registerStart,
      registerEndDate:
        opts.registerEnd === undefined ? new Date(start.getTime() - DAY) : opts.registerEnd,
      priceSatang: opts.price ?? 450_000,
      seatLimit: opts.seats ?? 30,
      status: opts.status ?? true,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรทดสอบ' },
          { languageId: 2, name: 'Test course' },
        ],
      },
    },
  });
}

describe('registration', () => {
  it('stores the registration, its attendees, the course snapshot and the first history entry', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    const training = await createTraining({ price: 350_050 });
    const r = await api.member.registrations.create(
      input(training.id, {
        payment_method_id: 1,
        attendees: [
          {
            firstname: 'Ann',
            lastname: 'Guest',
            email: 'ann@example.test',
            telephone: '0811111111',
          },
          {
            firstname: 'Bob',
            lastname: 'Guest',
            email: 'bob@example.test',
            telephone: '0822222222',
          },
        ],
      }),
    );
    expect(r.registerCode).toMatch(/^PT-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(r).toMatchObject({
      courseCode: training.courseCode,
      courseName: 'Test course',
      quantity: 3,
      unitPrice: 350_050,
      totalAmount: 1_050_150,
      registerStatusId: 1,
      paymentMethodId: 1,
    });
    const row = await db.registration.findUniqueOrThrow({
      where: { id: r.registerId },
      include: { attendees: { orderBy: { sortOrder: 'asc' } }, histories: true },
    });
    expect(row.trainingDate.getTime()).toBe(training.startTrainingDate.getTime());
    expect(row.locale).toBe('en');
    expect(row.receiptName).toBe('สมหญิง ทดสอบ');
    expect(row.receiptProvince).toBeTruthy();
    expect(row.attendees.map((a) => [a.firstname, a.memberId])).toEqual([
      [member.firstname, member.id],
      ['Ann', null],
      ['Bob', null],
    ]);
    expect(row.histories).toHaveLength(1);
    expect(row.histories[0]).toMatchObject({ registerStatusId: 1, actorType: 'member' });
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(3);
  });

  it('starts a bank transfer registration at status 2 and e-mails payment instructions in its language', async () => {
    const member = await createMember();
    const training = await createTraining();
    const outbox = path.resolve(process.env.MAIL_OUTBOX_DIR ?? './data/outbox');
    const startedAt = Date.now();
    const r = await registrationService(db).create(
      member.id,
      createRegistrationSchema.parse(input(training.id)),
      'th',
    );
    expect(r.registerStatusId).toBe(2);
    await flushOutbox(db);
    const mails = readdirSync(outbox)
      .map((f) => path.join(outbox, f))
      .filter((f) => statSync(f).mtimeMs >= startedAt - 1000)
      .map((f) => readFileSync(f, 'utf8'))
      .filter((m) => m.includes(member.email));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('refuses a training outside its window, unpublished, or without enough seats, with a message', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    const early = await createTraining({ registerStart: new Date(Date.now() + DAY) });
    await expect(api.member.registrations.create(input(early.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'registration.not_open_yet',
    });
    const late = await createTraining({ registerEnd: new Date(Date.now() - 1000) });
    await expect(api.member.registrations.create(input(late.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'registration.closed',
    });
    const hidden = await createTraining({ status: false });
    await expect(api.member.registrations.create(input(hidden.id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const small = await createTraining({ seats: 2 });
    const three = input(small.id, {
      attendees: [1, 2].map((n) => ({
        firstname: `G${n}`,
        lastname: 'X',
        email: `g${n}@example.test`,
        telephone: '0800000000',
      })),
    });
    await expect(api.member.registrations.create(three)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'registration.not_enough_seats',
    });
    await api.member.registrations.create(input(small.id));
    await expect(api.member.registrations.create(input(small.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'registration.already_registered',
    });
    // The messages the error formatter sends, in both languages.
    expect(translateIfKey('en', 'registration.not_enough_seats', { seats: 2 })).toBe(
      'Only 2 seats are left',
    );
    expect(translateIfKey('th', 'registration.closed')).toBe('หลักสูตรนี้ปิดรับลงทะเบียนแล้ว');
  });

  it('rejects bad input with field errors, not a 500', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    const training = await createTraining();
    await expect(
      api.member.registrations.create({
        ...input(training.id),
        payment_method_id: 5,
        receipt: { ...receipt(), zip_code: '12' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      callerWith().member.registrations.create(input(training.id)),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses control characters in the receipt fields with the field and a translated message, on both doors; the address box may break lines', async () => {
    const member = await createMember();
    const { cookie, token } = await sessionCookie('member', member.id);
    const training = await createTraining();
    const org = {
      ...receipt(),
      receipt_type: 'O' as const,
      company_name: 'ACME',
      tax_no: '0105551234567',
    };
    for (const [lang, message] of [
      ['en', 'Remove tabs, line breaks and other control characters from this field'],
      ['th', 'กรุณาลบอักขระควบคุม เช่น แท็บหรือการขึ้นบรรทัดใหม่ ออกจากช่องนี้'],
    ] as const) {
      const api = callerWith({ cookie: `${cookie}; i18next=${lang}` });
      for (const [field, value] of [
        ['company_name', 'ACME\u001cCo\u001eLtd'],
        ['name', 'Somchai\u2028Jaidee'],
        ['tax_no', '0105551\t234567'],
        ['branch', 'HQ\u0085'],
        ['address', '1 Road\u001f2'],
      ] as const) {
        const refused = await api.member.registrations
          .create(input(training.id, { receipt: { ...org, [field]: value } }))
          .then(
            () => null,
            (e: {
              code: string;
              shape?: unknown;
              cause?: { issues?: { path: PropertyKey[]; message: string }[] };
            }) => e,
          );
        expect(refused?.code, field).toBe('BAD_REQUEST');
        expect(
          refused?.cause?.issues?.map((i) => `${i.path.join('.')}:${i.message}`),
          field,
        ).toEqual([`receipt.${field}:member.receipt_control_characters`]);
        const req = new Request('http://localhost/api/v1/services/public_trainings/register', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'accept-language': lang,
          },
          body: JSON.stringify(input(training.id, { receipt: { ...org, [field]: value } })),
        });
        const res = await handleRest(req, '/services/public_trainings/register');
        expect(res.status, field).toBe(400);
        const body = (await res.json()) as { errors: Record<string, string[]> };
        expect(body.errors[`receipt.${field}`], field).toEqual([message]);
      }
    }
    expect(await db.registration.count({ where: { publicTrainingId: training.id } })).toBe(0);
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    const r = await api.member.registrations.create(
      input(training.id, { receipt: { ...org, address: '99/1 Moo 2\r\nSukhumvit Rd' } }),
    );
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: r.registerId } })).receiptAddress,
    ).toBe('99/1 Moo 2 Sukhumvit Rd');
    // The member's saved receipt address follows the same rule.
    await expect(
      api.member.account.updatePerson({
        firstname: 'A',
        lastname: 'B',
        telephone: '0812345678',
        receipt_address: { ...receipt(), name: 'A\u001eB' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lists the member own registrations newest first with filters, and lets them cancel an unpaid one', async () => {
    const member = await createMember();
    const other = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    const [a, b] = [await createTraining(), await createTraining()];
    const first = await api.member.registrations.create(input(a.id, { payment_method_id: 1 }));
    const second = await api.member.registrations.create(input(b.id));
    await registrationService(db).create(
      other.id,
      createRegistrationSchema.parse(input(a.id)),
      'th',
    );

    const page = await api.member.registrations.history({});
    expect(page.items.map((r) => r.registerId)).toEqual([second.registerId, first.registerId]);
    expect(page.items[0]).toMatchObject({
      paymentMethod: 'Bank transfer',
      canSendSlip: true,
      canCancel: true,
    });
    const banks = await api.member.registrations.history({
      filter_register_status_id: '2,3',
      filter_payment_method: 'bank',
    });
    expect(banks.items.map((r) => r.registerId)).toEqual([second.registerId]);
    expect(
      (await api.member.registrations.history({ per_page: 1, page: 2 })).items.map(
        (r) => r.registerId,
      ),
    ).toEqual([first.registerId]);

    // Another member's registration is not theirs to cancel.
    const otherApi = callerWith({ cookie: (await sessionCookie('member', other.id)).cookie });
    await expect(
      otherApi.member.registrations.updateStatus({
        register_id: first.registerId,
        register_status_id: 6,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const cancelled = await api.member.registrations.updateStatus({
      register_id: first.registerId,
      register_status_id: 6,
    });
    expect(cancelled.registerStatusId).toBe(6);
    const histories = await db.registrationHistory.findMany({
      where: { registrationId: first.registerId },
      orderBy: { id: 'asc' },
    });
    expect(histories.map((h) => [h.registerStatusId, h.actorType])).toEqual([
      [1, 'member'],
      [6, 'member'],
    ]);
    await expect(
      api.member.registrations.updateStatus({
        register_id: first.registerId,
        register_status_id: 6,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await publicTrainingService(db).registeredQuantity(a.id)).toBe(1);

    expect(await api.member.registrations.resendMail({ id: second.registerId })).toEqual({
      sent: true,
    });
    await expect(
      otherApi.member.registrations.resendMail({ id: second.registerId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the REST endpoints of SPEC.md section 7 with translated refusals', async () => {
    const member = await createMember();
    const { token } = await sessionCookie('member', member.id);
    const call = (method: string, p: string, body?: unknown) => {
      const req = new Request(`http://localhost/api/v1${p}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return handleRest(req, p.split('?')[0]!);
    };
    const training = await createTraining({ seats: 1 });
    const created = await call('POST', '/services/public_trainings/register', input(training.id));
    expect(created.status).toBe(200);
    const r = (await created.json()) as {
      register_id: number;
      register_code: string;
      unit_price: number;
      total_amount: number;
      training_date: string;
    };
    // THB, not satang; dates in ISO 8601 with the centre's offset.
    expect(r.unit_price).toBe(training.priceSatang / 100);
    expect(r.total_amount).toBe(training.priceSatang / 100);
    expect(r.training_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    const full = await call('POST', '/services/public_trainings/register', input(training.id));
    expect(full.status).toBe(409);
    expect(((await full.json()) as { message: string }).message).toBe('This training is full');
    const list = (await (
      await call(
        'GET',
        '/member/register_histories?per_page=5&page=1&filter_register_status_id=2,3&filter_payment_method=bank',
      )
    ).json()) as { data: { register_code: string }[]; per_page: number };
    expect(list.data[0]?.register_code).toBe(r.register_code);
    expect(list.per_page).toBe(5);
    expect(
      (await call('POST', `/services/public_trainings/register_nofify/${r.register_id}`)).status,
    ).toBe(200);
    const cancelled = await call(
      'PUT',
      `/services/public_trainings/register/${r.register_id}/status`,
      { register_status_id: 6 },
    );
    expect(((await cancelled.json()) as { register_status_id: number }).register_status_id).toBe(6);
  });

  it('never overbooks: 200 simultaneous registrations for 30 seats take exactly 30', async () => {
    const training = await createTraining({ seats: 30 });
    const members = await createMembers(200, 'Load');
    expect(members).toHaveLength(200);
    const parsed = createRegistrationSchema.parse(input(training.id));
    const service = registrationService(db);
    const results = await Promise.allSettled(
      members.map((m) => service.create(m.id, parsed, 'th')),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const unclean = refused.filter(
      (r) =>
        !(
          r.reason instanceof AppError &&
          r.reason.code === 'CONFLICT' &&
          ['registration.full', 'registration.not_enough_seats'].includes(r.reason.messageKey)
        ),
    );
    expect(unclean.map((r) => String(r.reason))).toEqual([]);
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(170);
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(30);
    expect(await db.registration.count({ where: { publicTrainingId: training.id } })).toBe(30);
  }, 120_000);
});
