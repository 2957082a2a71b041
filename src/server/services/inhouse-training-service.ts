import type { Locale } from '@/i18n/locales';
import type { Paged } from '@/lib/schemas/common';
import type { InhouseTrainingListQuery, InhouseTrainingRequestData } from '@/lib/schemas/requests';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { paginate } from '@/server/services/paginate';
import {
  type OfferingSummary,
  type OfferingDetail,
  toOfferingSummary,
  toOfferingDetail,
} from '@/server/services/offering-summary';
import { requesterFields, storeRequest } from '@/server/services/request-mail';
import { categoryOf } from '@/server/services/content-shared';
import { pickTranslation } from '@/server/services/translations';

const withNames = { translations: true, category: { include: { translations: true } } } as const;

export function inhouseTrainingService(db: Db) {
  return {
    /** Published in-house trainings of published categories, newest first, 12 a page by default. */
    async list(
      query: InhouseTrainingListQuery,
      locale: Locale,
    ): Promise<Paged<OfferingSummary & { durationHours: number | null }>> {
      const where = {
        status: true,
        category: { status: true },
        ...(query.inhouse_training_category_id
          ? { categoryId: query.inhouse_training_category_id }
          : {}),
      };
      return paginate(
        query,
        () => db.inhouseTraining.count({ where }),
        (window) =>
          db.inhouseTraining.findMany({
            where,
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            ...window,
            include: withNames,
          }),
        (rows) =>
          rows.map((row) => ({
            ...toOfferingSummary(row, locale),
            durationHours: row.durationHours,
          })),
      );
    },

    /** GET /services/inhouse_trainings/categories. */
    async categories(locale: Locale) {
      const rows = await db.inhouseTrainingCategory.findMany({
        where: { status: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        include: { translations: true },
      });
      return rows.map((c) => categoryOf(c, locale));
    },

    /** A published training; null when unknown or unpublished. */
    async detail(
      id: number,
      locale: Locale,
    ): Promise<(OfferingDetail & { durationHours: number | null }) | null> {
      const row = await db.inhouseTraining.findFirst({
        where: { id, status: true, category: { status: true } },
        include: withNames,
      });
      return row ? { ...toOfferingDetail(row, locale), durationHours: row.durationHours } : null;
    },

    /** Stores a request for a published training, then tells staff and the requester. */
    async createRequest(data: InhouseTrainingRequestData, locale: Locale, memberId: number | null) {
      return storeRequest(db, 'inhouse', locale, async (tx) => {
        const training = await tx.inhouseTraining.findFirst({
          where: { id: data.inhouse_training_id, status: true },
          include: { translations: true },
        });
        if (!training) throw new AppError('NOT_FOUND', 'errors.not_found', 'inhouse_training_id');
        const created = await tx.inhouseTrainingRequest.create({
          data: {
            inhouseTrainingId: training.id,
            memberId,
            contactName: data.contact_name,
            organisation: data.organisation ?? null,
            email: data.email,
            telephone: data.telephone,
            participants: data.participants ?? null,
            preferredDate: data.preferred_date
              ? new Date(`${data.preferred_date}T00:00:00+07:00`)
              : null,
            message: data.message ?? null,
          },
        });
        return {
          id: created.id,
          email: created.email,
          name: created.contactName,
          about: pickTranslation(training.translations, locale)?.name ?? '',
          fields: [
            ...requesterFields(created),
            ['services.request.participants', created.participants],
            ['services.request.preferred_date', data.preferred_date],
            ['services.request.message', created.message],
          ],
        };
      });
    },
  };
}
