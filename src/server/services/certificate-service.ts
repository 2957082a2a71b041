import { randomInt } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { siteDay } from '@/lib/dates';
import { RegisterStatus } from '@/lib/register-status';
import { PASS_ALPHABET } from '@/lib/schemas/attendance';
import type { CertificateRuleInput } from '@/lib/schemas/certificates';
import { certificatePdf } from '@/server/certificates/certificate-pdf';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translate';
import type { MailMessage } from '@/server/mail/mailer';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { trainingDays } from '@/server/services/attendance-service';
import { courseNameSnapshots, pickTranslation } from '@/server/services/translations';
import { siteUrl } from '@/server/site-url';

/**
 * Certificates of attendance (docs/policies/attendance-and-certificates.md).
 * A training's rule says how many of its days an attendee must have attended
 * (default every day); after its last day has begun, staff issue a
 * certificate to each paid attendee who met it. The certificate copies what
 * it certifies, gets a random 12-character code (its number, and the key of
 * the public page /certificates/{code}), and is e-mailed to the attendee
 * through the outbox. Staff may revoke one; the page then says so and the
 * PDF is no longer served.
 */

export const CERTIFICATE_CODE_LENGTH = 12;
/** Hours printed when the rule sets none: a training day of six hours. */
export const DEFAULT_HOURS_PER_DAY = 6;

const isUniqueClash = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i += 1)
    code += PASS_ALPHABET[randomInt(PASS_ALPHABET.length)];
  return code;
}

export const formatCertificateCode = (code: string) =>
  `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;

export const certificateUrl = (code: string) => `${siteUrl()}/certificates/${code}`;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** "Your certificate" e-mail, in the language the attendee's registration was made in, with both links. */
export function certificateIssuedMail(
  locale: Locale,
  c: { code: string; email: string; firstname: string; lastname: string; courseName: string },
): MailMessage {
  const t = translator(locale);
  const site = t('site_name');
  const paragraphs = [
    t('member.mail.greeting', { name: `${c.firstname} ${c.lastname}` }),
    t('certificates.mail.body', { course: c.courseName, code: formatCertificateCode(c.code) }),
  ];
  const links = [
    {
      href: `${siteUrl()}/api/v1/certificates/${c.code}/pdf?lang=${locale}`,
      label: t('certificates.mail.pdf_link'),
    },
    {
      href: `${siteUrl()}/api/v1/certificates/${c.code}/pdf?lang=${locale === 'th' ? 'en' : 'th'}`,
      label: t('certificates.mail.pdf_other_link'),
    },
    { href: certificateUrl(c.code), label: t('certificates.mail.verify_link') },
  ];
  const signature = t('member.mail.signature', { site });
  return {
    to: c.email,
    subject: t('certificates.mail.subject', { course: c.courseName, site }),
    text: [...paragraphs, ...links.map((l) => `${l.label}: ${l.href}`), signature].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`),
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}

