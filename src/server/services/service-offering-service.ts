import type { Locale } from '@/i18n/locales';
import type { Paged } from '@/lib/schemas/common';
import type { ServiceRequestData } from '@/lib/schemas/requests';
import type { ServiceKind } from '@/lib/service-kinds';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { pagedOf } from '@/server/services/paginate';
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

export type ServiceSummary = OfferingSummary & { kind: ServiceKind };

/** The institute's services (diagnosis and consultation, product testing, ...), all five kinds. */
export function serviceOfferingService(db: Db) {
  return {
    /** Published services of published categories, of one kind and category or all. */
    async list(
      query: { page: number; per_page: number; kind?: ServiceKind; service_category_id?: number },
      locale: Locale,
    ): Promise<Paged<ServiceSummary>> {
      const where = {
        status: true,
        category: { status: true },
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.service_category_id ? { categoryId: query.service_category_id } : {}),
      };
      const [total, rows] = await Promise.all([
        db.service.count({ where }),
        db.service.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (query.page - 1) * query.per_page,
          take: query.per_page,
          include: withNames,
        }),
      ]);
      return pagedOf(
        rows.map((row) => ({ ...toOfferingSummary(row, locale), kind: row.kind as ServiceKind })),
        total,
        query.page,
        query.per_page,
      );
    },

    /** GET /services/services/categories, of one kind or all. */
    async categories(locale: Locale, kind?: ServiceKind) {
      const rows = await db.serviceCategory.findMany({
        where: { status: true, ...(kind ? { kind } : {}) },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        include: { translations: true },
      });
      return rows.map((c) => ({ ...categoryOf(c, locale), kind: c.kind as ServiceKind }));
    },

    /** A published service; null when unknown, unpublished, or not of the kind or category asked for. */
    async detail(
      id: number,
      locale: Locale,
      opts: { kind?: ServiceKind; categoryId?: number } = {},
    ): Promise<(OfferingDetail & { kind: ServiceKind }) | null> {
      const row = await db.service.findFirst({
        where: {
          id,
          status: true,
          category: { status: true },
          ...(opts.kind ? { kind: opts.kind } : {}),
          ...(opts.categoryId ? { categoryId: opts.categoryId } : {}),
        },
        include: withNames,
      });
      return row ? { ...toOfferingDetail(row, locale), kind: row.kind as ServiceKind } : null;
    },

    /** Stores a request for a published service, then tells staff and the requester. */
    async createRequest(data: ServiceRequestData, locale: Locale, memberId: number | null) {
      return storeRequest(db, 'service', locale, async (tx) => {
        const service = await tx.service.findFirst({
          where: { id: data.service_id, status: true },
          include: { translations: true },
        });
        if (!service) throw new AppError('NOT_FOUND', 'errors.not_found', 'service_id');
        const created = await tx.serviceRequest.create({
          data: {
            serviceId: service.id,
            memberId,
            contactName: data.contact_name,
            organisation: data.organisation ?? null,
            email: data.email,
            telephone: data.telephone,
            message: data.message,
          },
        });
        return {
          id: created.id,
          email: created.email,
          name: created.contactName,
          about: pickTranslation(service.translations, locale)?.name ?? '',
          fields: [...requesterFields(created), ['services.request.message', created.message]],
        };
      });
    },
  };
}
