import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { log } from '@/server/log';
import { trainingReminderMail } from '@/server/mail/waiting-list-mail';
import { checkInPassFor } from '@/server/services/attendance-service';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { pickTranslation } from '@/server/services/translations';

const DAY_MS = 86_400_000;
const isUniqueClash = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/**
 * Reminders before a training (docs/policies/waiting-list.md, "Reminders").
 * A paid registration gets an e-mail REMINDER_DAYS_BEFORE days (default 3
 * and 1) before its training's first day starts, in the language it was made
 * in, through the outbox. Each (registration, days) is a unique row of
 * registration_reminders written in the transaction that queues the e-mail,
 * so a reminder is sent once however many instances run this and however
 * often (the status run, every REGISTRATION_STATUS_RUN_MINUTES). When several
 * are due at once (paid two days before, or the server was down), only the
 * nearest is sent and the others are recorded as passed.
 */
export function reminderService(db: Db) {
  return {
    async run(
      now = new Date(),
      days: number[] = env.REMINDER_DAYS_BEFORE,
    ): Promise<{ sent: number }> {
      if (days.length === 0) return { sent: 0 };
      const furthest = Math.max(...days);
      const rows = await db.registration.findMany({
        where: {
          registerStatusId: RegisterStatus.PAID,
          training: {
            startTrainingDate: { gt: now, lte: new Date(now.getTime() + furthest * DAY_MS) },
          },
        },
        select: {
          id: true,
          registerCode: true,
          quantity: true,
          locale: true,
          memberId: true,
          publicTrainingId: true,
          courseCode: true,
          attendees: {
            select: { firstname: true, lastname: true },
            orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
          },
          training: {
            select: {
              startTrainingDate: true,
              endTrainingDate: true,
              translations: { select: { languageId: true, name: true, location: true } },
            },
          },
        },
        orderBy: { id: 'asc' },
        take: 5000,
      });
      let sent = 0;
      for (const r of rows) {
        const start = r.training.startTrainingDate.getTime();
        const due = days.filter((d) => start - d * DAY_MS <= now.getTime());
        if (due.length === 0) continue;
        const done = new Set(
          (
            await db.registrationReminder.findMany({
              where: { registrationId: r.id },
              select: { daysBefore: true },
            })
          ).map((x) => x.daysBefore),
        );
        const nearest = Math.min(...due);
        if (done.has(nearest)) continue;
        const member = await db.member.findUnique({
          where: { id: r.memberId },
          select: { email: true, firstname: true, lastname: true },
        });
        if (!member) continue;
        const locale: Locale = r.locale === 'en' ? 'en' : 'th';
        const tr = pickTranslation(r.training.translations, locale);
        // Each attendee's check-in pass travels in the e-mail as an inline QR image (made here on first need).
        const passes: { name: string; printed: string; png: Buffer }[] = [];
        for (const [seat, a] of r.attendees.entries()) {
          const pass = await checkInPassFor(db, r.id, seat);
          if (pass)
            passes.push({
              name: `${a.firstname} ${a.lastname}`,
              printed: pass.printed,
              png: pass.png,
            });
        }
        try {
          await db.$transaction(async (tx) => {
            for (const d of due.filter((x) => !done.has(x)))
              await tx.registrationReminder.create({
                data: { registrationId: r.id, daysBefore: d, createdAt: now },
              });
            await enqueueMail(
              tx as Db,
              trainingReminderMail(locale, member, {
                registerId: r.id,
                registerCode: r.registerCode,
                trainingId: r.publicTrainingId,
                courseName: tr?.name ?? r.courseCode,
                startsAt: r.training.startTrainingDate,
                endsAt: r.training.endTrainingDate,
                location:
                  tr?.location || pickTranslation(r.training.translations, 'th')?.location || null,
                quantity: r.quantity,
                daysBefore: nearest,
                passes,
              }),
              now,
            );
          });
          sent += 1;
        } catch (error) {
          // Another instance recorded it first: it sends the e-mail.
          if (!isUniqueClash(error)) throw error;
        }
      }
      if (sent) {
        log.info('training reminders queued', { sent });
        kickOutbox(db);
      }
      return { sent };
    },
  };
}
