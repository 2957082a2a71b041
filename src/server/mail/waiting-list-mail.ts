import type { Locale } from '@/i18n/locales';
import { formatDate, formatLongDate } from '@/lib/dates';
import type { MailMessage } from '@/server/mail/mailer';
import { translator } from '@/server/i18n/translate';
import { siteUrl } from '@/server/site-url';

/**
 * The waiting list's offer e-mail and the reminder before a training, in the
 * language of the member (texts under waiting_list.mail and reminder.mail in
 * both locale files). Every registration e-mail carries the training's
 * calendar link (calendarUrl).
 */

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The training as a calendar event (GET /api/v1/services/public_trainings/{id}/calendar.ics). */
export function calendarUrl(trainingId: number): string {
  return `${siteUrl()}/api/v1/services/public_trainings/${trainingId}/calendar.ics`;
}

interface Person {
  email: string;
  firstname: string;
  lastname: string;
}

function compose(
  locale: Locale,
  to: Person,
  subject: string,
  paragraphs: string[],
  details: string[],
  links: { href: string; label: string }[],
): MailMessage {
  const t = translator(locale);
  const signature = t('member.mail.signature', { site: t('site_name') });
  const greeting = t('member.mail.greeting', { name: `${to.firstname} ${to.lastname}` });
  const text = [
    greeting,
    ...paragraphs,
    details.join('\n'),
    ...links.map((l) => `${l.label}: ${l.href}`),
    signature,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    ...links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`),
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { to: to.email, subject, text, html };
}

/** "Seats are free for you": the claim link leads to the register form with the seats held until `expiresAt`. */
export function waitingListOfferMail(
  locale: Locale,
  member: Person,
  offer: {
    trainingId: number;
    courseName: string;
    startsAt: Date;
    seats: number;
    expiresAt: Date;
    token: string;
  },
): MailMessage {
  const t = translator(locale);
  const claim = `${siteUrl()}/public-training/${offer.trainingId}/register?offer=${encodeURIComponent(offer.token)}`;
  return compose(
    locale,
    member,
    t('waiting_list.mail.offer_subject', { course: offer.courseName, site: t('site_name') }),
    [
      t('waiting_list.mail.offer_body', { course: offer.courseName, count: offer.seats }),
      t('waiting_list.mail.offer_until', { time: formatDate(offer.expiresAt, locale) }),
      t('waiting_list.mail.offer_next'),
    ],
    [
      `${t('registration.course')}: ${offer.courseName}`,
      `${t('registration.training_date')}: ${formatLongDate(offer.startsAt, locale)}`,
      `${t('registration.quantity')}: ${offer.seats}`,
    ],
    [
      { href: claim, label: t('waiting_list.mail.claim_link') },
      { href: calendarUrl(offer.trainingId), label: t('calendar.add') },
    ],
  );
}

/** The reminder a paid attendee gets `daysBefore` days before the training's first day. */
export function trainingReminderMail(
  locale: Locale,
  member: Person,
  r: {
    registerId: number;
    registerCode: string;
    trainingId: number;
    courseName: string;
    startsAt: Date;
    endsAt: Date;
    location: string | null;
    quantity: number;
    daysBefore: number;
  },
): MailMessage {
  const t = translator(locale);
  return compose(
    locale,
    member,
    t('reminder.mail.subject', { course: r.courseName, count: r.daysBefore, site: t('site_name') }),
    [t('reminder.mail.body', { course: r.courseName, count: r.daysBefore })],
    [
      `${t('registration.register_code')}: ${r.registerCode}`,
      `${t('registration.course')}: ${r.courseName}`,
      `${t('registration.training_date')}: ${formatDate(r.startsAt, locale)} – ${formatDate(r.endsAt, locale)}`,
      ...(r.location ? [`${t('training.location')}: ${r.location}`] : []),
      `${t('registration.quantity')}: ${r.quantity}`,
    ],
    [
      { href: calendarUrl(r.trainingId), label: t('calendar.add') },
      {
        href: `${siteUrl()}/public-training/${r.trainingId}`,
        label: t('reminder.mail.training_link'),
      },
      { href: `${siteUrl()}/member/register_history`, label: t('registration.mail.history_link') },
    ],
  );
}
