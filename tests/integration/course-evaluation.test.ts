import { TRPCError } from '@trpc/server';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { db } from '@/server/db';
import type { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translate';
import { evaluationService, hashEvaluationToken } from '@/server/services/evaluation-service';
import { registrationExpiryService } from '@/server/services/registration-expiry-service';
import { reminderService } from '@/server/services/reminder-service';
import { waitingListService } from '@/server/services/waiting-list-service';
import { callerWith, createAdmin, deliveredTo, rest, sessionCookie } from './helpers';

/**
 * The course evaluation (docs/policies/course-evaluation.md): invitations
 * once each after the training, through the outbox in the registration's
 * language; the signed link (forged, replayed, expired); ratings checked;
 * one answer under concurrency; the report per training and per speaker,
 * with its permission and XLSX.
 */

const DAY = 24 * 3_600_000;
let counter = 0;
const uid = () => `${Date.now().toString(36)}${(counter += 1)}`;

type Caller = ReturnType<typeof callerWith>;
let reporter: Caller;
let reporterToken: string;
let registrationsOnly: Caller;
const visitor = (lang = 'en') => callerWith({ cookie: `i18next=${lang}` });

async function createTraining(fromDays: number, toDays: number, speakerIds: number[] = []) {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `EV-${uid()}`,
      startTrainingDate: new Date(Date.now() + fromDays * DAY),
      endTrainingDate: new Date(Date.now() + toDays * DAY),
      priceSatang: 100_000,
      seatLimit: 30,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรทดสอบการประเมิน' },
          { languageId: 2, name: 'Evaluation test course' },
        ],
      },
      speakers: { create: speakerIds.map((speakerId, i) => ({ speakerId, sortOrder: i })) },
    },
  });
}

async function createSpeaker(name: string) {
  return db.publicTrainingSpeaker.create({
    data: {
      translations: {
        create: [
          { languageId: 1, name: `${name} (th)` },
          { languageId: 2, name },
        ],
      },
    },
  });
}

async function createReg(trainingId: number, status = 5, guests = 0, locale = 'th') {
  const training = await db.publicTraining.findUniqueOrThrow({ where: { id: trainingId } });
  const member = await db.member.create({
    data: {
      firstname: 'สมหญิง',
      lastname: 'ประเมิน',
      telephone: '0812345678',
      email: `ev-${uid()}@example.test`,
      passwordHash: 'not-a-login',
    },
  });
  const quantity = 1 + guests;
  const r = await db.registration.create({
    data: {
      registerCode: `PT-EV-${uid()}`.toUpperCase(),
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: status,
      courseCode: training.courseCode,
      courseName: 'Evaluation test course',
      courseNameTh: 'หลักสูตรทดสอบการประเมิน',
      courseNameEn: 'Evaluation test course',
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
            email: `ev-guest-${uid()}@example.test`,
            telephone: '0800000000',
            sortOrder: i + 1,
          })),
        ],
      },
    },
    include: { attendees: { orderBy: { sortOrder: 'asc' } } },
  });
  return { r, member };
}

