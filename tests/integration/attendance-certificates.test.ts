import { TRPCError } from '@trpc/server';
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay } from '@/lib/dates';
import { db } from '@/server/db';
import type { AppError } from '@/server/errors';
import {
  attendanceService,
  checkInPassFor,
  trainingDays,
} from '@/server/services/attendance-service';
import { certificateService } from '@/server/services/certificate-service';
import { callerWith, createAdmin, deliveredTo, rest, sessionCookie } from './helpers';

/**
 * Check-in on the day, attendance, the attendance report and certificates
 * (docs/policies/attendance-and-certificates.md), through the procedures and
 * the REST doors as staff, members and strangers call them; every assertion
 * reads what is stored. Hostile callers: another member, forged and malformed
 * codes, staff without the registrations permission, no token at all.
 */

const DAY = 24 * 3_600_000;
let counter = 0;
const uid = () => `${Date.now().toString(36)}${(counter += 1)}`;

type Caller = ReturnType<typeof callerWith>;
let staff: Caller;
let staffToken: string;
let reportOnly: Caller;
let reportOnlyToken: string;
let otherStaff: Caller;
let adminId: number;
let outbox: string;

/** A training from `fromDays` to `toDays` days from now (so today may be one of its days). */
async function createTraining(fromDays: number, toDays: number) {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `CI-${uid()}`,
      startTrainingDate: new Date(Date.now() + fromDays * DAY),
      endTrainingDate: new Date(Date.now() + toDays * DAY),
      priceSatang: 100_000,
      seatLimit: 30,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรการเข้าอบรมทดสอบ' },
          { languageId: 2, name: 'Attendance test course' },
        ],
      },
    },
  });
}

async function createMemberRow() {
  return db.member.create({
    data: {
      firstname: 'สมใจ',
      lastname: 'เข้าอบรม',
      telephone: '0812345678',
      email: `ci-${uid()}@example.test`,
      passwordHash: 'not-a-login',
    },
  });
}

async function createReg(trainingId: number, status = 5, guests = 1, locale = 'th') {
  const training = await db.publicTraining.findUniqueOrThrow({ where: { id: trainingId } });
  const member = await createMemberRow();
  const quantity = 1 + guests;
  const r = await db.registration.create({
    data: {
      registerCode: `PT-CI-${uid()}`.toUpperCase(),
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: status,
      courseCode: training.courseCode,
      courseName: 'Attendance test course',
      courseNameTh: 'หลักสูตรการเข้าอบรมทดสอบ',
      courseNameEn: 'Attendance test course',
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity,
      totalAmountSatang: training.priceSatang * quantity,
      paymentMethodId: 2,
      locale,
      paidAt: status === 5 ? new Date() : null,
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
          ...Array.from({ length: guests }, (_, i) => ({
            firstname: `Guest${i + 1}`,
            lastname: 'Extra',
            email: `guest-${uid()}@example.test`,
            telephone: '0800000000',
            sortOrder: i + 1,
          })),
        ],
      },
    },
  });
  const { cookie } = await sessionCookie('member', member.id);
  return { r, member, memberApi: callerWith({ cookie: `${cookie}; i18next=en` }) };
}

async function refused(promise: Promise<unknown>): Promise<TRPCError & { cause?: AppError }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    return error as TRPCError & { cause?: AppError };
  }
  throw new Error('expected a refusal');
}

const passCodes = async (registerId: number) =>
  (
    await db.checkInPass.findMany({
      where: { registrationId: registerId },
      orderBy: { seat: 'asc' },
    })
  ).map((p) => p.code);

afterAll(() => rmSync(outbox, { recursive: true, force: true }));

beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'asc-attendance-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  const admin = await createAdmin(['access/public_training_register']);
  adminId = admin.id;
  const session = await sessionCookie('admin', admin.id);
  staffToken = session.token;
  staff = callerWith({ cookie: `${session.cookie}; i18next=en` });
  const reporter = await createAdmin(['access/report']);
  const reporterSession = await sessionCookie('admin', reporter.id);
  reportOnlyToken = reporterSession.token;
  reportOnly = callerWith({ cookie: `${reporterSession.cookie}; i18next=en` });
  const news = await createAdmin(['access/news']);
  otherStaff = callerWith({
    cookie: `${(await sessionCookie('admin', news.id)).cookie}; i18next=en`,
  });
});

