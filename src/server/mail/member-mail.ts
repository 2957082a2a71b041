import type { Locale } from '@/i18n/locales';
import { greetingName } from '@/server/mail/greeting-name';
import type { MailMessage } from '@/server/mail/mailer';
import { translator } from '@/server/i18n/translate';
import { siteUrl } from '@/server/site-url';

/**
 * Member e-mails, written in the language the member used on the site (the
 * texts are in both locale files under member.mail). Plain text plus a
 * simple HTML part.
 */

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * The sign-up and reset e-mails go to an address nobody has confirmed yet,
 * so they greet by the typed name only when it looks like a name (the rule
 * of the request confirmations), else neutrally.
 */
function greeting(
  t: ReturnType<typeof translator>,
  member: { firstname: string; lastname: string },
) {
  const name = greetingName(`${member.firstname} ${member.lastname}`);
  return name ? t('member.mail.greeting', { name }) : t('member.mail.greeting_generic');
}

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}

const confirmHref = (token: string) => `${siteUrl()}/confirm-email/${encodeURIComponent(token)}`;

/**
 * The welcome e-mail. A member who signed up on the site gets their
 * confirmation link in it (`confirm`); one created by staff or by a staff
 * token is confirmed already and gets the link to their account.
 */
export function welcomeMail(
  locale: Locale,
  member: { email: string; firstname: string; lastname: string },
  confirm?: { token: string; hours: number },
): MailMessage {
  const t = translator(locale);
  return compose(
    member.email,
    t('member.mail.welcome_subject', { site: t('site_name') }),
    [
      greeting(t, member),
      t('member.mail.welcome_body', { site: t('site_name'), email: member.email }),
      ...(confirm ? [t('member.mail.confirm_body', { hours: confirm.hours })] : []),
      t('member.mail.signature', { site: t('site_name') }),
    ],
    confirm
      ? { href: confirmHref(confirm.token), label: t('member.mail.confirm_link') }
      : { href: `${siteUrl()}/member/account`, label: t('member.mail.welcome_link') },
  );
}

/** The confirmation link again, when the member asks for it. */
export function confirmEmailMail(
  locale: Locale,
  member: { email: string; firstname: string; lastname: string },
  token: string,
  hours: number,
): MailMessage {
  const t = translator(locale);
  return compose(
    member.email,
    t('member.mail.confirm_subject', { site: t('site_name') }),
    [
      greeting(t, member),
      t('member.mail.confirm_body', { hours }),
      t('member.mail.confirm_ignore'),
      t('member.mail.signature', { site: t('site_name') }),
    ],
    { href: confirmHref(token), label: t('member.mail.confirm_link') },
  );
}

export function passwordResetMail(
  locale: Locale,
  member: { email: string; firstname: string; lastname: string },
  token: string,
  minutes: number,
): MailMessage {
  const t = translator(locale);
  const href = `${siteUrl()}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(member.email)}`;
  return compose(
    member.email,
    t('member.mail.reset_subject', { site: t('site_name') }),
    [
      greeting(t, member),
      t('member.mail.reset_body', { minutes }),
      t('member.mail.reset_ignore'),
      t('member.mail.signature', { site: t('site_name') }),
    ],
    { href, label: t('member.mail.reset_link') },
  );
}
