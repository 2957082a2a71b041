import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateRegistrationInput } from '@/lib/schemas/registration';
import { db } from '@/server/db';
import { translateIfKey } from '@/server/i18n/translate';
import { paymentConfirmedMail } from '@/server/mail/payment-mail';
import { type Fields, signAll } from '@/server/payments/cybersource';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { gatewayReasonKey } from '@/server/payments/gateway-reasons';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { cardPaymentService } from '@/server/services/card-payment-service';
import { callerWith, createAdmin, createMember, rest, sessionCookie } from './helpers';

/**
 * The member area shows each language's own text. Course
 * names are snapshots per language taken at registration, gateway outcomes
 * are locale keys, the venue is a per-language field.
 */

const DAY = 24 * 60 * 60 * 1000;
const names = { th: 'การออกแบบประสบการณ์ผู้ใช้เบื้องต้น', en: 'Introduction to user experience design' };
let counter = 0;
let receipt: CreateRegistrationInput['receipt'];

async function createTraining() {
  counter += 1;
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = new Date(Date.now() + 30 * DAY);
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `LANG-${Date.now().toString(36)}-${counter}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 250_000,
      seatLimit: 30,
      translations: {
        create: [
          { languageId: 1, name: names.th, location: 'อาคารเรียนรวม ห้อง 204' },
          { languageId: 2, name: names.en, location: 'Lecture Building, room 204' },
        ],
      },
    },
  });
}

/** A member registered for a new training from a Thai page, by card or bank transfer. */
async function registeredInThai(paymentMethodId: 1 | 2) {
  const member = await createMember();
  const { cookie, token } = await sessionCookie('member', member.id);
  const training = await createTraining();
  const th = callerWith({ cookie: `${cookie}; i18next=th` });
  const en = callerWith({ cookie: `${cookie}; i18next=en` });
  const r = await th.member.registrations.create({
    public_training_id: training.id,
    attendees: [],
    receipt,
    payment_method_id: paymentMethodId,
  });
  return { member, token, training, th, en, r };
}

type Histories = {
  data: { register_id: number; course_name: string; register_status_message: string | null }[];
};
const restHistory = async (token: string, lang: 'th' | 'en') => {
  const res = await rest('GET', '/member/register_histories?per_page=5&page=1', { token, lang });
  expect(res.status).toBe(200);
  return (await res.json()) as Histories;
};

beforeAll(async () => {
  const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
  receipt = {
    receipt_type: 'P',
    name: 'สมหญิง ทดสอบ',
    address: '1 ถนนพหลโยธิน',
    province_id: district.amphure.provinceId,
    amphure_id: district.amphureId,
    district_id: district.id,
    zip_code: district.zipCode ?? '10000',
  };
});

describe('course names: a snapshot per language, taken at registration', () => {
  it('registered on a Thai page, the history, payment page and receipt show the Thai name in Thai and the English name in English', async () => {
    const { member, r, th, en, training } = await registeredInThai(2);
    expect(r.courseName).toBe(names.th);
    const row = await db.registration.findUniqueOrThrow({ where: { id: r.registerId } });
    expect(row).toMatchObject({
      locale: 'th',
      courseName: names.th,
      courseNameTh: names.th,
      courseNameEn: names.en,
    });

    expect(
      (await th.member.registrations.history({ page: 1, per_page: 5 })).items[0]?.courseName,
    ).toBe(names.th);
    expect(
      (await en.member.registrations.history({ page: 1, per_page: 5 })).items[0]?.courseName,
    ).toBe(names.en);
    expect((await th.member.payments.status({ register_id: r.registerId })).courseName).toBe(
      names.th,
    );
    expect((await en.member.payments.status({ register_id: r.registerId })).courseName).toBe(
      names.en,
    );
    expect((await bankPaymentService(db).slipRegistrations(member.id, 'en'))[0]?.courseName).toBe(
      names.en,
    );

    // Renaming the training later changes nothing of what was registered, in either language.
    await db.publicTrainingTranslation.updateMany({
      where: { trainingId: training.id },
      data: { name: 'Renamed' },
    });
    await db.registration.update({
      where: { id: r.registerId },
      data: { registerStatusId: 5, paidAt: new Date() },
    });
    expect((await th.member.payments.receipt({ register_id: r.registerId })).courseName).toBe(
      names.th,
    );
    expect((await en.member.payments.receipt({ register_id: r.registerId })).courseName).toBe(
      names.en,
    );
    expect(
      (await en.member.registrations.history({ page: 1, per_page: 5 })).items[0]?.courseName,
    ).toBe(names.en);
  });

  it('REST course_name follows Accept-Language', async () => {
    const { r, token } = await registeredInThai(2);
    expect(
      (await restHistory(token, 'en')).data.find((x) => x.register_id === r.registerId)
        ?.course_name,
    ).toBe(names.en);
    expect(
      (await restHistory(token, 'th')).data.find((x) => x.register_id === r.registerId)
        ?.course_name,
    ).toBe(names.th);
  });

  it('the payment e-mail names the course in its own language', async () => {
    const { r } = await registeredInThai(1);
    const row = await db.registration.findUniqueOrThrow({
      where: { id: r.registerId },
      include: { member: true },
    });
    expect(paymentConfirmedMail('en', row.member, row).text).toContain(names.en);
    expect(paymentConfirmedMail('th', row.member, row).text).toContain(names.th);
  });

  it('a row from before the per-language snapshot (course_name only) still shows that name', async () => {
    const { r, en } = await registeredInThai(2);
    await db.registration.update({
      where: { id: r.registerId },
      data: { courseNameTh: null, courseNameEn: null },
    });
    expect(
      (await en.member.registrations.history({ page: 1, per_page: 5 })).items[0]?.courseName,
    ).toBe(names.th);
  });
});

describe('card gateway outcomes in the page’s language', () => {
  const config = gatewayConfig({ PAYMENT_SIMULATOR: '1' })!;

  /** The gateway's reply to this request, with its English message, signed as it would sign it. */
  function reply(request: Fields, decision: string, reasonCode: string, message: string): Fields {
    return signAll(
      {
        decision,
        reason_code: reasonCode,
        message,
        req_reference_number: request.reference_number!,
        req_amount: request.amount!,
        req_currency: request.currency!,
        req_transaction_uuid: request.transaction_uuid!,
        transaction_id: `T${Date.now()}${Math.random().toString().slice(2, 8)}`,
        req_card_number: 'xxxxxxxxxxxx0002',
        req_card_type: '001',
        signed_date_time: new Date().toISOString().replace(/\.\d+Z/, 'Z'),
      },
      config.secretKey,
    );
  }

  it('maps decisions and reason codes to locale keys that exist in both languages', () => {
    const cases: [string, string, string][] = [
      ['CANCEL', '200', 'cancelled'],
      ['DECLINE', '203', 'declined'],
      ['DECLINE', '202', 'expired_card'],
      ['DECLINE', '204', 'insufficient_funds'],
      ['DECLINE', '231', 'invalid_card'],
      ['DECLINE', '211', 'invalid_cvn'],
      ['DECLINE', '475', 'authentication_failed'],
      ['DECLINE', '999', 'declined'],
      ['ERROR', '150', 'error'],
      ['REVIEW', '480', 'review'],
      ['SOMETHING', '', 'not_completed'],
    ];
    for (const [decision, code, key] of cases) {
      expect(gatewayReasonKey(decision, code)).toBe(`payment.gateway_reason.${key}`);
      expect(translateIfKey('th', `payment.gateway_reason.${key}`)).not.toBe(
        `payment.gateway_reason.${key}`,
      );
      expect(translateIfKey('en', `payment.gateway_reason.${key}`)).not.toBe(
        translateIfKey('th', `payment.gateway_reason.${key}`),
      );
    }
  });

  it('a declined card: the reason is stored as its key and read in Thai on Thai pages and in English on English ones (tRPC and REST)', async () => {
    const { member, token, r, th, en } = await registeredInThai(1);
    const service = cardPaymentService(db, config);
    const { fields } = await service.createRequest(member.id, r.registerId, 'en');
    expect(
      (
        await service.applyReply(
          reply(fields, 'DECLINE', '204', 'Insufficient funds in the account.'),
          'return',
        )
      ).kind,
    ).toBe('not_paid');
    const row = await db.registration.findUniqueOrThrow({ where: { id: r.registerId } });
    expect(row.registerStatusMessage).toBe('payment.gateway_reason.insufficient_funds');
    const attempt = await db.cardPayment.findFirstOrThrow({
      where: { registrationId: r.registerId },
    });
    expect(attempt.message).toBe('Insufficient funds in the account.');

    const thText = translateIfKey('th', 'payment.gateway_reason.insufficient_funds');
    const enText = translateIfKey('en', 'payment.gateway_reason.insufficient_funds');
    expect(
      (await th.member.registrations.history({ page: 1, per_page: 5 })).items[0]
        ?.registerStatusMessage,
    ).toBe(thText);
    expect(
      (await en.member.registrations.history({ page: 1, per_page: 5 })).items[0]
        ?.registerStatusMessage,
    ).toBe(enText);
    const thStatus = await th.member.payments.status({ register_id: r.registerId });
    expect(thStatus.lastCardResult?.message).toBe(thText);
    expect(thStatus.registerStatusMessage).toBe(thText);
    expect(
      (await en.member.payments.status({ register_id: r.registerId })).lastCardResult?.message,
    ).toBe(enText);
    expect(
      (await restHistory(token, 'th')).data.find((x) => x.register_id === r.registerId)
        ?.register_status_message,
    ).toBe(thText);
    expect(
      (await restHistory(token, 'en')).data.find((x) => x.register_id === r.registerId)
        ?.register_status_message,
    ).toBe(enText);
  });

  it('a cancelled payment reads “cancelled” in Thai on a Thai page, not the gateway’s English', async () => {
    const { member, r, th } = await registeredInThai(1);
    const service = cardPaymentService(db, config);
    const { fields } = await service.createRequest(member.id, r.registerId, 'th');
    await service.applyReply(
      reply(fields, 'CANCEL', '200', 'The payment was cancelled.'),
      'return',
    );
    const status = await th.member.payments.status({ register_id: r.registerId });
    expect(status.lastCardResult?.message).toBe(
      translateIfKey('th', 'payment.gateway_reason.cancelled'),
    );
    expect(status.lastCardResult?.message).not.toContain('cancelled');
  });

  it('a reason typed by staff (a slip not accepted) is shown as written', async () => {
    const { r, en } = await registeredInThai(2);
    await db.registration.update({
      where: { id: r.registerId },
      data: { registerStatusId: 3, registerStatusMessage: 'ยอดเงินไม่ตรง' },
    });
    expect(
      (await en.member.registrations.history({ page: 1, per_page: 5 })).items[0]
        ?.registerStatusMessage,
    ).toBe('ยอดเงินไม่ตรง');
  });
});

describe('the venue is per language', () => {
  it('the training page, the schedule and REST give each language its own venue', async () => {
    const training = await createTraining();
    const th = callerWith({ cookie: 'i18next=th' });
    const en = callerWith({ cookie: 'i18next=en' });
    expect((await th.public.publicTrainings.byId({ id: training.id }))?.location).toBe(
      'อาคารเรียนรวม ห้อง 204',
    );
    expect((await en.public.publicTrainings.byId({ id: training.id }))?.location).toBe(
      'Lecture Building, room 204',
    );
    const group = (await en.public.publicTrainings.groups())
      .flatMap((g) => g.trainings)
      .find((t) => t.id === training.id);
    expect(group?.location).toBe('Lecture Building, room 204');

    const res = await rest('GET', `/services/public_trainings/${training.id}?with=lang`, {
      lang: 'en',
    });
    const body = (await res.json()) as {
      location: string;
      lang: Record<string, { location: string | null }>;
    };
    expect(body.location).toBe('Lecture Building, room 204');
    expect(body.lang.th?.location).toBe('อาคารเรียนรวม ห้อง 204');
    expect(body.lang.en?.location).toBe('Lecture Building, room 204');
  });

  it('a venue given in Thai only is shown on English pages too', async () => {
    const training = await createTraining();
    await db.publicTrainingTranslation.updateMany({
      where: { trainingId: training.id, languageId: 2 },
      data: { location: null },
    });
    expect(
      (await callerWith({ cookie: 'i18next=en' }).public.publicTrainings.byId({ id: training.id }))
        ?.location,
    ).toBe('อาคารเรียนรวม ห้อง 204');
  });

  it('staff see the venue per language in the trainings resource (admin REST lang collection)', async () => {
    const admin = await createAdmin(['access/public_training']);
    const { token } = await sessionCookie('admin', admin.id);
    const training = await createTraining();
    const read = await rest('GET', `/admin/services/public_trainings/${training.id}/edit`, {
      token,
    });
    expect(read.status).toBe(200);
    const item = (await read.json()) as {
      location?: unknown;
      lang: Record<string, { location: string | null }>;
    };
    // Flattened in the call's language like the name, and one per language in `lang`.
    expect(item.location).toBe('Lecture Building, room 204');
    expect(item.lang.th?.location).toBe('อาคารเรียนรวม ห้อง 204');
    expect(item.lang.en?.location).toBe('Lecture Building, room 204');
  });
});
