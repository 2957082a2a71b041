import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import type { MailMessage } from '@/server/mail/mailer';
import { compose } from '@/server/mail/waiting-list-mail';
import { translator } from '@/server/i18n/translate';
import { siteUrl } from '@/server/site-url';

/** The page an evaluation link leads to (no login: the token is the key). */
export const evaluationUrl = (token: string) =>
  `${siteUrl()}/evaluation/${encodeURIComponent(token)}`;

/**
 * "How was the course?": sent to each paid attendee after the training's last day, in the language the registration
 * was made in (texts under evaluation.mail in both locale files), with the attendee's own link.
 */
export function evaluationInviteMail(
  locale: Locale,
  attendee: { email: string; firstname: string; lastname: string },
  e: { courseName: string; token: string; expiresAt: Date },
): MailMessage {
  const t = translator(locale);
  return compose(
    locale,
    attendee,
    t('evaluation.mail.subject', { course: e.courseName, site: t('site_name') }),
    [
      t('evaluation.mail.body', { course: e.courseName }),
      t('evaluation.mail.until', { time: formatDate(e.expiresAt, locale, 'D MMMM YYYY') }),
    ],
    [`${t('registration.course')}: ${e.courseName}`],
    [{ href: evaluationUrl(e.token), label: t('evaluation.mail.link') }],
  );
}
