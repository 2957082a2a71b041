import type { Locale } from '@/i18n/locales';
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

export function welcomeMail(
  locale: Locale,
  member: { email: string; firstname: string; lastname: string },
): MailMessage {
  const t = translator(locale);
  const name = `${member.firstname} ${member.lastname}`;
  return compose(
    member.email,
    t('member.mail.welcome_subject', { site: t('site_name') }),
    [
      t('member.mail.greeting', { name }),
      t('member.mail.welcome_body', { site: t('site_name'), email: member.email }),
      t('member.mail.signature', { site: t('site_name') }),
    ],
    { href: `${siteUrl()}/member/account`, label: t('member.mail.welcome_link') },
  );
}

export function passwordResetMail(
  locale: Locale,
  member: { email: string; firstname: string; lastname: string },
  token: string,
  minutes: number,
): MailMessage {
  const t = translator(locale);
  const name = `${member.firstname} ${member.lastname}`;
  const href = `${siteUrl()}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(member.email)}`;
  return compose(
    member.email,
    t('member.mail.reset_subject', { site: t('site_name') }),
    [
      t('member.mail.greeting', { name }),
      t('member.mail.reset_body', { minutes }),
      t('member.mail.reset_ignore'),
      t('member.mail.signature', { site: t('site_name') }),
    ],
    { href, label: t('member.mail.reset_link') },
  );
}
