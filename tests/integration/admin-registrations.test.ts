import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { endOfSiteDay, siteDay, startOfSiteDay } from '@/lib/dates';
import { slipSchema } from '@/lib/schemas/payment';
import { db } from '@/server/db';
import { translator } from '@/server/i18n/translate';
import { handleRest } from '@/server/rest/handle-rest';
import { openApiDocument } from '@/server/rest/openapi';
import { restRoutes } from '@/server/rest/routes';
import type { AppError } from '@/server/errors';
import { signAll } from '@/server/payments/cybersource';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { cardPaymentService } from '@/server/services/card-payment-service';
import { publicTrainingService } from '@/server/services/public-training-service';
import { receiptExportService } from '@/server/services/receipt-export-service';
import {
  registrationExpiryService,
  startStatusRunSchedule,
} from '@/server/services/registration-expiry-service';
import { slipVerificationService } from '@/server/services/slip-verification-service';
import {
  callerWith,
  codeOf,
  createAdmin,
  deliveredTo,
  proceduresOf,
  rest,
  sessionCookie,
} from './helpers';

/**
 * The back office's public training registrations: slip
 * approval and rejection, receipt numbers, corrections within the seats,
 * history, receipt status, deletion, the status run, the receipt export,
 * the list, and who may do any of it. Every assertion reads what is stored.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let counter = 0;
const uid = () => `${Date.now().toString(36)}${(counter += 1)}`;

type Caller = ReturnType<typeof callerWith>;
let api: Caller;
let adminId: number;
let adminToken: string;
let place: { province_id: number; amphure_id: number; district_id: number; zip_code: string };
let placeNames: { district: string; amphure: string; province: string };
let otherDistrict: { id: number; amphureId: number };

async function createTraining(opts: { seats?: number; start?: Date; price?: number } = {}) {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = opts.start ?? new Date(Date.now() + 30 * DAY);
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `AR-${uid()}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate: new Date(Date.now() - 10 * DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: opts.price ?? 450_000,
      seatLimit: opts.seats ?? 30,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรทดสอบ' },
          { languageId: 2, name: 'Test course' },
        ],
      },
    },
  });
}

async function createPerson(firstname = 'สมหญิง', lastname = 'ทดสอบ') {
  return db.member.create({
    data: {
      firstname,
      lastname,
      telephone: '0812345678',
      email: `ar-${uid()}@example.test`,
      passwordHash: 'not-a-login',
    },
  });
}

interface RegOptions {
  trainingId: number;
  memberId?: number;
  status?: number;
  method?: 1 | 2;
  /** Attendees besides the member. */
  guests?: { firstname: string; lastname: string; email: string }[];
  createdAt?: Date;
  paidAt?: Date | null;
  receiptNo?: string | null;
  data?: Record<string, unknown>;
}

/** A registration inserted directly: the member first, then guests; quantity and total follow the attendees. */
async function createReg(o: RegOptions) {
  const training = await db.publicTraining.findUniqueOrThrow({ where: { id: o.trainingId } });
  const member = o.memberId
    ? await db.member.findUniqueOrThrow({ where: { id: o.memberId } })
    : await createPerson();
  const guests = o.guests ?? [];
  const quantity = 1 + guests.length;
  const status = o.status ?? 2;
  return db.registration.create({
    data: {
      registerCode: `PT-AR-${uid()}`.toUpperCase(),
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: status,
      courseCode: training.courseCode,
      courseName: 'Test course',
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity,
      totalAmountSatang: training.priceSatang * quantity,
      paymentMethodId: o.method ?? 2,
      receiptName: `${member.firstname} ${member.lastname}`,
      receiptAddress: '1 Test Road',
      receiptProvinceId: place.province_id,
      receiptAmphureId: place.amphure_id,
      receiptDistrictId: place.district_id,
      receiptZipCode: place.zip_code,
      receiptDistrict: placeNames.district,
      receiptAmphure: placeNames.amphure,
      receiptProvince: placeNames.province,
      locale: 'th',
      paidAt: o.paidAt ?? (status === 5 ? new Date() : null),
      receiptNo: o.receiptNo ?? null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
      ...o.data,
      attendees: {
        create: [
          {
            memberId: member.id,
            firstname: member.firstname,
            lastname: member.lastname,
            email: member.email,
            telephone: member.telephone,
            sortOrder: 0,
          },
          ...guests.map((g, i) => ({ ...g, telephone: '0800000000', sortOrder: i + 1 })),
        ],
      },
      histories: {
        create: [
          {
            registerStatusId: status,
            actorType: 'member',
            ...(o.createdAt ? { createdAt: o.createdAt } : {}),
          },
        ],
      },
    },
    include: { member: true },
  });
}

type Reg = Awaited<ReturnType<typeof createReg>>;

/** A slip the member sent, awaiting verification. */
async function addPendingSlip(registrationId: number, amountSatang = 450_000) {
  return db.paymentSlip.create({
    data: {
      registrationId,
      imageUrl: `/api/private/slip-${uid()}.jpg`,
      bankId: 9999,
      bankSpecifyText: 'Other bank',
      transferDate: new Date(Date.now() - HOUR),
      amountSatang,
    },
  });
}

/** Everything stored about a registration, to prove a refused call changed nothing. */
async function stored(id: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id },
    include: {
      attendees: { orderBy: { id: 'asc' } },
      histories: { orderBy: { id: 'asc' } },
      slips: { orderBy: { id: 'asc' } },
      member: true,
    },
  });
  const mails = await db.outboxEmail.count({ where: { to: r.member.email } });
  return { ...r, mails };
}

/** The error a call ends with (it must fail). */
async function failure(p: Promise<unknown>): Promise<TRPCError & { cause?: AppError }> {
  try {
    await p;
  } catch (error) {
    return error as TRPCError & { cause?: AppError };
  }
  throw new Error('expected the call to fail');
}

/**
 * Runs `during` while another writer's transaction, which has just changed
 * the registration's status, is still open; then commits that writer. The
 * call must see the change (PostgreSQL: it waits on the row; SQLite: on the
 * single writer) rather than act on what it read before.
 */
async function racingStatusChange(
  registrationId: number,
  toStatusId: number,
  during: () => Promise<unknown>,
): Promise<string> {
  let release!: () => void;
  const gate = new Promise<void>((ok) => (release = ok));
  let changed!: () => void;
  const hasChanged = new Promise<void>((ok) => (changed = ok));
  const holder = db.$transaction(
    async (tx) => {
      await tx.registration.update({
        where: { id: registrationId },
        data: { registerStatusId: toStatusId },
      });
      changed();
      await gate;
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  await hasChanged;
  const call = codeOf(during());
  await new Promise((ok) => setTimeout(ok, 400));
  release();
  await holder;
  return call;
}

const buddhistYear = () => Number(siteDay(new Date()).slice(0, 4)) + 543;
const receiptPattern = () => new RegExp(`^R${buddhistYear()}-\\d{6}$`);
const seq = (receiptNo: string) => Number(receiptNo.slice(receiptNo.indexOf('-') + 1));

const attendeesOf = (r: {
  attendees: { firstname: string; lastname: string; email: string; telephone: string }[];
}) =>
  r.attendees.map((a) => ({
    firstname: a.firstname,
    lastname: a.lastname,
    email: a.email,
    telephone: a.telephone,
  }));

/** The update input as the edit page sends it, from what is stored. */
async function updateInput(id: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id },
    include: { attendees: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] } },
  });
  return {
    register_id: r.id,
    attendees: attendeesOf(r),
    receipt: {
      receipt_type: r.receiptType as 'P' | 'O',
      name: r.receiptName ?? '',
      company_name: r.receiptCompanyName,
      tax_no: r.receiptTaxNo,
      branch: r.receiptBranch,
      address: r.receiptAddress ?? '',
      province_id: r.receiptProvinceId,
      amphure_id: r.receiptAmphureId,
      district_id: r.receiptDistrictId,
      zip_code: r.receiptZipCode ?? '',
    },
    register_status_id: r.registerStatusId,
    register_status_message: r.registerStatusMessage,
  };
}

const guest = (i: number) => ({
  firstname: `Guest${i}`,
  lastname: 'Extra',
  email: `guest-${uid()}@example.test`,
  telephone: '0800000000',
});

let outbox: string;
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