describe('training days', () => {
  it('are the calendar days in Bangkok from the first to the last, both included', () => {
    // 23:30 UTC is 06:30 the next morning in Bangkok.
    expect(
      trainingDays(new Date('2026-12-01T23:30:00Z'), new Date('2026-12-03T10:00:00Z')),
    ).toEqual(['2026-12-02', '2026-12-03']);
    expect(
      trainingDays(new Date('2026-12-01T02:00:00Z'), new Date('2026-12-01T09:00:00Z')),
    ).toEqual(['2026-12-01']);
  });
});

describe('passes', () => {
  it('gives each attendee of a paid registration their own unguessable code and QR code, the member only their own', async () => {
    const training = await createTraining(-1, 1);
    const { r, memberApi } = await createReg(training.id, 5, 2);
    const mine = await memberApi.member.attendance.ofRegistration({ id: r.id });
    expect(mine.paid).toBe(true);
    expect(mine.attendees).toHaveLength(3);
    const codes = mine.attendees.map((a) => a.pass!.code);
    expect(new Set(codes).size).toBe(3);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(mine.attendees[0]!.pass!.qrSvg).toContain('<svg');
    // Asking again gives the same passes.
    const again = await memberApi.member.attendance.ofRegistration({ id: r.id });
    expect(again.attendees.map((a) => a.pass!.code)).toEqual(codes);
    expect(await db.checkInPass.count({ where: { registrationId: r.id } })).toBe(3);

    // Another member's registration is not found, and makes no pass.
    const other = await createReg(training.id, 5, 0);
    const err = await refused(memberApi.member.attendance.ofRegistration({ id: other.r.id }));
    expect(err.code).toBe('NOT_FOUND');
    expect(await db.checkInPass.count({ where: { registrationId: other.r.id } })).toBe(0);
  });

  it('has no pass while unpaid, and the reusable pass function answers null for it', async () => {
    const training = await createTraining(-1, 1);
    const { r, memberApi } = await createReg(training.id, 2, 0);
    const mine = await memberApi.member.attendance.ofRegistration({ id: r.id });
    expect(mine.paid).toBe(false);
    expect(mine.attendees[0]!.pass).toBeNull();
    expect(await checkInPassFor(db, r.id, 0)).toBeNull();
    const paid = await createReg(training.id, 5, 0);
    const pass = await checkInPassFor(db, paid.r.id, 0);
    expect(pass!.png.subarray(1, 4).toString()).toBe('PNG');
    expect(pass!.printed).toBe(`${pass!.code.slice(0, 5)}-${pass!.code.slice(5)}`);
    expect(await checkInPassFor(db, paid.r.id, 1)).toBeNull();
  });
});

describe('check-in by code', () => {
  it('checks in once; a second scan says already, with the first time', async () => {
    const training = await createTraining(-1, 1);
    const { r, memberApi } = await createReg(training.id, 5, 1);
    const shown = (await memberApi.member.attendance.ofRegistration({ id: r.id })).attendees[1]!
      .pass!.code;
    // Typed in lower case with the dash, as people do.
    const first = await staff.admin.attendance.scan({ code: shown.toLowerCase(), method: 'code' });
    expect(first).toMatchObject({
      result: 'checked_in',
      registerId: r.id,
      seat: 1,
      name: 'Guest1 Extra',
      courseName: 'Attendance test course',
      day: siteDay(new Date()),
    });
    const second = await staff.admin.attendance.scan({
      code: `ASC-CHECKIN:${shown.replace('-', '')}`,
      method: 'scan',
    });
    expect(second.result).toBe('already');
    expect(second.checkedInAt!.getTime()).toBe(first.checkedInAt!.getTime());
    const rows = await db.attendance.findMany({ where: { registrationId: r.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seat: 1, method: 'code', adminUserId: adminId });
  });

  it('records one check-in when the same pass is scanned many times at once', async () => {
    const training = await createTraining(-1, 1);
    const { r } = await createReg(training.id, 5, 0);
    const [code] = await attendanceService(db)
      .ensurePasses(r.id, 1)
      .then((p) => p.map((x) => x.code));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => staff.admin.attendance.scan({ code: code!, method: 'scan' })),
    );
    expect(answers.filter((a) => a.result === 'checked_in')).toHaveLength(1);
    expect(answers.filter((a) => a.result === 'already')).toHaveLength(5);
    expect(await db.attendance.count({ where: { registrationId: r.id } })).toBe(1);
  });

  it('refuses forged and malformed codes, and checks in nobody off the training days or once unpaid', async () => {
    const forged = await refused(
      staff.admin.attendance.scan({ code: 'ZZZZZ-ZZZZZ', method: 'code' }),
    );
    expect(forged.code).toBe('NOT_FOUND');
    expect(forged.cause?.field).toBe('code');
    for (const bad of ['', 'ABC', 'UUUUU-UUUUU', 'x'.repeat(65), "' OR 1=1 --"]) {
      const err = await refused(staff.admin.attendance.scan({ code: bad, method: 'code' }));
      expect(err.code).toBe('BAD_REQUEST');
    }

    const future = await createTraining(10, 11);
    const f = await createReg(future.id, 5, 0);
    await attendanceService(db).ensurePasses(f.r.id, 1);
    const [futureCode] = await passCodes(f.r.id);
    const early = await staff.admin.attendance.scan({ code: futureCode!, method: 'code' });
    expect(early.result).toBe('not_training_day');
    expect(await db.attendance.count({ where: { registrationId: f.r.id } })).toBe(0);

    const today = await createTraining(-1, 1);
    const c = await createReg(today.id, 5, 0);
    const [cCode] = (await attendanceService(db).ensurePasses(c.r.id, 1)).map((p) => p.code);
    await db.registration.update({ where: { id: c.r.id }, data: { registerStatusId: 6 } });
    const cancelled = await staff.admin.attendance.scan({ code: cCode!, method: 'code' });
    expect(cancelled.result).toBe('not_paid');
    expect(await db.attendance.count({ where: { registrationId: c.r.id } })).toBe(0);
  });
});

