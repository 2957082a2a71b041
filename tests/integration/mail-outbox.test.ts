import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRegistrationSchema, type CreateRegistrationInput } from '@/lib/schemas/registration';
import { createDb, type Db, db, provider } from '@/server/db';
import type { MailMessage } from '@/server/mail/mailer';
import {
  enqueueMail,
  flushOutbox,
  OUTBOX_MAX_ATTEMPTS,
  queueMail,
  retryDelayMs,
  sendDueMail,
  startOutboxSender,
  stopOutboxSender,
} from '@/server/services/mail-outbox-service';
import { registrationService } from '@/server/services/registration-service';
import { startMailCatcher } from '../support/mail-catcher';
import { createMember } from './helpers';

/**
 * The transactional mail outbox: an e-mail is written
 * in the transaction of the change it announces, so a commit never loses it,
 * and is sent from the table with retries, once, however many senders run.
 */

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let counter = 0;
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.test`;
const message = (to: string, subject = `Subject for ${to}`): MailMessage => ({
  to,
  subject,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
});

beforeAll(async () => {
  mail = await startMailCatcher(25_000 + Math.floor(Math.random() * 20_000));
  process.env.SMTP_URL = mail.url;
});
afterAll(async () => {
  stopOutboxSender();
  await flushOutbox(db);
  delete process.env.SMTP_URL;
  await mail.close();
});
// Every test starts with nothing due, so a sender pass sees only its own messages.
beforeEach(() => flushOutbox(db));

async function bankRegistrationInput(): Promise<CreateRegistrationInput> {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = new Date(Date.now() + 30 * 86_400_000);
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `OUTBOX-${Date.now().toString(36)}-${(counter += 1)}`,
      startTrainingDate: start,
      endTrainingDate: start,
      registerStartDate: new Date(Date.now() - 86_400_000),
      registerEndDate: start,
      priceSatang: 100_000,
      seatLimit: 10,
      status: true,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรทดสอบ' },
          { languageId: 2, name: 'Outbox course' },
        ],
      },
    },
  });
  const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
  return {
    public_training_id: training.id,
    attendees: [],
    payment_method_id: 2,
    receipt: {
      receipt_type: 'P',
      name: 'สมหญิง ทดสอบ',
      address: '1 ถนนพหลโยธิน',
      province_id: district.amphure.provinceId,
      amphure_id: district.amphureId,
      district_id: district.id,
      zip_code: district.zipCode ?? '10000',
    },
  };
}

/** A database trigger that refuses outbox rows to addresses starting with "refuse-": the e-mail's write fails inside the transaction. */
async function withOutboxRefusing<T>(run: () => Promise<T>): Promise<T> {
  if (provider === 'postgresql') {
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION outbox_test_refuse() RETURNS trigger AS $$
      BEGIN IF left(NEW."to", 7) = 'refuse-' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      'CREATE TRIGGER outbox_test_refuse BEFORE INSERT ON outbox_emails FOR EACH ROW EXECUTE FUNCTION outbox_test_refuse()',
    );
  } else {
    await db.$executeRawUnsafe(`CREATE TRIGGER outbox_test_refuse BEFORE INSERT ON outbox_emails
      WHEN substr(NEW."to", 1, 7) = 'refuse-' BEGIN SELECT RAISE(ABORT, 'outbox refused'); END`);
  }
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(
      'DROP TRIGGER IF EXISTS outbox_test_refuse' +
        (provider === 'postgresql' ? ' ON outbox_emails' : ''),
    );
    if (provider === 'postgresql')
      await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS outbox_test_refuse()');
  }
}

describe('mail outbox: written in the transaction of the change', () => {
  it('keeps no e-mail when its transaction rolls back, and keeps it when it commits', async () => {
    const to = unique('rollback');
    await expect(
      db.$transaction(async (tx) => {
        await enqueueMail(tx, message(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.outboxEmail.count({ where: { to } })).toBe(0);

    await db.$transaction(async (tx) => {
      await enqueueMail(tx, message(to));
    });
    expect(await db.outboxEmail.count({ where: { to } })).toBe(1);
  });

  it('commits a registration together with its "registration received" e-mail, or neither', async () => {
    const member = await createMember();
    const input = createRegistrationSchema.parse(await bankRegistrationInput());
    const r = await registrationService(db).create(member.id, input, 'en');
    // The row is there the moment create returns, sent or not yet: a crash now loses nothing.
    const rows = await db.outboxEmail.findMany({ where: { to: member.email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toContain(r.registerCode);
    await flushOutbox(db);
    expect((await mail.waitFor(member.email, new RegExp(r.registerCode))).subject).toContain(
      r.registerCode,
    );

    // When the e-mail cannot be written, the registration is not committed either.
    const refused = await db.member.update({
      where: { id: (await createMember()).id },
      data: { email: unique('refuse-member') },
    });
    const before = await db.registration.count();
    await withOutboxRefusing(async () => {
      await expect(
        registrationService(db).create(
          refused.id,
          createRegistrationSchema.parse(await bankRegistrationInput()),
          'th',
        ),
      ).rejects.toThrow();
    });
    expect(await db.registration.count()).toBe(before);
    expect(await db.registration.count({ where: { memberId: refused.id } })).toBe(0);
  });

  it('writes the request notifications in the transaction that stores the request', async () => {
    const email = unique('refuse-contact');
    const before = await db.contactMessage.count();
    await withOutboxRefusing(async () => {
      const { contactService } = await import('@/server/services/contact-service');
      await expect(
        contactService(db).send(
          { name: 'Mali', email, telephone: '', subject: 'Hours', message: 'Open on Saturday?' },
          'en',
        ),
      ).rejects.toThrow();
    });
    expect(await db.contactMessage.count()).toBe(before);
  });
});

describe('mail outbox: the sender', () => {
  it('delivers over SMTP, marks the row sent and keeps no body', async () => {
    const to = unique('deliver');
    await queueMail(db, { ...message(to, 'Delivered once'), replyTo: 'staff@example.test' });
    await flushOutbox(db);
    const caught = await mail.waitFor(to, /Delivered once/);
    expect(caught.text).toContain(`Hello ${to}`);
    const row = await db.outboxEmail.findFirstOrThrow({ where: { to } });
    expect(row).toMatchObject({
      attempts: 1,
      nextAttemptAt: null,
      lockedUntil: null,
      lastError: null,
      failedAt: null,
      text: '',
      html: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.replyTo).toBe('staff@example.test');
  });

  it('retries a failed send with exponential backoff, keeps the error, and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);

    const to = unique('retry');
    await enqueueMail(db, message(to));
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('421 try again later');
    };
    const startedAt = Date.now();
    expect(await sendDueMail(db, { transport: failing, recipients: [to] })).toEqual({
      sent: 0,
      failed: 1,
    });
    let row = await db.outboxEmail.findFirstOrThrow({ where: { to } });
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      lockedUntil: null,
      failedAt: null,
      lastError: '421 try again later',
    });
    expect(row.nextAttemptAt!.getTime() - startedAt).toBeGreaterThanOrEqual(30_000);
    expect(row.nextAttemptAt!.getTime() - startedAt).toBeLessThan(40_000);

    // Not due before its time.
    await sendDueMail(db, { transport: failing, recipients: [to] });
    expect(calls).toBe(1);

    // Due again: the second failure waits twice as long.
    await db.outboxEmail.update({
      where: { id: row.id },
      data: { nextAttemptAt: new Date(Date.now() - 1000) },
    });
    const secondAt = Date.now();
    await sendDueMail(db, { transport: failing, recipients: [to] });
    row = await db.outboxEmail.findFirstOrThrow({ where: { id: row.id } });
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt!.getTime() - secondAt).toBeGreaterThanOrEqual(60_000);

    // The last attempt fails: the row stays, given up, with its error and its body.
    await db.outboxEmail.update({
      where: { id: row.id },
      data: { attempts: OUTBOX_MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await sendDueMail(db, { transport: failing, recipients: [to] });
    row = await db.outboxEmail.findFirstOrThrow({ where: { id: row.id } });
    expect(row).toMatchObject({
      attempts: OUTBOX_MAX_ATTEMPTS,
      nextAttemptAt: null,
      sentAt: null,
      lastError: '421 try again later',
      text: `Hello ${to}`,
    });
    expect(row.failedAt).toBeInstanceOf(Date);
    await sendDueMail(db, { transport: failing, recipients: [to] });
    expect(calls).toBe(3);

    // A retry that works is delivered through the real transport.
    const later = unique('retry-later');
    await enqueueMail(db, message(later, 'Second time lucky'));
    await sendDueMail(db, { transport: failing, recipients: [later] });
    await db.outboxEmail.updateMany({
      where: { to: later },
      data: { nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await flushOutbox(db);
    await mail.waitFor(later, /Second time lucky/);
    expect(await db.outboxEmail.findFirstOrThrow({ where: { to: later } })).toMatchObject({
      attempts: 2,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('leaves a message leased by another sender alone until its lease runs out', async () => {
    const to = unique('leased');
    const { id } = await enqueueMail(db, message(to));
    await db.outboxEmail.update({
      where: { id },
      data: { lockedUntil: new Date(Date.now() + 60_000), attempts: 1 },
    });
    const sent: string[] = [];
    const transport = async (m: MailMessage) => void sent.push(String(m.to));
    await sendDueMail(db, { transport, recipients: [to] });
    expect(sent).toEqual([]);
    // That sender died mid-send: once its lease has run out, the message is sent.
    await db.outboxEmail.update({
      where: { id },
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });
    await sendDueMail(db, { transport, recipients: [to] });
    expect(sent).toEqual([to]);
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id } })).attempts).toBe(2);
  });

  it('sends each e-mail once when two server instances run their senders at the same time', async () => {
    const other: Db = createDb();
    try {
      const tag = `${Date.now().toString(36)}-${(counter += 1)}`;
      const subjects = Array.from({ length: 30 }, (_, n) => `Concurrent ${tag} #${n}`);
      const recipients = subjects.map((_, n) => `concurrent-${n}-${tag}@example.test`);
      for (const [n, subject] of subjects.entries())
        await enqueueMail(db, message(recipients[n]!, subject));
      const delivered: string[] = [];
      const by = { first: 0, second: 0 };
      const transport = (who: keyof typeof by) => async (m: MailMessage) => {
        // A delivery takes a turn of the event loop, so the other sender runs in between.
        await new Promise((r) => setImmediate(r));
        by[who] += 1;
        delivered.push(m.subject);
      };
      const [a, b] = await Promise.all([
        sendDueMail(db, { transport: transport('first'), batch: 4, recipients }),
        sendDueMail(other, { transport: transport('second'), batch: 4, recipients }),
      ]);
      expect(a.sent + b.sent).toBe(30);
      // Both instances took part.
      expect(by.first).toBeGreaterThan(0);
      expect(by.second).toBeGreaterThan(0);
      expect(delivered.sort()).toEqual([...subjects].sort());
      expect(new Set(delivered).size).toBe(30);
      expect(
        await db.outboxEmail.count({ where: { subject: { in: subjects }, sentAt: null } }),
      ).toBe(0);
      expect(
        await db.outboxEmail.count({ where: { subject: { in: subjects }, attempts: { not: 1 } } }),
      ).toBe(0);
    } finally {
      await other.$disconnect();
    }
  });

  it('sends, from the server’s background sender, what a crashed process committed but never sent', async () => {
    const to = unique('after-crash');
    // Committed, then the process died before any sender ran: no kick.
    await enqueueMail(db, message(to, 'Left behind'));
    startOutboxSender(db, 200);
    try {
      await mail.waitFor(to, /Left behind/, 5_000);
    } finally {
      stopOutboxSender();
    }
    await flushOutbox(db);
    expect((await db.outboxEmail.findFirstOrThrow({ where: { to } })).sentAt).toBeInstanceOf(Date);
  });
});
