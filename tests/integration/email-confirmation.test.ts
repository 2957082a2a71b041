import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { hashSecretToken } from '@/server/auth/secret-token';
import { translateIfKey } from '@/server/i18n/translate';
import { flushOutbox } from '@/server/services/mail-outbox-service';
import { emailConfirmationService } from '@/server/services/email-confirmation-service';
import { registrationExpiryService } from '@/server/services/registration-expiry-service';
import { registrationService } from '@/server/services/registration-service';
import { publicTrainingService } from '@/server/services/public-training-service';
import { confirmLinkIn, startMailCatcher } from '../support/mail-catcher';
import {
  botToken,
  callerWith,
  createAdmin,
  createMember,
  guests,
  refusal,
  registrationInputs,
  rest,
  sessionCookie,
} from './helpers';

/**
 * Finding 4 of issue 34: throwaway accounts filled a course for 72 hours.
 * A member signed up on the site must confirm their address (a single-use
 * link, only its hash stored) before a registration or a waiting-list place
 * may hold seats; a confirmed member who has never paid holds bank-transfer
 * seats for REGISTRATION_FIRST_PAYMENT_HOURS (24), not 72; accounts never
 * confirmed are removed by the status run. Finding 9: the welcome and reset
 * e-mails greet by the typed name only when it looks like a name.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let counter = 0;
const uid = () => `${Date.now().toString(36)}${(counter += 1)}`;
const freshEmail = () => `confirm-${uid()}@example.test`;
const { input, parsed } = registrationInputs('ผู้ทดสอบ ยืนยันอีเมล', { confirm_repeat: true });

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher(25_000 + Math.floor(Math.random() * 20_000));
  process.env.SMTP_URL = mail.url;
});
afterAll(async () => {
  await flushOutbox(db);
  delete process.env.SMTP_URL;
  await mail.close();
});

async function createTraining(seats = 25) {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = new Date(Date.now() + 30 * DAY);
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `CONF-${uid()}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 300_000,
      seatLimit: seats,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรยืนยันอีเมล' },
          { languageId: 2, name: 'E-mail confirmation course' },
        ],
      },
    },
  });
}

/** Signs up through POST /register as a visitor does; answers the member and their bearer token. */
async function signUp(overrides: Record<string, string> = {}, lang: 'th' | 'en' = 'en') {
  const email = freshEmail();
  const res = await rest('POST', '/register', {
    lang,
    body: {
      member_type: 'P',
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      telephone: '0812345678',
      email,
      email_confirmation: email,
      password: 'secret12',
      password_confirmation: 'secret12',
      accept_terms: true,
      token: await botToken(),
      ...overrides,
    },
  });
  expect(res.status).toBe(200);
  const member = await db.member.findUniqueOrThrow({ where: { email } });
  return { member, ...(await sessionCookie('member', member.id)) };
}

const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);

describe('three throwaway accounts on one course', () => {
  it('cannot hold a seat before confirming: 403 with the translated message (both doors), no row, every seat left', async () => {
    const training = await createTraining(25);
    for (let i = 0; i < 3; i += 1) {
      const { member, token, cookie } = await signUp();
      expect(member.emailConfirmedAt).toBeNull();
      const res = await rest('POST', '/services/public_trainings/register', {
        token,
        lang: 'th',
        body: input(training.id, { attendees: guests(8 + i) }),
      });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { message: string };
      expect(body.message).toBe(
        translateIfKey('th', 'registration.email_not_confirmed', { email: member.email }),
      );
      const api = callerWith({ cookie: `${cookie}; i18next=en` });
      expect(
        await refusal(
          api.member.registrations.create(input(training.id, { attendees: guests(8) })),
        ),
      ).toMatchObject({ code: 'FORBIDDEN', key: 'registration.email_not_confirmed' });
      // Nor a place in the waiting list, whose offer would hold seats.
      expect(
        await refusal(
          api.member.waitingList.join({ public_training_id: training.id, quantity: 5 }),
        ),
      ).toMatchObject({ code: 'FORBIDDEN', key: 'registration.email_not_confirmed' });
    }
    expect(await db.registration.count({ where: { publicTrainingId: training.id } })).toBe(0);
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(0);
    // A real member gets a seat.
    const real = await createMember();
    const r = await registrationService(db).create(real.id, parsed(training.id), 'th');
    expect(r.quantity).toBe(1);
  });

  it('confirmed but never paid: a bank transfer holds its seats 24 hours, not 72; a member who has paid before keeps 72', async () => {
    const training = await createTraining(25);
    const now = new Date();
    const fresh = await createMember();
    const first = await registrationService(db).create(
      fresh.id,
      parsed(training.id, { attendees: guests(9) }),
      'th',
      now,
    );
    const stored = await db.registration.findUniqueOrThrow({ where: { id: first.registerId } });
    expect(stored.paymentDueAt!.getTime() - now.getTime()).toBe(24 * HOUR);
    expect(stored.seatsHeldUntil!.getTime() - now.getTime()).toBe(24 * HOUR);
    // A day and a minute later its seats are free again.
    expect(
      await publicTrainingService(db).registeredQuantity(
        training.id,
        new Date(now.getTime() + 24 * HOUR + 60_000),
      ),
    ).toBe(0);

    const regular = await createMember();
    const paid = await registrationService(db).create(regular.id, parsed(training.id), 'th', now);
    await db.registration.update({
      where: { id: paid.registerId },
      data: { registerStatusId: 5, paidAt: now },
    });
    const second = await registrationService(db).create(regular.id, parsed(training.id), 'th', now);
    const kept = await db.registration.findUniqueOrThrow({ where: { id: second.registerId } });
    expect(kept.paymentDueAt!.getTime() - now.getTime()).toBe(72 * HOUR);
  });
});