describe('ticking on the list and the REST door', () => {
  it('POST /admin/services/register/{id}/check_in ticks everyone for today, one seat for another day, and takes it back', async () => {
    const training = await createTraining(-1, 1);
    const { r } = await createReg(training.id, 5, 1);
    const all = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: staffToken,
      body: {},
    });
    expect(all.status).toBe(200);
    const body = (await all.json()) as {
      day: string;
      attendees: { checked_in_at: string | null }[];
    };
    expect(body.day).toBe(siteDay(new Date()));
    expect(body.attendees.every((a) => a.checked_in_at)).toBe(true);

    const yesterday = siteDay(new Date(Date.now() - DAY));
    const one = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: staffToken,
      body: { seat: 1, day: yesterday },
    });
    expect(one.status).toBe(200);
    expect(await db.attendance.count({ where: { registrationId: r.id } })).toBe(3);

    const back = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: staffToken,
      body: { seat: 1, day: yesterday, present: false },
    });
    expect(back.status).toBe(200);
    expect(await db.attendance.count({ where: { registrationId: r.id, day: yesterday } })).toBe(0);

    const roster = await staff.admin.attendance.roster({ public_training_id: training.id });
    expect(roster).toMatchObject({ present: 2, total: 2, day: siteDay(new Date()) });

    const detail = await staff.admin.attendance.ofRegistration({ id: r.id });
    expect(detail.attendees[0]!.attended.map((a) => a.day)).toEqual([siteDay(new Date())]);
  });

  it('answers 400 naming the day off the training, the seat past the attendees, and 409 for an unpaid registration; nothing stored', async () => {
    const training = await createTraining(-1, 1);
    const { r } = await createReg(training.id, 5, 0);
    const offDay = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: staffToken,
      body: { day: '2020-01-01' },
    });
    expect(offDay.status).toBe(400);
    expect(((await offDay.json()) as { errors: Record<string, string[]> }).errors.day).toBeTruthy();
    // Tomorrow is a day of the training, but it has not begun on the centre's clock.
    const tomorrow = trainingDays(training.startTrainingDate, training.endTrainingDate).at(-1)!;
    expect(tomorrow > siteDay(new Date())).toBe(true);
    const early = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: staffToken,
      body: { day: tomorrow },
    });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { errors: Record<string, string[]> }).errors.day).toEqual([
      `${tomorrow} has not begun yet: attendance can be recorded from that day on`,
    ]);
    expect(await db.attendance.count({ where: { registrationId: r.id } })).toBe(0);
    const later = await staff.admin.attendance.roster({
      public_training_id: training.id,
      day: tomorrow,
    });
    expect(later).toMatchObject({ day: tomorrow, started: false });
    const seat = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: staffToken,
      body: { seat: 1 },
    });
    expect(seat.status).toBe(400);
    const malformed = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: staffToken,
      body: { seat: 'x', day: 'tomorrow', present: 'yes' },
    });
    expect(malformed.status).toBe(400);
    const unpaid = await createReg(training.id, 2, 0);
    const conflict = await rest('POST', `/admin/services/register/${unpaid.r.id}/check_in`, {
      token: staffToken,
      body: {},
    });
    expect(conflict.status).toBe(409);
    const missing = await rest('POST', `/admin/services/register/2147483000/check_in`, {
      token: staffToken,
      body: {},
    });
    expect(missing.status).toBe(404);
    expect(
      await db.attendance.count({ where: { registrationId: { in: [r.id, unpaid.r.id] } } }),
    ).toBe(0);
  });

  it('refuses staff without the registrations permission, members and strangers', async () => {
    const training = await createTraining(-1, 1);
    const { r, memberApi } = await createReg(training.id, 5, 0);
    const [code] = (await attendanceService(db).ensurePasses(r.id, 1)).map((p) => p.code);
    for (const caller of [reportOnly, otherStaff]) {
      expect(
        (await refused(caller.admin.attendance.scan({ code: code!, method: 'code' }))).code,
      ).toBe('FORBIDDEN');
      expect(
        (await refused(caller.admin.attendance.mark({ register_id: r.id, present: true }))).code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await refused(
            caller.admin.attendance.issueCertificates({ public_training_id: training.id }),
          )
        ).code,
      ).toBe('FORBIDDEN');
    }
    await expect(
      memberApi.admin.attendance.scan({ code: code!, method: 'code' }),
    ).rejects.toThrow();
    const anonymous = await rest('POST', `/admin/services/register/${r.id}/check_in`, { body: {} });
    expect(anonymous.status).toBe(401);
    const forbidden = await rest('POST', `/admin/services/register/${r.id}/check_in`, {
      token: reportOnlyToken,
      body: {},
    });
    expect(forbidden.status).toBe(403);
    expect(await db.attendance.count({ where: { registrationId: r.id } })).toBe(0);
    // The report is for the reports permission too.
    const report = await reportOnly.admin.attendance.report({ public_training_id: training.id });
    expect(report.total).toBe(1);
    expect(
      (await refused(otherStaff.admin.attendance.report({ public_training_id: training.id }))).code,
    ).toBe('FORBIDDEN');
  });
});

