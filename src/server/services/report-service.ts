import type { Prisma } from '@/generated/sqlite/client';
import type { Locale } from '@/i18n/locales';
import { languageIds } from '@/i18n/locales';
import { RegisterStatus, registerStatusRows } from '@/lib/register-status';
import type { Paged } from '@/lib/schemas/common';
import type {
  ByYearQuery,
  InhouseTrainingRegistersQuery,
  LatestQuery,
  MembersByGroupQuery,
  PublicTrainingRegistersQuery,
  ReportDownloadInput,
  ServiceRegistersQuery,
} from '@/lib/schemas/reports';
import { isServiceKind, serviceKindTitleKeys } from '@/lib/service-kinds';
import type { Db } from '@/server/db';
import { localStatusMessage } from '@/server/payments/gateway-reasons';
import { translator } from '@/server/i18n/translate';
import { pagedOf, paginate } from '@/server/services/paginate';
import { localName, pickTranslation, registeredCourseName } from '@/server/services/translations';

/** Rows read per query when a whole data set is streamed into a workbook. */
export const REPORT_BATCH_SIZE = 500;
const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;

/** [start, end) of a Bangkok calendar month (0-11) as instants; month 12 is the next year's January. */
function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1) - BANGKOK_OFFSET_MS);
}
const yearRange = (year: number) => ({ gte: monthStart(year, 0), lt: monthStart(year, 12) });
const monthRange = (year: number, month: number) => ({
  gte: monthStart(year, month),
  lt: monthStart(year, month + 1),
});
const months = Array.from({ length: 12 }, (_, i) => i);

/** The name of a register status in the locale. */
function statusName(id: number, locale: Locale): string {
  const row = registerStatusRows.find((r) => r.id === id);
  return row ? localName(row, locale) : String(id);
}

const fullName = (p: { firstname: string; lastname: string } | null | undefined) =>
  p ? `${p.firstname} ${p.lastname}`.trim() : '';

/**
 * Reads a data set in batches of REPORT_BATCH_SIZE, newest first, by an id
 * cursor (never OFFSET, never the whole set at once). The next batch is
 * read while the current one is written, so the download takes about the
 * longer of reading and writing rather than their sum; at most two batches
 * are in memory.
 */
async function* byIdCursor<T extends { id: number }, R>(
  read: (idBelow: number | undefined, take: number) => Promise<T[]>,
  shape: (rows: T[]) => R[],
): AsyncGenerator<R[]> {
  let next = read(undefined, REPORT_BATCH_SIZE);
  for (;;) {
    const rows = await next;
    const more = rows.length === REPORT_BATCH_SIZE;
    if (more) next = read(rows[rows.length - 1]!.id, REPORT_BATCH_SIZE);
    if (rows.length) yield shape(rows);
    if (!more) return;
  }
}
const idBelow = (below: number | undefined) => (below === undefined ? {} : { id: { lt: below } });

/** A small grouped result paged in memory (at most one row per province or company type). */
function pageOf<T>(rows: T[], page: number, perPage: number): Paged<T> {
  return pagedOf(rows.slice((page - 1) * perPage, page * perPage), rows.length, page, perPage);
}

export interface MonthRow {
  /** 1-12. */
  month: number;
  [figure: string]: number;
}
export interface ByYearReport {
  year: number;
  months: MonthRow[];
  total: Record<string, number>;
}

function byYear(year: number, rows: MonthRow[]): ByYearReport {
  const total: Record<string, number> = {};
  for (const row of rows)
    for (const [key, value] of Object.entries(row))
      if (key !== 'month') total[key] = (total[key] ?? 0) + value;
  return { year, months: rows, total };
}

/**
 * The back office's reports (SPEC.md sections 3 and 7). Every
 * count and sum is made by the database (count, groupBy, aggregate), the
 * pages by LIMIT/OFFSET on an index, and a whole data set is read in
 * batches by an id cursor for the streamed workbook. Names come out in the
 * caller's language; money stays in satang.
 */