beforeAll(async () => {
  // Mail the outbox sends goes to a directory of this run, not the project's data/outbox.
  outbox = mkdtempSync(path.join(tmpdir(), 'asc-admin-regs-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  const admin = await createAdmin(['access/public_training_register']);
  adminId = admin.id;
  const session = await sessionCookie('admin', admin.id);
  adminToken = session.token;
  api = callerWith({ cookie: `${session.cookie}; i18next=en` });
  const district = await db.district.findFirstOrThrow({
    include: { amphure: { include: { province: true } } },
    orderBy: { id: 'asc' },
  });
  placeNames = {
    district: district.nameTh,
    amphure: district.amphure.nameTh,
    province: district.amphure.province.nameTh,
  };
  place = {
    province_id: district.amphure.provinceId,
    amphure_id: district.amphureId,
    district_id: district.id,
    zip_code: district.zipCode || '10000',
  };
  otherDistrict = await db.district.findFirstOrThrow({
    where: { amphureId: { not: district.amphureId } },
    orderBy: { id: 'asc' },
  });
});

describe('slip approval', () => {
  it('pays a registration awaiting verification: slip accepted, paidAt, a receipt number, a history entry by the admin, a paid e-mail queued', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    const slip = await addPendingSlip(r.id);
    const before = Date.now();
    const result = await api.admin.registrations.approveSlip({ register_id: r.id });
    expect(result.register_status_id).toBe(5);
    expect(result.receipt_no).toMatch(receiptPattern());
    const after = await stored(r.id);
    expect(after.registerStatusId).toBe(5);
    expect(after.receiptNo).toBe(result.receipt_no);
    expect(after.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after.slips.find((s) => s.id === slip.id)!.status).toBe('accepted');
    expect(after.histories.at(-1)).toMatchObject({
      registerStatusId: 5,
      actorType: 'admin',
      adminUserId: adminId,
    });
    const mail = await db.outboxEmail.findMany({ where: { to: r.member.email } });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(r.registerCode);
    expect((await deliveredTo(r.member.email))[0]!.text).toContain(`/member/receipt/${r.id}`);
    const detail = await api.admin.registrations.get({ id: r.id });
    expect(detail).toMatchObject({
      registerStatusId: 5,
      receiptNo: result.receipt_no,
      canVerifySlip: false,
    });
  });

  it('refuses a paid, cancelled, expired or awaiting-payment registration with CONFLICT and changes nothing', async () => {
    const training = await createTraining();
    for (const status of [5, 6, 7, 2, 3, 1]) {
      const r = await createReg({
        trainingId: training.id,
        status,
        method: status === 1 ? 1 : 2,
        receiptNo: null,
      });
      await addPendingSlip(r.id);
      const before = await stored(r.id);
      expect(
        await codeOf(api.admin.registrations.approveSlip({ register_id: r.id })),
        `status ${status}`,
      ).toBe('CONFLICT');
      expect(await stored(r.id), `status ${status}`).toEqual(before);
    }
  });

  it('never pays a registration set to "awaiting verification" by hand with no slip sent; it can be sent back to the member', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    const before = await stored(r.id);
    expect(await codeOf(api.admin.registrations.approveSlip({ register_id: r.id }))).toBe(
      'CONFLICT',
    );
    expect(await stored(r.id)).toEqual(before);
    await api.admin.registrations.rejectSlip({ register_id: r.id, reason: 'No slip received' });
    expect(await stored(r.id)).toMatchObject({
      registerStatusId: 3,
      registerStatusMessage: 'No slip received',
      receiptNo: null,
      paidAt: null,
    });
  });

  it('approving twice: the second is a CONFLICT and the receipt number stays', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(r.id);
    const first = await api.admin.registrations.approveSlip({ register_id: r.id });
    const before = await stored(r.id);
    expect(await codeOf(api.admin.registrations.approveSlip({ register_id: r.id }))).toBe(
      'CONFLICT',
    );
    expect(await stored(r.id)).toEqual(before);
    expect(before.receiptNo).toBe(first.receipt_no);
  });

  it('30 registrations approved at once get 30 distinct, consecutive receipt numbers', async () => {
    const training = await createTraining({ seats: 100 });
    const regs: Reg[] = [];
    for (let i = 0; i < 30; i += 1) {
      const r = await createReg({ trainingId: training.id, status: 4 });
      await addPendingSlip(r.id);
      regs.push(r);
    }
    const results = await Promise.allSettled(
      regs.map((r) => api.admin.registrations.approveSlip({ register_id: r.id })),
    );
    expect(
      results
        .filter((x) => x.status === 'rejected')
        .map((x) => String((x as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const rows = await db.registration.findMany({ where: { id: { in: regs.map((r) => r.id) } } });
    const numbers = rows.map((r) => r.receiptNo!);
    expect(rows.every((r) => r.registerStatusId === 5)).toBe(true);
    expect(numbers.every((n) => receiptPattern().test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(30);
    const sorted = numbers.map(seq).sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(29);
    // What each call answered is what was stored.
    for (const [i, x] of results.entries())
      expect((x as PromiseFulfilledResult<{ receipt_no: string }>).value.receipt_no).toBe(
        rows.find((r) => r.id === regs[i]!.id)!.receiptNo,
      );
  }, 120_000);

  it('the same registration approved 10 times at once: one success, one receipt number, one history entry, one e-mail', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(r.id);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => api.admin.registrations.approveSlip({ register_id: r.id })),
    );
    const ok = results.filter(
      (
        x,
      ): x is PromiseFulfilledResult<{
        receipt_no: string;
        register_id: number;
        register_status_id: number;
      }> => x.status === 'fulfilled',
    );
    const refused = results.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused.map((x) => (x.reason as TRPCError).code)).toEqual(Array(9).fill('CONFLICT'));
    const after = await stored(r.id);
    expect(after.receiptNo).toBe(ok[0]!.value.receipt_no);
    expect(after.histories.filter((h) => h.registerStatusId === 5)).toHaveLength(1);
    expect(after.slips.map((s) => s.status)).toEqual(['accepted']);
    expect(after.mails).toBe(1);
  }, 60_000);
});

describe('receipt numbers', () => {
  it('slip approvals and card payments accepted at the same moment share one sequence without a gap or a repeat', async () => {
    const training = await createTraining({ seats: 100 });
    const config = gatewayConfig({ PAYMENT_SIMULATOR: '1' })!;
    const cards = cardPaymentService(db, config);
    const slips: Reg[] = [];
    for (let i = 0; i < 10; i += 1) {
      const r = await createReg({ trainingId: training.id, status: 4 });
      await addPendingSlip(r.id);
      slips.push(r);
    }
    const replies: ReturnType<typeof signAll>[] = [];
    const cardRegs: Reg[] = [];
    for (let i = 0; i < 6; i += 1) {
      const r = await createReg({ trainingId: training.id, status: 1, method: 1 });
      const { fields } = await cards.createRequest(r.memberId, r.id, 'th');
      cardRegs.push(r);
      replies.push(
        signAll(
          {
            decision: 'ACCEPT',
            reason_code: '100',
            message: 'ok',
            req_reference_number: fields.reference_number!,
            req_amount: fields.amount!,
            req_currency: fields.currency!,
            req_transaction_uuid: fields.transaction_uuid!,
            transaction_id: `T${uid()}`,
            req_card_number: 'xxxxxxxxxxxx1111',
            req_card_type: '001',
            signed_date_time: new Date().toISOString().replace(/\.\d+Z/, 'Z'),
          },
          config.secretKey,
        ),
      );
    }
    const results = await Promise.allSettled([
      ...slips.map((r) => api.admin.registrations.approveSlip({ register_id: r.id })),
      ...replies.map((f) => cards.applyReply(f, 'notify')),
    ]);
    expect(
      results
        .filter((x) => x.status === 'rejected')
        .map((x) => String((x as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const rows = await db.registration.findMany({
      where: { id: { in: [...slips, ...cardRegs].map((r) => r.id) } },
    });
    expect(rows.map((r) => r.registerStatusId)).toEqual(Array(16).fill(5));
    const numbers = rows.map((r) => seq(r.receiptNo!)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(16);
    expect(numbers.at(-1)! - numbers[0]!).toBe(15);
  }, 60_000);

  it('count from 1 each Buddhist year, by the Bangkok date of payment', async () => {
    const training = await createTraining();
    const approveAt = async (at: string) => {
      const r = await createReg({ trainingId: training.id, status: 4 });
      await addPendingSlip(r.id);
      return (await slipVerificationService(db).approve(r.id, adminId, new Date(at))).receipt_no;
    };
    // 2032-12-31 23:59:59 in Bangkok is still 2575; a second later it is 2576.
    expect(await approveAt('2032-12-31T16:59:59Z')).toBe('R2575-000001');
    expect(await approveAt('2032-12-31T16:59:59Z')).toBe('R2575-000002');
    expect(await approveAt('2032-12-31T17:00:00Z')).toBe('R2576-000001');
    expect(await approveAt('2032-06-01T00:00:00Z')).toBe('R2575-000003');
  });
});

describe('slip rejection', () => {
  const slipImage = async () =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#dddddd' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

  it('moves to payment to correct with the reason; the member sends a new slip and staff approve it', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    const slip = await addPendingSlip(r.id);
    const result = await api.admin.registrations.rejectSlip({
      register_id: r.id,
      reason: '  Amount does not match  ',
    });
    expect(result.register_status_id).toBe(3);
    const after = await stored(r.id);
    expect(after).toMatchObject({
      registerStatusId: 3,
      registerStatusMessage: 'Amount does not match',
      receiptNo: null,
      paidAt: null,
    });
    expect(after.slips.find((s) => s.id === slip.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Amount does not match',
    });
    expect(after.histories.at(-1)).toMatchObject({
      registerStatusId: 3,
      actorType: 'admin',
      adminUserId: adminId,
      note: 'Amount does not match',
    });
    const mails = await db.outboxEmail.findMany({ where: { to: r.member.email } });
    expect(mails).toHaveLength(1);
    expect((await deliveredTo(r.member.email))[0]!.text).toContain('Amount does not match');

    // Rejected again: nothing awaits verification.
    expect(
      await codeOf(api.admin.registrations.rejectSlip({ register_id: r.id, reason: 'again' })),
    ).toBe('CONFLICT');
    expect(await codeOf(api.admin.registrations.approveSlip({ register_id: r.id }))).toBe(
      'CONFLICT',
    );

    const at = new Date(Date.now() - HOUR);
    const input = slipSchema.parse({
      register_id: r.id,
      image: await slipImage(),
      bank_id: 9999,
      bank_specify_text: 'My bank',
      transfer_date: at.toISOString(),
      amount: r.totalAmountSatang / 100,
    });
    await bankPaymentService(db).submitSlip(r.memberId, input);
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: r.id } })).registerStatusId,
    ).toBe(4);
    const approved = await api.admin.registrations.approveSlip({ register_id: r.id });
    const paid = await stored(r.id);
    expect(paid).toMatchObject({ registerStatusId: 5, receiptNo: approved.receipt_no });
    expect(paid.slips.map((s) => s.status)).toEqual(['rejected', 'accepted']);
  });

  it('needs a reason, and refuses what does not await verification', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(r.id);
    const before = await stored(r.id);
    expect(
      await codeOf(api.admin.registrations.rejectSlip({ register_id: r.id, reason: '   ' })),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        api.admin.registrations.rejectSlip({ register_id: r.id, reason: 'x'.repeat(501) }),
      ),
    ).toBe('BAD_REQUEST');
    expect(await stored(r.id)).toEqual(before);
    for (const status of [2, 5, 6, 7]) {
      const other = await createReg({ trainingId: training.id, status });
      const snap = await stored(other.id);
      expect(
        await codeOf(api.admin.registrations.rejectSlip({ register_id: other.id, reason: 'no' })),
      ).toBe('CONFLICT');
      expect(await stored(other.id)).toEqual(snap);
    }
  });
});

