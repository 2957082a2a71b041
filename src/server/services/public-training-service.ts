import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { Prisma } from '@/generated/sqlite/client';
import type { Locale } from '@/i18n/locales';
import { languageIds } from '@/i18n/locales';
import { siteTimeZone } from '@/lib/dates';
import type { Paged } from '@/lib/schemas/common';
import type { PublicTrainingListQuery } from '@/lib/schemas/public-training';
import type { Db } from '@/server/db';
import { cardOf, categoryOf, type LangRows } from '@/server/services/content-shared';
import { pagedOf } from '@/server/services/paginate';
import { holdingSeatsSql, seatsTaken } from '@/server/services/seat-hold-service';
import { pickTranslation } from '@/server/services/translations';
import { textSearchWhere } from '@/server/services/text-search';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface PublicTrainingCard {
  id: number;
  categoryId: number;
  categoryName: string;
  courseCode: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  startTrainingDate: Date;
  endTrainingDate: Date;
  priceSatang: number;
  seatLimit: number;
  /** Every language's row, for `?with=lang` (stripped unless asked, src/server/api/lang-rows.ts). */
  translations?: LangRows;
}

/** A card of the list: whether it takes registrations now, and whether it has started already (the list shows those apart). */
export interface PublicTrainingListItem extends PublicTrainingCard {
  registrationState: RegistrationState;
  past: boolean;
}

export interface PublicTrainingGroup {
  categoryId: number;
  categoryName: string;
  trainings: (PublicTrainingCard & {
    registerStartDate: Date | null;
    registerEndDate: Date | null;
    location: string | null;
  })[];
}

/** The [start, end) of a year, or of a month of it, in the centre's time zone. */
function periodOf(year: number, month?: number): { gte: Date; lt: Date } {
  const start = dayjs.tz(`${year}-${String(month ?? 1).padStart(2, '0')}-01 00:00`, siteTimeZone);
  return { gte: start.toDate(), lt: start.add(1, month ? 'month' : 'year').toDate() };
}

