import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { translateIfKey } from '@/server/i18n/translate';
import { slipSchema } from '@/lib/schemas/payment';
import { adminRegistrationService } from '@/server/services/admin-registration-service';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { cardPaymentService } from '@/server/services/card-payment-service';
import { publicTrainingService } from '@/server/services/public-training-service';
import { registrationExpiryService } from '@/server/services/registration-expiry-service';
import { registrationService } from '@/server/services/registration-service';
import { releaseSeats } from '@/server/services/seat-hold-service';
import { slipVerificationService } from '@/server/services/slip-verification-service';
import {
  callerWith,
  createAdmin,
  createMember,
  createMembers,
  guests,
  refusal,
  registrationInputs,
  rest,
  sessionCookie,
} from './helpers';

/**
 * Seat holds (seat-hold-service.ts): the attack of one member holding every
 * seat without paying, the per-registration and per-member limits on both
 * doors, staff going beyond them, card holds of 30 minutes and bank holds
 * until the slip deadline (time simulated through each service's `now`),
 * and exactness when holds end while many register at once.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let counter = 0;
const uid = () => `${Date.now().toString(36)}${(counter += 1)}`;
const { input, parsed, receipt } = registrationInputs('ผู้ทดสอบ กันที่นั่ง', { confirm_repeat: true });

async function createTraining(seats = 25, start = new Date(Date.now() + 30 * DAY)) {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `HOLD-${uid()}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 300_000,
      seatLimit: seats,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรกันที่นั่ง' },
          { languageId: 2, name: 'Seat hold course' },
        ],
      },
    },
  });
}

const service = () => registrationService(db);

/** A member who has paid for a registration before: their bank transfers hold seats the full REGISTRATION_PAYMENT_HOURS. */
async function memberWhoHasPaid() {
  const member = await createMember();
  const earlier = await service().create(member.id, parsed((await createTraining(1)).id), 'th');
  await db.registration.update({
    where: { id: earlier.registerId },
    data: { registerStatusId: 5, paidAt: new Date() },
  });
  return member;
}
const seatsOf = (trainingId: number, now?: Date) =>
  publicTrainingService(db).registeredQuantity(trainingId, now);