describe('update', () => {
  it('edits attendees within the seats: quantity and total recomputed, a history entry', async () => {
    const training = await createTraining({ seats: 5, price: 100_050 });
    const r = await createReg({ trainingId: training.id, status: 2 });
    await createReg({ trainingId: training.id, status: 2, guests: [guest(1), guest(2)] });
    const input = await updateInput(r.id);
    const g = guest(3);
    await api.admin.registrations.update({ ...input, attendees: [...input.attendees, g] });
    const after = await stored(r.id);
    expect(after).toMatchObject({ quantity: 2, totalAmountSatang: 200_100 });
    expect(attendeesOf(after)).toEqual([...input.attendees, g]);
    expect(after.attendees[0]!.memberId).toBe(r.memberId);
    expect(after.attendees[1]!.memberId).toBeNull();
    expect(after.histories.at(-1)).toMatchObject({
      note: 'admin_registrations.history_note.attendees_changed',
      actorType: 'admin',
      adminUserId: adminId,
      registerStatusId: 2,
    });
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(5);
  });

  it('refuses attendees beyond the seats with CONFLICT naming the seats left, and changes nothing', async () => {
    const training = await createTraining({ seats: 5 });
    const r = await createReg({ trainingId: training.id, status: 2 });
    await createReg({ trainingId: training.id, status: 4, guests: [guest(1), guest(2)] });
    const input = await updateInput(r.id);
    const before = await stored(r.id);
    const error = await failure(
      api.admin.registrations.update({
        ...input,
        attendees: [...input.attendees, guest(4), guest(5)],
        receipt: { ...input.receipt, address: '99 Other Road' },
      }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.cause?.params).toEqual({ seats: 2 });
    expect(await stored(r.id)).toEqual(before);
  });

  it('a paid registration keeps its number of attendees but names can be corrected', async () => {
    const training = await createTraining({ seats: 10 });
    const r = await createReg({
      trainingId: training.id,
      status: 5,
      guests: [guest(1)],
      receiptNo: null,
    });
    const input = await updateInput(r.id);
    const before = await stored(r.id);
    expect(
      await codeOf(
        api.admin.registrations.update({ ...input, attendees: [...input.attendees, guest(2)] }),
      ),
    ).toBe('CONFLICT');
    expect(
      await codeOf(
        api.admin.registrations.update({ ...input, attendees: input.attendees.slice(0, 1) }),
      ),
    ).toBe('CONFLICT');
    expect(await stored(r.id)).toEqual(before);
    const fixed = [input.attendees[0]!, { ...input.attendees[1]!, firstname: 'Corrected' }];
    await api.admin.registrations.update({ ...input, attendees: fixed });
    const after = await stored(r.id);
    expect(attendeesOf(after)).toEqual(fixed);
    expect(after).toMatchObject({
      registerStatusId: 5,
      quantity: 2,
      totalAmountSatang: before.totalAmountSatang,
    });
    expect(after.histories.at(-1)?.note).toBe('admin_registrations.history_note.attendees_changed');
  });

  it('keeps the number of attendees while a card checkout for the old amount is open; names can still be corrected', async () => {
    const training = await createTraining({ seats: 10 });
    const r = await createReg({ trainingId: training.id, status: 1, method: 1 });
    const config = gatewayConfig({ PAYMENT_SIMULATOR: '1' })!;
    const { fields } = await cardPaymentService(db, config).createRequest(r.memberId, r.id, 'th');
    const input = await updateInput(r.id);
    const before = await stored(r.id);
    const error = await failure(
      api.admin.registrations.update({ ...input, attendees: [...input.attendees, guest(1)] }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.cause?.field).toBe('attendees');
    expect(await stored(r.id)).toEqual(before);
    await api.admin.registrations.update({
      ...input,
      attendees: [{ ...input.attendees[0]!, firstname: 'Fixed' }],
    });
    expect((await stored(r.id)).attendees[0]!.firstname).toBe('Fixed');
    // Once the checkout is answered (or 15 minutes old), the correction goes through with the new amount.
    await db.cardPayment.update({
      where: { transactionUuid: fields.transaction_uuid! },
      data: { respondedAt: new Date(), decision: 'CANCEL' },
    });
    await api.admin.registrations.update({
      ...(await updateInput(r.id)),
      attendees: [...(await updateInput(r.id)).attendees, guest(2)],
    });
    expect(await stored(r.id)).toMatchObject({
      quantity: 2,
      totalAmountSatang: 2 * r.unitPriceSatang,
    });
  });

  it('corrects the receipt address, checking the district is in the amphure and the amphure in the province', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 2 });
    const input = await updateInput(r.id);
    const before = await stored(r.id);
    const wrongDistrict = await failure(
      api.admin.registrations.update({
        ...input,
        receipt: { ...input.receipt, district_id: otherDistrict.id },
      }),
    );
    expect(wrongDistrict.code).toBe('BAD_REQUEST');
    expect(wrongDistrict.cause?.field).toBe('receipt.district_id');
    const otherAmphure = await db.amphure.findUniqueOrThrow({
      where: { id: otherDistrict.amphureId },
    });
    const provinceMismatch = await db.amphure.findFirst({
      where: { provinceId: { not: otherAmphure.provinceId } },
    });
    const wrongAmphure = await failure(
      api.admin.registrations.update({
        ...input,
        receipt: {
          ...input.receipt,
          district_id: otherDistrict.id,
          amphure_id: otherDistrict.amphureId,
          province_id: provinceMismatch!.provinceId,
        },
      }),
    );
    expect(wrongAmphure.code).toBe('BAD_REQUEST');
    expect(wrongAmphure.cause?.field).toBe('receipt.amphure_id');
    expect(await stored(r.id)).toEqual(before);

    const district = await db.district.findUniqueOrThrow({
      where: { id: otherDistrict.id },
      include: { amphure: { include: { province: true } } },
    });
    await api.admin.registrations.update({
      ...input,
      receipt: {
        ...input.receipt,
        receipt_type: 'O',
        company_name: 'บริษัท ทดสอบ จำกัด',
        tax_no: '0105551234567',
        branch: 'สำนักงานใหญ่',
        address: '2 New Road',
        district_id: district.id,
        amphure_id: district.amphureId,
        province_id: district.amphure.provinceId,
        zip_code: '50200',
      },
    });
    const after = await stored(r.id);
    expect(after).toMatchObject({
      receiptType: 'O',
      receiptCompanyName: 'บริษัท ทดสอบ จำกัด',
      receiptTaxNo: '0105551234567',
      receiptBranch: 'สำนักงานใหญ่',
      receiptAddress: '2 New Road',
      receiptDistrictId: district.id,
      receiptDistrict: district.nameTh,
      receiptAmphure: district.amphure.nameTh,
      receiptProvince: district.amphure.province.nameTh,
      receiptZipCode: '50200',
      registerStatusId: 2,
    });
    expect(after.histories.map((h) => h.note).slice(1)).toEqual([
      'admin_registrations.history_note.receipt_changed',
    ]);
    // Saving it again unchanged writes no history.
    await api.admin.registrations.update(await updateInput(r.id));
    expect((await stored(r.id)).histories).toHaveLength(after.histories.length);
  });

  it('status rules: never to paid by hand, paid only to cancelled, every change in the history', async () => {
    const training = await createTraining({ seats: 10 });
    const unpaid = await createReg({ trainingId: training.id, status: 2 });
    let input = await updateInput(unpaid.id);
    let before = await stored(unpaid.id);
    expect(await codeOf(api.admin.registrations.update({ ...input, register_status_id: 5 }))).toBe(
      'CONFLICT',
    );
    expect(await codeOf(api.admin.registrations.update({ ...input, register_status_id: 99 }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(api.admin.registrations.update({ ...input, register_status_id: 0 }))).toBe(
      'BAD_REQUEST',
    );
    // A failing update with other changes leaves nothing half-written.
    expect(
      await codeOf(
        api.admin.registrations.update({
          ...input,
          attendees: [...input.attendees, guest(1)],
          receipt: { ...input.receipt, address: 'Changed' },
          register_status_id: 5,
        }),
      ),
    ).toBe('CONFLICT');
    expect(await stored(unpaid.id)).toEqual(before);

    await api.admin.registrations.update({
      ...input,
      register_status_id: 6,
      register_status_message: 'Asked by phone',
    });
    const cancelled = await stored(unpaid.id);
    expect(cancelled).toMatchObject({
      registerStatusId: 6,
      registerStatusMessage: 'Asked by phone',
    });
    expect(cancelled.histories.at(-1)).toMatchObject({
      registerStatusId: 6,
      note: 'Asked by phone',
      actorType: 'admin',
      adminUserId: adminId,
    });

    const paid = await createReg({ trainingId: training.id, status: 5 });
    input = await updateInput(paid.id);
    before = await stored(paid.id);
    for (const to of [1, 2, 3, 4, 7])
      expect(
        await codeOf(api.admin.registrations.update({ ...input, register_status_id: to })),
        `5 to ${to}`,
      ).toBe('CONFLICT');
    expect(await stored(paid.id)).toEqual(before);
    const seatsBefore = await publicTrainingService(db).registeredQuantity(training.id);
    await api.admin.registrations.update({
      ...input,
      register_status_id: 6,
      register_status_message: 'Refunded',
    });
    expect((await stored(paid.id)).registerStatusId).toBe(6);
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(seatsBefore - 1);
  });

  it('saving the edit form without a message keeps the reason the member reads; a new message with the same status is written', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(r.id);
    await api.admin.registrations.rejectSlip({ register_id: r.id, reason: 'Blurred' });
    const input = await updateInput(r.id);
    const before = await stored(r.id);
    // As the edit page sends it: the message field empty, a name corrected.
    await api.admin.registrations.update({
      ...input,
      attendees: [{ ...input.attendees[0]!, lastname: 'Corrected' }],
      register_status_message: '',
    });
    let after = await stored(r.id);
    expect(after).toMatchObject({ registerStatusId: 3, registerStatusMessage: 'Blurred' });
    expect(after.histories.slice(before.histories.length).map((h) => h.note)).toEqual([
      'admin_registrations.history_note.attendees_changed',
    ]);
    await api.admin.registrations.update({
      ...(await updateInput(r.id)),
      register_status_message: 'Please send the whole slip',
    });
    after = await stored(r.id);
    expect(after).toMatchObject({
      registerStatusId: 3,
      registerStatusMessage: 'Please send the whole slip',
    });
    expect(after.histories.at(-1)).toMatchObject({
      registerStatusId: 3,
      note: 'Please send the whole slip',
      actorType: 'admin',
    });
    // A status change without a message clears the old one.
    await api.admin.registrations.update({
      ...(await updateInput(r.id)),
      register_status_id: 2,
      register_status_message: null,
    });
    expect(await stored(r.id)).toMatchObject({ registerStatusId: 2, registerStatusMessage: null });
  });

  it('reinstating an expired registration needs its seats', async () => {
    const training = await createTraining({ seats: 3 });
    const expired = await createReg({ trainingId: training.id, status: 7, guests: [guest(1)] });
    const filler = await createReg({ trainingId: training.id, status: 2, guests: [guest(2)] });
    const input = await updateInput(expired.id);
    const before = await stored(expired.id);
    const error = await failure(
      api.admin.registrations.update({ ...input, register_status_id: 2 }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.cause?.params).toEqual({ seats: 1 });
    expect(await stored(expired.id)).toEqual(before);
    // The same through a history note with a status.
    expect(
      await codeOf(
        api.admin.registrations.addHistory({
          register_id: expired.id,
          register_status_id: 2,
          note: 'Reinstate',
        }),
      ),
    ).toBe('CONFLICT');
    expect(await stored(expired.id)).toEqual(before);
    // Reinstated with one attendee it fits.
    await api.admin.registrations.update({
      ...input,
      attendees: input.attendees.slice(0, 1),
      register_status_id: 2,
    });
    expect(await stored(expired.id)).toMatchObject({ registerStatusId: 2, quantity: 1 });
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(3);
    // And now the other one cannot grow.
    const fillerInput = await updateInput(filler.id);
    expect(
      await codeOf(
        api.admin.registrations.update({
          ...fillerInput,
          attendees: [...fillerInput.attendees, guest(3)],
        }),
      ),
    ).toBe('CONFLICT');
  });

  it('two corrections at once cannot take the same last seat', async () => {
    const training = await createTraining({ seats: 3 });
    const a = await createReg({ trainingId: training.id, status: 2 });
    const b = await createReg({ trainingId: training.id, status: 2 });
    const [ia, ib] = [await updateInput(a.id), await updateInput(b.id)];
    const results = await Promise.allSettled([
      api.admin.registrations.update({ ...ia, attendees: [...ia.attendees, guest(1)] }),
      api.admin.registrations.update({ ...ib, attendees: [...ib.attendees, guest(2)] }),
    ]);
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect(
      ((results.find((x) => x.status === 'rejected') as PromiseRejectedResult).reason as TRPCError)
        .code,
    ).toBe('CONFLICT');
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(3);
  });

  it('a registration paid while a correction is under way keeps its attendees (the correction is refused)', async () => {
    const training = await createTraining({ seats: 10 });
    const r = await createReg({ trainingId: training.id, status: 2 });
    const input = await updateInput(r.id);
    const code = await racingStatusChange(r.id, 5, () =>
      api.admin.registrations.update({ ...input, attendees: [...input.attendees, guest(1)] }),
    );
    expect(code).toBe('CONFLICT');
    const after = await stored(r.id);
    expect(after).toMatchObject({
      registerStatusId: 5,
      quantity: 1,
      totalAmountSatang: r.totalAmountSatang,
    });
    expect(after.attendees).toHaveLength(1);
  });

  it('NOT_FOUND for a registration that does not exist; BAD_REQUEST for no attendee', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id });
    const input = await updateInput(r.id);
    expect(
      await codeOf(api.admin.registrations.update({ ...input, register_id: 2_147_483_000 })),
    ).toBe('NOT_FOUND');
    expect(await codeOf(api.admin.registrations.update({ ...input, attendees: [] }))).toBe(
      'BAD_REQUEST',
    );
    expect(
      await codeOf(
        api.admin.registrations.update({
          ...input,
          attendees: [{ ...input.attendees[0]!, email: 'not-an-email' }],
        }),
      ),
    ).toBe('BAD_REQUEST');
  });
});

