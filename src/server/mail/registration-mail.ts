import type { Locale } from '@/i18n/locales';
import { formatBaht } from '@/lib/money';
import { formatDate, formatLongDate } from '@/lib/dates';
import type { MailMessage } from '@/server/mail/mailer';
import { translator } from '@/server/i18n/translate';
import { siteUrl } from '@/server/site-url';
import { calendarUrl } from '@/server/mail/waiting-list-mail';

/**
 * "Registration received" e-mail with what to pay and how, in the language
 * the member registered in (texts under registration.mail in both locale files).
 */

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function registrationReceivedMail(
  locale: Locale,
  row: {
    member: { email: string; firstname: string; lastname: string };
    paymentMethod: { infoTh: string | null; infoEn: string | null } | null;
  },
  r: {
    register_id: number;
    register_code: string;
    course_name: string;
    training_date: Date;
    quantity: number;
    total_amount: number;
    payment_method: string | null;
    payment_method_code: string | null;
    seats_held_until?: Date | null;
    public_training_id?: number;
  },
): MailMessage {
  const t = translator(locale);
  const site = t('site_name');
  const bank = r.payment_method_code === 'bank';
  const info = row.paymentMethod
    ? locale === 'en'
      ? row.paymentMethod.infoEn
      : row.paymentMethod.infoTh
    : null;
  const details = [
    `${t('registration.register_code')}: ${r.register_code}`,
    `${t('registration.course')}: ${r.course_name}`,
    `${t('registration.training_date')}: ${formatLongDate(r.training_date, locale)}`,
    `${t('registration.quantity')}: ${r.quantity}`,
    `${t('registration.total_amount')}: ${formatBaht(r.total_amount, locale)}`,
    `${t('registration.payment_method')}: ${r.payment_method ?? '-'}`,
  ];
  const paragraphs = [
    t('member.mail.greeting', { name: `${row.member.firstname} ${row.member.lastname}` }),
    t('registration.mail.received_body', { course: r.course_name }),
    bank ? t('registration.mail.bank_instructions') : t('registration.mail.card_instructions'),
    // How long the seats wait for the payment (seat-hold-service.ts).
    ...(r.seats_held_until
      ? [
          t(bank ? 'registration.hold_bank' : 'registration.hold_card', {
            time: formatDate(r.seats_held_until, locale),
          }),
        ]
      : []),
    ...(info ? [info] : []),
  ];
  const links = [
    {
      href: `${siteUrl()}/member/payment/${r.register_id}`,
      label: t('registration.mail.pay_link'),
    },
    ...(bank
      ? [
          {
            href: `${siteUrl()}/member/send-payment-slip?register_id=${r.register_id}`,
            label: t('registration.mail.slip_link'),
          },
        ]
      : []),
    { href: `${siteUrl()}/member/register_history`, label: t('registration.mail.history_link') },
    ...(r.public_training_id
      ? [{ href: calendarUrl(r.public_training_id), label: t('calendar.add') }]
      : []),
  ];
  const signature = t('member.mail.signature', { site });
  const text = [
    ...paragraphs,
    details.join('\n'),
    ...links.map((l) => `${l.label}: ${l.href}`),
    signature,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    ...links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`),
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return {
    to: row.member.email,
    subject: t('registration.mail.received_subject', { code: r.register_code, site }),
    text,
    html,
  };
}