describe('staff see the unpaid holds by member and release them in one click', () => {
  it('lists each holder with the age of their hold and whether they ever paid; release expires their unpaid registrations and frees the seats', async () => {
    const training = await createTraining(25);
    const t0 = new Date(Date.now() - 5 * HOUR);
    const holders = [await createMember(), await createMember(), await createMember()];
    for (const m of holders)
      await registrationService(db).create(
        m.id,
        parsed(training.id, { attendees: guests(7) }),
        'th',
        t0,
      );
    const admin = await createAdmin(['access/public_training_register']);
    const staff = callerWith({
      cookie: `${(await sessionCookie('admin', admin.id)).cookie}; i18next=th`,
    });
    const view = await staff.admin.registrations.seatHolds({ public_training_id: training.id });
    expect(view.seatsLeft).toBe(1);
    expect(view.holders).toHaveLength(3);
    for (const h of view.holders)
      expect(h).toMatchObject({ unpaidSeats: 8, heldHours: 5, neverPaid: true, releasable: true });
    expect(view.holders[0]!.heldSince!.getTime()).toBe(t0.getTime());

    const released = await staff.admin.registrations.releaseHolds({
      public_training_id: training.id,
      member_id: holders[0]!.id,
    });
    expect(released).toEqual({ registrations: 1, seats: 8 });
    const row = await db.registration.findFirstOrThrow({
      where: { publicTrainingId: training.id, memberId: holders[0]!.id },
      include: { histories: { orderBy: { id: 'desc' }, take: 1 } },
    });
    expect(row.registerStatusId).toBe(7);
    expect(row.histories[0]).toMatchObject({ actorType: 'admin', adminUserId: admin.id });
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(16);
    const after = await staff.admin.registrations.seatHolds({ public_training_id: training.id });
    expect(after.holders.map((h) => h.memberId)).not.toContain(holders[0]!.id);
    // Nothing left to release: nothing changes.
    expect(
      await staff.admin.registrations.releaseHolds({
        public_training_id: training.id,
        member_id: holders[0]!.id,
      }),
    ).toEqual({ registrations: 0, seats: 0 });
    // A member cannot release anyone's seats.
    const member = await sessionCookie('member', holders[1]!.id);
    expect(
      await refusal(
        callerWith({ cookie: member.cookie }).admin.registrations.releaseHolds({
          public_training_id: training.id,
          member_id: holders[1]!.id,
        }),
      ),
    ).not.toBeNull();
  });
});