describe('detail', () => {
  it('shows the slip against the amount due, whether it can be verified, and the seats it could grow into', async () => {
    const training = await createTraining({ seats: 10, price: 100_000 });
    await createReg({ trainingId: training.id, status: 5, guests: [guest(1), guest(2)] });
    await createReg({ trainingId: training.id, status: 7, guests: [guest(3)] });
    const r = await createReg({ trainingId: training.id, status: 4, guests: [guest(4)] });
    await addPendingSlip(r.id, 150_000);
    const d = await api.admin.registrations.get({ id: r.id });
    expect(d).toMatchObject({
      registerId: r.id,
      quantity: 2,
      totalAmount: 200_000,
      seatLimit: 10,
      seatsAvailable: 7,
      canVerifySlip: true,
      paymentMethodCode: 'bank',
      receiptNo: null,
    });
    expect(d.slips).toHaveLength(1);
    expect(d.slips[0]).toMatchObject({
      amount: 150_000,
      amountMatches: false,
      status: 'pending',
      bankName: 'Other bank',
    });
    expect(d.attendees.map((a) => a.isMember)).toEqual([true, false]);
    expect(d.receipt).toMatchObject({ districtId: place.district_id, zipCode: place.zip_code });
    expect(await codeOf(api.admin.registrations.get({ id: 2_147_483_647 }))).toBe('NOT_FOUND');
  });
});

describe('history', () => {
  it('lists the history oldest first with who and when; a note without and with a status change', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 2 });
    await api.admin.registrations.addHistory({ register_id: r.id, note: '  Called the member  ' });
    let after = await stored(r.id);
    expect(after.registerStatusId).toBe(2);
    expect(after.histories.at(-1)).toMatchObject({
      registerStatusId: 2,
      note: 'Called the member',
      actorType: 'admin',
      adminUserId: adminId,
    });
    // The same status given is a note, not a change.
    await api.admin.registrations.addHistory({
      register_id: r.id,
      register_status_id: 2,
      note: 'Still waiting',
    });
    after = await stored(r.id);
    expect(after.registerStatusId).toBe(2);
    expect(after.registerStatusMessage).toBeNull();
    await api.admin.registrations.addHistory({
      register_id: r.id,
      register_status_id: 6,
      note: 'Cancelled on request',
    });
    after = await stored(r.id);
    expect(after).toMatchObject({
      registerStatusId: 6,
      registerStatusMessage: 'Cancelled on request',
    });

    const list = await api.admin.registrations.histories({ register_id: r.id });
    expect(list.map((h) => [h.registerStatusId, h.note, h.actorType, h.adminName])).toEqual([
      [2, null, 'member', null],
      [2, 'Called the member', 'admin', 'Test Admin'],
      [2, 'Still waiting', 'admin', 'Test Admin'],
      [6, 'Cancelled on request', 'admin', 'Test Admin'],
    ]);
    expect(list.every((h) => h.registerId === r.id)).toBe(true);

    // Refused: paying by a note, a status staff may not set, an empty note.
    const before = await stored(r.id);
    expect(
      await codeOf(
        api.admin.registrations.addHistory({
          register_id: r.id,
          register_status_id: 5,
          note: 'paid',
        }),
      ),
    ).toBe('CONFLICT');
    expect(
      await codeOf(
        api.admin.registrations.addHistory({
          register_id: r.id,
          register_status_id: 42,
          note: 'x',
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(api.admin.registrations.addHistory({ register_id: r.id, note: '   ' })),
    ).toBe('BAD_REQUEST');
    expect(await stored(r.id)).toEqual(before);
    expect(await codeOf(api.admin.registrations.histories({ register_id: 2_147_483_647 }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await codeOf(api.admin.registrations.addHistory({ register_id: 2_147_483_647, note: 'x' })),
    ).toBe('NOT_FOUND');
  });

  it('a paid registration takes a note but only a change to cancelled', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 5 });
    await api.admin.registrations.addHistory({ register_id: r.id, note: 'Invoice posted' });
    expect((await stored(r.id)).histories.at(-1)).toMatchObject({
      registerStatusId: 5,
      note: 'Invoice posted',
    });
    const before = await stored(r.id);
    expect(
      await codeOf(
        api.admin.registrations.addHistory({ register_id: r.id, register_status_id: 2, note: 'x' }),
      ),
    ).toBe('CONFLICT');
    expect(await stored(r.id)).toEqual(before);
  });
});

