import type { Locale } from '@/i18n/locales';
import { formatBaht } from '@/lib/money';
import type { MailMessage } from '@/server/mail/mailer';
import { translator } from '@/server/i18n/translate';
import { registeredCourseName } from '@/server/services/translations';
import { siteUrl } from '@/server/site-url';
import { calendarUrl } from '@/server/mail/waiting-list-mail';

/** Payment e-mails to members, in the language of the registration (texts under payment.mail). */

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
  more: { href: string; label: string }[] = [],
): MailMessage {
  const links = [link, ...more];
  const text = [...paragraphs, ...links.map((l) => `${l.label}: ${l.href}`)].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`),
  ].join('\n');
  return { to, subject, text, html };
}

type Person = { email: string; firstname: string; lastname: string };
type Reg = {
  id: number;
  registerCode: string;
  courseName: string;
  courseNameTh?: string | null;
  courseNameEn?: string | null;
  totalAmountSatang: number;
  /** The training, for the calendar link. */
  publicTrainingId?: number;
};

export function paymentConfirmedMail(
  locale: Locale,
  member: Person,
  registration: Reg,
): MailMessage {
  const t = translator(locale);
  return compose(
    member.email,
    t('payment.mail.paid_subject', { code: registration.registerCode }),
    [
      t('payment.mail.greeting', { name: `${member.firstname} ${member.lastname}` }),
      t('payment.mail.paid_body', {
        code: registration.registerCode,
        course: registeredCourseName(registration, locale),
        amount: formatBaht(registration.totalAmountSatang, locale),
      }),
      t('payment.mail.signature', { site: t('site_name') }),
    ],
    {
      href: `${siteUrl()}/member/receipt/${registration.id}`,
      label: t('payment.mail.receipt_link'),
    },
    registration.publicTrainingId
      ? [{ href: calendarUrl(registration.publicTrainingId), label: t('calendar.add') }]
      : [],
  );
}

export function slipRejectedMail(
  locale: Locale,
  member: Person,
  registration: Reg,
  reason: string,
): MailMessage {
  const t = translator(locale);
  return compose(
    member.email,
    t('payment.mail.rejected_subject', { code: registration.registerCode }),
    [
      t('payment.mail.greeting', { name: `${member.firstname} ${member.lastname}` }),
      t('payment.mail.rejected_body', {
        code: registration.registerCode,
        course: registeredCourseName(registration, locale),
      }),
      t('payment.mail.rejected_reason', { reason }),
      t('payment.mail.signature', { site: t('site_name') }),
    ],
    {
      href: `${siteUrl()}/member/send-payment-slip?register_id=${registration.id}`,
      label: t('payment.mail.slip_link'),
    },
  );
}
