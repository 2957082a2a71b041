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
    registerId: number;
    registerCode: string;
    courseName: string;
    trainingDate: Date;
    quantity: number;
    totalAmount: number;
    paymentMethod: string | null;
    paymentMethodCode: string | null;
    seatsHeldUntil?: Date | null;
    publicTrainingId?: number;
  },
): MailMessage {
  const t = translator(locale);
  const site = t('site_name');
  const bank = r.paymentMethodCode === 'bank';
  const info = row.paymentMethod
    ? locale === 'en'
      ? row.paymentMethod.infoEn
      : row.paymentMethod.infoTh
    : null;
  const details = [
    `${t('registration.register_code')}: ${r.registerCode}`,
    `${t('registration.course')}: ${r.courseName}`,
    `${t('registration.training_date')}: ${formatLongDate(r.trainingDate, locale)}`,
    `${t('registration.quantity')}: ${r.quantity}`,
    `${t('registration.total_amount')}: ${formatBaht(r.totalAmount, locale)}`,
    `${t('registration.payment_method')}: ${r.paymentMethod ?? '-'}`,
  ];
  const paragraphs = [
    t('member.mail.greeting', { name: `${row.member.firstname} ${row.member.lastname}` }),
    t('registration.mail.received_body', { course: r.courseName }),
    bank ? t('registration.mail.bank_instructions') : t('registration.mail.card_instructions'),
    // How long the seats wait for the payment (seat-hold-service.ts).
    ...(r.seatsHeldUntil
      ? [
          t(bank ? 'registration.hold_bank' : 'registration.hold_card', {
            time: formatDate(r.seatsHeldUntil, locale),
          }),
        ]
      : []),
    ...(info ? [info] : []),
  ];
  const links = [
    {
      href: `${siteUrl()}/member/payment/${r.registerId}`,
      label: t('registration.mail.pay_link'),
    },
    ...(bank
      ? [
          {
            href: `${siteUrl()}/member/send-payment-slip?register_id=${r.registerId}`,
            label: t('registration.mail.slip_link'),
          },
        ]
      : []),
    { href: `${siteUrl()}/member/register_history`, label: t('registration.mail.history_link') },
    ...(r.publicTrainingId
      ? [{ href: calendarUrl(r.publicTrainingId), label: t('calendar.add') }]
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
    subject: t('registration.mail.received_subject', { code: r.registerCode, site }),
    text,
    html,
  };
}