export function publicTrainingService(db: Db) {
  /** Attendees holding seats of a training (GET /services/registered_quantity/{id}): a hold that has ended holds none (seat-hold-service.ts). */
  async function registeredQuantity(trainingId: number, now = new Date()): Promise<number> {
    return seatsTaken(db, trainingId, now);
  }

  /**
   * Seats taken on each of these trainings, in one query (the list's state
   * labels). Plain SQL: Prisma's groupBy spends about three times as long in
   * its own work as the query takes.
   */
  async function registeredQuantities(
    trainingIds: number[],
    now = new Date(),
  ): Promise<Map<number, number>> {
    if (trainingIds.length === 0) return new Map();
    const sums = await db.$queryRaw<{ id: number | bigint; taken: number | bigint | null }[]>`
      SELECT public_training_id AS id, SUM(quantity) AS taken FROM registrations
      WHERE public_training_id IN (${Prisma.join(trainingIds)}) AND ${holdingSeatsSql(now)}
      GROUP BY public_training_id`;
    return new Map(sums.map((s) => [Number(s.id), Number(s.taken ?? 0)]));
  }

  return {
    /**
     * Published trainings, filtered as SPEC.md section 5 describes, 12 a page
     * by default, each with whether it takes registrations now. The default
     * order (`upcoming`) puts the trainings that have not started first,
     * soonest first, and the past ones (started or ended) after them, latest
     * first: two queries, since a page may straddle the two parts.
     */
    async list(
      query: PublicTrainingListQuery,
      locale: Locale,
      now = new Date(),
    ): Promise<Paged<PublicTrainingListItem>> {
      const year = typeof query.filter_year === 'number' ? query.filter_year : undefined;
      const month = typeof query.filter_month === 'number' ? query.filter_month : undefined;
      const startRange = year ? periodOf(year, month) : undefined;
      const where = {
        status: true,
        ...(query.filter_category_id ? { categoryId: query.filter_category_id } : {}),
        ...(query.in_training_range ? { endTrainingDate: { gte: now } } : {}),
        ...(startRange ? { startTrainingDate: startRange } : {}),
        ...(await textSearchWhere(
          db,
          {
            table: 'public_training_translations',
            idColumn: 'public_training_id',
            columns: ['name'],
            languageId: languageIds[locale],
          },
          query.filter_name,
          (name) => ({ translations: { some: { languageId: languageIds[locale], name } } }),
        )),
      };
      const include = {
        translations: true,
        category: { include: { translations: true } },
      } as const;
      const skip = (query.page - 1) * query.per_page;
      const take = query.per_page;
      const sort = query.sort ?? (query.order ? 'start_training_date' : 'upcoming');
      let total: number;
      let rows: Awaited<ReturnType<typeof db.publicTraining.findMany<{ include: typeof include }>>>;
      if (sort === 'upcoming') {
        const upcomingWhere = { AND: [where, { startTrainingDate: { gte: now } }] };
        const pastWhere = { AND: [where, { startTrainingDate: { lt: now } }] };
        const [upcomingTotal, pastTotal] = await Promise.all([
          db.publicTraining.count({ where: upcomingWhere }),
          db.publicTraining.count({ where: pastWhere }),
        ]);
        total = upcomingTotal + pastTotal;
        const upcomingTake = Math.max(0, Math.min(take, upcomingTotal - skip));
        const pastSkip = Math.max(0, skip - upcomingTotal);
        const [upcoming, past] = await Promise.all([
          upcomingTake > 0
            ? db.publicTraining.findMany({
                where: upcomingWhere,
                orderBy: [{ startTrainingDate: 'asc' }, { id: 'asc' }],
                skip,
                take: upcomingTake,
                include,
              })
            : [],
          take - upcomingTake > 0
            ? db.publicTraining.findMany({
                where: pastWhere,
                orderBy: [{ startTrainingDate: 'desc' }, { id: 'desc' }],
                skip: pastSkip,
                take: take - upcomingTake,
                include,
              })
            : [],
        ]);
        rows = [...upcoming, ...past];
      } else {
        const order = query.order ?? 'asc';
        const orderBy =
          sort === 'price'
            ? { priceSatang: order }
            : sort === 'created_at'
              ? { createdAt: order }
              : { startTrainingDate: order };
        [total, rows] = await Promise.all([
          db.publicTraining.count({ where }),
          db.publicTraining.findMany({
            where,
            orderBy: [orderBy, { id: 'asc' }],
            skip,
            take,
            include,
          }),
        ]);
      }
      const taken = await registeredQuantities(
        rows.map((r) => r.id),
        now,
      );
      const items = rows.map((row) => ({
        ...toCard(row, locale),
        registrationState: registrationState(
          row,
          Math.max(0, row.seatLimit - (taken.get(row.id) ?? 0)),
          now,
        ),
        past: row.startTrainingDate < now,
      }));
      return pagedOf(items, total, query.page, query.per_page);
    },

    /**
     * Trainings that have not ended, grouped by category in the categories'
     * order (GET /services/public_trainings_group): the schedule view and the
     * downloadable schedule.
     */
    async groups(locale: Locale, now = new Date()): Promise<PublicTrainingGroup[]> {
      const rows = await db.publicTraining.findMany({
        where: { status: true, endTrainingDate: { gte: now }, category: { status: true } },
        orderBy: [{ startTrainingDate: 'asc' }, { id: 'asc' }],
        include: { translations: true, category: { include: { translations: true } } },
      });
      const byCategory = new Map<number, PublicTrainingGroup & { sortOrder: number }>();
      for (const row of rows) {
        const group = byCategory.get(row.categoryId) ?? {
          categoryId: row.categoryId,
          categoryName: pickTranslation(row.category.translations, locale)?.name ?? '',
          sortOrder: row.category.sortOrder,
          trainings: [],
        };
        group.trainings.push({
          ...toCard(row, locale),
          registerStartDate: row.registerStartDate,
          registerEndDate: row.registerEndDate,
          location: venueOf(row.translations, locale),
        });
        byCategory.set(row.categoryId, group);
      }
      return [...byCategory.values()]
        .sort((a, b) => a.sortOrder - b.sortOrder || a.categoryId - b.categoryId)
        .map((g) => ({
          categoryId: g.categoryId,
          categoryName: g.categoryName,
          trainings: g.trainings,
        }));
    },

    /** Categories with their names in the locale (GET /services/public_trainings/categories). */
    async categories(locale: Locale) {
      const rows = await db.publicTrainingCategory.findMany({
        where: { status: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        include: { translations: true },
      });
      return rows.map((c) => categoryOf(c, locale));
    },

    /** A published training with speakers, documents and seats left; null when unknown or unpublished (the spec's validate step). */
    async detail(id: number, locale: Locale, now = new Date()) {
      const row = await db.publicTraining.findFirst({
        where: { id, status: true },
        include: {
          translations: true,
          category: { include: { translations: true } },
          speakers: {
            orderBy: { sortOrder: 'asc' },
            include: { speaker: { include: { translations: true } } },
          },
          documents: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
        },
      });
      if (!row) return null;
      const tr = pickTranslation(row.translations, locale);
      const registered = await registeredQuantity(id, now);
      const seatsLeft = Math.max(0, row.seatLimit - registered);
      return {
        registrationState: registrationState(row, seatsLeft, now),
        ...toCard(row, locale),
        body: tr?.body ?? null,
        location: venueOf(row.translations, locale),
        registerStartDate: row.registerStartDate,
        registerEndDate: row.registerEndDate,
        seatsLeft,
        seo: {
          metaTitle: tr?.metaTitle ?? null,
          metaDescription: tr?.metaDescription ?? null,
          metaKeyword: tr?.metaKeyword ?? null,
        },
        speakers: row.speakers.map(({ speaker }) => {
          const st = pickTranslation(speaker.translations, locale);
          return {
            id: speaker.id,
            name: st?.name ?? '',
            position: st?.position ?? null,
            imageUrl: speaker.imageUrl,
          };
        }),
        documents: row.documents.map((d) => ({ id: d.id, name: d.name, fileUrl: d.fileUrl })),
      };
    },

    registeredQuantity,
  };
}

export type RegistrationState = 'open' | 'not_open' | 'closed' | 'full';

/** The venue in the locale, else the Thai one (a venue given in one language only is still shown). */
function venueOf(
  rows: readonly { languageId: number; location?: string | null }[],
  locale: Locale,
): string | null {
  return pickTranslation(rows, locale)?.location || pickTranslation(rows, 'th')?.location || null;
}

/** Whether a training takes registrations now: inside its window, before it starts, with seats left. */
export function registrationState(
  t: { registerStartDate: Date | null; registerEndDate: Date | null; startTrainingDate: Date },
  seatsLeft: number,
  now: Date,
): RegistrationState {
  if ((t.registerEndDate && t.registerEndDate < now) || t.startTrainingDate < now) return 'closed';
  if (t.registerStartDate && t.registerStartDate > now) return 'not_open';
  return seatsLeft > 0 ? 'open' : 'full';
}

type Row = {
  id: number;
  categoryId: number;
  courseCode: string;
  startTrainingDate: Date;
  endTrainingDate: Date;
  priceSatang: number;
  seatLimit: number;
  translations: {
    languageId: number;
    name: string;
    description: string | null;
    imageUrl: string | null;
    imageWidth: number | null;
    imageHeight: number | null;
  }[];
  category: { sortOrder?: number; translations: { languageId: number; name: string }[] };
};

function toCard(row: Row, locale: Locale): PublicTrainingCard {
  return {
    ...cardOf(row, row.categoryId, locale, row.courseCode),
    courseCode: row.courseCode,
    startTrainingDate: row.startTrainingDate,
    endTrainingDate: row.endTrainingDate,
    priceSatang: row.priceSatang,
    seatLimit: row.seatLimit,
  };
}
