import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { siteDay } from '@/lib/dates';
import { EVALUATION_LINK_DAYS, EVALUATION_SEND_WINDOW_DAYS } from '@/lib/evaluation-policy';
import { RegisterStatus } from '@/lib/register-status';
import type { SubmitEvaluationInput } from '@/lib/schemas/evaluation';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { evaluationInviteMail } from '@/server/mail/evaluation-mail';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { pickTranslation, registeredCourseName } from '@/server/services/translations';

/**
 * The course evaluation (docs/policies/course-evaluation.md).
 *
 * - After a training's last day (on the centre's clock) and for 14 days, the
 *   status run invites each paid attendee (each seat) by e-mail, in the
 *   language the registration was made in, through the outbox. The
 *   invitation is a unique row of course_evaluations (registration, seat)
 *   written in the transaction that queues the e-mail: once each, across
 *   restarts and instances.
 * - The link carries 32 random bytes (base64url); only their SHA-256 is
 *   stored, so the table cannot be turned back into links. A link is valid
 *   EVALUATION_LINK_DAYS (30) days after it was sent.
 * - An answer (content, speaker, venue 1-5, a comment) is written once: a
 *   conditional update of a row not yet answered, so two submissions at
 *   once store one.
 * - Staff see the answers per training and per speaker, without names.
 */

const DAY_MS = 86_400_000;

const isUniqueClash = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

export const hashEvaluationToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export type EvaluationState = 'open' | 'submitted' | 'expired' | 'invalid';

type Question = 'content' | 'speaker' | 'venue';

const round2 = (n: number) => Math.round(n * 100) / 100;
const average = (values: number[]) =>
  values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null;

