import type { Locale } from '@/i18n/locales';
import type { ContactMessageData } from '@/lib/schemas/requests';
import type { Db } from '@/server/db';
import { storeRequest } from '@/server/services/request-mail';

/** Messages from the contact page (POST /contact). */
export function contactService(db: Db) {
  return {
    async send(data: ContactMessageData, locale: Locale) {
      return storeRequest(db, 'contact', locale, async (tx) => {
        const message = await tx.contactMessage.create({
          data: {
            name: data.name,
            email: data.email,
            telephone: data.telephone ?? null,
            subject: data.subject,
            message: data.message,
          },
        });
        return {
          id: message.id,
          email: message.email,
          name: message.name,
          about: message.subject,
          fields: [
            ['services.request.name', message.name],
            ['services.request.email', message.email],
            ['services.request.telephone', message.telephone],
            ['services.request.subject', message.subject],
            ['services.request.message', message.message],
          ],
        };
      });
    },
  };
}