export function reportService(db: Db, locale: Locale) {
  const t = translator(locale);
  const languageId = languageIds[locale];

  // ------------------------------------------------------------ public training registers

  async function registrationWhere(
    q: PublicTrainingRegistersQuery,
  ): Promise<Prisma.RegistrationWhereInput> {
    const where: Prisma.RegistrationWhereInput = {};
    if (q.filter_category_id) {
      // The category's trainings first: a plain IN on the indexed column beats a join per row.
      const trainings = await db.publicTraining.findMany({
        where: { categoryId: q.filter_category_id },
        select: { id: true },
      });
      where.publicTrainingId = { in: trainings.map((x) => x.id) };
    }
    if (q.filter_register_status_id) where.registerStatusId = q.filter_register_status_id;
    if (q.filter_year) where.createdAt = yearRange(q.filter_year);
    return where;
  }

  /** Category and payment-method names by id (a few rows), to name each registration without a join per row. */
  async function registrationLookups() {
    const [trainings, categories, methods] = await Promise.all([
      db.publicTraining.findMany({ select: { id: true, categoryId: true } }),
      db.publicTrainingCategory.findMany({
        select: { id: true, translations: { select: { languageId: true, name: true } } },
      }),
      db.paymentMethod.findMany({ select: { id: true, nameTh: true, nameEn: true } }),
    ]);
    const categoryName = new Map(
      categories.map((c) => [c.id, pickTranslation(c.translations, locale)?.name ?? `#${c.id}`]),
    );
    return {
      categoryName,
      categoryOfTraining: new Map(trainings.map((x) => [x.id, x.categoryId])),
      methodName: new Map(methods.map((m) => [m.id, localName(m, locale)])),
    };
  }

  const registrationSelect = {
    id: true,
    registerCode: true,
    createdAt: true,
    courseCode: true,
    courseName: true,
    courseNameTh: true,
    courseNameEn: true,
    publicTrainingId: true,
    quantity: true,
    totalAmountSatang: true,
    paymentMethodId: true,
    registerStatusId: true,
    member: { select: { firstname: true, lastname: true } },
  } satisfies Prisma.RegistrationSelect;
  type RegistrationRow = Prisma.RegistrationGetPayload<{ select: typeof registrationSelect }>;

  function registrationRows(
    rows: RegistrationRow[],
    lookups: Awaited<ReturnType<typeof registrationLookups>>,
  ) {
    return rows.map((r) => {
      const categoryId = lookups.categoryOfTraining.get(r.publicTrainingId);
      return {
        id: r.id,
        registerCode: r.registerCode,
        createdAt: r.createdAt,
        courseCode: r.courseCode,
        courseName: registeredCourseName(r, locale),
        categoryId: categoryId ?? null,
        categoryName: categoryId ? (lookups.categoryName.get(categoryId) ?? '') : '',
        memberName: fullName(r.member),
        quantity: r.quantity,
        totalAmountSatang: r.totalAmountSatang,
        paymentMethodName: r.paymentMethodId
          ? (lookups.methodName.get(r.paymentMethodId) ?? '')
          : '',
        registerStatusId: r.registerStatusId,
        registerStatusName: statusName(r.registerStatusId, locale),
      };
    });
  }

  /** Per category: registrations, attendees and the amount paid, under the same year and status filters. */
  async function registersByCategory(
    where: Prisma.RegistrationWhereInput,
    lookups: Awaited<ReturnType<typeof registrationLookups>>,
  ) {
    const perTraining = await db.registration.groupBy({
      by: ['publicTrainingId', 'registerStatusId'],
      where: { ...where, publicTrainingId: undefined },
      _count: { _all: true },
      _sum: { quantity: true, totalAmountSatang: true },
    });
    const byCategory = new Map<
      number,
      {
        categoryId: number;
        categoryName: string;
        registers: number;
        attendees: number;
        paidAmountSatang: number;
      }
    >();
    for (const g of perTraining) {
      const categoryId = lookups.categoryOfTraining.get(g.publicTrainingId);
      if (!categoryId) continue;
      const entry = byCategory.get(categoryId) ?? {
        categoryId,
        categoryName: lookups.categoryName.get(categoryId) ?? '',
        registers: 0,
        attendees: 0,
        paidAmountSatang: 0,
      };
      entry.registers += g._count._all;
      entry.attendees += g._sum.quantity ?? 0;
      if (g.registerStatusId === RegisterStatus.PAID)
        entry.paidAmountSatang += g._sum.totalAmountSatang ?? 0;
      byCategory.set(categoryId, entry);
    }
    return [...byCategory.values()].sort(
      (a, b) => b.registers - a.registers || a.categoryName.localeCompare(b.categoryName),
    );
  }

  // ------------------------------------------------------------ in-house and service requests

  function requestWhere(q: { filter_year?: number; filter_status?: string }) {
    return {
      ...(q.filter_year ? { createdAt: yearRange(q.filter_year) } : {}),
      ...(q.filter_status ? { status: q.filter_status } : {}),
    };
  }
  const requestStatusName = (status: string) => t(`admin_reports.request_status.${status}`);

  const inhouseSelect = {
    id: true,
    createdAt: true,
    contactName: true,
    organisation: true,
    email: true,
    telephone: true,
    participants: true,
    status: true,
    training: { select: { translations: { select: { languageId: true, name: true } } } },
  } satisfies Prisma.InhouseTrainingRequestSelect;
  type InhouseRow = Prisma.InhouseTrainingRequestGetPayload<{ select: typeof inhouseSelect }>;
  const inhouseRows = (rows: InhouseRow[]) =>
    rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      trainingName: r.training
        ? (pickTranslation(r.training.translations, locale)?.name ?? '')
        : '',
      contactName: r.contactName,
      organisation: r.organisation ?? '',
      email: r.email,
      telephone: r.telephone,
      participants: r.participants ?? 0,
      status: r.status,
      statusName: requestStatusName(r.status),
    }));

  const serviceWhere = (q: ServiceRegistersQuery): Prisma.ServiceRequestWhereInput => ({
    ...requestWhere(q),
    ...(q.filter_kind ? { service: { kind: q.filter_kind } } : {}),
  });
  const serviceSelect = {
    id: true,
    createdAt: true,
    contactName: true,
    organisation: true,
    email: true,
    telephone: true,
    status: true,
    service: {
      select: {
        kind: true,
        translations: {
          where: { languageId: { in: [languageIds.th, languageId] } },
          select: { languageId: true, name: true },
        },
      },
    },
  } satisfies Prisma.ServiceRequestSelect;
  type ServiceRow = Prisma.ServiceRequestGetPayload<{ select: typeof serviceSelect }>;
  const serviceRows = (rows: ServiceRow[]) =>
    rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      serviceName: r.service ? (pickTranslation(r.service.translations, locale)?.name ?? '') : '',
      kind: r.service?.kind ?? '',
      kindName:
        r.service && isServiceKind(r.service.kind) ? t(serviceKindTitleKeys[r.service.kind]) : '',
      contactName: r.contactName,
      organisation: r.organisation ?? '',
      email: r.email,
      telephone: r.telephone,
      status: r.status,
      statusName: requestStatusName(r.status),
    }));

  // ------------------------------------------------------------ members

  const memberWhere = (q: MembersByGroupQuery): Prisma.MemberWhereInput =>
    q.filter_year ? { createdAt: yearRange(q.filter_year) } : {};

  async function membersByProvinceRows(q: MembersByGroupQuery) {
    const [groups, provinces] = await Promise.all([
      db.member.groupBy({
        by: ['provinceId', 'memberType'],
        where: memberWhere(q),
        _count: { _all: true },
      }),
      db.province.findMany({ select: { id: true, nameTh: true, nameEn: true } }),
    ]);
    const names = new Map(provinces.map((p) => [p.id, localName(p, locale)]));
    const rows = new Map<
      number | null,
      {
        provinceId: number | null;
        provinceName: string;
        persons: number;
        organisations: number;
        total: number;
      }
    >();
    for (const g of groups) {
      const row = rows.get(g.provinceId) ?? {
        provinceId: g.provinceId,
        provinceName: g.provinceId
          ? (names.get(g.provinceId) ?? '')
          : t('admin_reports.no_province'),
        persons: 0,
        organisations: 0,
        total: 0,
      };
      if (g.memberType === 'O') row.organisations += g._count._all;
      else row.persons += g._count._all;
      row.total += g._count._all;
      rows.set(g.provinceId, row);
    }
    return [...rows.values()].sort(
      (a, b) => b.total - a.total || a.provinceName.localeCompare(b.provinceName),
    );
  }

  async function membersByCompanyTypeRows(q: MembersByGroupQuery) {
    const [groups, types] = await Promise.all([
      db.member.groupBy({
        by: ['companyTypeId'],
        where: { ...memberWhere(q), memberType: 'O' },
        _count: { _all: true },
      }),
      db.companyType.findMany({ select: { id: true, nameTh: true, nameEn: true } }),
    ]);
    const names = new Map(types.map((x) => [x.id, localName(x, locale)]));
    return groups
      .map((g) => ({
        companyTypeId: g.companyTypeId,
        companyTypeName: g.companyTypeId
          ? (names.get(g.companyTypeId) ?? '')
          : t('admin_reports.no_company_type'),
        members: g._count._all,
      }))
      .sort((a, b) => b.members - a.members || a.companyTypeName.localeCompare(b.companyTypeName));
  }

  return {
    /** A page of registrations, newest first, and the per-category summary ("by category", the default report). */
    async publicTrainingRegisters(q: PublicTrainingRegistersQuery) {
      const [where, lookups] = await Promise.all([registrationWhere(q), registrationLookups()]);
      const [page, categories] = await Promise.all([
        paginate(
          q,
          () => db.registration.count({ where }),
          (window) =>
            db.registration.findMany({
              where,
              select: registrationSelect,
              orderBy: { id: 'desc' },
              ...window,
            }),
          (rows) => registrationRows(rows, lookups),
        ),
        registersByCategory({ ...where }, lookups),
      ]);
      return { ...page, categories };
    },

    async inhouseTrainingRegisters(q: InhouseTrainingRegistersQuery) {
      const where = requestWhere(q);
      return paginate(
        q,
        () => db.inhouseTrainingRequest.count({ where }),
        (window) =>
          db.inhouseTrainingRequest.findMany({
            where,
            select: inhouseSelect,
            orderBy: { id: 'desc' },
            ...window,
          }),
        inhouseRows,
      );
    },

    async serviceRegisters(q: ServiceRegistersQuery) {
      const where = serviceWhere(q);
      return paginate(
        q,
        () => db.serviceRequest.count({ where }),
        (window) =>
          db.serviceRequest.findMany({
            where,
            select: serviceSelect,
            orderBy: { id: 'desc' },
            ...window,
          }),
        serviceRows,
      );
    },

    async membersByProvince(q: MembersByGroupQuery) {
      return pageOf(await membersByProvinceRows(q), q.page, q.per_page);
    },

    async membersOrganizationByCompanyType(q: MembersByGroupQuery) {
      return pageOf(await membersByCompanyTypeRows(q), q.page, q.per_page);
    },

    /** A whole data set, in batches, in the same order and shape as its pages: what the workbook is written from. */
    async *rowsOf(input: ReportDownloadInput): AsyncGenerator<Record<string, unknown>[]> {
      switch (input.report) {
        case 'public_training_registers': {
          const [where, lookups] = await Promise.all([
            registrationWhere(input),
            registrationLookups(),
          ]);
          yield* byIdCursor(
            (below, take) =>
              db.registration.findMany({
                where: { AND: [where, idBelow(below)] },
                select: registrationSelect,
                orderBy: { id: 'desc' },
                take,
              }),
            (rows) => registrationRows(rows, lookups),
          );
          return;
        }
        case 'inhouse_training_registers': {
          const where = requestWhere(input);
          yield* byIdCursor(
            (below, take) =>
              db.inhouseTrainingRequest.findMany({
                where: { ...where, ...idBelow(below) },
                select: inhouseSelect,
                orderBy: { id: 'desc' },
                take,
              }),
            inhouseRows,
          );
          return;
        }
        case 'service_registers': {
          const where = serviceWhere(input);
          yield* byIdCursor(
            (below, take) =>
              db.serviceRequest.findMany({
                where: { AND: [where, idBelow(below)] },
                select: serviceSelect,
                orderBy: { id: 'desc' },
                take,
              }),
            serviceRows,
          );
          return;
        }
        case 'members_by_province':
          yield await membersByProvinceRows(input);
          return;
        case 'members_organization_by_company_type':
          yield await membersByCompanyTypeRows(input);
          return;
      }
    },

    /**
     * Per month of the year (Bangkok time, by registration date): registrations, attendees, and those paid with their amount.
     * Two aggregates a month rather than one groupBy: Prisma's groupBy on this wide model costs tens of
     * milliseconds of client-side work a call on SQLite, an aggregate a few (both read the covering index).
     */
    async publicTrainingRegistersByYear(q: ByYearQuery): Promise<ByYearReport> {
      const rows = await Promise.all(
        months.map(async (m) => {
          const createdAt = monthRange(q.filter_year, m);
          const [all, paid] = await Promise.all([
            db.registration.aggregate({
              where: { createdAt },
              _count: { _all: true },
              _sum: { quantity: true },
            }),
            db.registration.aggregate({
              where: { createdAt, registerStatusId: RegisterStatus.PAID },
              _count: { _all: true },
              _sum: { totalAmountSatang: true },
            }),
          ]);
          return {
            month: m + 1,
            registers: all._count._all,
            attendees: all._sum.quantity ?? 0,
            paidRegisters: paid._count._all,
            paidAmountSatang: paid._sum.totalAmountSatang ?? 0,
          };
        }),
      );
      return byYear(q.filter_year, rows);
    },

    async inhouseTrainingRegistersByYear(q: ByYearQuery): Promise<ByYearReport> {
      const rows = await Promise.all(
        months.map(async (m) => {
          const a = await db.inhouseTrainingRequest.aggregate({
            where: { createdAt: monthRange(q.filter_year, m) },
            _count: { _all: true },
            _sum: { participants: true },
          });
          return { month: m + 1, requests: a._count._all, participants: a._sum.participants ?? 0 };
        }),
      );
      return byYear(q.filter_year, rows);
    },

    async serviceRegistersByYear(q: ByYearQuery): Promise<ByYearReport> {
      const rows = await Promise.all(
        months.map(async (m) => ({
          month: m + 1,
          requests: await db.serviceRequest.count({
            where: { createdAt: monthRange(q.filter_year, m) },
          }),
        })),
      );
      return byYear(q.filter_year, rows);
    },

    /** New members per month: persons, organisations and both. */
    async membersByYear(q: ByYearQuery): Promise<ByYearReport> {
      const rows = await Promise.all(
        months.map(async (m) => {
          const groups = await db.member.groupBy({
            by: ['memberType'],
            where: { createdAt: monthRange(q.filter_year, m) },
            _count: { _all: true },
          });
          const organisations = groups.find((g) => g.memberType === 'O')?._count._all ?? 0;
          const total = groups.reduce((n, g) => n + g._count._all, 0);
          return { month: m + 1, persons: total - organisations, organisations, total };
        }),
      );
      return byYear(q.filter_year, rows);
    },

    /** The members seen most recently (latest_accessed_at). */
    async membersLatestOnline(q: LatestQuery) {
      const rows = await db.member.findMany({
        where: { latestAccessedAt: { not: null } },
        orderBy: { latestAccessedAt: 'desc' },
        take: q.limit,
        select: {
          id: true,
          firstname: true,
          lastname: true,
          email: true,
          memberType: true,
          latestAccessedAt: true,
        },
      });
      return rows.map((m) => ({
        memberId: m.id,
        name: fullName(m),
        email: m.email,
        memberType: m.memberType,
        memberTypeName: t(`admin_reports.member_type.${m.memberType === 'O' ? 'O' : 'P'}`),
        latestAccessedAt: m.latestAccessedAt!,
      }));
    },

    /** The latest registration history entries: when, which registration, what status, and who (member, staff, system or gateway). */
    async membersLatestActivities(q: LatestQuery) {
      const rows = await db.registrationHistory.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: q.limit,
        select: {
          id: true,
          createdAt: true,
          registerStatusId: true,
          note: true,
          actorType: true,
          adminUser: { select: { firstname: true, lastname: true } },
          registration: {
            select: {
              id: true,
              registerCode: true,
              courseName: true,
              courseNameTh: true,
              courseNameEn: true,
              member: { select: { id: true, firstname: true, lastname: true } },
            },
          },
        },
      });
      return rows.map((h) => ({
        id: h.id,
        createdAt: h.createdAt,
        registerId: h.registration.id,
        registerCode: h.registration.registerCode,
        courseName: registeredCourseName(h.registration, locale),
        memberId: h.registration.member.id,
        memberName: fullName(h.registration.member),
        registerStatusId: h.registerStatusId,
        registerStatusName: statusName(h.registerStatusId, locale),
        actorType: h.actorType,
        actorName:
          h.actorType === 'member'
            ? fullName(h.registration.member)
            : h.actorType === 'admin' && h.adminUser
              ? fullName(h.adminUser)
              : t(
                  `admin_reports.actor.${h.actorType === 'gateway' ? 'gateway' : h.actorType === 'admin' ? 'admin' : 'system'}`,
                ),
        note: localStatusMessage(h.note, locale) ?? '',
      }));
    },
  };
}

export type ReportService = ReturnType<typeof reportService>;
