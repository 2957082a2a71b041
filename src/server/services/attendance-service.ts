import { randomInt } from 'node:crypto';
import dayjs from 'dayjs';
import QRCode from 'qrcode';
import type { Locale } from '@/i18n/locales';
import { siteDay } from '@/lib/dates';
import { RegisterStatus } from '@/lib/register-status';
import {
  formatPassCode,
  type MarkAttendanceInput,
  PASS_ALPHABET,
  PASS_CODE_LENGTH,
} from '@/lib/schemas/attendance';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import type { Tx } from '@/server/services/registration-status-service';
import { localName, pickTranslation, registeredCourseName } from '@/server/services/translations';

/**
 * Check-in on the day and attendance per training day
 * (docs/policies/attendance-and-certificates.md). Every paid attendee has a
 * pass: an unguessable code, shown as a QR code on the member's registration
 * page; staff holding the registrations permission scan or type it, or tick
 * attendees on a list. A seat is the attendee's place in the registration.
 */

/** The most training days counted (a longer course is a data error, not a reason to build a huge list). */
const MAX_DAYS = 62;

const isUniqueClash = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/** The training's days, yyyy-MM-dd on the centre's clock, first to last. */
export function trainingDays(start: Date, end: Date): string[] {
  const first = siteDay(start);
  const last = siteDay(end < start ? start : end);
  const days: string[] = [];
  for (let d = dayjs(first); days.length < MAX_DAYS; d = d.add(1, 'day')) {
    const day = d.format('YYYY-MM-DD');
    days.push(day);
    if (day >= last) break;
  }
  return days;
}

/** A new pass code: 10 characters of Crockford base32 from the system's secure random source (50 bits). */
export function newPassCode(): string {
  let code = '';
  for (let i = 0; i < PASS_CODE_LENGTH; i += 1)
    code += PASS_ALPHABET[randomInt(PASS_ALPHABET.length)];
  return code;
}

/** What a pass's QR code holds: the code with a prefix that says what it is (the scanner accepts it with or without). */
export const passQrText = (code: string) => `ASC-CHECKIN:${code}`;

/** The pass as a QR code image: SVG for pages, PNG for e-mail (the reminder e-mail uses `checkInPassFor`). */
export async function passQrImages(code: string): Promise<{ svg: string; png: Buffer }> {
  const text = passQrText(code);
  const [svg, png] = await Promise.all([
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 }),
  ]);
  return { svg, png };
}

/** The passes of every seat of a paid registration, made on first need (one per seat, whoever asks first). */
async function ensurePasses(client: Tx, registrationId: number, seats: number) {
  const existing = await client.checkInPass.findMany({ where: { registrationId } });
  for (let seat = 0; seat < seats; seat += 1) {
    if (existing.some((p) => p.seat === seat)) continue;
    for (let attempt = 0; ; attempt += 1) {
      try {
        existing.push(
          await client.checkInPass.create({ data: { registrationId, seat, code: newPassCode() } }),
        );
        break;
      } catch (error) {
        if (!isUniqueClash(error) || attempt > 4) throw error;
        // Another request made this seat's pass at the same moment (or, once in 2^50, the code was taken): read it.
        const made = await client.checkInPass.findUnique({
          where: { registrationId_seat: { registrationId, seat } },
        });
        if (made) {
          existing.push(made);
          break;
        }
      }
    }
  }
  return existing.sort((a, b) => a.seat - b.seat);
}

/**
 * One attendee's check-in pass (code, its printed form, the QR code as SVG and PNG), or null unless the registration is
 * paid and has that seat. For other messages that carry the pass (the reminder e-mail).
 */
export async function checkInPassFor(db: Db, registerId: number, seat: number) {
  const r = await db.registration.findUnique({
    where: { id: registerId },
    select: { registerStatusId: true, quantity: true, _count: { select: { attendees: true } } },
  });
  if (!r || r.registerStatusId !== RegisterStatus.PAID || seat >= r._count.attendees) return null;
  const passes = await ensurePasses(db, registerId, r._count.attendees);
  const pass = passes.find((p) => p.seat === seat)!;
  return {
    code: pass.code,
    printed: formatPassCode(pass.code),
    ...(await passQrImages(pass.code)),
  };
}

const registrationInclude = {
  attendees: { orderBy: [{ sortOrder: 'asc' as const }, { id: 'asc' as const }] },
  registerStatus: true,
  training: { include: { translations: true } },
};

