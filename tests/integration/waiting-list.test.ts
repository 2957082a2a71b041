import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { authSessionService } from '@/server/services/auth-session-service';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { publicTrainingService } from '@/server/services/public-training-service';
import { registrationExpiryService } from '@/server/services/registration-expiry-service';
import { registrationService } from '@/server/services/registration-service';
import { reminderService } from '@/server/services/reminder-service';
import { trainingDays } from '@/server/services/calendar-service';
import { waitingListService } from '@/server/services/waiting-list-service';
import {
  callerWith,
  createAdmin,
  createMember,
  createMembers,
  deliveredTo,
  guests,
  refusal,
  registrationInputs,
  rest,
  sessionCookie,
} from './helpers';

/**
 * The waiting list (waiting-list-service.ts): joining a full training,
 * freed seats offered to the first in line who fits by e-mail in their
 * language, claiming through the register form with the link's token, offers
 * lapsing to the next, staff's screen, hostile callers, and exactness when
 * many claim at once. Then the training as a calendar (.ics, parsed with
 * ical.js) and the reminders before it. Time is simulated through `now`.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let counter = 0;
const uid = () => `${Date.now().toString(36)}${(counter += 1)}`;
const { input, parsed } = registrationInputs('ผู้ทดสอบ รายชื่อสำรอง', { confirm_repeat: true });

async function createTraining(seats: number, start = new Date(Date.now() + 30 * DAY), days = 1) {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `WAIT-${uid()}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + (days - 1) * DAY + 7 * HOUR),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - HOUR),
      priceSatang: 300_000,
      seatLimit: seats,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรรายชื่อสำรอง', location: 'ห้องประชุม 1' },
          { languageId: 2, name: 'Waiting list course', location: 'Meeting room 1' },
        ],
      },
    },
  });
}

afterEach(() => {
  delete process.env.WAITING_LIST_OFFER_HOURS;
});

dayjs.extend(utc);
dayjs.extend(timezone);

const adminToken = async (id: number) =>
  (await authSessionService(db).issue('admin', id, false, 'api')).token;
const registrations = () => registrationService(db);
const waiting = () => waitingListService(db);
const seatsOf = (trainingId: number, now?: Date) =>
  publicTrainingService(db).registeredQuantity(trainingId, now);

/** The newest e-mail delivered to this address (the outbox keeps no body once it is sent). */
async function lastMail(to: string) {
  return (await deliveredTo(to)).at(-1);
}
/** The claim token of the offer e-mail to this address. */
async function offerToken(to: string): Promise<string> {
  const mail = await lastMail(to);
  const token = /[?&]offer=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no offer e-mail to ${to}`);
  return token;
}

/** A full training of `seats`: one card registration of `cardSeats` (its hold ends after 30 minutes), the rest by bank transfer. */
async function fullTraining(seats: number, cardSeats: number, t0: Date) {
  const training = await createTraining(seats);
  const holder = await createMember();
  const card = await registrations().create(
    holder.id,
    parsed(training.id, { attendees: guests(cardSeats - 1), payment_method_id: 1 }),
    'th',
    t0,
  );
  if (seats > cardSeats) {
    const other = await createMember();
    await registrations().create(
      other.id,
      parsed(training.id, { attendees: guests(seats - cardSeats - 1) }),
      'th',
      t0,
    );
  }
  expect(await seatsOf(training.id, t0)).toBe(seats);
  return { training, card, holder };
}

describe('joining and leaving', () => {
  it('a member joins a full training (tRPC and REST), is refused while seats are free, leaves; another member cannot touch the entry', async () => {
    const t0 = new Date();
    const open = await createTraining(5);
    const member = await createMember();
    expect(await refusal(waiting().join(member.id, open.id, 2, 'th', t0))).toMatchObject({
      code: 'CONFLICT',
      key: 'waiting_list.seats_available',
      field: 'quantity',
    });

    const { training } = await fullTraining(3, 1, t0);
    const { cookie, token } = await sessionCookie('member', member.id);
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    const joined = await api.member.waitingList.join({
      public_training_id: training.id,
      quantity: 2,
    });
    expect(joined).toMatchObject({ status: 'waiting', quantity: 2, place: 1 });

    // REST: a second member joins, sees their place; validation is a 400 on the field.
    const second = await createMember();
    const secondToken = (await sessionCookie('member', second.id)).token;
    const bad = await rest('POST', `/services/public_trainings/${training.id}/waiting_list`, {
      token: secondToken,
      body: { quantity: 0 },
    });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { errors?: Record<string, string[]> };
    expect(JSON.stringify(badBody)).toContain('quantity');
    const ok = await rest('POST', `/services/public_trainings/${training.id}/waiting_list`, {
      token: secondToken,
      body: { quantity: 1 },
      lang: 'th',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'waiting', place: 2, quantity: 1 });
    const mine = await rest('GET', `/services/public_trainings/${training.id}/waiting_list`, {
      token: secondToken,
    });
    expect(await mine.json()).toMatchObject({ place: 2 });

    // Without a member token: 401. Another member's DELETE only concerns their own entry.
    const anon = await rest('POST', `/services/public_trainings/${training.id}/waiting_list`, {
      body: { quantity: 1 },
    });
    expect(anon.status).toBe(401);
    const stranger = (await sessionCookie('member', (await createMember()).id)).token;
    const notTheirs = await rest(
      'DELETE',
      `/services/public_trainings/${training.id}/waiting_list`,
      {
        token: stranger,
      },
    );
    expect(notTheirs.status).toBe(404);
    expect((await waiting().mine(member.id, training.id))?.status).toBe('waiting');

    const left = await rest('DELETE', `/services/public_trainings/${training.id}/waiting_list`, {
      token,
    });
    expect(left.status).toBe(200);
    expect(await waiting().mine(member.id, training.id)).toBeNull();
    expect((await waiting().mine(second.id, training.id))?.place).toBe(1);
  });
});

describe('offers', () => {
  it('an unpaid hold ending offers its seats to the first in line who fits, by e-mail in their language; the claim registers on the held seats; the link cannot be replayed or used by another', async () => {
    const t0 = new Date();
    const { training } = await fullTraining(4, 2, t0);
    const [big, small, later] = [await createMember(), await createMember(), await createMember()];
    await waiting().join(big.id, training.id, 3, 'th', t0);
    await waiting().join(small.id, training.id, 2, 'en', t0);
    await waiting().join(later.id, training.id, 1, 'th', t0);

    // The card hold ends: the status run frees 2 seats; the first (3) does not fit, the second (2) does.
    const at = new Date(t0.getTime() + 31 * MINUTE);
    await registrationExpiryService(db).run(at);
    expect((await waiting().mine(big.id, training.id, at))?.status).toBe('waiting');
    const offer = await waiting().mine(small.id, training.id, at);
    expect(offer).toMatchObject({ status: 'offered', quantity: 2 });
    expect(offer!.offerExpiresAt!.getTime()).toBe(at.getTime() + 24 * HOUR);
    // The offered seats are held: nobody else may take them.
    expect(await seatsOf(training.id, at)).toBe(4);
    const walkIn = await createMember();
    expect(
      await refusal(registrations().create(walkIn.id, parsed(training.id), 'th', at)),
    ).toMatchObject({
      key: 'registration.full',
    });

    const mail = await lastMail(small.email);
    expect(mail?.subject).toContain('Seats are free for you');
    expect(mail?.text).toContain(`/public-training/${training.id}/register?offer=`);
    expect(mail?.text).toContain(`/api/v1/services/public_trainings/${training.id}/calendar.ics`);
    const token = await offerToken(small.email);

    // Another member with the link: as if there were no offer.
    expect(
      await refusal(
        registrations().create(
          later.id,
          parsed(training.id, { waiting_list_token: token }),
          'th',
          new Date(at.getTime() + MINUTE),
        ),
      ),
    ).toEqual({
      code: 'NOT_FOUND',
      key: 'waiting_list.offer_not_found',
      field: 'waiting_list_token',
    });
    // A forged token: the same.
    expect(
      await refusal(
        registrations().create(
          small.id,
          parsed(training.id, { waiting_list_token: 'x'.repeat(43) }),
          'en',
          new Date(at.getTime() + MINUTE),
        ),
      ),
    ).toMatchObject({ key: 'waiting_list.offer_not_found' });

    // The holder claims through the REST door, in English, and pays later as any registration.
    const smallToken = (await sessionCookie('member', small.id)).token;
    const claimed = await rest('POST', '/services/public_trainings/register', {
      token: smallToken,
      body: input(training.id, { attendees: guests(1), waiting_list_token: token }),
    });
    expect(claimed.status).toBe(200);
    const reg = (await claimed.json()) as { register_id: number; quantity: number };
    expect(reg.quantity).toBe(2);
    const entry = await db.waitingListEntry.findFirstOrThrow({
      where: { memberId: small.id, publicTrainingId: training.id },
    });
    expect(entry).toMatchObject({ status: 'claimed', registrationId: reg.register_id });
    expect(await seatsOf(training.id)).toBe(4);

    // The used link replayed: 409 offer_used, translated.
    const replay = await rest('POST', '/services/public_trainings/register', {
      token: smallToken,
      body: input(training.id, { waiting_list_token: token }),
      lang: 'th',
    });
    expect(replay.status).toBe(409);
    expect(JSON.stringify(await replay.json())).toContain('ถูกใช้ไปแล้ว');
  });

  it('an offer unclaimed in time lapses and passes to the next in line without staff; its link then answers offer_expired', async () => {
    process.env.WAITING_LIST_OFFER_HOURS = '2';
    const t0 = new Date();
    const { training } = await fullTraining(3, 1, t0);
    const [first, second] = [await createMember(), await createMember()];
    await waiting().join(first.id, training.id, 1, 'th', t0);
    await waiting().join(second.id, training.id, 1, 'th', t0);
    const at = new Date(t0.getTime() + 31 * MINUTE);
    await registrationExpiryService(db).run(at);
    expect((await waiting().mine(first.id, training.id, at))?.status).toBe('offered');
    const token = await offerToken(first.email);
    const mail = await lastMail(first.email);
    expect(mail?.subject).toContain('มีที่นั่งว่างสำหรับท่าน');

    // Two hours later: a read of the list sweeps it (no status run needed).
    const after = new Date(at.getTime() + 2 * HOUR + MINUTE);
    expect((await waiting().mine(second.id, training.id, after))?.status).toBe('offered');
    expect(await waiting().mine(first.id, training.id, after)).toBeNull();
    expect(
      await refusal(
        registrations().create(
          first.id,
          parsed(training.id, { waiting_list_token: token }),
          'th',
          after,
        ),
      ),
    ).toEqual({ code: 'CONFLICT', key: 'waiting_list.offer_expired', field: 'waiting_list_token' });
    expect(await seatsOf(training.id, after)).toBe(3);
  });

  it("reading one's place releases an ended hold and offers its seats (a sweep on read, no status run)", async () => {
    const t0 = new Date();
    const { training } = await fullTraining(2, 1, t0);
    const member = await createMember();
    await waiting().join(member.id, training.id, 1, 'en', t0);
    expect((await waiting().mine(member.id, training.id, t0))?.status).toBe('waiting');
    const at = new Date(t0.getTime() + 31 * MINUTE);
    expect((await waiting().mine(member.id, training.id, at))?.status).toBe('offered');
    expect((await lastMail(member.email))?.subject).toContain('Seats are free for you');
  });

  it('a cancellation and a raised seat limit each offer the freed seats', async () => {
    const t0 = new Date();
    const training = await createTraining(2);
    const holder = await createMember();
    const reg = await registrations().create(
      holder.id,
      parsed(training.id, { attendees: guests(1) }),
      'th',
      t0,
    );
    const [a, b, c] = [await createMember(), await createMember(), await createMember()];
    for (const m of [a, b, c]) await waiting().join(m.id, training.id, 1, 'th', t0);

    await registrations().cancel(holder.id, reg.registerId, 'th');
    expect((await waiting().mine(a.id, training.id))?.status).toBe('offered');
    expect((await waiting().mine(b.id, training.id))?.status).toBe('offered');
    expect((await waiting().mine(c.id, training.id))?.status).toBe('waiting');

    // Staff raise the seat limit through the back office (the training's store offers the new seat).
    const admin = await createAdmin(['access/public_training']);
    const token = await adminToken(admin.id);
    const start = dayjs(training.startTrainingDate).tz('Asia/Bangkok');
    const saved = await rest('PUT', `/admin/services/public_trainings/${training.id}`, {
      token,
      body: {
        course_code: training.courseCode,
        public_training_category_id: training.categoryId,
        start_training_date: start.format('YYYY-MM-DD HH:mm'),
        end_training_date: start.add(7, 'hour').format('YYYY-MM-DD HH:mm'),
        price: 3000,
        seat_limit: 3,
        status: 1,
        lang: { th: { name: 'หลักสูตรรายชื่อสำรอง' }, en: { name: 'Waiting list course' } },
      },
    });
    expect(saved.status).toBe(200);
    expect((await waiting().mine(c.id, training.id))?.status).toBe('offered');
  });
});

describe('staff', () => {
  it('see the line, reorder it and offer by hand (bounded by the free seats); without the registrations permission: 403', async () => {
    const t0 = new Date();
    const { training } = await fullTraining(3, 1, t0);
    const [a, b, c] = [await createMember(), await createMember(), await createMember()];
    for (const m of [a, b, c]) await waiting().join(m.id, training.id, 1, 'th', t0);

    const admin = await createAdmin(['access/public_training_register']);
    const { cookie } = await sessionCookie('admin', admin.id);
    const staffToken = await adminToken(admin.id);
    const list = await rest('GET', `/admin/services/public_trainings/${training.id}/waiting_list`, {
      token: staffToken,
    });
    expect(list.status).toBe(200);
    const body = (await list.json()) as {
      entries: { member_id: number; place: number; waiting_list_id: number }[];
      seats_free: number;
    };
    expect(body.entries.map((e) => e.member_id)).toEqual([a.id, b.id, c.id]);
    expect(body.seats_free).toBe(0);

    const cEntry = body.entries[2]!.waiting_list_id;
    const moved = await rest(
      'PUT',
      `/admin/services/public_trainings/${training.id}/waiting_list/${cEntry}`,
      {
        token: staffToken,
        body: { place: 1 },
      },
    );
    expect(moved.status).toBe(200);
    const movedBody = (await moved.json()) as typeof body;
    expect(movedBody.entries.map((e) => e.member_id)).toEqual([c.id, a.id, b.id]);

    // No free seat: offering by hand is refused.
    const staff = callerWith({ cookie: `${cookie}; i18next=en` });
    const bEntry = movedBody.entries[2]!.waiting_list_id;
    expect(
      await refusal(
        staff.admin.waitingList.offer({ public_training_id: training.id, waiting_list_id: bEntry }),
      ),
    ).toMatchObject({ code: 'CONFLICT', key: 'waiting_list.not_enough_seats' });
    // A seat frees: it goes to c (first now); staff then remove c, and the seat passes to a.
    const at = new Date(t0.getTime() + 31 * MINUTE);
    await registrationExpiryService(db).run(at);
    expect((await waiting().mine(c.id, training.id, at))?.status).toBe('offered');
    await waiting().remove(training.id, cEntry, at);
    expect((await waiting().mine(a.id, training.id, at))?.status).toBe('offered');

    const other = await createAdmin(['access/news']);
    const denied = await rest(
      'GET',
      `/admin/services/public_trainings/${training.id}/waiting_list`,
      {
        token: await adminToken(other.id),
      },
    );
    expect(denied.status).toBe(403);
  });
});

describe('exact under concurrency', () => {
  it('two freed seats, many claimers at once (the two offered, each twice, others with forged or stolen links, walk-ins, status runs): never overbooked', async () => {
    const t0 = new Date();
    const { training } = await fullTraining(6, 2, t0);
    const members = await createMembers(30, 'Wait');
    for (const m of members.slice(0, 10)) await waiting().join(m.id, training.id, 1, 'th', t0);
    const at = new Date(t0.getTime() + 31 * MINUTE);
    // The hold ends while two status runs and ten walk-ins race: exactly two offers, no seat to a walk-in.
    const first = await Promise.allSettled([
      registrationExpiryService(db).run(at),
      registrationExpiryService(db).run(at),
      ...members
        .slice(20, 30)
        .map((m) => registrations().create(m.id, parsed(training.id), 'th', at)),
    ]);
    expect(first.slice(0, 2).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(first.slice(2).every((r) => r.status === 'rejected')).toBe(true);
    const offered = await db.waitingListEntry.findMany({
      where: { publicTrainingId: training.id, status: 'offered' },
    });
    expect(offered.map((o) => o.memberId).sort()).toEqual([members[0]!.id, members[1]!.id].sort());
    const tokens = await Promise.all(
      offered.map((o) => members.find((m) => m.id === o.memberId)!.email).map(offerToken),
    );

    const claimAt = new Date(at.getTime() + MINUTE);
    const results = await Promise.allSettled([
      // Each holder claims twice at once.
      ...offered.flatMap((o, i) =>
        [0, 1].map(() =>
          registrations().create(
            o.memberId,
            parsed(training.id, { waiting_list_token: tokens[i] }),
            'th',
            claimAt,
          ),
        ),
      ),
      // Others try the stolen links, forged ones, or plain registration.
      ...members
        .slice(2, 12)
        .map((m, i) =>
          registrations().create(
            m.id,
            parsed(training.id, i % 2 ? { waiting_list_token: tokens[i % 2]! } : {}),
            'th',
            claimAt,
          ),
        ),
      registrationExpiryService(db).run(claimAt),
    ]);
    const unclean = results.filter(
      (r): r is PromiseRejectedResult => r.status === 'rejected' && !(r.reason instanceof AppError),
    );
    expect(unclean.map((r) => String(r.reason))).toEqual([]);
    const claims = results.slice(0, 4).filter((r) => r.status === 'fulfilled');
    expect(claims).toHaveLength(2);
    expect(results.slice(4, 14).every((r) => r.status === 'rejected')).toBe(true);
    expect(await seatsOf(training.id, claimAt)).toBe(6);
    const live = await db.registration.aggregate({
      where: { publicTrainingId: training.id, registerStatusId: { in: [1, 2, 3, 4, 5] } },
      _sum: { quantity: true },
    });
    expect(live._sum.quantity).toBe(6);
  }, 120_000);
});

describe('calendar', () => {
  it('GET …/calendar.ics is RFC 5545 that ical.js parses: one event per day at the Bangkok times, venue and link, in the language of the call', async () => {
    // 1-3 of a month, 09:00-16:00 Bangkok (02:00Z-09:00Z).
    const start = new Date('2027-03-01T02:00:00Z');
    const training = await createTraining(10, start, 3);
    const res = await rest('GET', `/services/public_trainings/${training.id}/calendar.ics`, {
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(3);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2027-03-01T02:00:00.000Z',
      '2027-03-02T02:00:00.000Z',
      '2027-03-03T02:00:00.000Z',
    ]);
    expect(events.every((e) => e.endDate.toJSDate().toISOString().endsWith('T09:00:00.000Z'))).toBe(
      true,
    );
    expect(events[0]!.summary).toBe('Waiting list course (day 1 of 3)');
    expect(events[0]!.location).toBe('Meeting room 1');
    expect(events[0]!.description).toContain(`/public-training/${training.id}`);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);

    const th = await rest('GET', `/services/public_trainings/${training.id}/calendar.ics`, {
      lang: 'th',
    });
    const thEvents = new ICAL.Component(ICAL.parse(await th.text())).getAllSubcomponents('vevent');
    expect(new ICAL.Event(thEvents[0]!).location).toBe('ห้องประชุม 1');

    await db.publicTraining.update({ where: { id: training.id }, data: { status: false } });
    expect(
      (await rest('GET', `/services/public_trainings/${training.id}/calendar.ics`)).status,
    ).toBe(404);
    expect((await rest('GET', `/services/public_trainings/abc/calendar.ics`)).status).toBe(400);
  });

  it('trainingDays: a one-day training is one event; days follow Bangkok dates', () => {
    const one = trainingDays(new Date('2027-01-10T02:00:00Z'), new Date('2027-01-10T09:00:00Z'));
    expect(one).toHaveLength(1);
    // 23:00Z on the 9th is 06:00 on the 10th in Bangkok.
    const two = trainingDays(new Date('2027-01-09T23:00:00Z'), new Date('2027-01-11T03:00:00Z'));
    expect(two.map((d) => d.start.toISOString())).toEqual([
      '2027-01-09T23:00:00.000Z',
      '2027-01-10T23:00:00.000Z',
    ]);
  });
});

describe('reminders', () => {
  it('a paid attendee gets one reminder 3 days and one 1 day before, through the outbox, in their language, once each even with simultaneous runs', async () => {
    const now = new Date();
    const start = new Date(now.getTime() + 3 * DAY - HOUR);
    const training = await createTraining(10, start);
    const member = await createMember();
    const reg = await registrations().create(member.id, parsed(training.id), 'en', now);
    const unpaid = await createMember();
    await registrations().create(unpaid.id, parsed(training.id), 'th', now);
    await db.registration.update({ where: { id: reg.registerId }, data: { registerStatusId: 5 } });

    const runs = await Promise.allSettled(
      [0, 1, 2].map(() => reminderService(db).run(now, [3, 1])),
    );
    expect(runs.every((r) => r.status === 'fulfilled')).toBe(true);
    const sent = await db.outboxEmail.findMany({
      where: { to: member.email, subject: { startsWith: 'Reminder' } },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('in 3 day(s)');
    const reminder = (await deliveredTo(member.email)).find((m) =>
      m.subject.startsWith('Reminder'),
    );
    expect(reminder?.text).toContain('Meeting room 1');
    expect(reminder?.text).toContain('calendar.ics');
    expect(
      await db.outboxEmail.count({ where: { to: unpaid.email, subject: { contains: 'แจ้งเตือน' } } }),
    ).toBe(0);

    // Again later the same day: nothing; the day before: the 1-day one.
    await reminderService(db).run(new Date(now.getTime() + HOUR), [3, 1]);
    await reminderService(db).run(new Date(start.getTime() - DAY + MINUTE), [3, 1]);
    await reminderService(db).run(new Date(start.getTime() - DAY + 2 * MINUTE), [3, 1]);
    const all = await db.outboxEmail.findMany({
      where: { to: member.email, subject: { startsWith: 'Reminder' } },
      orderBy: { id: 'asc' },
    });
    expect(all.map((m) => m.subject.includes('in 1 day(s)'))).toEqual([false, true]);
    expect(await db.registrationReminder.count({ where: { registrationId: reg.registerId } })).toBe(
      2,
    );
  });

  it('paid late (both due at once): only the nearest is sent', async () => {
    const now = new Date();
    const training = await createTraining(10, new Date(now.getTime() + 12 * HOUR));
    const member = await createMember();
    const reg = await registrations().create(member.id, parsed(training.id), 'th', now);
    await db.registration.update({ where: { id: reg.registerId }, data: { registerStatusId: 5 } });
    await reminderService(db).run(now, [3, 1]);
    const sent = await db.outboxEmail.findMany({
      where: { to: member.email, subject: { contains: 'แจ้งเตือน' } },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('อีก 1 วัน');
  });
});