/** The token of the evaluation e-mail to this address (the newest). */
async function tokenFor(to: string): Promise<string> {
  const mail = (await deliveredTo(to)).at(-1);
  const token = /\/evaluation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no evaluation e-mail to ${to}`);
  return token;
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

const answer = { content: 5, speaker: 4, venue: 3, comment: 'Clear and useful' };

beforeAll(async () => {
  const admin = await createAdmin(['access/report']);
  const session = await sessionCookie('admin', admin.id);
  reporterToken = session.token;
  reporter = callerWith({ cookie: `${session.cookie}; i18next=en` });
  const other = await createAdmin(['access/public_training_register']);
  registrationsOnly = callerWith({
    cookie: `${(await sessionCookie('admin', other.id)).cookie}; i18next=en`,
  });
});

describe('invitations', () => {
  it('go once to each paid attendee after the last day, in the language of the registration, even with simultaneous runs', async () => {
    const ended = await createTraining(-3, -1);
    const th = await createReg(ended.id, 5, 1, 'th');
    const en = await createReg(ended.id, 5, 0, 'en');
    const unpaid = await createReg(ended.id, 2, 0, 'en');
    const running = await createTraining(-1, 1);
    const notYet = await createReg(running.id, 5, 0, 'en');
    const longAgo = await createTraining(-60, -40);
    const old = await createReg(longAgo.id, 5, 0, 'en');

    const runs = await Promise.allSettled([0, 1, 2].map(() => evaluationService(db).run()));
    expect(runs.every((r) => r.status === 'fulfilled')).toBe(true);
    await evaluationService(db).run();

    const rows = await db.courseEvaluation.findMany({ where: { publicTrainingId: ended.id } });
    expect(rows).toHaveLength(3); // two seats of th, one of en
    for (const to of [th.member.email, th.r.attendees[1]!.email, en.member.email])
      expect(await db.outboxEmail.count({ where: { to } })).toBe(1);
    const [thMail] = await deliveredTo(th.member.email);
    expect(thMail!.subject).toContain('ประเมินหลักสูตร หลักสูตรทดสอบการประเมิน');
    expect(thMail!.text).toContain('ไม่ต้องเข้าสู่ระบบ');
    const [enMail] = await deliveredTo(en.member.email);
    expect(enMail!.subject).toContain('How was the course? Evaluation test course');
    expect(enMail!.html).toContain('/evaluation/');
    // Unpaid, still running, or ended too long ago: none.
    for (const to of [unpaid.member.email, notYet.member.email, old.member.email])
      expect(await db.outboxEmail.count({ where: { to } })).toBe(0);
    // The token is not stored, only its hash.
    const token = await tokenFor(en.member.email);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashEvaluationToken(token))).toBe(true);
  });

  it('are part of the status run, which answers how many it queued', async () => {
    const ended = await createTraining(-2, -1);
    await createReg(ended.id, 5, 0, 'en');
    const result = await registrationExpiryService(db).run();
    expect(result.evaluations).toBeGreaterThanOrEqual(1);
    expect(await db.courseEvaluation.count({ where: { publicTrainingId: ended.id } })).toBe(1);
  });
});

describe('the link', () => {
  it('opens the form, takes one answer, then says it was sent; a replay is refused plainly', async () => {
    const t = await createTraining(-2, -1);
    const { member } = await createReg(t.id, 5, 0, 'en');
    await evaluationService(db).run();
    const token = await tokenFor(member.email);
    const open = await visitor().public.evaluation.open({ token });
    expect(open.state).toBe('open');
    expect(open.course?.name).toBe('Evaluation test course');
    expect((await visitor('th').public.evaluation.open({ token })).course?.name).toBe(
      'หลักสูตรทดสอบการประเมิน',
    );

    expect(await visitor().public.evaluation.submit({ token, ...answer })).toEqual({
      state: 'submitted',
    });
    const row = await db.courseEvaluation.findUniqueOrThrow({
      where: { tokenHash: hashEvaluationToken(token) },
    });
    expect([row.content, row.speaker, row.venue, row.comment]).toEqual([
      5,
      4,
      3,
      'Clear and useful',
    ]);

    const again = await refused(visitor().public.evaluation.submit({ token, ...answer, venue: 1 }));
    expect(again.code).toBe('CONFLICT');
    expect(translator('en')(again.message)).toBe(
      'An evaluation has already been sent with this link',
    );
    expect((await visitor().public.evaluation.open({ token })).state).toBe('submitted');
    const stored = await db.courseEvaluation.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored.venue).toBe(3);
  });

  it('refuses a forged or altered token, and an expired link', async () => {
    const t = await createTraining(-2, -1);
    const { member } = await createReg(t.id, 5, 0, 'th');
    await evaluationService(db).run();
    const token = await tokenFor(member.email);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await visitor().public.evaluation.open({ token: forged })).state).toBe('invalid');
    const err = await refused(visitor('th').public.evaluation.submit({ token: forged, ...answer }));
    expect(err.code).toBe('NOT_FOUND');
    expect(translator('th')(err.message)).toBe('ลิงก์แบบประเมินไม่ถูกต้อง');
    // Malformed: a field error, never a 500.
    const bad = await refused(visitor().public.evaluation.submit({ token: 'x', ...answer }));
    expect(bad.code).toBe('BAD_REQUEST');

    // 30 days later the link has expired.
    await db.courseEvaluation.update({
      where: { tokenHash: hashEvaluationToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await visitor().public.evaluation.open({ token })).state).toBe('expired');
    const late = await refused(visitor().public.evaluation.submit({ token, ...answer }));
    expect(late.code).toBe('CONFLICT');
    expect(translator('en')(late.message)).toBe('This evaluation link has expired');
    const row = await db.courseEvaluation.findUniqueOrThrow({
      where: { tokenHash: hashEvaluationToken(token) },
    });
    expect(row.submittedAt).toBeNull();
  });

  it('refuses ratings out of range and an over-long comment with field errors', async () => {
    const t = await createTraining(-2, -1);
    const { member } = await createReg(t.id, 5, 0, 'en');
    await evaluationService(db).run();
    const token = await tokenFor(member.email);
    for (const bad of [
      { content: 0 },
      { speaker: 6 },
      { venue: 2.5 },
      { comment: 'x'.repeat(2001) },
    ]) {
      const err = await refused(
        visitor().public.evaluation.submit({ token, ...answer, ...(bad as object) }),
      );
      expect(err.code).toBe('BAD_REQUEST');
      const field = Object.keys(bad)[0]!;
      // A refused input is a zod error: its issues name the field and the message's locale key.
      const cause: unknown = err.cause;
      expect(cause).toBeInstanceOf(ZodError);
      const { issues } = cause as ZodError;
      expect(issues.map((i) => i.path[0])).toEqual([field]);
      expect(issues[0]!.message).toMatch(/^evaluation\.errors\./);
    }
    expect(
      (
        await db.courseEvaluation.findUniqueOrThrow({
          where: { tokenHash: hashEvaluationToken(token) },
        })
      ).submittedAt,
    ).toBeNull();
  });

  it('stores one answer when the form is sent many times at once', async () => {
    const t = await createTraining(-2, -1);
    const { member } = await createReg(t.id, 5, 0, 'en');
    await evaluationService(db).run();
    const token = await tokenFor(member.email);
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5, 1].map((content) =>
        evaluationService(db).submit({ token, ...answer, content }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(((r as PromiseRejectedResult).reason as AppError).messageKey).toBe(
        'evaluation.errors.already',
      );
    expect(
      await db.courseEvaluation.count({
        where: { publicTrainingId: t.id, submittedAt: { not: null } },
      }),
    ).toBe(1);
  });
});

describe('the report', () => {
  it('shows the figures per training and per speaker to staff holding the reports permission, with XLSX', async () => {
    const names = [`Alice ${uid()}`, `Bob ${uid()}`];
    const [alice, bob] = [await createSpeaker(names[0]!), await createSpeaker(names[1]!)];
    const t1 = await createTraining(-3, -2, [alice.id, bob.id]);
    const t2 = await createTraining(-2, -1, [alice.id]);
    const a = await createReg(t1.id, 5, 2, 'en');
    const b = await createReg(t2.id, 5, 0, 'th');
    await evaluationService(db).run();
    const tokens = await Promise.all(
      [...a.r.attendees.map((x) => x.email), b.member.email].map(tokenFor),
    );
    await evaluationService(db).submit({
      token: tokens[0]!,
      content: 5,
      speaker: 5,
      venue: 4,
      comment: 'Great',
    });
    await evaluationService(db).submit({
      token: tokens[1]!,
      content: 3,
      speaker: 4,
      venue: 2,
      comment: '',
    });
    await evaluationService(db).submit({
      token: tokens[3]!,
      content: 2,
      speaker: 2,
      venue: 5,
      comment: '',
    });

    const report = await reporter.admin.evaluations.report({ public_training_id: t1.id });
    expect(report.invited).toBe(3);
    expect(report.answered).toBe(2);
    expect(report.averages).toEqual({ content: 4, speaker: 4.5, venue: 3 });
    expect(report.distribution.find((d) => d.rating === 5)).toEqual({
      rating: 5,
      content: 1,
      speaker: 1,
      venue: 0,
    });
    expect(report.speakers).toEqual(names);
    expect(report.answers.map((x) => x.comment)).toEqual(['Great', null]);
    expect(JSON.stringify(report)).not.toContain(a.member.email);

    const speakers = await reporter.admin.evaluations.speakers();
    const ofAlice = speakers.rows.find((r) => r.publicTrainingSpeakerId === alice.id)!;
    expect(ofAlice).toMatchObject({ trainings: 2, answers: 3 });
    expect(ofAlice.speakerAverage).toBeCloseTo((5 + 4 + 2) / 3, 2);
    const ofBob = speakers.rows.find((r) => r.publicTrainingSpeakerId === bob.id)!;
    expect(ofBob).toMatchObject({ trainings: 1, answers: 2, speakerAverage: 4.5 });

    // Only the reports permission.
    expect(
      (await refused(registrationsOnly.admin.evaluations.report({ public_training_id: t1.id })))
        .code,
    ).toBe('FORBIDDEN');
    expect((await refused(visitor().admin.evaluations.speakers())).code).toBe('UNAUTHORIZED');

    // REST and XLSX.
    const json = await rest('GET', `/admin/reports/evaluations?public_training_id=${t1.id}`, {
      token: reporterToken,
    });
    expect(json.status).toBe(200);
    expect(((await json.json()) as { answered: number }).answered).toBe(2);
    const file = await rest(
      'GET',
      `/admin/reports/evaluations?public_training_id=${t1.id}&download=1`,
      { token: reporterToken, lang: 'th' },
    );
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('เนื้อหา');
    expect(sheet.rowCount).toBe(3);
    const perSpeaker = await rest('GET', '/admin/reports/evaluations/speakers?download=1', {
      token: reporterToken,
    });
    expect(perSpeaker.status).toBe(200);
    expect((await rest('GET', '/admin/reports/evaluations/speakers', {})).status).toBe(401);
  });
});

describe('the other e-mails of a training', () => {
  it("the reminder carries each attendee's check-in QR code inline (cid) with the typed code, in both languages", async () => {
    const now = new Date();
    const t = await createTraining(2, 2);
    const th = await createReg(t.id, 5, 1, 'th');
    const en = await createReg(t.id, 5, 0, 'en');
    await reminderService(db).run(now, [3]);
    const passes = await db.checkInPass.findMany({
      where: { registrationId: th.r.id },
      orderBy: { seat: 'asc' },
    });
    expect(passes).toHaveLength(2);
    const thMail = (await deliveredTo(th.member.email)).find((m) => m.subject.includes('แจ้งเตือน'))!;
    expect(thMail.html).toContain('src="cid:checkin-pass-0"');
    expect(thMail.html).toContain('src="cid:checkin-pass-1"');
    expect(thMail.text).toContain('โปรดแสดงคิวอาร์โค้ด');
    for (const p of passes)
      expect(thMail.text).toContain(`${p.code.slice(0, 5)}-${p.code.slice(5)}`);
    expect(thMail.text).toContain(`/member/payment/${th.r.id}`);
    expect(thMail.attachments.map((a) => a.cid)).toEqual(['checkin-pass-0', 'checkin-pass-1']);
    expect(thMail.attachments[0]!.contentType).toBe('image/png');
    expect(thMail.attachments[0]!.content.subarray(1, 4).toString()).toBe('PNG');
    const enMail = (await deliveredTo(en.member.email)).find((m) =>
      m.subject.includes('Reminder'),
    )!;
    expect(enMail.text).toContain('Show the QR code below');
    expect(enMail.html).toContain('alt="Attendance QR code of');
  });

  it('a lapsed waiting-list offer is announced once to its member, in their language', async () => {
    const now = new Date();
    const category = await db.publicTrainingCategory.findFirstOrThrow();
    const start = new Date(now.getTime() + 30 * DAY);
    const training = await db.publicTraining.create({
      data: {
        categoryId: category.id,
        courseCode: `EV-WL-${uid()}`,
        startTrainingDate: start,
        endTrainingDate: start,
        registerStartDate: new Date(now.getTime() - DAY),
        registerEndDate: new Date(start.getTime() - DAY),
        priceSatang: 100_000,
        seatLimit: 1,
        translations: {
          create: [
            { languageId: 1, name: 'หลักสูตรสำรองทดสอบ' },
            { languageId: 2, name: 'Waiting test course' },
          ],
        },
      },
    });
    const taken = await createReg(training.id, 5, 0, 'th');
    for (const locale of ['en', 'th'] as const) {
      const { member } = await createReg((await createTraining(-9, -8)).id, 5, 0, locale);
      await waitingListService(db).join(member.id, training.id, 1, locale, now);
    }
    const [enEntry, thEntry] = await db.waitingListEntry.findMany({
      where: { publicTrainingId: training.id },
      orderBy: { position: 'asc' },
    });
    const emailOf = async (memberId: number) =>
      (await db.member.findUniqueOrThrow({ where: { id: memberId } })).email;
    // The seat frees: the first in line (en) is offered it; the offer lapses and passes to the next (th).
    await db.registration.update({ where: { id: taken.r.id }, data: { registerStatusId: 6 } });
    await waitingListService(db).sweep(now);
    expect(
      (await db.waitingListEntry.findUniqueOrThrow({ where: { id: enEntry!.id } })).status,
    ).toBe('offered');
    const later = new Date(now.getTime() + 25 * 3_600_000);
    await Promise.all([waitingListService(db).sweep(later), waitingListService(db).sweep(later)]);
    await waitingListService(db).sweep(new Date(later.getTime() + 60_000));
    const enMails = (await deliveredTo(await emailOf(enEntry!.memberId))).filter((m) =>
      m.subject.includes('passed on'),
    );
    expect(enMails).toHaveLength(1);
    expect(enMails[0]!.subject).toContain('Waiting test course');
    expect(enMails[0]!.text).toContain('offered to the next person in line');
    expect(
      (await db.waitingListEntry.findUniqueOrThrow({ where: { id: thEntry!.id } })).status,
    ).toBe('offered');
    // The Thai member's offer lapses in turn: the same e-mail in Thai.
    await waitingListService(db).sweep(new Date(later.getTime() + 25 * 3_600_000));
    const thMails = (await deliveredTo(await emailOf(thEntry!.memberId))).filter((m) =>
      m.subject.includes('ส่งต่อแล้ว'),
    );
    expect(thMails).toHaveLength(1);
    expect(thMails[0]!.text).toContain('ผู้ที่อยู่ลำดับถัดไป');
  });

  it('the outbox hands the inline images to the transport, then forgets them with the body', async () => {
    const t = await createTraining(2, 2);
    const { r, member } = await createReg(t.id, 5, 0, 'en');
    await reminderService(db).run(new Date(), [3]);
    const [mine] = await deliveredTo(member.email);
    expect(mine!.attachments.map((a) => a.cid)).toEqual(['checkin-pass-0']);
    expect(mine!.attachments[0]!.content.subarray(1, 4).toString()).toBe('PNG');
    const row = await db.outboxEmail.findFirstOrThrow({ where: { to: member.email } });
    expect(row.sentAt).not.toBeNull();
    expect(row.attachments).toBeNull();
    expect(await db.checkInPass.count({ where: { registrationId: r.id } })).toBe(1);
  });
});
