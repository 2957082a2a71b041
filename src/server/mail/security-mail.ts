import { locales } from '@/i18n/locales';
import type { MailMessage } from '@/server/mail/mailer';
import { translator } from '@/server/i18n/translate';
import { siteUrl } from '@/server/site-url';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

interface MailPart {
  subject: string;
  paragraphs: string[];
  link: string;
}

/** One message in Thai, then English (the account has no language of its own), ending with a link in each. */
function bilingualMail(
  to: string,
  href: string,
  part: (t: ReturnType<typeof translator>) => MailPart,
): MailMessage {
  const parts = locales.map((locale) => part(translator(locale)));
  return {
    to,
    subject: parts.map((p) => p.subject).join(' / '),
    text: parts
      .map((p) => [...p.paragraphs, `${p.link}: ${href}`].join('\n\n'))
      .join('\n\n----\n\n'),
    html: parts
      .map((p) =>
        [
          ...p.paragraphs.map((x) => `<p>${escapeHtml(x)}</p>`),
          `<p><a href="${escapeHtml(href)}">${escapeHtml(p.link)}</a></p>`,
        ].join('\n'),
      )
      .join('\n<hr>\n'),
  };
}

/**
 * "Someone is guessing your password": sent to the owner of an account (a
 * member or staff) once per window when its failed logins reach the
 * bot-check threshold. The account has no language of its own and the
 * request is the guesser's, so the message is in Thai, then English.
 */
export function loginGuessingMail(
  account: { email: string; firstname: string; lastname: string },
  loginPath: string,
  failures: number,
): MailMessage {
  const name = `${account.firstname} ${account.lastname}`.trim();
  return bilingualMail(account.email, `${siteUrl()}${loginPath}`, (t) => ({
    subject: t('member.mail.guessing_subject', { site: t('site_name') }),
    paragraphs: [
      t('member.mail.greeting', { name }),
      t('member.mail.guessing_body', { email: account.email, failures }),
      t('member.mail.guessing_advice'),
      t('member.mail.signature', { site: t('site_name') }),
    ],
    link: t('member.mail.guessing_link'),
  }));
}

/**
 * "Your login e-mail was changed": sent to the address a staff account had
 * before, so its owner learns of a change they did not make (the new
 * address belongs to whoever made it). Thai, then English.
 */
export function staffEmailChangedMail(
  account: { firstname: string; lastname: string },
  oldEmail: string,
  newEmail: string,
): MailMessage {
  const name = `${account.firstname} ${account.lastname}`.trim();
  return bilingualMail(oldEmail, `${siteUrl()}/admin/login`, (t) => ({
    subject: t('admin_shell.mail.email_changed_subject', { site: t('site_name') }),
    paragraphs: [
      t('member.mail.greeting', { name }),
      t('admin_shell.mail.email_changed_body', { old: oldEmail, new: newEmail }),
      t('admin_shell.mail.email_changed_advice'),
      t('member.mail.signature', { site: t('site_name') }),
    ],
    link: t('admin_shell.mail.email_changed_link'),
  }));
}
