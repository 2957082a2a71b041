import type { Locale } from '@/i18n/locales';
import { siteConfig } from '@/config/site';
import { translator } from '@/server/i18n/translate';
import { sendMailQuietly, staffAddress } from '@/server/mail/mailer';

export type RequestMailKind = 'inhouse' | 'service' | 'contact';

/**
 * Tells staff about a new request or message, and confirms it to the
 * sender, both in the language the visitor used. The request is already
 * stored, so a mail failure is logged, never shown as the visitor's error.
 */
export async function notifyRequest(opts: {
  kind: RequestMailKind;
  locale: Locale;
  /** What was asked for (the training's or service's name, or the subject). */
  about: string;
  reference: string;
  replyTo: string;
  name: string;
  /** Label key and value of each field, in the order staff read them. */
  fields: [string, string | number | null | undefined][];
}): Promise<void> {
  const t = translator(opts.locale);
  const lines = opts.fields
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${t(key)}: ${value}`);
  const title = t(`services.mail.${opts.kind}_title`);
  await sendMailQuietly({
    to: staffAddress(),
    replyTo: opts.replyTo,
    subject: `${title} ${opts.reference}: ${opts.about}`,
    text: [t('services.mail.staff_intro'), '', `${t(`services.mail.${opts.kind}_about`)}: ${opts.about}`, ...lines].join('\n'),
  });
  await sendMailQuietly({
    to: opts.replyTo,
    subject: `${t('services.mail.confirmation_subject')} ${opts.reference}: ${opts.about}`,
    text: [
      t('services.mail.confirmation_greeting', { name: opts.name }),
      '',
      t(`services.mail.${opts.kind}_confirmation`, { about: opts.about }),
      '',
      ...lines,
      '',
      t('services.mail.signature'),
      `${t('footer.phone')}: ${siteConfig.phone}`,
      `${t('footer.email')}: ${siteConfig.email}`,
    ].join('\n'),
  });
}