describe('receipt status', () => {
  it('only for paid registrations; toggling writes a history note', async () => {
    const training = await createTraining();
    for (const status of [1, 2, 3, 4, 6, 7]) {
      const r = await createReg({ trainingId: training.id, status });
      const before = await stored(r.id);
      expect(
        await codeOf(api.admin.registrations.receiptStatus({ register_id: r.id, status: 1 })),
        `status ${status}`,
      ).toBe('CONFLICT');
      expect(await stored(r.id)).toEqual(before);
    }
    const paid = await createReg({ trainingId: training.id, status: 5 });
    expect(
      await api.admin.registrations.receiptStatus({ register_id: paid.id, status: '1' }),
    ).toEqual({ registerId: paid.id, receiptStatus: 1 });
    let after = await stored(paid.id);
    expect(after.receiptStatus).toBe(1);
    expect(after.histories.at(-1)).toMatchObject({
      note: 'admin_registrations.history_note.receipt_issued',
      actorType: 'admin',
      adminUserId: adminId,
      registerStatusId: 5,
    });
    const count = after.histories.length;
    await api.admin.registrations.receiptStatus({ register_id: paid.id, status: 1 });
    expect((await stored(paid.id)).histories).toHaveLength(count);
    await api.admin.registrations.receiptStatus({ register_id: paid.id, status: 0 });
    after = await stored(paid.id);
    expect(after.receiptStatus).toBe(0);
    expect(after.histories.at(-1)?.note).toBe('admin_registrations.history_note.receipt_withdrawn');
    expect(
      await codeOf(api.admin.registrations.receiptStatus({ register_id: paid.id, status: 2 as 1 })),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        api.admin.registrations.receiptStatus({ register_id: 2_147_483_647, status: 1 }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('delete', () => {
  it('refuses paid and awaiting-verification registrations, naming their codes, and deletes nothing', async () => {
    const training = await createTraining();
    const paid = await createReg({ trainingId: training.id, status: 5 });
    const awaiting = await createReg({ trainingId: training.id, status: 4 });
    const cancelled = await createReg({ trainingId: training.id, status: 6 });
    const error = await failure(
      api.admin.registrations.delete({ ids: [paid.id, awaiting.id, cancelled.id] }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(String(error.cause?.params?.codes)).toContain(paid.registerCode);
    expect(String(error.cause?.params?.codes)).toContain(awaiting.registerCode);
    expect(String(error.cause?.params?.codes)).not.toContain(cancelled.registerCode);
    expect(
      await db.registration.count({ where: { id: { in: [paid.id, awaiting.id, cancelled.id] } } }),
    ).toBe(3);
  });

  it('refuses registrations money moved for whatever their status: a receipt issued then cancelled, a card accepted late, a checkout open now', async () => {
    const training = await createTraining();
    const refunded = await createReg({
      trainingId: training.id,
      status: 6,
      receiptNo: `R2599-${String((counter += 1)).padStart(6, '0')}`,
      paidAt: new Date(),
    });
    const acceptedLate = await createReg({ trainingId: training.id, status: 7, method: 1 });
    await db.cardPayment.create({
      data: {
        registrationId: acceptedLate.id,
        transactionUuid: `late-${uid()}`,
        amountSatang: 1,
        decision: 'ACCEPT',
        respondedAt: new Date(),
      },
    });
    const paying = await createReg({ trainingId: training.id, status: 1, method: 1 });
    await db.cardPayment.create({
      data: { registrationId: paying.id, transactionUuid: `open-${uid()}`, amountSatang: 1 },
    });
    const declined = await createReg({ trainingId: training.id, status: 1, method: 1 });
    await db.cardPayment.create({
      data: {
        registrationId: declined.id,
        transactionUuid: `declined-${uid()}`,
        amountSatang: 1,
        decision: 'DECLINE',
        respondedAt: new Date(),
      },
    });
    for (const r of [refunded, acceptedLate, paying]) {
      const error = await failure(api.admin.registrations.delete({ ids: [r.id, declined.id] }));
      expect(error.code).toBe('CONFLICT');
      expect(String(error.cause?.params?.codes)).toBe(r.registerCode);
      expect(await db.registration.count({ where: { id: { in: [r.id, declined.id] } } })).toBe(2);
      expect(await db.cardPayment.count({ where: { registrationId: r.id } })).toBe(
        r.id === refunded.id ? 0 : 1,
      );
    }
    // A declined card attempt alone does not hold it.
    expect(await api.admin.registrations.delete({ ids: [declined.id] })).toEqual({ deleted: 1 });
  });

  it('deletes cancelled, expired and unpaid registrations with their attendees and history', async () => {
    const training = await createTraining();
    const regs: Reg[] = [];
    for (const status of [1, 2, 3, 6, 7])
      regs.push(await createReg({ trainingId: training.id, status, guests: [guest(status)] }));
    await addPendingSlip(regs[2]!.id);
    const ids = regs.map((r) => r.id);
    expect(await api.admin.registrations.delete({ ids: [...ids, ids[0]!] })).toEqual({
      deleted: 5,
    });
    expect(await db.registration.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await db.registrationAttendee.count({ where: { registrationId: { in: ids } } })).toBe(0);
    expect(await db.registrationHistory.count({ where: { registrationId: { in: ids } } })).toBe(0);
    expect(await db.paymentSlip.count({ where: { registrationId: { in: ids } } })).toBe(0);
  });

  it('a registration whose slip arrives while it is being deleted is kept', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 2 });
    const code = await racingStatusChange(r.id, 4, () =>
      api.admin.registrations.delete({ ids: [r.id] }),
    );
    expect(code).toBe('CONFLICT');
    expect(await db.registration.findUnique({ where: { id: r.id } })).toMatchObject({
      registerStatusId: 4,
    });
  });

  it('NOT_FOUND when one of the ids is nothing, and nothing is deleted', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 6 });
    expect(await codeOf(api.admin.registrations.delete({ ids: [r.id, 2_147_483_647] }))).toBe(
      'NOT_FOUND',
    );
    expect(await db.registration.count({ where: { id: r.id } })).toBe(1);
    expect(await codeOf(api.admin.registrations.delete({ ids: [] }))).toBe('BAD_REQUEST');
  });
});

describe('the status run', () => {
  async function scenario() {
    const now = new Date();
    const hours = env.REGISTRATION_PAYMENT_HOURS;
    const old = new Date(now.getTime() - (hours + 8) * HOUR);
    const hourAgo = new Date(now.getTime() - HOUR);
    const training = await createTraining({ seats: 50 });
    const begun = await createTraining({ seats: 50, start: new Date(now.getTime() - HOUR) });
    const held = (until: Date, due = until) => ({ seatsHeldUntil: until, paymentDueAt: due });
    const expire = {
      // Rows from before holds were recorded: created_at plus REGISTRATION_PAYMENT_HOURS.
      card: await createReg({
        trainingId: training.id,
        status: 1,
        method: 1,
        createdAt: old,
        guests: [guest(1)],
      }),
      bank: await createReg({ trainingId: training.id, status: 2, createdAt: old }),
      toCorrect: await createReg({ trainingId: training.id, status: 3, createdAt: old }),
      begun: await createReg({ trainingId: begun.id, status: 2 }),
      staleCheckout: await createReg({
        trainingId: training.id,
        status: 1,
        method: 1,
        createdAt: old,
      }),
      // Holds that ended a minute ago: a card hold, a slip deadline.
      cardHoldEnded: await createReg({
        trainingId: training.id,
        status: 1,
        method: 1,
        createdAt: new Date(now.getTime() - 31 * 60_000),
        data: held(new Date(now.getTime() - 60_000), new Date(now.getTime() + DAY)),
      }),
      slipDeadlinePassed: await createReg({
        trainingId: training.id,
        status: 2,
        createdAt: old,
        data: held(new Date(now.getTime() - 60_000)),
      }),
    };
    await db.cardPayment.create({
      data: {
        registrationId: expire.staleCheckout.id,
        transactionUuid: `stale-${uid()}`,
        amountSatang: 1,
        createdAt: new Date(now.getTime() - 20 * 60_000),
      },
    });
    const keep = {
      awaiting: await createReg({ trainingId: training.id, status: 4, createdAt: old }),
      paid: await createReg({ trainingId: training.id, status: 5, createdAt: old }),
      paidBegun: await createReg({ trainingId: begun.id, status: 5 }),
      fresh: await createReg({
        trainingId: training.id,
        status: 2,
        createdAt: new Date(now.getTime() - (hours - 2) * HOUR),
      }),
      // A card checkout started 5 minutes ago keeps the seats for its 15 minutes (card-payment-service.ts sets the hold so).
      openCheckout: await createReg({
        trainingId: training.id,
        status: 1,
        method: 1,
        createdAt: old,
        data: held(new Date(now.getTime() + 10 * 60_000), new Date(now.getTime() + DAY)),
      }),
      cardHoldLive: await createReg({
        trainingId: training.id,
        status: 1,
        method: 1,
        createdAt: new Date(now.getTime() - 25 * 60_000),
        data: held(new Date(now.getTime() + 5 * 60_000), new Date(now.getTime() + DAY)),
      }),
      cancelled: await createReg({ trainingId: training.id, status: 6, createdAt: old }),
      // Registered long ago, but its slip was rejected (after days awaiting verification) an hour ago: the member has time to send another.
      rejectedLately: await createReg({
        trainingId: training.id,
        status: 3,
        createdAt: old,
        data: held(new Date(hourAgo.getTime() + hours * HOUR)),
      }),
      // Expired, then reinstated by staff an hour ago.
      reinstated: await createReg({
        trainingId: training.id,
        status: 2,
        createdAt: old,
        data: held(new Date(hourAgo.getTime() + hours * HOUR)),
      }),
    };
    await db.registrationHistory.createMany({
      data: [
        {
          registrationId: keep.rejectedLately.id,
          registerStatusId: 4,
          actorType: 'member',
          createdAt: new Date(old.getTime() + HOUR),
        },
        {
          registrationId: keep.rejectedLately.id,
          registerStatusId: 3,
          actorType: 'admin',
          adminUserId: adminId,
          note: 'Blurred',
          createdAt: hourAgo,
        },
        {
          registrationId: keep.reinstated.id,
          registerStatusId: 7,
          actorType: 'system',
          createdAt: new Date(old.getTime() + HOUR),
        },
        {
          registrationId: keep.reinstated.id,
          registerStatusId: 2,
          actorType: 'admin',
          adminUserId: adminId,
          createdAt: hourAgo,
        },
      ],
    });
    await db.cardPayment.create({
      data: {
        registrationId: keep.openCheckout.id,
        transactionUuid: `open-${uid()}`,
        amountSatang: 1,
        createdAt: new Date(now.getTime() - 5 * 60_000),
      },
    });
    return { training, begun, expire, keep };
  }

  it('expires unpaid registrations past the deadline or whose training began, frees their seats, writes a system history entry; the rest wait', async () => {
    const { training, expire, keep } = await scenario();
    const seatsBefore = await publicTrainingService(db).registeredQuantity(training.id);
    const keepBefore = await Promise.all(Object.values(keep).map((r) => stored(r.id)));
    const result = await api.admin.registrations.runStatusUpdate();
    expect(result.deadlineHours).toBe(env.REGISTRATION_PAYMENT_HOURS);
    for (const [name, r] of Object.entries(expire)) {
      expect(result.registerCodes, name).toContain(r.registerCode);
      const after = await stored(r.id);
      expect(after.registerStatusId, name).toBe(7);
      expect(after.histories.at(-1), name).toMatchObject({
        registerStatusId: 7,
        actorType: 'system',
        adminUserId: null,
        note: 'admin_registrations.history_note.expired',
      });
    }
    for (const r of Object.values(keep)) expect(result.registerCodes).not.toContain(r.registerCode);
    expect(await Promise.all(Object.values(keep).map((r) => stored(r.id)))).toEqual(keepBefore);
    // Ended holds hold no seats before the run either: the count did not change.
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(seatsBefore);
    // awaiting, paid, fresh, openCheckout, cardHoldLive, rejectedLately, reinstated: one seat each.
    expect(seatsBefore).toBe(7);
  });

  it('goes by the training as scheduled now, not the date the registration noted', async () => {
    const now = Date.now();
    const postponed = await createTraining({ start: new Date(now + 10 * DAY) });
    const broughtForward = await createTraining({ start: new Date(now - HOUR) });
    const waits = await createReg({
      trainingId: postponed.id,
      status: 2,
      data: { trainingDate: new Date(now - HOUR) },
    });
    const expires = await createReg({
      trainingId: broughtForward.id,
      status: 2,
      data: { trainingDate: new Date(now + 10 * DAY) },
    });
    const result = await registrationExpiryService(db).run();
    expect(result.registerCodes).toContain(expires.registerCode);
    expect(result.registerCodes).not.toContain(waits.registerCode);
    expect((await stored(waits.id)).registerStatusId).toBe(2);
    expect((await stored(expires.id)).registerStatusId).toBe(7);
  });

  it('is idempotent, and two runs at once expire each registration once', async () => {
    const first = await scenario();
    const [a, b] = await Promise.all([
      registrationExpiryService(db).run(),
      registrationExpiryService(db).run(),
    ]);
    const codes = [...a.registerCodes, ...b.registerCodes];
    for (const r of Object.values(first.expire)) {
      expect(codes.filter((c) => c === r.registerCode)).toHaveLength(1);
      expect((await stored(r.id)).histories.filter((h) => h.registerStatusId === 7)).toHaveLength(
        1,
      );
    }
    const snapshot = await Promise.all(
      [...Object.values(first.expire), ...Object.values(first.keep)].map((r) => stored(r.id)),
    );
    const again = await registrationExpiryService(db).run();
    for (const r of Object.values(first.expire))
      expect(again.registerCodes).not.toContain(r.registerCode);
    expect(
      await Promise.all(
        [...Object.values(first.expire), ...Object.values(first.keep)].map((r) => stored(r.id)),
      ),
    ).toEqual(snapshot);
  });

  it('GET /admin/update_register_status runs it for staff and refuses a guest', async () => {
    const training = await createTraining();
    const r = await createReg({
      trainingId: training.id,
      status: 2,
      createdAt: new Date(Date.now() - (env.REGISTRATION_PAYMENT_HOURS + 10) * HOUR),
    });
    expect((await rest('GET', '/admin/update_register_status')).status).toBe(401);
    expect((await stored(r.id)).registerStatusId).toBe(2);
    const res = await rest('GET', '/admin/update_register_status', { token: adminToken });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { register_codes: string[] }).register_codes).toContain(
      r.registerCode,
    );
    expect((await stored(r.id)).registerStatusId).toBe(7);
  });

  it("GET /admin/update_register_status with the staff cookie runs only from this site's pages; POST does the same", async () => {
    const training = await createTraining();
    const overdue = () =>
      createReg({
        trainingId: training.id,
        status: 2,
        createdAt: new Date(Date.now() - (env.REGISTRATION_PAYMENT_HOURS + 10) * HOUR),
      });
    const { cookie } = await sessionCookie('admin', adminId);
    const r = await overdue();
    // A link or an image on another site, an old browser's navigation (no header at all), an address typed in:
    // the browser sends the cookie along, and nothing may change.
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      for (const lang of ['en', 'th'] as const) {
        const res = await rest('GET', '/admin/update_register_status', {
          headers: { cookie, ...headers },
          lang,
        });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await res.json()).toEqual({
          message: translator(lang)('errors.cross_site_state_change'),
          error: expect.any(String),
          field: null,
          errors: {},
        });
      }
    }
    expect((await stored(r.id)).registerStatusId).toBe(2);
    // Reading with the cookie from anywhere is unaffected (the browser keeps the answer from the other site).
    expect(
      (await rest('GET', '/admin/user', { headers: { cookie, 'sec-fetch-site': 'cross-site' } }))
        .status,
    ).toBe(200);
    // The site's own page: the browser says same-origin (or, without Sec-Fetch-Site, Origin names this site).
    const own = await rest('GET', '/admin/update_register_status', {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    expect((await stored(r.id)).registerStatusId).toBe(7);
    const r2 = await overdue();
    expect(
      (
        await rest('GET', '/admin/update_register_status', {
          headers: { cookie, origin: 'http://localhost' },
        })
      ).status,
    ).toBe(200);
    expect((await stored(r2.id)).registerStatusId).toBe(7);
    // A bearer token is not sent by a browser on its own: the spec's GET stays for integrators, from anywhere.
    const r3 = await overdue();
    expect(
      (
        await rest('GET', '/admin/update_register_status', {
          token: adminToken,
          headers: { 'sec-fetch-site': 'cross-site', cookie },
        })
      ).status,
    ).toBe(200);
    expect((await stored(r3.id)).registerStatusId).toBe(7);
    // POST: with a bearer token, or with the cookie from the site's own page; from another site it is the forgery guard's 403.
    const r4 = await overdue();
    const forged = await rest('POST', '/admin/update_register_status', {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      body: {},
    });
    expect(forged.status).toBe(403);
    expect((await stored(r4.id)).registerStatusId).toBe(2);
    const posted = await rest('POST', '/admin/update_register_status', {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      body: {},
    });
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as { register_codes: string[] }).register_codes).toContain(
      r4.registerCode,
    );
    const r5 = await overdue();
    const bearer = await rest('POST', '/admin/update_register_status', { token: adminToken });
    expect(bearer.status).toBe(200);
    expect((await stored(r5.id)).registerStatusId).toBe(7);
    expect((await rest('POST', '/admin/update_register_status')).status).toBe(401);
  });

  it('the OpenAPI document offers POST /admin/update_register_status and says why GET is narrower', async () => {
    const doc = openApiDocument(restRoutes, 'http://localhost');
    const path = doc.paths['/api/v1/admin/update_register_status']!;
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(path.post).toMatchObject({ security: [{ adminBearer: [] }, { apiToken: [] }] });
    expect(path.get).toMatchObject({ description: expect.stringContaining('Sec-Fetch-Site') });
    // Every door that takes a body says what it answers to one over its limit.
    expect(doc.paths['/api/v1/admin/upload']).toMatchObject({
      post: { responses: { '413': { description: expect.stringContaining('10,305,536') } } },
    });
    expect(doc.paths['/api/v1/login']).toMatchObject({
      post: { responses: { '413': { description: expect.stringContaining('1,048,576') } } },
    });
  });
});

