import type { Locale } from '@/i18n/locales';
import { siteConfig } from '@/config/site';
import type { Prisma } from '@/generated/sqlite/client';
import { translator } from '@/server/i18n/translate';
import type { Db } from '@/server/db';
import { greetingName } from '@/server/mail/greeting-name';
import { staffAddress } from '@/server/mail/mailer';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';

export type RequestMailKind = 'inhouse' | 'service' | 'contact';

/** Label key and value of each field, in the order staff read them. */
type MailFields = [string, string | number | null | undefined][];

/** A request's reference in the e-mails: IH-12, SV-3, CT-40. */
const REFERENCE_PREFIX: Record<RequestMailKind, string> = {
  inhouse: 'IH',
  service: 'SV',
  contact: 'CT',
};

/**
 * Stores what a visitor sent and the two e-mails about it in one
 * transaction, then wakes the outbox. `store` writes the row and says who
 * sent it, what it is about and the fields staff read.
 */
export async function storeRequest(
  db: Db,
  kind: RequestMailKind,
  locale: Locale,
  store: (
    tx: Prisma.TransactionClient,
  ) => Promise<{ id: number; email: string; name: string; about: string; fields: MailFields }>,
): Promise<{ id: number }> {
  const stored = await db.$transaction(async (tx) => {
    const request = await store(tx);
    await notifyRequest(tx, {
      kind,
      locale,
      about: request.about,
      reference: `${REFERENCE_PREFIX[kind]}-${request.id}`,
      replyTo: request.email,
      name: request.name,
      fields: request.fields,
    });
    return request;
  });
  kickOutbox(db);
  return { id: stored.id };
}

/** Who asked, as staff read it first (in-house training and service requests). */
export function requesterFields(r: {
  contactName: string;
  organisation: string | null;
  email: string;
  telephone: string;
}): MailFields {
  return [
    ['services.request.contact_name', r.contactName],
    ['services.request.organisation', r.organisation],
    ['services.request.email', r.email],
    ['services.request.telephone', r.telephone],
  ];
}

/**
 * Tells staff about a new request or message, and confirms it to the
 * sender, both in the language the visitor used: both e-mails go to the
 * outbox in the transaction that stores the request (`tx`), and are sent
 * after it commits (storeRequest kicks the outbox), with retries, so a mail
 * failure is never the visitor's error.
 *
 * Staff get everything the visitor wrote. The confirmation goes to whatever
 * address the visitor typed, so it quotes none of it (no subject, message,
 * organisation or telephone): only the name (greetingName), the reference,
 * and for a training or service request the offering's name, which staff
 * wrote. Nobody can use the form to mail their own text in the centre's name.
 */
async function notifyRequest(
  tx: Pick<Db, 'outboxEmail'>,
  opts: {
    kind: RequestMailKind;
    locale: Locale;
    /** What was asked for (the training's or service's name, or the subject). */
    about: string;
    reference: string;
    replyTo: string;
    name: string;
    fields: MailFields;
  },
): Promise<void> {
  const t = translator(opts.locale);
  const lines = opts.fields
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${t(key)}: ${value}`);
  const title = t(`services.mail.${opts.kind}_title`);
  await enqueueMail(tx, {
    to: staffAddress(),
    replyTo: opts.replyTo,
    subject: `${title} ${opts.reference}: ${opts.about}`,
    text: [
      t('services.mail.staff_intro'),
      '',
      `${t(`services.mail.${opts.kind}_about`)}: ${opts.about}`,
      ...lines,
    ].join('\n'),
  });
  // A contact message's subject is the visitor's own text; a request is about an offering staff named.
  const offering = opts.kind === 'contact' ? null : opts.about;
  const name = greetingName(opts.name);
  await enqueueMail(tx, {
    to: opts.replyTo,
    subject: `${t('services.mail.confirmation_subject')} ${opts.reference}${offering ? `: ${offering}` : ''}`,
    text: [
      name
        ? t('services.mail.confirmation_greeting', { name })
        : t('services.mail.confirmation_greeting_generic'),
      '',
      t(`services.mail.${opts.kind}_confirmation`, { about: offering ?? '' }),
      t('services.mail.confirmation_reference', { reference: opts.reference }),
      '',
      t('services.mail.confirmation_not_you'),
      '',
      t('services.mail.signature'),
      `${t('footer.phone')}: ${siteConfig.phone}`,
      `${t('footer.email')}: ${siteConfig.email}`,
    ].join('\n'),
  });
}