describe('the attack: one member holding every seat without paying', () => {
  it('refuses one registration with 20 invented attendees (400 on attendees, translated), on the tRPC and REST doors', async () => {
    const training = await createTraining(25);
    const member = await createMember();
    const { cookie, token } = await sessionCookie('member', member.id);
    for (const lang of ['en', 'th'] as const) {
      const api = callerWith({ cookie: `${cookie}; i18next=${lang}` });
      expect(
        await refusal(
          api.member.registrations.create(input(training.id, { attendees: guests(20) })),
        ),
      ).toEqual({
        code: 'BAD_REQUEST',
        key: 'registration.too_many_attendees',
        field: 'attendees',
        params: { max: 10 },
      });
      const res = await rest('POST', '/services/public_trainings/register', {
        token,
        lang,
        body: input(training.id, { attendees: guests(20), payment_method_id: 2 }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        message: string;
        error: string;
        errors: Record<string, string[]>;
      };
      const message = translateIfKey(lang, 'registration.too_many_attendees', { max: 10 });
      expect(body).toMatchObject({
        field: 'attendees',
        error: message,
        message,
        errors: { attendees: [message] },
      });
    }
    expect(translateIfKey('en', 'registration.too_many_attendees', { max: 10 })).toBe(
      'At most 10 people, you included, can be registered at once. To register more, please contact the centre.',
    );
    expect(translateIfKey('th', 'registration.too_many_attendees', { max: 10 })).toMatch(
      /^ลงทะเบียนได้ครั้งละไม่เกิน 10 คน/,
    );
    expect(await db.registration.count({ where: { publicTrainingId: training.id } })).toBe(0);
    // Ten people (the member and nine) is the most.
    const ten = await service().create(
      member.id,
      parsed(training.id, { attendees: guests(9) }),
      'th',
    );
    expect(ten.quantity).toBe(10);
  });

  it('refuses a registration that would take a member over 10 unpaid seats on a training (409, translated, both doors); paid seats do not count', async () => {
    const training = await createTraining(40);
    const member = await createMember();
    const { cookie, token } = await sessionCookie('member', member.id);
    await service().create(member.id, parsed(training.id, { attendees: guests(5) }), 'th'); // 6 unpaid (bank)
    const second = await service().create(
      member.id,
      parsed(training.id, { attendees: guests(1), payment_method_id: 1 }),
      'th',
    ); // 8 unpaid (card)
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    expect(
      await refusal(api.member.registrations.create(input(training.id, { attendees: guests(2) }))),
    ).toEqual({
      code: 'CONFLICT',
      key: 'registration.unpaid_seats_limit',
      field: 'attendees',
      params: { limit: 10, held: 8, left: 2 },
    });
    const res = await rest('POST', '/services/public_trainings/register', {
      token,
      lang: 'th',
      body: input(training.id, { attendees: guests(2) }),
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; error: string };
    expect(body).toMatchObject({
      field: 'attendees',
      message: translateIfKey('th', 'registration.unpaid_seats_limit', {
        limit: 10,
        held: 8,
        left: 2,
      }),
    });
    expect(body.message).toContain('8');
    expect(
      translateIfKey('en', 'registration.unpaid_seats_limit', { limit: 10, held: 8, left: 2 }),
    ).toBe(
      'You already hold 8 unpaid seats on this training, and at most 10 may await payment at once (2 more now). Pay for or cancel a registration first, or contact the centre to register more.',
    );
    // Up to the limit is fine.
    await api.member.registrations.create(input(training.id, { attendees: guests(1) }));
    expect(await refusal(api.member.registrations.create(input(training.id)))).toMatchObject({
      key: 'registration.unpaid_seats_limit',
      params: { held: 10, left: 0 },
    });
    // A slip awaiting verification is still unpaid; once paid, those seats no longer count against the member.
    await db.registration.update({
      where: { id: second.registerId },
      data: { registerStatusId: 4 },
    });
    expect(await refusal(api.member.registrations.create(input(training.id)))).toMatchObject({
      key: 'registration.unpaid_seats_limit',
    });
    await db.registration.update({
      where: { id: second.registerId },
      data: { registerStatusId: 5 },
    });
    expect(
      (await api.member.registrations.create(input(training.id, { attendees: guests(1) })))
        .quantity,
    ).toBe(2);
    // Cancelling frees the member's allowance as well as the seats.
    expect(await seatsOf(training.id)).toBe(12);
    expect(await db.registration.count({ where: { publicTrainingId: training.id } })).toBe(4);
  });

  it('staff correcting a member registration are bound by the seats only, not by the member limits', async () => {
    const training = await createTraining(30);
    const member = await createMember();
    const r = await service().create(
      member.id,
      parsed(training.id, { attendees: guests(9) }),
      'th',
    );
    const admin = await createAdmin(['access/public_training_register']);
    const staff = callerWith({
      cookie: `${(await sessionCookie('admin', admin.id)).cookie}; i18next=en`,
    });
    const detail = await staff.admin.registrations.get({ id: r.registerId });
    const attendees = [
      ...detail.attendees.map((a) => ({
        firstname: a.firstname,
        lastname: a.lastname,
        email: a.email,
        telephone: a.telephone,
      })),
      ...guests(15).slice(10),
    ];
    expect(attendees).toHaveLength(15);
    await staff.admin.registrations.update({
      register_id: r.registerId,
      attendees,
      receipt: { ...receipt() },
      register_status_id: 2,
      register_status_message: null,
    });
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: r.registerId } })).quantity,
    ).toBe(15);
    expect(await seatsOf(training.id)).toBe(15);
    // The member alone cannot add more.
    expect(await refusal(service().create(member.id, parsed(training.id), 'th'))).toMatchObject({
      code: 'CONFLICT',
      key: 'registration.unpaid_seats_limit',
      params: { held: 15, left: 0 },
    });
    // Still within the seats: 31 would not fit.
    const more = [...attendees, ...guests(25).slice(15)];
    expect(
      await refusal(
        staff.admin.registrations.update({
          register_id: r.registerId,
          attendees: more.concat(guests(31).slice(25)),
          receipt: { ...receipt() },
          register_status_id: 2,
          register_status_message: null,
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', key: 'admin_registrations.errors.not_enough_seats' });

    // Staff see who holds how many unpaid seats.
    const other = await createMember();
    await service().create(
      other.id,
      parsed(training.id, { attendees: guests(2), payment_method_id: 1 }),
      'th',
    );
    const holds = await staff.admin.registrations.seatHolds({ public_training_id: training.id });
    expect(holds).toMatchObject({
      seatLimit: 30,
      seatsPaid: 0,
      seatsAwaitingVerification: 0,
      seatsUnpaid: 18,
      seatsLeft: 12,
      maxUnpaidSeatsPerMember: 10,
    });
    expect(
      holds.holders.map((h) => [h.memberId, h.unpaidSeats, h.registrations, h.overLimit]),
    ).toEqual([
      [member.id, 15, 1, true],
      [other.id, 3, 1, false],
    ]);
    expect(holds.holders[1]!.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE);
    expect(holds.holders[1]!.heldUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
    // The same on the REST door, and the list says until when each holds.
    const token = (
      await (
        await import('@/server/services/auth-session-service')
      )
        .authSessionService(db)
        .issue('admin', admin.id, false, 'api')
    ).token;
    const res = await rest(
      'GET',
      `/admin/services/register/public_trainings/seat_holds?public_training_id=${training.id}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { holders: { unpaid_seats: number }[] }).holders.map(
        (h) => h.unpaid_seats,
      ),
    ).toEqual([15, 3]);
    expect(
      (
        await rest(
          'GET',
          '/admin/services/register/public_trainings/seat_holds?public_training_id=2147483647',
          { token },
        )
      ).status,
    ).toBe(404);
    const list = await staff.admin.registrations.list({
      filters: { public_training_id: training.id },
    });
    expect(list.items.every((i) => i.seatsHeldUntil instanceof Date)).toBe(true);
  });
});

describe('holds end: a card registration after 30 minutes, a bank transfer one at its slip deadline', () => {
  it('an unpaid card registration frees its seats after 30 minutes; another member then takes them, the first expires once', async () => {
    const t0 = new Date();
    const training = await createTraining(10);
    const holder = await createMember();
    const next = await createMember();
    const held = await service().create(
      holder.id,
      parsed(training.id, { attendees: guests(9), payment_method_id: 1 }),
      'th',
      t0,
    );
    expect(held.seatsHeldUntil!.getTime()).toBe(t0.getTime() + 30 * MINUTE);
    expect(await seatsOf(training.id, new Date(t0.getTime() + 29 * MINUTE))).toBe(10);
    // Full for the next member while the hold lasts.
    expect(
      await refusal(
        service().create(next.id, parsed(training.id), 'th', new Date(t0.getTime() + 29 * MINUTE)),
      ),
    ).toMatchObject({ code: 'CONFLICT', key: 'registration.full' });
    // After it, the seats are free at once, and the next registration releases the hold and takes them.
    const t31 = new Date(t0.getTime() + 31 * MINUTE);
    expect(await seatsOf(training.id, t31)).toBe(0);
    const r = await service().create(
      next.id,
      parsed(training.id, { attendees: guests(4) }),
      'th',
      t31,
    );
    expect(r.quantity).toBe(5);
    const first = await db.registration.findUniqueOrThrow({
      where: { id: held.registerId },
      include: { histories: { orderBy: { id: 'asc' } } },
    });
    expect(first.registerStatusId).toBe(7);
    expect(first.histories.at(-1)).toMatchObject({
      registerStatusId: 7,
      actorType: 'system',
      note: 'admin_registrations.history_note.expired',
    });
    expect(first.histories.filter((h) => h.registerStatusId === 7)).toHaveLength(1);
    expect(await seatsOf(training.id, t31)).toBe(5);
    // The released registration cannot be paid by card any more.
    expect(
      await refusal(cardPaymentService(db).createRequest(holder.id, held.registerId, 'en', t31)),
    ).toMatchObject({ code: 'CONFLICT' });
  });

  it('a card checkout starts only while the hold lasts, and keeps the seats for its 15 minutes', async () => {
    const t0 = new Date();
    const training = await createTraining(5);
    const member = await createMember();
    const r = await service().create(
      member.id,
      parsed(training.id, { attendees: guests(4), payment_method_id: 1 }),
      'en',
      t0,
    );
    const t25 = new Date(t0.getTime() + 25 * MINUTE);
    await cardPaymentService(db).createRequest(member.id, r.registerId, 'en', t25);
    expect(
      (
        await db.registration.findUniqueOrThrow({ where: { id: r.registerId } })
      ).seatsHeldUntil!.getTime(),
    ).toBe(t25.getTime() + 15 * MINUTE);
    // Past the 30 minutes, but within the checkout's 15: still held, and the status run leaves it.
    const t35 = new Date(t0.getTime() + 35 * MINUTE);
    expect(await seatsOf(training.id, t35)).toBe(5);
    expect((await registrationExpiryService(db).run(t35)).registerCodes).not.toContain(
      r.registerCode,
    );
    // A new checkout cannot stretch it further once it has ended.
    const t41 = new Date(t0.getTime() + 41 * MINUTE);
    const refused = await refusal(
      cardPaymentService(db).createRequest(member.id, r.registerId, 'en', t41),
    );
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      key: 'registration.hold_ended',
      field: 'register_id',
    });
    expect(
      translateIfKey('en', 'registration.hold_ended', refused!.params as Record<string, unknown>),
    ).toMatch(/^The time to pay for this registration ended at \d+\/\d+\/\d{4} \d\d:\d\d/);
    expect(await seatsOf(training.id, t41)).toBe(0);
    expect((await registrationExpiryService(db).run(t41)).registerCodes).toContain(r.registerCode);
  });

  it('a bank transfer registration holds its seats until its slip deadline; switching the method does not renew it; a rejected slip does', async () => {
    const t0 = new Date();
    const training = await createTraining(3);
    const member = await memberWhoHasPaid();
    const r = await service().create(member.id, parsed(training.id), 'th', t0);
    const deadline = t0.getTime() + 72 * HOUR;
    expect(r.paymentDueAt!.getTime()).toBe(deadline);
    expect(r.seatsHeldUntil!.getTime()).toBe(deadline);
    expect(await seatsOf(training.id, new Date(deadline - MINUTE))).toBe(1);
    expect(await seatsOf(training.id, new Date(deadline))).toBe(0);
    // Card for a while, then back to bank: the slip deadline stays where it was.
    await service().switchPaymentMethod(
      member.id,
      r.registerId,
      1,
      'th',
      new Date(t0.getTime() + 70 * HOUR),
    );
    let row = await db.registration.findUniqueOrThrow({ where: { id: r.registerId } });
    expect(row.seatsHeldUntil!.getTime()).toBe(
      Math.min(t0.getTime() + 70 * HOUR + 30 * MINUTE, deadline),
    );
    await service().switchPaymentMethod(
      member.id,
      r.registerId,
      2,
      'th',
      new Date(t0.getTime() + 71 * HOUR),
    );
    row = await db.registration.findUniqueOrThrow({ where: { id: r.registerId } });
    expect([row.paymentDueAt!.getTime(), row.seatsHeldUntil!.getTime()]).toEqual([
      deadline,
      deadline,
    ]);
    // A slip sent holds the seats for good; rejected, the member gets a new deadline from the rejection.
    const bankId = (await db.bank.findFirstOrThrow({ where: { status: 1 } })).id;
    await bankPaymentService(db).submitSlip(
      member.id,
      slipSchema.parse({
        register_id: r.registerId,
        bank_id: bankId,
        transfer_date: new Date().toISOString(),
        amount: 3000,
        image: await tinyJpeg(),
      }),
    );
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: r.registerId } })).seatsHeldUntil,
    ).toBeNull();
    expect(await seatsOf(training.id, new Date(deadline + DAY))).toBe(1);
    const admin = await createAdmin(['access/public_training_register']);
    await slipVerificationService(db).reject(r.registerId, admin.id, 'Blurred');
    row = await db.registration.findUniqueOrThrow({ where: { id: r.registerId } });
    expect(row.registerStatusId).toBe(3);
    expect(row.paymentDueAt!.getTime()).toBeGreaterThan(Date.now() + 71 * HOUR);
    expect(row.seatsHeldUntil!.getTime()).toBe(row.paymentDueAt!.getTime());
  });

  it('staff correcting a registration whose hold has ended do not see it expire under them; the others with ended holds are released', async () => {
    const t0 = new Date(Date.now() - 40 * MINUTE);
    const training = await createTraining(10);
    const [a, b] = [await createMember(), await createMember()];
    const edited = await service().create(
      a.id,
      parsed(training.id, { payment_method_id: 1 }),
      'th',
      t0,
    );
    const other = await service().create(
      b.id,
      parsed(training.id, { payment_method_id: 1 }),
      'th',
      t0,
    );
    const admin = await createAdmin(['access/public_training_register']);
    const staff = callerWith({
      cookie: `${(await sessionCookie('admin', admin.id)).cookie}; i18next=en`,
    });
    const detail = await staff.admin.registrations.get({ id: edited.registerId });
    const attendees = [
      ...detail.attendees.map((x) => ({
        firstname: x.firstname,
        lastname: x.lastname,
        email: x.email,
        telephone: x.telephone,
      })),
      ...guests(2),
    ];
    await staff.admin.registrations.update({
      register_id: edited.registerId,
      attendees,
      receipt: { ...receipt() },
      register_status_id: 1,
      register_status_message: null,
    });
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: edited.registerId } }))
        .registerStatusId,
    ).toBe(1);
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: other.registerId } }))
        .registerStatusId,
    ).toBe(7);
    // Staff give it time again by setting it to bank transfer: a new slip deadline.
    await staff.admin.registrations.addHistory({
      register_id: edited.registerId,
      register_status_id: 6,
      note: 'Set aside',
    });
    await staff.admin.registrations.addHistory({
      register_id: edited.registerId,
      register_status_id: 2,
      note: 'Reinstated',
    });
    const row = await db.registration.findUniqueOrThrow({ where: { id: edited.registerId } });
    expect(row.seatsHeldUntil!.getTime()).toBeGreaterThan(Date.now() + 71 * HOUR);
    expect(await seatsOf(training.id)).toBe(3);
  });

  it('the status run expires ended holds (and only those) at any moment, once', async () => {
    const t0 = new Date();
    const training = await createTraining(20);
    const [a, b, c] = [await createMember(), await createMember(), await createMember()];
    const card = await service().create(
      a.id,
      parsed(training.id, { payment_method_id: 1, attendees: guests(2) }),
      'th',
      t0,
    );
    const bank = await service().create(
      b.id,
      parsed(training.id, { attendees: guests(1) }),
      'th',
      t0,
    );
    const later = await service().create(
      c.id,
      parsed(training.id, { payment_method_id: 1 }),
      'th',
      new Date(t0.getTime() + 20 * MINUTE),
    );
    const at = new Date(t0.getTime() + 45 * MINUTE);
    const [one, two] = await Promise.all([
      registrationExpiryService(db).run(at),
      registrationExpiryService(db).run(at),
    ]);
    const codes = [...one.registerCodes, ...two.registerCodes];
    expect(codes.filter((x) => x === card.registerCode)).toHaveLength(1);
    // A card registration of 20 minutes later holds until 50 minutes; the bank transfer one for 72 hours.
    expect(codes).not.toContain(later.registerCode);
    expect(codes).not.toContain(bank.registerCode);
    expect(await seatsOf(training.id, at)).toBe(3);
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: bank.registerId } }))
        .registerStatusId,
    ).toBe(2);
    const after = await registrationExpiryService(db).run(new Date(t0.getTime() + 51 * MINUTE));
    expect(after.registerCodes).toContain(later.registerCode);
    expect(after.registerCodes).not.toContain(card.registerCode);
  });
});

describe('exact under concurrency', () => {
  afterEach(() => {
    delete process.env.REGISTRATION_MAX_UNPAID_SEATS;
  });

  it('when two holds of 10 end, 60 simultaneous registrations of one seat take exactly the 20 freed seats', async () => {
    const t0 = new Date();
    const training = await createTraining(20);
    const [a, b] = [await createMember(), await createMember()];
    await service().create(
      a.id,
      parsed(training.id, { attendees: guests(9), payment_method_id: 1 }),
      'th',
      t0,
    );
    await service().create(
      b.id,
      parsed(training.id, { attendees: guests(9), payment_method_id: 1 }),
      'th',
      t0,
    );
    const members = await createMembers(60, 'Rush');
    const at = new Date(t0.getTime() + 31 * MINUTE);
    const results = await Promise.allSettled([
      ...members.map((m) => service().create(m.id, parsed(training.id), 'th', at)),
      // The status run at the same moment, twice.
      registrationExpiryService(db).run(at),
      registrationExpiryService(db).run(at),
    ]);
    const created = results.slice(0, 60);
    const ok = created.filter((r) => r.status === 'fulfilled');
    const unclean = created.filter(
      (r): r is PromiseRejectedResult =>
        r.status === 'rejected' &&
        !(r.reason instanceof AppError && r.reason.messageKey === 'registration.full'),
    );
    expect(unclean.map((r) => String(r.reason))).toEqual([]);
    expect(results.slice(60).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(ok).toHaveLength(20);
    expect(await seatsOf(training.id, at)).toBe(20);
    const expired = await db.registration.findMany({
      where: { publicTrainingId: training.id, registerStatusId: 7 },
      include: { histories: true },
    });
    expect(expired).toHaveLength(2);
    for (const r of expired)
      expect(r.histories.filter((h) => h.registerStatusId === 7)).toHaveLength(1);
  }, 120_000);

  it('one member firing many registrations at once stays within the unpaid limit', async () => {
    process.env.REGISTRATION_MAX_UNPAID_SEATS = '7';
    const training = await createTraining(50);
    const member = await createMember();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        service().create(member.id, parsed(training.id, { attendees: guests(1) }), 'th'),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      refused.every(
        (r) =>
          r.reason instanceof AppError && r.reason.messageKey === 'registration.unpaid_seats_limit',
      ),
    ).toBe(true);
    expect(ok).toHaveLength(3);
    expect(await seatsOf(training.id)).toBe(6);
  }, 60_000);

  it('releaseSeats is the one place an ended hold frees its seats, and says what it freed', async () => {
    const t0 = new Date();
    const training = await createTraining(8);
    const member = await createMember();
    const r = await service().create(
      member.id,
      parsed(training.id, { attendees: guests(3), payment_method_id: 1 }),
      'th',
      t0,
    );
    const at = new Date(t0.getTime() + 30 * MINUTE);
    expect(
      await db.$transaction((tx) =>
        releaseSeats(tx, { now: new Date(at.getTime() - 1), trainingId: training.id }),
      ),
    ).toEqual([]);
    expect(
      await db.$transaction((tx) => releaseSeats(tx, { now: at, trainingId: training.id })),
    ).toEqual([
      { trainingId: training.id, registrationId: r.registerId, seats: 4, reason: 'expired', at },
    ]);
    expect(
      await db.$transaction((tx) => releaseSeats(tx, { now: at, trainingId: training.id })),
    ).toEqual([]);
    // Nothing else changed of the registration but its status and hold.
    const row = await adminRegistrationService(db).detail(r.registerId, 'en');
    expect(row).toMatchObject({
      registerStatusId: 7,
      quantity: 4,
      seatsHeldUntil: null,
      seatsAvailable: 8,
    });
  });
});

/** A small valid JPEG, as a data URL (the slip upload). */
async function tinyJpeg(): Promise<string> {
  const sharp = (await import('sharp')).default;
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 220, b: 240 } },
  })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
