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

export function escapeHtml(value: string): string {
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

/** A block of the message that is more than a paragraph (the check-in passes): its text and its html. */
export interface MailBlock {
  text: string;
  html: string;
}

export function compose(
  locale: Locale,
  to: Person,
  subject: string,
  paragraphs: string[],
  details: string[],
  links: { href: string; label: string }[],
  blocks: MailBlock[] = [],
): MailMessage {
  const t = translator(locale);
  const signature = t('member.mail.signature', { site: t('site_name') });
  const greeting = t('member.mail.greeting', { name: `${to.firstname} ${to.lastname}` });
  const text = [
    greeting,
    ...paragraphs,
    details.join('\n'),
    ...blocks.map((b) => b.text),
    ...links.map((l) => `${l.label}: ${l.href}`),
    signature,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    ...blocks.map((b) => b.html),
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
    /** Each attendee's check-in pass: shown as an inline QR image (cid) with its printed code. */
    passes?: { name: string; printed: string; png: Buffer }[];
  },
): MailMessage {
  const t = translator(locale);
  const passes = r.passes ?? [];
  const passBlocks: MailBlock[] = passes.length
    ? [
        {
          text: [
            t('reminder.mail.passes_intro'),
            ...passes.map((p) => `${p.name}: ${p.printed}`),
          ].join('\n'),
          html: [
            `<p>${escapeHtml(t('reminder.mail.passes_intro'))}</p>`,
            ...passes.map(
              (p, i) =>
                `<p><strong>${escapeHtml(p.name)}</strong><br><img src="cid:checkin-pass-${i}" width="200" height="200" alt="${escapeHtml(t('checkin.pass_alt', { name: p.name }))}"><br>${escapeHtml(t('checkin.code_label'))}: <strong>${escapeHtml(p.printed)}</strong></p>`,
            ),
          ].join('\n'),
        },
      ]
    : [];
  const message = compose(
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
      {
        href: `${siteUrl()}/member/payment/${r.registerId}`,
        label: t('reminder.mail.passes_link'),
      },
      { href: `${siteUrl()}/member/register_history`, label: t('registration.mail.history_link') },
    ],
    passBlocks,
  );
  return passes.length
    ? {
        ...message,
        attachments: passes.map((p, i) => ({
          filename: `checkin-${p.printed}.png`,
          contentType: 'image/png',
          cid: `checkin-pass-${i}`,
          content: p.png,
        })),
      }
    : message;
}

/** "Your offer has lapsed": the seats held for the member were not claimed in time and went to the next in line. */
export function waitingListLapsedMail(
  locale: Locale,
  member: Person,
  offer: { trainingId: number; courseName: string; expiresAt: Date },
): MailMessage {
  const t = translator(locale);
  return compose(
    locale,
    member,
    t('waiting_list.mail.lapsed_subject', { course: offer.courseName, site: t('site_name') }),
    [
      t('waiting_list.mail.lapsed_body', {
        course: offer.courseName,
        time: formatDate(offer.expiresAt, locale),
      }),
      t('waiting_list.mail.lapsed_next'),
    ],
    [`${t('registration.course')}: ${offer.courseName}`],
    [
      {
        href: `${siteUrl()}/public-training/${offer.trainingId}`,
        label: t('reminder.mail.training_link'),
      },
    ],
  );
}