export function evaluationService(db: Db) {
  async function byToken(token: string) {
    return db.courseEvaluation.findUnique({
      where: { tokenHash: hashEvaluationToken(token) },
      include: { registration: { include: { training: { include: { translations: true } } } } },
    });
  }

  function stateOf(
    row: { submittedAt: Date | null; expiresAt: Date } | null,
    now: Date,
  ): EvaluationState {
    if (!row) return 'invalid';
    if (row.submittedAt) return 'submitted';
    if (row.expiresAt <= now) return 'expired';
    return 'open';
  }

  return {
    /**
     * The status run's part: invites the paid attendees of trainings whose last day has passed (up to
     * EVALUATION_SEND_WINDOW_DAYS ago) who have no invitation yet. Answers the number of e-mails queued.
     */
    async run(now = new Date()): Promise<{ sent: number }> {
      const today = siteDay(now);
      const registrations = await db.registration.findMany({
        where: {
          registerStatusId: RegisterStatus.PAID,
          training: {
            endTrainingDate: {
              lt: now,
              gte: new Date(now.getTime() - (EVALUATION_SEND_WINDOW_DAYS + 1) * DAY_MS),
            },
          },
        },
        select: {
          id: true,
          locale: true,
          publicTrainingId: true,
          courseCode: true,
          courseNameTh: true,
          courseNameEn: true,
          courseName: true,
          attendees: {
            select: { firstname: true, lastname: true, email: true },
            orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
          },
          evaluations: { select: { seat: true } },
          training: {
            select: {
              endTrainingDate: true,
              translations: { select: { languageId: true, name: true } },
            },
          },
        },
        orderBy: { id: 'asc' },
        take: 5000,
      });
      let sent = 0;
      for (const r of registrations) {
        if (siteDay(r.training.endTrainingDate) >= today) continue;
        const locale: Locale = r.locale === 'en' ? 'en' : 'th';
        const courseName =
          pickTranslation(r.training.translations, locale)?.name ?? registeredCourseName(r, locale);
        for (const [seat, attendee] of r.attendees.entries()) {
          if (r.evaluations.some((e) => e.seat === seat) || !attendee.email) continue;
          const token = randomBytes(32).toString('base64url');
          const expiresAt = new Date(now.getTime() + EVALUATION_LINK_DAYS * DAY_MS);
          try {
            await db.$transaction(async (tx) => {
              await tx.courseEvaluation.create({
                data: {
                  registrationId: r.id,
                  seat,
                  publicTrainingId: r.publicTrainingId,
                  tokenHash: hashEvaluationToken(token),
                  locale,
                  sentAt: now,
                  expiresAt,
                },
              });
              await enqueueMail(
                tx as Db,
                evaluationInviteMail(locale, attendee, { courseName, token, expiresAt }),
                now,
              );
            });
            sent += 1;
          } catch (error) {
            // Another instance invited this seat first: it sends the e-mail.
            if (!isUniqueClash(error)) throw error;
          }
        }
      }
      if (sent) {
        log.info('course evaluations queued', { sent });
        kickOutbox(db);
      }
      return { sent };
    },

    /** What the page of a link shows: open (with the course), already submitted, expired, or invalid. */
    async open(token: string, locale: Locale, now = new Date()) {
      const row = await byToken(token);
      const state = stateOf(row, now);
      if (!row || state === 'invalid') return { state: 'invalid' as const, course: null };
      const t = row.registration.training;
      return {
        state,
        course: {
          name: pickTranslation(t.translations, locale)?.name ?? row.registration.courseCode,
          startDate: t.startTrainingDate,
          endDate: t.endTrainingDate,
        },
      };
    },

    /** Stores the answer once: NOT_FOUND for an unknown link, CONFLICT when already answered or expired. */
    async submit(input: SubmitEvaluationInput, now = new Date()) {
      const hash = hashEvaluationToken(input.token);
      const { count } = await db.courseEvaluation.updateMany({
        where: { tokenHash: hash, submittedAt: null, expiresAt: { gt: now } },
        data: {
          submittedAt: now,
          content: input.content,
          speaker: input.speaker,
          venue: input.venue,
          comment: input.comment ? input.comment : null,
        },
      });
      if (count === 1) return { state: 'submitted' as const };
      const row = await db.courseEvaluation.findUnique({ where: { tokenHash: hash } });
      const state = stateOf(row, now);
      if (state === 'submitted')
        throw new AppError('CONFLICT', 'evaluation.errors.already', 'token');
      if (state === 'expired') throw new AppError('CONFLICT', 'evaluation.errors.expired', 'token');
      throw new AppError('NOT_FOUND', 'evaluation.errors.invalid', 'token');
    },

    /** A training's results: invitations, answers, averages and counts per rating, and the comments (no names). */
    async report(trainingId: number, locale: Locale) {
      const training = await db.publicTraining.findUnique({
        where: { id: trainingId },
        include: {
          translations: true,
          speakers: {
            orderBy: { sortOrder: 'asc' },
            include: { speaker: { include: { translations: true } } },
          },
        },
      });
      if (!training) throw new AppError('NOT_FOUND', 'errors.not_found', 'public_training_id');
      const rows = await db.courseEvaluation.findMany({
        where: { publicTrainingId: trainingId },
        orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
      });
      const answered = rows.filter((r) => r.submittedAt);
      const values = (q: Question) =>
        answered.map((r) => r[q]).filter((v): v is number => v !== null);
      return {
        publicTrainingId: training.id,
        courseCode: training.courseCode,
        courseName: pickTranslation(training.translations, locale)?.name ?? training.courseCode,
        startDate: training.startTrainingDate,
        endDate: training.endTrainingDate,
        speakers: training.speakers.map(
          (s) => pickTranslation(s.speaker.translations, locale)?.name ?? `#${s.speakerId}`,
        ),
        invited: rows.length,
        answered: answered.length,
        averages: {
          content: average(values('content')),
          speaker: average(values('speaker')),
          venue: average(values('venue')),
        },
        distribution: [1, 2, 3, 4, 5].map((rating) => ({
          rating,
          content: values('content').filter((v) => v === rating).length,
          speaker: values('speaker').filter((v) => v === rating).length,
          venue: values('venue').filter((v) => v === rating).length,
        })),
        answers: answered.map((r) => ({
          submittedAt: r.submittedAt!,
          content: r.content!,
          speaker: r.speaker!,
          venue: r.venue!,
          comment: r.comment,
        })),
      };
    },

    /**
     * Results per speaker: every speaker of a training with answers, the trainings and answers counted and the
     * averages over those answers. A training with several speakers counts its speaker rating for each of them.
     */
    async speakers(locale: Locale) {
      const sums = await db.courseEvaluation.groupBy({
        by: ['publicTrainingId'],
        where: { submittedAt: { not: null } },
        _count: { _all: true },
        _sum: { content: true, speaker: true, venue: true },
      });
      if (sums.length === 0) return { rows: [] };
      const links = await db.publicTrainingSpeakerLink.findMany({
        where: { trainingId: { in: sums.map((s) => s.publicTrainingId) } },
        include: { speaker: { include: { translations: true } } },
      });
      const bySpeaker = new Map<
        number,
        { name: string; trainings: number; answers: number; speaker: number; content: number }
      >();
      for (const link of links) {
        const s = sums.find((x) => x.publicTrainingId === link.trainingId)!;
        const row = bySpeaker.get(link.speakerId) ?? {
          name: pickTranslation(link.speaker.translations, locale)?.name ?? `#${link.speakerId}`,
          trainings: 0,
          answers: 0,
          speaker: 0,
          content: 0,
        };
        row.trainings += 1;
        row.answers += s._count._all;
        row.speaker += s._sum.speaker ?? 0;
        row.content += s._sum.content ?? 0;
        bySpeaker.set(link.speakerId, row);
      }
      const rows = [...bySpeaker.entries()]
        .map(([id, r]) => ({
          publicTrainingSpeakerId: id,
          name: r.name,
          trainings: r.trainings,
          answers: r.answers,
          speakerAverage: round2(r.speaker / r.answers),
          contentAverage: round2(r.content / r.answers),
        }))
        .sort((a, b) => b.speakerAverage - a.speakerAverage || a.name.localeCompare(b.name));
      return { rows };
    },
  };
}