export function certificateService(db: Db) {
  async function trainingOf(trainingId: number) {
    const training = await db.publicTraining.findUnique({
      where: { id: trainingId },
      include: { translations: true, certificateRule: true },
    });
    if (!training) throw new AppError('NOT_FOUND', 'errors.not_found', 'public_training_id');
    return training;
  }

  function ruleOf(training: Awaited<ReturnType<typeof trainingOf>>) {
    const days = trainingDays(training.startTrainingDate, training.endTrainingDate);
    const minDays = Math.min(training.certificateRule?.minDays ?? days.length, days.length);
    const hours = training.certificateRule?.hours ?? days.length * DEFAULT_HOURS_PER_DAY;
    return { days, minDays, everyDay: training.certificateRule?.minDays == null, hours };
  }

  /** The paid attendees of a training, whether each met the rule, and their certificate. */
  async function candidates(trainingId: number) {
    const training = await trainingOf(trainingId);
    const rule = ruleOf(training);
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
        const attended = r.attendances.filter(
          (x) => x.seat === seat && rule.days.includes(x.day),
        ).length;
        const certificate = r.certificates.find((c) => c.seat === seat) ?? null;
        return {
          registration: r,
          attendee: a,
          seat,
          attended,
          eligible: attended >= rule.minDays,
          certificate,
        };
      }),
    );
    return { training, rule, rows };
  }

  return {
    /** The rule, the attendees and their certificates: the certificates screen of a training. */
    async overview(trainingId: number, locale: Locale, now = new Date()) {
      const { training, rule, rows } = await candidates(trainingId);
      const lastDay = rule.days[rule.days.length - 1]!;
      return {
        publicTrainingId: training.id,
        courseCode: training.courseCode,
        courseName: pickTranslation(training.translations, locale)?.name ?? training.courseCode,
        days: rule.days,
        minDays: rule.minDays,
        everyDay: rule.everyDay,
        hours: rule.hours,
        canIssue: siteDay(now) >= lastDay,
        issueFrom: lastDay,
        attendees: rows.map((row) => ({
          registerId: row.registration.id,
          registerCode: row.registration.registerCode,
          seat: row.seat,
          name: `${row.attendee.firstname} ${row.attendee.lastname}`,
          email: row.attendee.email,
          daysAttended: row.attended,
          eligible: row.eligible,
          certificate: row.certificate
            ? {
                code: row.certificate.code,
                issuedAt: row.certificate.issuedAt,
                revokedAt: row.certificate.revokedAt,
                revokeReason: row.certificate.revokeReason,
              }
            : null,
        })),
      };
    },

    async setRule(input: CertificateRuleInput) {
      const training = await trainingOf(input.public_training_id);
      const days = trainingDays(training.startTrainingDate, training.endTrainingDate);
      if (input.min_days !== null && input.min_days > days.length)
        throw new AppError('BAD_REQUEST', 'certificates.errors.min_days_over', 'min_days', {
          days: days.length,
        });
      await db.certificateRule.upsert({
        where: { trainingId: training.id },
        create: { trainingId: training.id, minDays: input.min_days, hours: input.hours },
        update: { minDays: input.min_days, hours: input.hours },
      });
      return { publicTrainingId: training.id, minDays: input.min_days, hours: input.hours };
    },

    /**
     * Issues a certificate to every paid attendee of the training who met the rule and has none yet; each is e-mailed
     * in the same transaction. Not before the training's last day. Running it again issues only the new ones.
     */
    async issue(trainingId: number, adminUserId: number, now = new Date()) {
      const { training, rule, rows } = await candidates(trainingId);
      const lastDay = rule.days[rule.days.length - 1]!;
      if (siteDay(now) < lastDay)
        throw new AppError('CONFLICT', 'certificates.errors.too_early', 'public_training_id', {
          day: lastDay,
        });
      const names = courseNameSnapshots(training.translations, training.courseCode);
      const issued: string[] = [];
      for (const row of rows) {
        if (!row.eligible || row.certificate) continue;
        const locale: Locale = row.registration.locale === 'en' ? 'en' : 'th';
        for (let attempt = 0; ; attempt += 1) {
          const code = newCertificateCode();
          try {
            await db.$transaction(async (tx) => {
              await tx.certificate.create({
                data: {
                  code,
                  registrationId: row.registration.id,
                  seat: row.seat,
                  firstname: row.attendee.firstname,
                  lastname: row.attendee.lastname,
                  email: row.attendee.email,
                  courseNameTh: names.courseNameTh,
                  courseNameEn: names.courseNameEn ?? names.courseNameTh,
                  startDate: training.startTrainingDate,
                  endDate: training.endTrainingDate,
                  hours: rule.hours,
                  daysAttended: row.attended,
                  daysTotal: rule.days.length,
                  locale,
                  issuedAt: now,
                  issuedBy: adminUserId,
                },
              });
              await enqueueMail(
                tx,
                certificateIssuedMail(locale, {
                  code,
                  email: row.attendee.email,
                  firstname: row.attendee.firstname,
                  lastname: row.attendee.lastname,
                  courseName:
                    locale === 'en'
                      ? (names.courseNameEn ?? names.courseNameTh)
                      : names.courseNameTh,
                }),
              );
            });
            issued.push(code);
            break;
          } catch (error) {
            // Issued by another request at the same moment (the seat is unique): nothing more to do for it.
            if (isUniqueClash(error)) {
              const made = await db.certificate.findUnique({
                where: {
                  registrationId_seat: { registrationId: row.registration.id, seat: row.seat },
                },
              });
              if (made || attempt > 4) break;
              continue;
            }
            throw error;
          }
        }
      }
      if (issued.length) kickOutbox(db);
      return { publicTrainingId: training.id, issued: issued.length, codes: issued };
    },

    async revoke(code: string, reason: string, now = new Date()) {
      const row = await db.certificate.findUnique({ where: { code } });
      if (!row) throw new AppError('NOT_FOUND', 'certificates.errors.not_found', 'code');
      if (row.revokedAt)
        throw new AppError('CONFLICT', 'certificates.errors.already_revoked', 'code');
      const changed = await db.certificate.updateMany({
        where: { id: row.id, revokedAt: null },
        data: { revokedAt: now, revokeReason: reason },
      });
      if (changed.count === 0)
        throw new AppError('CONFLICT', 'certificates.errors.already_revoked', 'code');
      return { code, revokedAt: now };
    },

    /** The public check: what the certificate says, or whether it was revoked; NOT_FOUND for no such certificate. */
    async verify(code: string, locale: Locale) {
      const row = await db.certificate.findUnique({ where: { code } });
      if (!row) throw new AppError('NOT_FOUND', 'certificates.errors.not_found', 'code');
      return {
        code: row.code,
        number: formatCertificateCode(row.code),
        status: row.revokedAt ? ('revoked' as const) : ('valid' as const),
        name: `${row.firstname} ${row.lastname}`,
        courseName: locale === 'en' ? row.courseNameEn : row.courseNameTh,
        startDate: row.startDate,
        endDate: row.endDate,
        hours: row.hours,
        issuedAt: row.issuedAt,
        revokedAt: row.revokedAt,
      };
    },

    /** The PDF of a valid certificate, in the language asked. A revoked one is not served. */
    async pdf(code: string, locale: Locale) {
      const row = await db.certificate.findUnique({ where: { code } });
      if (!row) throw new AppError('NOT_FOUND', 'certificates.errors.not_found', 'code');
      if (row.revokedAt) throw new AppError('CONFLICT', 'certificates.errors.revoked', 'code');
      const bytes = await certificatePdf(
        {
          code: formatCertificateCode(row.code),
          name: `${row.firstname} ${row.lastname}`,
          courseName: locale === 'en' ? row.courseNameEn : row.courseNameTh,
          startDate: row.startDate,
          endDate: row.endDate,
          hours: row.hours,
          issuedAt: row.issuedAt,
          verifyUrl: certificateUrl(row.code),
          revoked: false,
        },
        locale,
      );
      return { filename: `certificate-${row.code}-${locale}.pdf`, bytes };
    },

    /** A member's certificates on one of their registrations (NOT_FOUND unless it is theirs). */
    async ofMemberRegistration(memberId: number, registerId: number) {
      const r = await db.registration.findFirst({ where: { id: registerId, memberId } });
      if (!r) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
      const rows = await db.certificate.findMany({
        where: { registrationId: r.id },
        orderBy: { seat: 'asc' },
      });
      return rows.map((c) => ({
        seat: c.seat,
        code: c.code,
        number: formatCertificateCode(c.code),
        name: `${c.firstname} ${c.lastname}`,
        issuedAt: c.issuedAt,
        revoked: c.revokedAt !== null,
      }));
    },
  };
}