describe('the confirmation link', () => {
  it('comes in the welcome e-mail, stores only its hash, confirms once, and then the member registers', async () => {
    const training = await createTraining(10);
    const { member, token } = await signUp({}, 'th');
    const welcome = await mail.waitFor(member.email, /confirm-email/);
    expect(welcome.text).toContain(
      translateIfKey('th', 'member.mail.confirm_body', { hours: 72 }).slice(0, 20),
    );
    const secret = tokenOf(confirmLinkIn(welcome));
    expect(await db.member.count({ where: { emailConfirmTokenHash: secret } })).toBe(0);
    expect(
      await db.member.count({
        where: { id: member.id, emailConfirmTokenHash: hashSecretToken(secret) },
      }),
    ).toBe(1);

    const opened = await callerWith({ cookie: 'i18next=th' }).public.memberAuth.confirmEmail({
      token: secret,
    });
    expect(opened.message).toBe(translateIfKey('th', 'member.email_confirmed'));
    const after = await db.member.findUniqueOrThrow({ where: { id: member.id } });
    expect(after.emailConfirmedAt).not.toBeNull();
    expect(after.emailConfirmTokenHash).toBeNull();
    // Single use.
    expect(
      await refusal(callerWith().public.memberAuth.confirmEmail({ token: secret })),
    ).toMatchObject({ code: 'BAD_REQUEST', key: 'member.confirm_link_invalid', field: 'token' });

    const res = await rest('POST', '/services/public_trainings/register', {
      token,
      body: input(training.id),
    });
    expect(res.status).toBe(200);
  });

  it('"send it again" makes a new link and the old one stops working; an expired link is refused', async () => {
    const { member, cookie } = await signUp();
    const oldSecret = tokenOf(confirmLinkIn(await mail.waitFor(member.email, /confirm-email/)));
    const api = callerWith({ cookie: `${cookie}; i18next=en` });
    // Within a minute of the welcome e-mail nothing more is sent.
    expect(await api.member.account.resendConfirmation()).toMatchObject({
      sent: false,
      confirmed: false,
      message: translateIfKey('en', 'member.confirm_wait'),
    });
    await db.member.update({
      where: { id: member.id },
      data: { emailConfirmSentAt: new Date(Date.now() - 2 * 60_000) },
    });
    expect(await api.member.account.resendConfirmation()).toMatchObject({
      sent: true,
      message: translateIfKey('en', 'member.confirm_sent', { email: member.email }),
    });
    const again = await mail.waitFor(member.email, /Confirm your e-mail address/);
    const newSecret = tokenOf(confirmLinkIn(again));
    expect(newSecret).not.toBe(oldSecret);
    expect(await refusal(emailConfirmationService(db).confirm(oldSecret))).toMatchObject({
      key: 'member.confirm_link_invalid',
    });
    // Past MEMBER_CONFIRM_LINK_HOURS (72) the new one is refused too.
    expect(
      await refusal(
        emailConfirmationService(db).confirm(newSecret, new Date(Date.now() + 73 * HOUR)),
      ),
    ).toMatchObject({ key: 'member.confirm_link_invalid' });
    await emailConfirmationService(db).confirm(newSecret);
    expect(await api.member.account.resendConfirmation()).toMatchObject({
      sent: false,
      confirmed: true,
    });
  });
});

describe('accounts never confirmed', () => {
  it('are removed by the status run after MEMBER_UNCONFIRMED_DAYS (14); confirmed and recent ones stay', async () => {
    const old = await createMember('secret123', { unconfirmed: true });
    const recent = await createMember('secret123', { unconfirmed: true });
    const confirmed = await createMember();
    const now = new Date();
    await db.member.updateMany({
      where: { id: { in: [old.id, confirmed.id] } },
      data: { createdAt: new Date(now.getTime() - 15 * DAY) },
    });
    const result = await registrationExpiryService(db).run(now);
    expect(result.unconfirmedMembersRemoved).toBeGreaterThanOrEqual(1);
    expect(await db.member.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db.member.findUnique({ where: { id: recent.id } })).not.toBeNull();
    expect(await db.member.findUnique({ where: { id: confirmed.id } })).not.toBeNull();
  });
});

describe('welcome and reset e-mails to an unconfirmed address (finding 9)', () => {
  it('greet neutrally when the typed name reads like a link, and by name otherwise', async () => {
    // The reset e-mail of an account whose name was typed as an advertisement.
    const member = await createMember();
    await db.member.update({
      where: { id: member.id },
      data: { firstname: 'Claim prize at', lastname: 'https://evil.example' },
    });
    const res = await rest('POST', '/member/forgot_password', {
      body: { email: member.email, token: await botToken() },
    });
    expect(res.status).toBe(200);
    const reset = await mail.waitFor(member.email, /reset-password/);
    expect(reset.text).not.toContain('evil.example');
    expect(reset.text).toContain(translateIfKey('en', 'member.mail.greeting_generic'));

    // The welcome e-mail of a sign-up with such a name.
    const { member: signedUp } = await signUp({
      firstname: 'Claim prize at',
      lastname: 'https://evil.example',
    });
    const welcome = await mail.waitFor(signedUp.email);
    expect(welcome.text).not.toContain('evil.example');
    expect(welcome.text).toContain(translateIfKey('en', 'member.mail.greeting_generic'));

    const { member: plain } = await signUp({ firstname: 'Somchai', lastname: 'Jaidee' });
    expect((await mail.waitFor(plain.email)).text).toContain(
      translateIfKey('en', 'member.mail.greeting', { name: 'Somchai Jaidee' }),
    );
  });
});