describe('attendance report', () => {
  it('lists each paid attendee with each day, as JSON and as an .xlsx workbook', async () => {
    const training = await createTraining(-1, 1);
    const { r } = await createReg(training.id, 5, 1);
    await createReg(training.id, 2, 0); // unpaid: not in the report
    await staff.admin.attendance.mark({ register_id: r.id, seat: 0, present: true });
    const report = await staff.admin.attendance.report({ public_training_id: training.id });
    expect(report.days).toHaveLength(3);
    expect(report.total).toBe(2);
    expect(report.perDay.find((d) => d.day === siteDay(new Date()))!.present).toBe(1);

    const file = await rest(
      'GET',
      `/admin/reports/attendance?public_training_id=${training.id}&download=1`,
      {
        token: staffToken,
      },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Name');
    expect(sheet.rowCount).toBe(3);
    const names = [sheet.getRow(2).getCell(2).value, sheet.getRow(3).getCell(2).value];
    expect(names).toContain('Guest1 Extra');
  });
});

describe('certificates', () => {
  it('issues to attendees who met the rule after the last day, e-mails each in their language, and verifies publicly', async () => {
    // Three days, the last today.
    const training = await createTraining(-2, 0);
    const days = trainingDays(training.startTrainingDate, training.endTrainingDate);
    expect(days).toHaveLength(3);
    const a = await createReg(training.id, 5, 1, 'en');
    for (const day of days)
      await staff.admin.attendance.mark({ register_id: a.r.id, seat: 0, day, present: true });
    await staff.admin.attendance.mark({
      register_id: a.r.id,
      seat: 1,
      day: days[0],
      present: true,
    });

    // Not before the last day.
    await expect(
      certificateService(db).issue(training.id, adminId, new Date(Date.now() - 2 * DAY)),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'certificates.errors.too_early' });

    const overview = await staff.admin.attendance.certificates({ public_training_id: training.id });
    expect(overview).toMatchObject({ everyDay: true, minDays: 3, hours: 18, canIssue: true });
    expect(overview.attendees.map((x) => x.eligible)).toEqual([true, false]);

    const issued = await staff.admin.attendance.issueCertificates({
      public_training_id: training.id,
    });
    expect(issued.issued).toBe(1);
    const code = issued.codes[0]!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    // Again: nobody new.
    expect(
      (await staff.admin.attendance.issueCertificates({ public_training_id: training.id })).issued,
    ).toBe(0);

    const stored = await db.certificate.findUniqueOrThrow({ where: { code } });
    expect(stored).toMatchObject({
      seat: 0,
      firstname: 'สมใจ',
      hours: 18,
      daysAttended: 3,
      daysTotal: 3,
    });
    const mail = await db.outboxEmail.findMany({ where: { to: a.member.email } });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('Your certificate of attendance');
    expect((await deliveredTo(a.member.email))[0]!.text).toContain(`/certificates/${code}`);

    // Anyone verifies it, by the code as printed.
    const anyone = callerWith({ cookie: 'i18next=th' });
    const printed = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
    const verified = await anyone.public.certificates.verify({ code: printed.toLowerCase() });
    expect(verified).toMatchObject({
      status: 'valid',
      name: 'สมใจ เข้าอบรม',
      courseName: 'หลักสูตรการเข้าอบรมทดสอบ',
      hours: 18,
    });
    const json = await rest('GET', `/certificates/${printed}`, { lang: 'en' });
    expect(json.status).toBe(200);
    expect(((await json.json()) as { course_name: string }).course_name).toBe(
      'Attendance test course',
    );

    for (const lang of ['th', 'en'] as const) {
      const pdf = await rest('GET', `/certificates/${code}/pdf?lang=${lang}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }

    // The member sees it on their registration.
    const mine = await a.memberApi.member.attendance.ofRegistration({ id: a.r.id });
    expect(mine.attendees[0]!.certificate).toEqual({ code, revoked: false });

    // A lower rule lets the second attendee have one too.
    await staff.admin.attendance.setCertificateRule({
      public_training_id: training.id,
      min_days: 1,
      hours: 12,
    });
    const more = await staff.admin.attendance.issueCertificates({
      public_training_id: training.id,
    });
    expect(more.issued).toBe(1);
    expect(
      (await db.certificate.findUniqueOrThrow({ where: { code: more.codes[0]! } })).hours,
    ).toBe(12);
  });

  it('says plainly there is no such certificate, refuses a rule past the days, and a revoked one stays revoked with no PDF', async () => {
    const anyone = callerWith({ cookie: 'i18next=en' });
    expect(
      (await refused(anyone.public.certificates.verify({ code: 'ZZZZ-ZZZZ-ZZZZ' }))).code,
    ).toBe('NOT_FOUND');
    expect((await refused(anyone.public.certificates.verify({ code: '../../etc' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect((await rest('GET', '/certificates/ZZZZZZZZZZZZ')).status).toBe(404);
    expect((await rest('GET', '/certificates/ZZZZZZZZZZZZ/pdf')).status).toBe(404);
    expect((await rest('GET', '/certificates/%3Cscript%3E/pdf?lang=xx')).status).toBe(400);

    const training = await createTraining(-1, 0);
    const tooMany = await refused(
      staff.admin.attendance.setCertificateRule({
        public_training_id: training.id,
        min_days: 3,
        hours: null,
      }),
    );
    expect(tooMany.code).toBe('BAD_REQUEST');
    expect(tooMany.cause?.field).toBe('min_days');

    const a = await createReg(training.id, 5, 0);
    await staff.admin.attendance.mark({
      register_id: a.r.id,
      day: trainingDays(training.startTrainingDate, training.endTrainingDate)[0],
    });
    await staff.admin.attendance.mark({ register_id: a.r.id });
    const { codes } = await staff.admin.attendance.issueCertificates({
      public_training_id: training.id,
    });
    const code = codes[0]!;

    const noReason = await refused(
      staff.admin.attendance.revokeCertificate({ code, reason: '  ' }),
    );
    expect(noReason.code).toBe('BAD_REQUEST');
    expect(
      (await refused(reportOnly.admin.attendance.revokeCertificate({ code, reason: 'x' }))).code,
    ).toBe('FORBIDDEN');
    const revokeRest = await rest('POST', `/admin/services/certificates/${code}/revoke`, {
      token: staffToken,
      body: { reason: 'Issued in error' },
    });
    expect(revokeRest.status).toBe(200);
    expect((await anyone.public.certificates.verify({ code })).status).toBe('revoked');
    expect((await rest('GET', `/certificates/${code}/pdf`)).status).toBe(409);
    expect(
      (await refused(staff.admin.attendance.revokeCertificate({ code, reason: 'again' }))).code,
    ).toBe('CONFLICT');
    const mine = await a.memberApi.member.attendance.ofRegistration({ id: a.r.id });
    expect(mine.attendees[0]!.certificate).toEqual({ code, revoked: true });
  });
});