describe('receipt export', () => {
  let k = 0;
  const receiptNo = () => `R2574-${String((k += 1) + 900_000).padStart(6, '0')}`;

  it('exports exactly the paid registrations of the Bangkok days, inclusive, in the documented field order', async () => {
    const training = await createTraining({ price: 450_050 });
    const from = '2031-03-10';
    const to = '2031-03-11';
    const inFirst = startOfSiteDay(from);
    const inLast = new Date(endOfSiteDay(to).getTime() - 1);
    const bank = await createReg({
      trainingId: training.id,
      status: 5,
      method: 2,
      paidAt: inFirst,
      receiptNo: receiptNo(),
      guests: [guest(1)],
      data: {
        receiptName: 'สมหญิง | ทดสอบ',
        receiptAddress: '12/3 Moo 4\nSoi 5|6\r\nRoad\u2028Line\u2029Para\u0085Next\u000bTab',
        receiptTaxNo: '1234567890123',
        receiptDistrict: 'ตำบล',
        receiptAmphure: 'อำเภอ',
        receiptProvince: 'จังหวัด',
        receiptZipCode: '10200',
      },
    });
    const card = await createReg({
      trainingId: training.id,
      status: 5,
      method: 1,
      paidAt: inLast,
      receiptNo: receiptNo(),
      data: {
        receiptType: 'O',
        receiptName: 'Contact person',
        receiptCompanyName: 'ACME Co., Ltd.',
        receiptBranch: '00001',
        receiptTaxNo: '0105551234567',
        totalAmountSatang: 100,
      },
    });
    // Outside the range, or not paid.
    await createReg({
      trainingId: training.id,
      status: 5,
      paidAt: new Date(inFirst.getTime() - 1),
      receiptNo: receiptNo(),
    });
    await createReg({
      trainingId: training.id,
      status: 5,
      paidAt: endOfSiteDay(to),
      receiptNo: receiptNo(),
    });
    await createReg({
      trainingId: training.id,
      status: 6,
      paidAt: inFirst,
      receiptNo: receiptNo(),
    });

    const file = await api.admin.registrations.receiptExport({ date_from: from, date_to: to });
    expect(file.count).toBe(2);
    expect(file.filename).toBe('receipts-2031-03-10-to-2031-03-11.txt');
    const lines = file.text.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(3);
    expect(file.text).not.toMatch(/[\r\u2028\u2029\u0085\u000b]/);
    const [first, second] = lines.map((l) => l.split('|'));
    expect(first).toEqual([
      '01',
      env.RECEIPT_ACCOUNT_BANK,
      bank.receiptNo,
      '2031-03-10',
      bank.registerCode,
      'สมหญิง ทดสอบ',
      '1234567890123',
      '',
      expect.stringMatching(/^12\/3 Moo 4 Soi 5 6 Road Line Para Next Tab$/),
      'ตำบล',
      'อำเภอ',
      'จังหวัด',
      '10200',
      training.courseCode,
      '2',
      '9001.00',
      'BANK',
    ]);
    expect(second).toEqual([
      '01',
      env.RECEIPT_ACCOUNT_CARD,
      card.receiptNo,
      '2031-03-11',
      card.registerCode,
      'ACME Co., Ltd.',
      '0105551234567',
      '00001',
      '1 Test Road',
      placeNames.district,
      placeNames.amphure,
      placeNames.province,
      place.zip_code,
      training.courseCode,
      '1',
      '1.00',
      'CARD',
    ]);
    expect(first).toHaveLength(17);
    // One day, and a range with nothing.
    expect(await receiptExportService(db).lines(from, from)).toHaveLength(1);
    expect(await receiptExportService(db).file('2031-04-01', '2031-04-30')).toEqual({
      filename: 'receipts-2031-04-01-to-2031-04-30.txt',
      text: '',
      count: 0,
    });
  });

  it('no receipt field can add a record or a field, even after NFKC, nor start a formula (rows stored before the input check)', async () => {
    const training = await createTraining();
    const day = '2031-03-20';
    const r = await createReg({
      trainingId: training.id,
      status: 5,
      method: 2,
      paidAt: startOfSiteDay(day),
      receiptNo: receiptNo(),
      data: {
        receiptType: 'O',
        receiptName: 'Contact',
        receiptCompanyName: 'ACME\u001cRecord\u001dGroup\u001eUnit\u001fX｜Co｜Ltd',
        receiptTaxNo: '=HYPERLINK("http://evil.example")',
        receiptBranch: '＋1+cmd',
        receiptAddress: '@SUM(1)\u007f\u0090|tail',
        receiptDistrict: 'กำแพงแสน',
      },
    });
    const [line] = await receiptExportService(db).lines(day, day);
    const text = (await receiptExportService(db).file(day, day)).text;
    // One record, however an importer normalises and splits it.
    expect(
      text
        .normalize('NFKC')
        .split(/\r\n|[\r\n\u0085\u2028\u2029\u001c-\u001e]/)
        .filter(Boolean),
    ).toHaveLength(1);
    const fields = line!.normalize('NFKC').split('|');
    expect(fields).toHaveLength(17);
    expect(line!.split('|').slice(4, 10)).toEqual([
      r.registerCode,
      'ACME Record Group Unit X Co Ltd',
      '\'=HYPERLINK("http://evil.example")',
      "'＋1+cmd",
      "'@SUM(1) tail",
      'กำแพงแสน',
    ]);
    for (const f of fields) expect(f, f).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('REST: the text file, and 400 for a bad date range, never a 500', async () => {
    const training = await createTraining();
    const r = await createReg({
      trainingId: training.id,
      status: 5,
      paidAt: startOfSiteDay('2031-05-05'),
      receiptNo: receiptNo(),
    });
    const res = await rest(
      'GET',
      '/admin/services/register/receipt_export?date_from=2031-05-05&date_to=2031-05-05',
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('content-disposition')).toContain(
      'receipts-2031-05-05-to-2031-05-05.txt',
    );
    expect(res.headers.get('x-record-count')).toBe('1');
    const text = await res.text();
    expect(text).toBe(`${(await receiptExportService(db).lines('2031-05-05', '2031-05-05'))[0]}\n`);
    expect(text.split('|')[4]).toBe(r.registerCode);
    for (const q of [
      'date_from=2031-05-06&date_to=2031-05-05',
      'date_from=2031-05-05',
      'date_from=05/05/2031&date_to=2031-05-06',
      'date_from=2031-02-30&date_to=2031-03-01',
      'date_from=2031-13-45&date_to=2031-13-46',
      'date_from=9999-99-99&date_to=9999-99-99',
      'date_from=9999-12-31&date_to=9999-12-31',
      'date_from=0000-01-01&date_to=2031-01-01',
    ]) {
      const bad = await rest('GET', `/admin/services/register/receipt_export?${q}`, {
        token: adminToken,
      });
      expect(bad.status, q).toBe(400);
    }
    expect(
      (
        await rest(
          'GET',
          '/admin/services/register/receipt_export?date_from=2031-05-05&date_to=2031-05-05',
        )
      ).status,
    ).toBe(401);
  });
});

describe('list', () => {
  it('filters, searches (wildcards literally), sorts, pages and counts per status under the other filters', async () => {
    const training = await createTraining({ seats: 100, price: 100_000 });
    const other = await createTraining({ seats: 100 });
    const alice = await createPerson('Alicia', 'Zed');
    const r1 = await createReg({
      trainingId: training.id,
      memberId: alice.id,
      status: 2,
      method: 2,
      createdAt: startOfSiteDay('2030-01-05'),
    });
    const r2 = await createReg({
      trainingId: training.id,
      status: 4,
      method: 2,
      createdAt: startOfSiteDay('2030-01-06'),
      guests: [
        { firstname: 'Bob%', lastname: 'Under_score', email: `bobby-${uid()}@example.test` },
      ],
    });
    const r3 = await createReg({
      trainingId: training.id,
      status: 5,
      method: 1,
      createdAt: new Date(endOfSiteDay('2030-01-07').getTime() - 1),
      guests: [guest(1), guest(2)],
    });
    const r4 = await createReg({
      trainingId: training.id,
      status: 2,
      method: 2,
      createdAt: endOfSiteDay('2030-01-07'),
      guests: [{ firstname: 'Bobx', lastname: 'Underxscore', email: `bobx-${uid()}@example.test` }],
    });
    const r5 = await createReg({ trainingId: other.id, memberId: alice.id, status: 2 });
    const ids = (res: { items: { registerId: number }[] }) => res.items.map((i) => i.registerId);
    const byTraining = { public_training_id: training.id };

    expect(
      ids(
        await api.admin.registrations.list({
          filters: byTraining,
          sort: 'created_at',
          order: 'ASC',
        }),
      ),
    ).toEqual([r1.id, r2.id, r3.id, r4.id]);
    expect(
      ids(
        await api.admin.registrations.list({
          filters: { ...byTraining, register_status_id: 2 },
          order: 'asc',
        }),
      ),
    ).toEqual([r1.id, r4.id]);
    expect(
      ids(await api.admin.registrations.list({ filters: { ...byTraining, payment_method_id: 1 } })),
    ).toEqual([r3.id]);
    expect(
      ids(
        await api.admin.registrations.list({
          filters: { ...byTraining, date_from: '2030-01-06', date_to: '2030-01-07' },
          order: 'asc',
        }),
      ),
    ).toEqual([r2.id, r3.id]);
    expect(
      ids(
        await api.admin.registrations.list({
          filters: { ...byTraining, register_status_id: '*', payment_method_id: '', date_from: '' },
          order: 'asc',
        }),
      ),
    ).toEqual([r1.id, r2.id, r3.id, r4.id]);

    // Search: register code, member name, attendee name and e-mail; every word must match.
    expect(
      ids(await api.admin.registrations.list({ search: r3.registerCode.toLowerCase() })),
    ).toEqual([r3.id]);
    expect(
      ids(await api.admin.registrations.list({ search: 'alicia zed' })).sort((a, b) => a - b),
    ).toEqual([r1.id, r5.id]);
    expect(
      ids(await api.admin.registrations.list({ search: 'alicia', filters: byTraining })),
    ).toEqual([r1.id]);
    expect(
      ids(await api.admin.registrations.list({ search: 'Bob%', filters: byTraining })),
    ).toEqual([r2.id]);
    expect(ids(await api.admin.registrations.list({ search: '%', filters: byTraining }))).toEqual([
      r2.id,
    ]);
    expect(
      ids(await api.admin.registrations.list({ search: 'under_score', filters: byTraining })),
    ).toEqual([r2.id]);
    expect(
      ids(await api.admin.registrations.list({ search: 'BOBX-', filters: byTraining })),
    ).toEqual([r4.id]);
    expect(ids(await api.admin.registrations.list({ search: '_', filters: byTraining }))).toEqual([
      r2.id,
    ]);
    expect(ids(await api.admin.registrations.list({ search: '\\', filters: byTraining }))).toEqual(
      [],
    );
    expect(
      ids(await api.admin.registrations.list({ search: "' OR 1=1 --", filters: byTraining })),
    ).toEqual([]);

    // Sorting and paging.
    expect(
      ids(
        await api.admin.registrations.list({
          filters: byTraining,
          sort: 'total_amount',
          order: 'DESC',
        }),
      )[0],
    ).toBe(r3.id);
    const page2 = await api.admin.registrations.list({
      filters: byTraining,
      sort: 'created_at',
      order: 'ASC',
      per_page: 3,
      page: 2,
    });
    expect(ids(page2)).toEqual([r4.id]);
    expect(page2).toMatchObject({ total: 4, page: 2, perPage: 3, lastPage: 2 });
    expect(ids(await api.admin.registrations.list({ filters: byTraining, page: 50 }))).toEqual([]);
    expect(
      ids(
        await api.admin.registrations.list({
          filters: byTraining,
          sort: 'register_status_id',
          order: 'DESC',
        }),
      ),
    ).toEqual([r3.id, r2.id, r4.id, r1.id]);

    // Counts per status under the other filters (the status filter left out), every status listed.
    const counted = await api.admin.registrations.list({
      filters: { ...byTraining, register_status_id: 2 },
    });
    expect(counted.total).toBe(2);
    expect(Object.fromEntries(counted.counts.map((c) => [c.registerStatusId, c.count]))).toEqual({
      1: 0,
      2: 2,
      3: 0,
      4: 1,
      5: 1,
      6: 0,
      7: 0,
    });

    const first = (
      await api.admin.registrations.list({ filters: byTraining, search: r3.registerCode })
    ).items[0]!;
    expect(first).toMatchObject({
      registerCode: r3.registerCode,
      quantity: 3,
      totalAmount: 300_000,
      paymentMethodId: 1,
      registerStatusId: 5,
      memberEmail: r3.member.email,
    });

    // REST: filters as JSON text.
    const res = await rest(
      'GET',
      `/admin/services/register/public_trainings?filters=${encodeURIComponent(JSON.stringify({ public_training_id: training.id, register_status_id: 4 }))}`,
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { register_id: number }[];
      counts: { register_status_id: number; count: number }[];
    };
    expect(body.data.map((i) => i.register_id)).toEqual([r2.id]);
    expect(body.counts.find((c) => c.register_status_id === 2)?.count).toBe(2);
  });

  it('refuses malformed queries with BAD_REQUEST, never a 500', async () => {
    for (const input of [
      { filters: '{bad json' },
      { filters: '[1,2]' },
      { filters: { register_status_id: 'abc' } },
      { filters: { public_training_id: 2_147_483_648 } },
      { filters: { date_from: '2030-02-30' } },
      { filters: { date_from: '99999-01-01' } },
      { per_page: 1000 },
      { page: 0 },
      { sort: 'id; DROP TABLE registrations' },
      { order: 'sideways' },
      { search: 'x'.repeat(201) },
      { search: 'a\ud800b' },
    ]) {
      expect(
        await codeOf(api.admin.registrations.list(input as never)),
        JSON.stringify(input),
      ).toBe('BAD_REQUEST');
    }
    for (const q of [
      'filters=%7Bbad',
      'per_page=-1',
      'filters=%7B%22date_to%22%3A%222030-13-45%22%7D',
      'page=abc',
    ]) {
      const res = await rest('GET', `/admin/services/register/public_trainings?${q}`, {
        token: adminToken,
      });
      expect(res.status, q).toBe(400);
    }
  });
});

describe('permissions and hostile ids', () => {
  it('every procedure refuses a guest, a member and an admin without access/public_training_register, and changes nothing', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(r.id);
    const paid = await createReg({ trainingId: training.id, status: 5 });
    const input = await updateInput(r.id);
    const calls: [string, (c: Caller) => Promise<unknown>][] = [
      ['list', (c) => c.admin.registrations.list({})],
      ['get', (c) => c.admin.registrations.get({ id: r.id })],
      ['update', (c) => c.admin.registrations.update({ ...input, register_status_id: 6 })],
      ['delete', (c) => c.admin.registrations.delete({ ids: [r.id] })],
      ['histories', (c) => c.admin.registrations.histories({ register_id: r.id })],
      [
        'addHistory',
        (c) =>
          c.admin.registrations.addHistory({ register_id: r.id, note: 'x', register_status_id: 6 }),
      ],
      [
        'receiptStatus',
        (c) => c.admin.registrations.receiptStatus({ register_id: paid.id, status: 1 }),
      ],
      ['approveSlip', (c) => c.admin.registrations.approveSlip({ register_id: r.id })],
      ['rejectSlip', (c) => c.admin.registrations.rejectSlip({ register_id: r.id, reason: 'x' })],
      ['runStatusUpdate', (c) => c.admin.registrations.runStatusUpdate()],
      [
        'receiptExport',
        (c) =>
          c.admin.registrations.receiptExport({ date_from: '2031-01-01', date_to: '2031-01-02' }),
      ],
      ['trainingChoices', (c) => c.admin.registrations.trainingChoices()],
      ['receipt', (c) => c.admin.registrations.receipt({ id: paid.id })],
      ['seatHolds', (c) => c.admin.registrations.seatHolds({ public_training_id: training.id })],
      [
        'releaseHolds',
        (c) =>
          c.admin.registrations.releaseHolds({
            public_training_id: training.id,
            member_id: r.memberId,
          }),
      ],
    ];
    // Every procedure of the router is in the list.
    const { registrationsRouter } = await import('@/server/api/routers/admin/registrations');
    expect(
      proceduresOf(registrationsRouter)
        .map(([path]) => path)
        .sort(),
    ).toEqual(calls.map(([n]) => n).sort());

    const member = await createPerson();
    const memberCaller = callerWith({ cookie: (await sessionCookie('member', member.id)).cookie });
    const others = await createAdmin([
      'access/public_training',
      'access/member',
      'access/report',
      'access/user',
      'access/role',
    ]);
    const otherCaller = callerWith({ cookie: (await sessionCookie('admin', others.id)).cookie });
    const before = [await stored(r.id), await stored(paid.id)];
    for (const [name, call] of calls) {
      expect(await codeOf(call(callerWith())), `${name} guest`).toBe('UNAUTHORIZED');
      expect(await codeOf(call(memberCaller)), `${name} member`).toBe('FORBIDDEN');
      expect(await codeOf(call(otherCaller)), `${name} other admin`).toBe('FORBIDDEN');
    }
    expect([await stored(r.id), await stored(paid.id)]).toEqual(before);
    // REST refuses the same.
    expect(
      (
        await rest('POST', `/admin/services/register/public_trainings/${r.id}/approve_slip`, {
          token: (await sessionCookie('member', member.id)).token,
        })
      ).status,
    ).toBe(403);
    expect((await rest('DELETE', `/admin/services/register/public_trainings/${r.id}`)).status).toBe(
      401,
    );
    expect(await stored(r.id)).toEqual(before[0]);
  });

  it('ids of nothing are NOT_FOUND, ids out of range BAD_REQUEST, never a 500', async () => {
    for (const id of [2_147_483_647, 999_999]) {
      expect(await codeOf(api.admin.registrations.get({ id })), `get ${id}`).toBe('NOT_FOUND');
      expect(
        await codeOf(api.admin.registrations.approveSlip({ register_id: id })),
        `approve ${id}`,
      ).toBe('NOT_FOUND');
      expect(
        await codeOf(api.admin.registrations.rejectSlip({ register_id: id, reason: 'x' })),
        `reject ${id}`,
      ).toBe('NOT_FOUND');
      expect(await codeOf(api.admin.registrations.delete({ ids: [id] })), `delete ${id}`).toBe(
        'NOT_FOUND',
      );
    }
    for (const id of [2_147_483_648, 1e30, -1, 0, 1.5, Number.NaN]) {
      expect(await codeOf(api.admin.registrations.get({ id })), `get ${id}`).toBe('BAD_REQUEST');
      expect(
        await codeOf(api.admin.registrations.approveSlip({ register_id: id })),
        `approve ${id}`,
      ).toBe('BAD_REQUEST');
      expect(
        await codeOf(api.admin.registrations.histories({ register_id: id })),
        `histories ${id}`,
      ).toBe('BAD_REQUEST');
    }
    const paths: [string, string, unknown?][] = [
      ['GET', '/admin/services/register/public_trainings/abc/edit'],
      ['GET', '/admin/services/register/public_trainings/99999999999999999999/edit'],
      ['DELETE', '/admin/services/register/public_trainings/1,abc'],
      ['DELETE', '/admin/services/register/public_trainings/99999999999'],
      ['DELETE', '/admin/services/register/public_trainings/,,'],
      ['POST', '/admin/services/register/public_trainings/abc/approve_slip'],
      ['POST', '/admin/services/register/public_trainings/1/reject_slip', {}],
      ['POST', '/admin/services/register/update_receipt_status/1', { status: 'yes' }],
      ['GET', '/admin/services/register/histories?register_id=x'],
      ['POST', '/admin/services/register/histories', { register_id: 1 }],
      ['PUT', '/admin/services/register/public_trainings/1', { attendees: 'nope' }],
    ];
    for (const [method, path, body] of paths) {
      const res = await rest(method, path, { token: adminToken, body });
      expect(res.status, `${method} ${path}`).toBe(400);
    }
    // Bodies that are not JSON at all.
    for (const [method, path] of [
      ['PUT', '/admin/services/register/public_trainings/1'],
      ['POST', '/admin/services/register/histories'],
      ['POST', '/admin/services/register/public_trainings/1/reject_slip'],
    ] as const) {
      const req = new Request(`http://localhost/api/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${adminToken}`,
          'x-forwarded-for': `203.0.113.${(counter % 200) + 1}`,
        },
        body: '{"note": ',
      });
      const res = await handleRest(req, path);
      expect(res.status, `${method} ${path} with broken JSON`).toBe(400);
    }
    const missing = [
      ['GET', '/admin/services/register/public_trainings/2147483647/edit'],
      ['DELETE', '/admin/services/register/public_trainings/2147483647'],
      ['POST', '/admin/services/register/public_trainings/2147483647/approve_slip'],
      ['GET', '/admin/services/register/histories?register_id=2147483647'],
    ] as const;
    for (const [method, path] of missing)
      expect((await rest(method, path, { token: adminToken })).status, `${method} ${path}`).toBe(
        404,
      );
  });

  it('text with a NUL character is refused (BAD_REQUEST), never a 500, and nothing is written', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(r.id);
    const input = await updateInput(r.id);
    const before = await stored(r.id);
    const nul = 'a\u0000b';
    const calls: [string, Promise<unknown>][] = [
      ['list search', api.admin.registrations.list({ search: nul })],
      ['note', api.admin.registrations.addHistory({ register_id: r.id, note: nul })],
      ['reason', api.admin.registrations.rejectSlip({ register_id: r.id, reason: nul })],
      [
        'attendee',
        api.admin.registrations.update({
          ...input,
          attendees: [{ ...input.attendees[0]!, firstname: nul }],
        }),
      ],
      [
        'address',
        api.admin.registrations.update({ ...input, receipt: { ...input.receipt, address: nul } }),
      ],
      ['message', api.admin.registrations.update({ ...input, register_status_message: nul })],
    ];
    for (const [name, call] of calls) expect(await codeOf(call), name).toBe('BAD_REQUEST');
    expect(await stored(r.id)).toEqual(before);
  });

  it('REST: the history and the receipt status doors', async () => {
    const training = await createTraining();
    const r = await createReg({ trainingId: training.id, status: 5 });
    const added = await rest('POST', '/admin/services/register/histories', {
      token: adminToken,
      body: { register_id: r.id, note: 'Posted the receipt' },
    });
    expect(added.status).toBe(201);
    const list = await rest('GET', `/admin/services/register/histories?register_id=${r.id}`, {
      token: adminToken,
    });
    expect(list.status).toBe(200);
    expect(
      ((await list.json()) as { note: string | null; actor_type: string }[]).map((h) => [
        h.note,
        h.actor_type,
      ]),
    ).toEqual([
      [null, 'member'],
      ['Posted the receipt', 'admin'],
    ]);
    const issued = await rest('POST', `/admin/services/register/update_receipt_status/${r.id}`, {
      token: adminToken,
      body: { status: '1' },
    });
    expect(issued.status).toBe(200);
    expect(await issued.json()).toEqual({ register_id: r.id, receipt_status: 1 });
    expect((await stored(r.id)).receiptStatus).toBe(1);
    const unpaid = await createReg({ trainingId: training.id, status: 2 });
    expect(
      (
        await rest('POST', `/admin/services/register/update_receipt_status/${unpaid.id}`, {
          token: adminToken,
          body: { status: 1 },
        })
      ).status,
    ).toBe(409);
    expect((await stored(unpaid.id)).receiptStatus).toBe(0);
  });

  it('REST: approve and reject a slip, delete by comma-joined ids, update by the path id', async () => {
    const training = await createTraining();
    const a = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(a.id);
    const b = await createReg({ trainingId: training.id, status: 4 });
    await addPendingSlip(b.id);
    const approved = await rest(
      'POST',
      `/admin/services/register/public_trainings/${a.id}/approve_slip`,
      { token: adminToken },
    );
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { receipt_no: string }).receipt_no).toBe(
      (await stored(a.id)).receiptNo,
    );
    expect(
      (
        await rest('POST', `/admin/services/register/public_trainings/${a.id}/approve_slip`, {
          token: adminToken,
        })
      ).status,
    ).toBe(409);
    const rejected = await rest(
      'POST',
      `/admin/services/register/public_trainings/${b.id}/reject_slip`,
      { token: adminToken, body: { reason: 'Blurred' } },
    );
    expect(rejected.status).toBe(200);
    expect(await stored(b.id)).toMatchObject({
      registerStatusId: 3,
      registerStatusMessage: 'Blurred',
    });
    const input = await updateInput(b.id);
    // The register id is the path's; one in the body is not believed.
    const put = await rest('PUT', `/admin/services/register/public_trainings/${b.id}`, {
      token: adminToken,
      body: { ...input, register_id: a.id, register_status_id: 6 },
    });
    expect(put.status).toBe(200);
    expect((await stored(b.id)).registerStatusId).toBe(6);
    expect((await stored(a.id)).registerStatusId).toBe(5);
    const c = await createReg({ trainingId: training.id, status: 7 });
    const del = await rest('DELETE', `/admin/services/register/public_trainings/${b.id},${c.id}`, {
      token: adminToken,
    });
    expect(del.status).toBe(200);
    expect(await db.registration.count({ where: { id: { in: [b.id, c.id] } } })).toBe(0);
    const refused = await rest('DELETE', `/admin/services/register/public_trainings/${a.id}`, {
      token: adminToken,
    });
    expect(refused.status).toBe(409);
    expect((await stored(a.id)).registerStatusId).toBe(5);
  });
});

// Last: the schedule's first tick (after 5 s) cannot be cancelled and would run during later tests.
describe('the scheduled status run', () => {
  it('runs on a timer without anyone clicking, and not at all when switched off', async () => {
    expect(startStatusRunSchedule(db, 0)).toBeNull();
    const training = await createTraining();
    const r = await createReg({
      trainingId: training.id,
      status: 2,
      createdAt: new Date(Date.now() - (env.REGISTRATION_PAYMENT_HOURS + 10) * HOUR),
    });
    const timer = startStatusRunSchedule(db, 100);
    expect(timer).not.toBeNull();
    try {
      const deadline = Date.now() + 4_000;
      while ((await stored(r.id)).registerStatusId !== 7 && Date.now() < deadline)
        await new Promise((ok) => setTimeout(ok, 50));
    } finally {
      clearInterval(timer!);
    }
    const after = await stored(r.id);
    expect(after.registerStatusId).toBe(7);
    expect(after.histories.filter((h) => h.registerStatusId === 7)).toHaveLength(1);
  });
});
