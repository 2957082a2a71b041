import type { Locale } from '@/i18n/locales';
import type { ContactMessageData } from '@/lib/schemas/requests';
import type { Db } from '@/server/db';
import { notifyRequest } from '@/server/services/request-mail';

/** Messages from the contact page (POST /contact). */
export function contactService(db: Db) {
  return {
    async send(data: ContactMessageData, locale: Locale) {
      const message = await db.contactMessage.create({
        data: { name: data.name, email: data.email, telephone: data.telephone ?? null, subject: data.subject, message: data.message },
      });
      await notifyRequest({
        kind: 'contact',
        locale,
        about: message.subject,
        reference: `CT-${message.id}`,
        replyTo: message.email,
        name: message.name,
        fields: [
          ['services.request.name', message.name],
          ['services.request.email', message.email],
          ['services.request.telephone', message.telephone],
          ['services.request.subject', message.subject],
          ['services.request.message', message.message],
        ],
      });
      return { id: message.id };
    },
  };
}