export function attendanceService(db: Db) {
  const nameOf = (a: { firstname: string; lastname: string }) => `${a.firstname} ${a.lastname}`;

  async function paidRegistration(registerId: number, field = 'register_id') {
    const r = await db.registration.findUnique({
      where: { id: registerId },
      include: registrationInclude,
    });
    if (!r) throw new AppError('NOT_FOUND', 'errors.not_found', field);
    if (r.registerStatusId !== RegisterStatus.PAID)
      throw new AppError('CONFLICT', 'checkin.errors.not_paid', field);
    return r;
  }

  /** Records one seat's day; answers the first check-in's time when it was already there. */
  async function record(
    registrationId: number,
    seat: number,
    day: string,
    method: string,
    adminUserId: number | null,
    now: Date,
  ): Promise<{ already: boolean; checkedInAt: Date }> {
    try {
      const row = await db.attendance.create({
        data: { registrationId, seat, day, method, adminUserId, checkedInAt: now },
      });
      return { already: false, checkedInAt: row.checkedInAt };
    } catch (error) {
      if (!isUniqueClash(error)) throw error;
      const row = await db.attendance.findUniqueOrThrow({
        where: { registrationId_seat_day: { registrationId, seat, day } },
      });
      return { already: true, checkedInAt: row.checkedInAt };
    }
  }

  return {
    ensurePasses: (registrationId: number, seats: number) =>
      ensurePasses(db, registrationId, seats),

    /**
     * A scanned or typed code: who it is, and their check-in for today. A second scan answers "already" with the
     * first time; a pass of a registration no longer paid, or a day that is not a training day, checks in nobody.
     */
    async scan(
      code: string,
      method: 'scan' | 'code',
      adminUserId: number,
      locale: Locale,
      now = new Date(),
    ) {
      const pass = await db.checkInPass.findUnique({
        where: { code },
        include: { registration: { include: registrationInclude } },
      });
      if (!pass) throw new AppError('NOT_FOUND', 'checkin.errors.unknown_code', 'code');
      const r = pass.registration;
      const attendee = r.attendees[pass.seat];
      const days = trainingDays(r.training.startTrainingDate, r.training.endTrainingDate);
      const today = siteDay(now);
      const base = {
        registerId: r.id,
        registerCode: r.registerCode,
        seat: pass.seat,
        name: attendee ? nameOf(attendee) : '-',
        email: attendee?.email ?? null,
        publicTrainingId: r.publicTrainingId,
        courseName: registeredCourseName(r, locale),
        registerStatusId: r.registerStatusId,
        registerStatus: localName(r.registerStatus, locale),
        day: today,
        days,
      };
      if (r.registerStatusId !== RegisterStatus.PAID || !attendee)
        return { ...base, result: 'not_paid' as const, checkedInAt: null };
      if (!days.includes(today))
        return { ...base, result: 'not_training_day' as const, checkedInAt: null };
      const done = await record(r.id, pass.seat, today, method, adminUserId, now);
      return {
        ...base,
        result: done.already ? ('already' as const) : ('checked_in' as const),
        checkedInAt: done.checkedInAt,
      };
    },

    /** Staff tick (or untick) attendees of a paid registration for a training day (default today). */
    async mark(input: MarkAttendanceInput, adminUserId: number, now = new Date()) {
      const r = await paidRegistration(input.register_id);
      const days = trainingDays(r.training.startTrainingDate, r.training.endTrainingDate);
      const day = input.day ?? siteDay(now);
      if (!days.includes(day))
        throw new AppError(
          'BAD_REQUEST',
          'checkin.errors.not_training_day',
          input.day ? 'day' : 'register_id',
          { days: days.join(', ') },
        );
      // A day that has not begun on the centre's clock cannot have been attended (unticking it is harmless).
      if (input.present && day > siteDay(now))
        throw new AppError('BAD_REQUEST', 'checkin.errors.day_not_started', 'day', { day });
      if (input.seat !== undefined && input.seat >= r.attendees.length)
        throw new AppError('BAD_REQUEST', 'checkin.errors.seat_invalid', 'seat');
      const seats = input.seat !== undefined ? [input.seat] : r.attendees.map((_, i) => i);
      await ensurePasses(db, r.id, r.attendees.length);
      if (input.present) {
        for (const seat of seats) await record(r.id, seat, day, 'list', adminUserId, now);
      } else {
        await db.attendance.deleteMany({
          where: { registrationId: r.id, day, seat: { in: seats } },
        });
      }
      const rows = await db.attendance.findMany({ where: { registrationId: r.id, day } });
      return {
        registerId: r.id,
        day,
        attendees: r.attendees.map((a, seat) => ({
          seat,
          name: nameOf(a),
          checkedInAt: rows.find((x) => x.seat === seat)?.checkedInAt ?? null,
        })),
      };
    },

    /** The paid attendees of a training with their check-in on a day (default today, else the first day): the tick list. */
    async roster(trainingId: number, day: string | undefined, locale: Locale, now = new Date()) {
      const training = await db.publicTraining.findUnique({
        where: { id: trainingId },
        include: { translations: true },
      });
      if (!training) throw new AppError('NOT_FOUND', 'errors.not_found', 'public_training_id');
      const days = trainingDays(training.startTrainingDate, training.endTrainingDate);
      const today = siteDay(now);
      const chosen = day ?? (days.includes(today) ? today : days[0]!);
      if (!days.includes(chosen))
        throw new AppError('BAD_REQUEST', 'checkin.errors.not_training_day', 'day', {
          days: days.join(', '),
        });
      const registrations = await db.registration.findMany({
        where: { publicTrainingId: trainingId, registerStatusId: RegisterStatus.PAID },
        include: { attendees: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] } },
        orderBy: { id: 'asc' },
      });
      const rows = await db.attendance.findMany({
        where: { day: chosen, registration: { publicTrainingId: trainingId } },
      });
      const attendees = registrations
        .flatMap((r) =>
          r.attendees.map((a, seat) => ({
            registerId: r.id,
            registerCode: r.registerCode,
            seat,
            name: nameOf(a),
            email: a.email,
            checkedInAt:
              rows.find((x) => x.registrationId === r.id && x.seat === seat)?.checkedInAt ?? null,
          })),
        )
        .sort((a, b) => a.name.localeCompare(b.name, locale));
      return {
        publicTrainingId: training.id,
        courseCode: training.courseCode,
        courseName: pickTranslation(training.translations, locale)?.name ?? training.courseCode,
        days,
        day: chosen,
        /** Whether the day has begun on the centre's clock: a later day cannot be ticked yet. */
        started: chosen <= today,
        present: attendees.filter((a) => a.checkedInAt).length,
        total: attendees.length,
        attendees,
      };
    },

    /**
     * The member's own registration: each attendee's pass (code and QR code) while it is paid, the days attended and
     * the certificate. NOT_FOUND unless the registration is theirs.
     */
    async memberPasses(memberId: number, registerId: number) {
      const r = await db.registration.findFirst({
        where: { id: registerId, memberId },
        include: { ...registrationInclude, attendances: true, certificates: true },
      });
      if (!r) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
      const paid = r.registerStatusId === RegisterStatus.PAID;
      const days = trainingDays(r.training.startTrainingDate, r.training.endTrainingDate);
      const passes = paid ? await ensurePasses(db, r.id, r.attendees.length) : [];
      return {
        registerId: r.id,
        paid,
        days,
        attendees: await Promise.all(
          r.attendees.map(async (a, seat) => {
            const pass = passes.find((p) => p.seat === seat);
            const certificate = r.certificates.find((c) => c.seat === seat);
            return {
              seat,
              name: nameOf(a),
              pass: pass
                ? {
                    code: formatPassCode(pass.code),
                    qrSvg: (await passQrImages(pass.code)).svg,
                  }
                : null,
              attended: r.attendances
                .filter((x) => x.seat === seat)
                .map((x) => ({ day: x.day, checkedInAt: x.checkedInAt })),
              certificate: certificate
                ? { code: certificate.code, revoked: certificate.revokedAt !== null }
                : null,
            };
          }),
        ),
      };
    },

    /** A registration's attendance: each attendee and the training days they were checked in. */
    async ofRegistration(registerId: number) {
      const r = await db.registration.findUnique({
        where: { id: registerId },
        include: registrationInclude,
      });
      if (!r) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
      const days = trainingDays(r.training.startTrainingDate, r.training.endTrainingDate);
      const rows = await db.attendance.findMany({
        where: { registrationId: r.id },
        orderBy: { day: 'asc' },
      });
      return {
        registerId: r.id,
        paid: r.registerStatusId === RegisterStatus.PAID,
        days,
        attendees: r.attendees.map((a, seat) => ({
          seat,
          name: nameOf(a),
          attended: rows
            .filter((x) => x.seat === seat)
            .map((x) => ({ day: x.day, checkedInAt: x.checkedInAt, method: x.method })),
        })),
      };
    },

    /** The attendance report of a training: one row per paid attendee, with each day's check-in time. */
    async report(trainingId: number, locale: Locale) {
      const roster = await db.publicTraining.findUnique({
        where: { id: trainingId },
        include: { translations: true },
      });
      if (!roster) throw new AppError('NOT_FOUND', 'errors.not_found', 'public_training_id');
      const days = trainingDays(roster.startTrainingDate, roster.endTrainingDate);
      const registrations = await db.registration.findMany({
        where: { publicTrainingId: trainingId, registerStatusId: RegisterStatus.PAID },
        include: {
          attendees: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
          attendances: true,
          certificates: true,
        },
        orderBy: { id: 'asc' },
      });
      const rows = registrations.flatMap((r) =>
        r.attendees.map((a, seat) => {
          const mine = r.attendances.filter((x) => x.seat === seat);
          const certificate = r.certificates.find((c) => c.seat === seat);
          return {
            registerId: r.id,
            registerCode: r.registerCode,
            seat,
            name: nameOf(a),
            email: a.email,
            daysAttended: mine.length,
            attended: Object.fromEntries(mine.map((x) => [x.day, x.checkedInAt])) as Record<
              string,
              Date
            >,
            certificateCode: certificate && !certificate.revokedAt ? certificate.code : null,
          };
        }),
      );
      const present = days.map((day) => ({
        day,
        present: rows.filter((row) => row.attended[day]).length,
      }));
      return {
        publicTrainingId: roster.id,
        courseCode: roster.courseCode,
        courseName: pickTranslation(roster.translations, locale)?.name ?? roster.courseCode,
        days,
        perDay: present,
        total: rows.length,
        rows,
      };
    },
  };
}
