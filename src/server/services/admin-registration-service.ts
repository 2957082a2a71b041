import { Prisma } from '@/generated/sqlite/client';
import { receiptRecord } from '@/server/services/registration-receipt';
import type { Locale } from '@/i18n/locales';
import { endOfSiteDay, startOfSiteDay } from '@/lib/dates';
import { RegisterStatus, seatHoldingStatusIds } from '@/lib/register-status';
import type { z } from 'zod';
import type {
  addHistorySchema,
  RegistrationListQuery,
  registrationUpdateSchema,
} from '@/lib/schemas/admin-registrations';
import { staffSettableStatusIds } from '@/lib/schemas/admin-registrations';
import { OTHER_BANK_ID } from '@/lib/schemas/payment';
import { containsInsensitive, type Db, escapeLike, provider } from '@/server/db';
import { AppError } from '@/server/errors';
import { localStatusMessage } from '@/server/payments/gateway-reasons';
import { pagedOf } from '@/server/services/paginate';
import { receiptPlace } from '@/server/services/registration-service';
import {
  changeRegistrationStatus,
  historyNote,
  type Tx,
} from '@/server/services/registration-status-service';
import {
  holdingSeatsWhere,
  holdOf,
  lockTrainingSeats,
  memberUnpaidStatusIds,
  seatHoldPolicy,
  seatsFreed,
  seatsTaken,
  unpaidStatusIds,
} from '@/server/services/seat-hold-service';
import { registrationRecord } from '@/server/services/registration-record';
import { localName, registeredCourseName } from '@/server/services/translations';
import { buryUploads, releaseUploads } from '@/server/services/upload-release';

type UpdateInput = z.output<typeof registrationUpdateSchema>;
type HistoryInput = z.output<typeof addHistorySchema>;

export { historyNote };

const sortColumn: Record<RegistrationListQuery['sort'], string> = {
  created_at: 'createdAt',
  register_code: 'registerCode',
  training_date: 'trainingDate',
  total_amount: 'totalAmountSatang',
  register_status_id: 'registerStatusId',
};

/** Statuses whose registration may be deleted: nothing was paid or is waiting to be checked. */
const deletableStatusIds: number[] = [
  RegisterStatus.REGISTERED,
  RegisterStatus.AWAITING_PAYMENT,
  RegisterStatus.PAYMENT_TO_CORRECT,
  RegisterStatus.CANCELLED,
  RegisterStatus.EXPIRED,
];

const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

/** A card checkout this recent may still be paid on the gateway's page (as the status run and the member's method switch wait). */
const OPEN_CHECKOUT_MS = 15 * 60_000;

/** The where clause of the list's filters; the search is applied as a set of ids (searchIds). */
function listWhere(query: RegistrationListQuery, withStatus = true): Prisma.RegistrationWhereInput {
  const f = query.filters ?? {};
  const and: Prisma.RegistrationWhereInput[] = [];
  if (f.public_training_id) and.push({ publicTrainingId: f.public_training_id });
  if (withStatus && f.register_status_id) and.push({ registerStatusId: f.register_status_id });
  if (f.payment_method_id) and.push({ paymentMethodId: f.payment_method_id });
  if (f.date_from || f.date_to)
    and.push({
      createdAt: {
        ...(f.date_from ? { gte: startOfSiteDay(f.date_from) } : {}),
        ...(f.date_to ? { lt: endOfSiteDay(f.date_to) } : {}),
      },
    });
  if (f.paid_from || f.paid_to)
    and.push({
      paidAt: {
        ...(f.paid_from ? { gte: startOfSiteDay(f.paid_from) } : {}),
        ...(f.paid_to ? { lt: endOfSiteDay(f.paid_to) } : {}),
      },
    });
  return and.length ? { AND: and } : {};
}

/** More matches than this for one search word is not a search: the list then filters by the relations directly (slower, but right). */
const SEARCH_CAP = 2000;

/** A search word as a filter on the registration and its relations (the slow path, for very broad words). */
function searchWhere(word: string): Prisma.RegistrationWhereInput {
  const like = containsInsensitive(word);
  return {
    OR: [
      { registerCode: like },
      { member: { OR: [{ firstname: like }, { lastname: like }, { email: like }] } },
      { attendees: { some: { OR: [{ firstname: like }, { lastname: like }, { email: like }] } } },
    ],
  };
}

/** The register statuses are fixed rows (src/lib/register-status.ts): read once per database client. */
const statusRows = new WeakMap<Db, ReturnType<Db['registerStatus']['findMany']>>();

const statusName = (row: { nameTh: string; nameEn: string }, locale: Locale) =>
  localName(row, locale);

/** Staff's side of public training registrations (SPEC.md section 7 "Registrations"). */
export function adminRegistrationService(db: Db) {
  /**
   * Locks the registration's row for the rest of the transaction (PostgreSQL;
   * SQLite has a single writer), so what is read next is what the changes
   * are checked against: a slip approved, a card paid or a slip sent at the
   * same moment waits for this change or makes it see the new status.
   */
  async function lockRegistration(tx: Tx, registerId: number) {
    if (provider === 'postgresql')
      await tx.$queryRaw`SELECT id FROM registrations WHERE id = ${registerId} FOR UPDATE`;
  }

  /**
   * Seats left on a training for registrations other than `exceptId`, under
   * the training's lock (PostgreSQL) or the single writer (SQLite), its ended
   * holds released first (seat-hold-service.ts). Staff are bound by the seats
   * only, never by a member's own limits.
   */
  async function seatsLeftFor(tx: Tx, trainingId: number, exceptId: number, now = new Date()) {
    await lockTrainingSeats(tx, trainingId, now, exceptId);
    const training = await tx.publicTraining.findUniqueOrThrow({ where: { id: trainingId } });
    return training.seatLimit - (await seatsTaken(tx, trainingId, now, exceptId));
  }

  /** A status staff may set by hand from `from`: never "paid" (slip approval and the gateway pay, and issue the receipt), and a paid registration only to cancelled (a refund). */
  function checkStatusChange(from: number, to: number) {
    if (from === to) return;
    if (to === RegisterStatus.PAID)
      throw new AppError(
        'CONFLICT',
        'admin_registrations.errors.pay_through_approval',
        'register_status_id',
      );
    if (!(staffSettableStatusIds as readonly number[]).includes(to))
      throw new AppError('BAD_REQUEST', 'validation.invalid_value', 'register_status_id');
    if (from === RegisterStatus.PAID && to !== RegisterStatus.CANCELLED)
      throw new AppError(
        'CONFLICT',
        'admin_registrations.errors.paid_only_cancel',
        'register_status_id',
      );
  }

  /**
   * The registrations a search matches, every word somewhere: the register
   * code, the member's name or e-mail, or an attendee's. Each word is looked
   * up in the narrow tables first (a code, a member, an attendee: three small
   * scans instead of one join per registration), so a search stays fast on a
   * hundred thousand registrations; null when a word is too broad for that.
   */
  function registerStatuses() {
    if (!statusRows.has(db))
      statusRows.set(db, db.registerStatus.findMany({ orderBy: { sortOrder: 'asc' } }));
    return statusRows.get(db)!;
  }

  /**
   * Ids of the rows of `table` where any of `columns` contains `word`, case
   * ignored, taken literally: the database's own LIKE with an ESCAPE clause
   * (on SQLite, the three-argument LIKE is native, unlike the two-argument
   * one Prisma's `contains` calls, which db.ts routes through JavaScript and
   * is ten times slower on a large table). Names are written here, never
   * taken from input.
   */
  async function likeIds(
    table: string,
    idColumn: string,
    columns: string[],
    word: string,
    extra?: string,
  ): Promise<number[]> {
    const op = provider === 'postgresql' ? 'ILIKE' : 'LIKE';
    const pattern = `%${escapeLike(word)}%`;
    const match = Prisma.join(
      columns.map((c) => Prisma.sql`${Prisma.raw(c)} ${Prisma.raw(op)} ${pattern} ESCAPE '\\'`),
      ' OR ',
    );
    const rows = await db.$queryRaw<
      { id: number }[]
    >`SELECT ${Prisma.raw(idColumn)} AS id FROM ${Prisma.raw(table)} WHERE (${match})${Prisma.raw(extra ? ` AND ${extra}` : '')} LIMIT ${SEARCH_CAP + 1}`;
    return rows.map((r) => Number(r.id));
  }

  /**
   * The count of each status under the list's filters but the status, in
   * one GROUP BY (Prisma's groupBy costs tens of milliseconds of its own
   * work per call on a large table; this is the same query without it).
   */
  async function statusCounts(query: RegistrationListQuery, ids: number[] | undefined) {
    const f = query.filters ?? {};
    const conds: Prisma.Sql[] = [];
    if (f.public_training_id) conds.push(Prisma.sql`public_training_id = ${f.public_training_id}`);
    if (f.payment_method_id) conds.push(Prisma.sql`payment_method_id = ${f.payment_method_id}`);
    if (f.date_from) conds.push(Prisma.sql`created_at >= ${startOfSiteDay(f.date_from)}`);
    if (f.date_to) conds.push(Prisma.sql`created_at < ${endOfSiteDay(f.date_to)}`);
    if (f.paid_from) conds.push(Prisma.sql`paid_at >= ${startOfSiteDay(f.paid_from)}`);
    if (f.paid_to) conds.push(Prisma.sql`paid_at < ${endOfSiteDay(f.paid_to)}`);
    if (ids) conds.push(ids.length ? Prisma.sql`id IN (${Prisma.join(ids)})` : Prisma.sql`1 = 0`);
    const where = conds.length ? Prisma.sql`WHERE ${Prisma.join(conds, ' AND ')}` : Prisma.empty;
    const rows = await db.$queryRaw<
      { s: number; n: bigint | number }[]
    >`SELECT register_status_id AS s, COUNT(*) AS n FROM registrations ${where} GROUP BY register_status_id`;
    return rows.map((r) => ({ registerStatusId: Number(r.s), _count: { _all: Number(r.n) } }));
  }

  /**
   * One page of the list, as a deferred join: the page's ids first, which the
   * sort key's index (sort column, id) gives without reading the rows skipped
   * over, then those rows. A deep page (2,000) read 40,000 rows to drop
   * them: 50 ms on PostgreSQL against 8 ms for the ids alone.
   */
  async function pageRows(
    where: Prisma.RegistrationWhereInput,
    orderBy: Prisma.RegistrationOrderByWithRelationInput[],
    skip: number,
    take: number,
  ) {
    const ids = (
      await db.registration.findMany({ where, orderBy, skip, take, select: { id: true } })
    ).map((r) => r.id);
    if (!ids.length) return [];
    const rows = await db.registration.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        registerCode: true,
        createdAt: true,
        courseCode: true,
        courseName: true,
        courseNameTh: true,
        courseNameEn: true,
        publicTrainingId: true,
        trainingDate: true,
        quantity: true,
        totalAmountSatang: true,
        paymentMethodId: true,
        registerStatusId: true,
        receiptNo: true,
        receiptStatus: true,
        memberId: true,
        seatsHeldUntil: true,
        paymentDueAt: true,
      },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function searchIds(search: string | undefined): Promise<number[] | null | undefined> {
    const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
    if (!words.length) return undefined;
    let ids = null as Set<number> | null;
    for (const word of words) {
      const email = word.includes('@');
      // A word with a digit and no @ is a register code (PT-2611-7K3QXM): names and e-mails are not searched for it.
      if (!email && /\d/.test(word)) {
        const byCode = await likeIds('registrations', 'id', ['register_code'], word);
        if (byCode.length > SEARCH_CAP) return null;
        ids = ids === null ? new Set(byCode) : new Set(byCode.filter((id) => ids!.has(id)));
        continue;
      }
      const [byCode, members, attendees] = await Promise.all([
        email ? [] : likeIds('registrations', 'id', ['register_code'], word),
        likeIds('members', 'id', email ? ['email'] : ['firstname', 'lastname', 'email'], word),
        // Members attend under their own names: their rows are found through the members above.
        likeIds(
          'registration_attendees',
          'register_id',
          email ? ['email'] : ['firstname', 'lastname', 'email'],
          word,
          'member_id IS NULL',
        ),
      ]);
      if (
        byCode.length > SEARCH_CAP ||
        members.length > SEARCH_CAP ||
        attendees.length > SEARCH_CAP
      )
        return null;
      const byMember = members.length
        ? await db.registration.findMany({
            where: { memberId: { in: members } },
            select: { id: true },
            take: SEARCH_CAP + 1,
          })
        : [];
      if (byMember.length > SEARCH_CAP) return null;
      const found = new Set([...byCode, ...byMember.map((r) => r.id), ...attendees]);
      ids = ids === null ? found : new Set([...ids].filter((id) => found.has(id)));
    }
    return [...(ids ?? [])];
  }

  return {
    /** The list: server-side paged, sorted and filtered, with the count of each status under the same filters (all statuses). */
    async list(query: RegistrationListQuery, locale: Locale) {
      const ids = await searchIds(query.search);
      const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
      const search: Prisma.RegistrationWhereInput =
        ids === undefined
          ? {}
          : ids === null
            ? { AND: words.map(searchWhere) }
            : { id: { in: ids } };
      const others = { AND: [listWhere(query, false), search] };
      const statusFilter = query.filters?.register_status_id;
      const where = statusFilter ? { AND: [others, { registerStatusId: statusFilter }] } : others;
      const orderBy = [
        { [sortColumn[query.sort]]: query.order.toLowerCase() },
        { id: query.order.toLowerCase() },
      ] as Prisma.RegistrationOrderByWithRelationInput[];
      // The counts per status (under every filter but the status) also give the total: one scan fewer.
      const [rows, byStatus, statuses] = await Promise.all([
        pageRows(where, orderBy, (query.page - 1) * query.per_page, query.per_page),
        ids === null
          ? db.registration.groupBy({
              by: ['registerStatusId'],
              where: others,
              _count: { _all: true },
            })
          : statusCounts(query, ids),
        registerStatuses(),
      ]);
      const total = byStatus.reduce(
        (sum, b) =>
          sum + (!statusFilter || b.registerStatusId === statusFilter ? b._count._all : 0),
        0,
      );
      // The page's members in one query of their own: Prisma's relation include costs ten times more here.
      const members = new Map(
        (
          await db.member.findMany({
            where: { id: { in: [...new Set(rows.map((r) => r.memberId))] } },
            select: { id: true, firstname: true, lastname: true, email: true },
          })
        ).map((m) => [m.id, m]),
      );
      const statusById = new Map(statuses.map((s) => [s.id, s]));
      const items = rows.map((r) => ({
        registerId: r.id,
        registerCode: r.registerCode,
        createdAt: r.createdAt,
        publicTrainingId: r.publicTrainingId,
        courseCode: r.courseCode,
        courseName: registeredCourseName(r, locale),
        trainingDate: r.trainingDate,
        memberId: r.memberId,
        memberName:
          `${members.get(r.memberId)?.firstname ?? ''} ${members.get(r.memberId)?.lastname ?? ''}`.trim(),
        memberEmail: members.get(r.memberId)?.email ?? '',
        quantity: r.quantity,
        totalAmount: r.totalAmountSatang,
        paymentMethodId: r.paymentMethodId,
        registerStatusId: r.registerStatusId,
        registerStatus: statusById.has(r.registerStatusId)
          ? statusName(statusById.get(r.registerStatusId)!, locale)
          : String(r.registerStatusId),
        receiptNo: r.receiptNo,
        receiptStatus: r.receiptStatus,
        seatsHeldUntil: holdOf(r).seatsHeldUntil,
      }));
      const counts = statuses.map((s) => ({
        registerStatusId: s.id,
        registerStatus: statusName(s, locale),
        count: byStatus.find((b) => b.registerStatusId === s.id)?._count._all ?? 0,
      }));
      return { ...pagedOf(items, total, query.page, query.per_page), counts };
    },

    /** GET …/{id}/edit: everything about one registration, for the detail, edit and print pages. */
    async detail(registerId: number, locale: Locale) {
      const r = await db.registration.findUnique({
        where: { id: registerId },
        include: {
          member: { include: { namePrefix: true } },
          registerStatus: true,
          paymentMethod: true,
          training: { include: { translations: true } },
          attendees: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
          slips: { orderBy: { id: 'desc' }, include: { bank: true } },
          cardPayments: { orderBy: { id: 'desc' }, include: { cardType: true } },
          receiptDistrictRef: true,
          receiptAmphureRef: true,
          receiptProvinceRef: true,
        },
      });
      if (!r) throw new AppError('NOT_FOUND', 'errors.not_found');
      const takenByOthers = await seatsTaken(db, r.publicTrainingId, new Date(), r.id);
      const place = (row: { nameTh: string; nameEn: string } | null, text: string | null) =>
        row ? localName(row, locale) : text;
      const pendingSlip = r.slips.find((s) => s.status === 'pending') ?? null;
      return {
        ...registrationRecord(r, locale),
        updatedAt: r.updatedAt,
        locale: r.locale === 'en' ? ('en' as const) : ('th' as const),
        seatLimit: r.training.seatLimit,
        /** Seats this registration could grow into: all but those other registrations hold. */
        seatsAvailable: r.training.seatLimit - takenByOthers,
        paidAt: r.paidAt,
        receiptStatus: r.receiptStatus,
        ...receiptRecord(r),
        canVerifySlip:
          r.registerStatusId === RegisterStatus.AWAITING_VERIFICATION && pendingSlip !== null,
        member: {
          memberId: r.member.id,
          memberType: r.member.memberType,
          name: `${r.member.firstname} ${r.member.lastname}`,
          email: r.member.email,
          telephone: r.member.telephone,
          companyName: r.member.companyName,
        },
        attendees: r.attendees.map((a) => ({
          firstname: a.firstname,
          lastname: a.lastname,
          email: a.email,
          telephone: a.telephone,
          isMember: a.memberId !== null,
        })),
        receipt: {
          receiptType: r.receiptType as 'P' | 'O',
          name: r.receiptName ?? '',
          companyName: r.receiptCompanyName,
          taxNo: r.receiptTaxNo,
          branch: r.receiptBranch,
          address: r.receiptAddress ?? '',
          provinceId: r.receiptProvinceId,
          amphureId: r.receiptAmphureId,
          districtId: r.receiptDistrictId,
          province: place(r.receiptProvinceRef, r.receiptProvince),
          amphure: place(r.receiptAmphureRef, r.receiptAmphure),
          district: place(r.receiptDistrictRef, r.receiptDistrict),
          zipCode: r.receiptZipCode ?? '',
        },
        slips: r.slips.map((s) => ({
          slipId: s.id,
          // A replaced slip's file is deleted (upload-release.ts): the row stays as a record, without a picture.
          imageUrl: s.status === 'replaced' ? null : s.imageUrl,
          bankName:
            s.bankId === OTHER_BANK_ID ? (s.bankSpecifyText ?? '') : localName(s.bank, locale),
          transferDate: s.transferDate,
          amount: s.amountSatang,
          /** The slip's amount against the amount due. */
          amountMatches: s.amountSatang === r.totalAmountSatang,
          status: s.status as 'pending' | 'accepted' | 'rejected' | 'replaced',
          rejectReason: s.rejectReason,
          sentAt: s.createdAt,
        })),
        cardPayments: r.cardPayments.map((c) => ({
          transactionUuid: c.transactionUuid,
          transactionId: c.transactionId,
          decision: c.decision,
          reasonCode: c.reasonCode,
          message: c.message,
          amount: c.amountSatang,
          cardNumber: c.cardNumberMasked,
          cardType: c.cardType?.name ?? null,
          startedAt: c.createdAt,
          respondedAt: c.respondedAt,
        })),
      };
    },

    /** GET /admin/services/register/histories?register_id: the status history, oldest first, with who and when. */
    async histories(registerId: number, locale: Locale) {
      const exists = await db.registration.count({ where: { id: registerId } });
      if (!exists) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
      const rows = await db.registrationHistory.findMany({
        where: { registrationId: registerId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        include: { registerStatus: true, adminUser: true },
      });
      // Slips replaced before verification are deleted from disk: their entries keep no link.
      const images = rows.flatMap((h) => (h.paymentSlipImage ? [h.paymentSlipImage] : []));
      const stored = new Set(
        images.length
          ? (
              await db.upload.findMany({ where: { path: { in: images } }, select: { path: true } })
            ).map((u) => u.path)
          : [],
      );
      return rows.map((h) => ({
        historyId: h.id,
        registerId: h.registrationId,
        registerStatusId: h.registerStatusId,
        registerStatus: statusName(h.registerStatus, locale),
        note: localStatusMessage(h.note, locale),
        paymentSlipImage:
          h.paymentSlipImage && stored.has(h.paymentSlipImage) ? h.paymentSlipImage : null,
        actorType: h.actorType as 'member' | 'admin' | 'system' | 'gateway',
        adminName: h.adminUser ? `${h.adminUser.firstname} ${h.adminUser.lastname}`.trim() : null,
        createdAt: h.createdAt,
      }));
    },

    /**
     * PUT …/{register_id}: staff correct attendees (within the seats), the
     * receipt details and the status with a message. A paid registration
     * keeps its number of attendees (its amount was paid); every change is
     * written to the history, all in one transaction.
     */
    async update(input: UpdateInput, adminUserId: number) {
      const place = await receiptPlace(db, input.receipt);
      await db.$transaction(async (tx) => {
        await lockRegistration(tx, input.register_id);
        const r = await tx.registration.findUnique({
          where: { id: input.register_id },
          include: { attendees: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] } },
        });
        if (!r) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
        checkStatusChange(r.registerStatusId, input.register_status_id);
        const quantity = input.attendees.length;
        if (r.registerStatusId === RegisterStatus.PAID && quantity !== r.quantity)
          throw new AppError(
            'CONFLICT',
            'admin_registrations.errors.paid_quantity_fixed',
            'attendees',
            { quantity: r.quantity },
          );
        if (quantity !== r.quantity) {
          // A card checkout opened for the old amount may still be paid on the gateway's page (its reply is checked against
          // that amount): the number of attendees, and so the amount, waits for its result.
          const open = await tx.cardPayment.count({
            where: {
              registrationId: r.id,
              respondedAt: null,
              createdAt: { gt: new Date(Date.now() - OPEN_CHECKOUT_MS) },
            },
          });
          if (open > 0)
            throw new AppError('CONFLICT', 'registration.card_payment_in_progress', 'attendees', {
              minutes: OPEN_CHECKOUT_MS / 60_000,
            });
        }
        const willHold = seatHoldingStatusIds.includes(input.register_status_id);
        const holds = seatHoldingStatusIds.includes(r.registerStatusId);
        if (willHold && (quantity > r.quantity || !holds)) {
          const left = await seatsLeftFor(tx, r.publicTrainingId, r.id);
          if (quantity > left)
            throw new AppError(
              'CONFLICT',
              'admin_registrations.errors.not_enough_seats',
              'attendees',
              { seats: Math.max(0, left) },
            );
        }

        const attendeesChanged =
          quantity !== r.attendees.length ||
          input.attendees.some((a, i) => {
            const old = r.attendees[i]!;
            return (
              old.firstname !== a.firstname ||
              old.lastname !== a.lastname ||
              old.email !== a.email ||
              old.telephone !== a.telephone
            );
          });
        const organisation = input.receipt.receipt_type === 'O';
        const receipt = {
          receiptType: input.receipt.receipt_type,
          receiptName: input.receipt.name,
          receiptCompanyName: organisation ? input.receipt.company_name : null,
          receiptTaxNo: input.receipt.tax_no,
          receiptBranch: organisation ? input.receipt.branch : null,
          receiptAddress: input.receipt.address,
          receiptDistrictId: input.receipt.district_id,
          receiptAmphureId: input.receipt.amphure_id,
          receiptProvinceId: input.receipt.province_id,
          receiptDistrict: place.district,
          receiptAmphure: place.amphure,
          receiptProvince: place.province,
          receiptZipCode: input.receipt.zip_code,
        };
        const receiptChanged = (Object.keys(receipt) as (keyof typeof receipt)[]).some(
          (k) => (r[k] ?? null) !== (receipt[k] ?? null),
        );

        if (attendeesChanged) {
          // The registering member stays the first attendee's member link when their own row is kept in first place.
          const memberRow = r.attendees.find((a) => a.memberId !== null);
          await tx.registrationAttendee.deleteMany({ where: { registrationId: r.id } });
          await tx.registrationAttendee.createMany({
            data: input.attendees.map((a, i) => ({
              registrationId: r.id,
              memberId: memberRow && memberRow.email === a.email ? memberRow.memberId : null,
              firstname: a.firstname,
              lastname: a.lastname,
              email: a.email,
              telephone: a.telephone,
              sortOrder: i,
            })),
          });
        }
        await tx.registration.update({
          where: { id: r.id },
          data: { ...receipt, quantity, totalAmountSatang: r.unitPriceSatang * quantity },
        });
        if (quantity < r.quantity && holds)
          await seatsFreed(tx, {
            trainingId: r.publicTrainingId,
            registrationId: r.id,
            seats: r.quantity - quantity,
            reason: 'attendees',
            at: new Date(),
          });
        const actor = { type: 'admin' as const, adminUserId };
        const note = async (name: Parameters<typeof historyNote>[0]) =>
          tx.registrationHistory.create({
            data: {
              registrationId: r.id,
              registerStatusId: r.registerStatusId,
              note: historyNote(name),
              actorType: 'admin',
              adminUserId,
            },
          });
        if (attendeesChanged) await note('attendees_changed');
        if (receiptChanged) await note('receipt_changed');
        // The edit form sends no message unless staff write one: an empty message with the same status keeps the
        // one the member reads (a rejected slip's reason), rather than wiping it and writing a status entry.
        const statusChanged = input.register_status_id !== r.registerStatusId;
        const newMessage =
          input.register_status_message !== null &&
          input.register_status_message !== (r.registerStatusMessage ?? null);
        if (statusChanged || newMessage) {
          const ok = await changeRegistrationStatus(tx, {
            registrationId: r.id,
            toStatusId: input.register_status_id,
            actor,
            message: input.register_status_message,
            fromStatusIds: [r.registerStatusId],
          });
          if (!ok) throw new AppError('CONFLICT', 'admin_registrations.errors.changed_meanwhile');
        }
      }, TX_OPTIONS);
      return { registerId: input.register_id };
    },

    /** POST /admin/services/register/histories: a staff note in the history, changing the status when a different one is given. */
    async addHistory(input: HistoryInput, adminUserId: number) {
      await db.$transaction(async (tx) => {
        await lockRegistration(tx, input.register_id);
        const r = await tx.registration.findUnique({ where: { id: input.register_id } });
        if (!r) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
        const to = input.register_status_id ?? r.registerStatusId;
        checkStatusChange(r.registerStatusId, to);
        if (to !== r.registerStatusId) {
          if (
            seatHoldingStatusIds.includes(to) &&
            !seatHoldingStatusIds.includes(r.registerStatusId)
          ) {
            const left = await seatsLeftFor(tx, r.publicTrainingId, r.id);
            if (r.quantity > left)
              throw new AppError(
                'CONFLICT',
                'admin_registrations.errors.not_enough_seats',
                'register_status_id',
                { seats: Math.max(0, left) },
              );
          }
          const ok = await changeRegistrationStatus(tx, {
            registrationId: r.id,
            toStatusId: to,
            actor: { type: 'admin', adminUserId },
            message: input.note,
            fromStatusIds: [r.registerStatusId],
          });
          if (!ok) throw new AppError('CONFLICT', 'admin_registrations.errors.changed_meanwhile');
        } else {
          await tx.registrationHistory.create({
            data: {
              registrationId: r.id,
              registerStatusId: r.registerStatusId,
              note: input.note,
              actorType: 'admin',
              adminUserId,
            },
          });
        }
      }, TX_OPTIONS);
      return { registerId: input.register_id };
    },

    /** POST …/update_receipt_status/{register_id}: whether the paper receipt was issued to the payer (paid registrations only), noted in the history. */
    async setReceiptStatus(registerId: number, status: 0 | 1, adminUserId: number) {
      await db.$transaction(async (tx) => {
        await lockRegistration(tx, registerId);
        const r = await tx.registration.findUnique({ where: { id: registerId } });
        if (!r) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
        if (r.registerStatusId !== RegisterStatus.PAID)
          throw new AppError(
            'CONFLICT',
            'admin_registrations.errors.receipt_needs_payment',
            'status',
          );
        if (r.receiptStatus === status) return;
        await tx.registration.update({
          where: { id: registerId },
          data: { receiptStatus: status },
        });
        await tx.registrationHistory.create({
          data: {
            registrationId: registerId,
            registerStatusId: r.registerStatusId,
            note: historyNote(status === 1 ? 'receipt_issued' : 'receipt_withdrawn'),
            actorType: 'admin',
            adminUserId,
          },
        });
      }, TX_OPTIONS);
      return { registerId, receiptStatus: status };
    },

    /** DELETE …/{ids}: only registrations nothing was paid for (statuses 1-3, 6, 7, with no receipt number, accepted card or open checkout); otherwise nothing goes and the codes are named. */
    async remove(ids: number[]) {
      const slips: string[] = [];
      const result = await db.$transaction(async (tx) => {
        const rows = await tx.registration.findMany({
          where: { id: { in: ids } },
          select: {
            id: true,
            registerCode: true,
            registerStatusId: true,
            publicTrainingId: true,
            quantity: true,
          },
        });
        if (rows.length !== new Set(ids).size)
          throw new AppError('NOT_FOUND', 'errors.not_found', 'ids');
        // Money may have moved even when the status says otherwise: a receipt number was issued (paid, then
        // cancelled for a refund), the gateway accepted a card after it was cancelled or expired (a refund is
        // due), or a card checkout is open right now. Deleting would lose the record (the card attempts go too).
        const moneyMoved = await tx.registration.findMany({
          where: {
            id: { in: ids },
            OR: [
              { receiptNo: { not: null } },
              {
                cardPayments: {
                  some: {
                    OR: [
                      { decision: 'ACCEPT' },
                      {
                        respondedAt: null,
                        createdAt: { gt: new Date(Date.now() - OPEN_CHECKOUT_MS) },
                      },
                    ],
                  },
                },
              },
            ],
          },
          select: { id: true },
        });
        const held = new Set(moneyMoved.map((r) => r.id));
        const kept = rows.filter(
          (r) => !deletableStatusIds.includes(r.registerStatusId) || held.has(r.id),
        );
        if (kept.length)
          throw new AppError('CONFLICT', 'admin_registrations.errors.cannot_delete_paid', 'ids', {
            codes: kept.map((r) => r.registerCode).join(', '),
          });
        slips.push(
          ...(
            await tx.paymentSlip.findMany({
              where: { registrationId: { in: ids } },
              select: { imageUrl: true },
            })
          ).map((s) => s.imageUrl),
        );
        // The slips' files stay on disk until the sweep (a backup under way may still copy them).
        await buryUploads(tx, slips);
        // Guarded by the status read: one paid or sent a slip for meanwhile is not deleted, and then nothing is.
        const { count } = await tx.registration.deleteMany({
          where: { id: { in: ids }, registerStatusId: { in: deletableStatusIds } },
        });
        if (count !== rows.length) {
          const changed = await tx.registration.findMany({
            where: { id: { in: ids }, registerStatusId: { notIn: deletableStatusIds } },
            select: { registerCode: true },
          });
          throw new AppError('CONFLICT', 'admin_registrations.errors.cannot_delete_paid', 'ids', {
            codes: changed.map((r) => r.registerCode).join(', '),
          });
        }
        const at = new Date();
        for (const r of rows) {
          if (seatHoldingStatusIds.includes(r.registerStatusId))
            await seatsFreed(tx, {
              trainingId: r.publicTrainingId,
              registrationId: r.id,
              seats: r.quantity,
              reason: 'deleted',
              at,
            });
        }
        return { deleted: count };
      }, TX_OPTIONS);
      // The deleted registrations' slips (deleted with them by cascade) are released too (404 at once, the files swept later).
      await releaseUploads(db, slips);
      return result;
    },

    /**
     * Who holds how many unpaid seats on a training now (the list filtered by
     * that training shows it): each member's seats awaiting payment or slip
     * verification (statuses 1-4, holds not ended), the most first, with when
     * their last hold ends, against the per-member limit; and the training's
     * seats: paid, awaiting verification, unpaid, left.
     */
    async seatHolds(trainingId: number, now = new Date()) {
      const training = await db.publicTraining.findUnique({
        where: { id: trainingId },
        select: { id: true, seatLimit: true },
      });
      if (!training) throw new AppError('NOT_FOUND', 'errors.not_found', 'public_training_id');
      const rows = await db.registration.findMany({
        where: { AND: [{ publicTrainingId: trainingId }, holdingSeatsWhere(now)] },
        select: {
          memberId: true,
          quantity: true,
          registerStatusId: true,
          seatsHeldUntil: true,
          paymentDueAt: true,
          createdAt: true,
        },
      });
      const seats = (statuses: number[]) =>
        rows
          .filter((r) => statuses.includes(r.registerStatusId))
          .reduce((sum, r) => sum + r.quantity, 0);
      const byMember = new Map<
        number,
        {
          seats: number;
          awaitingVerification: number;
          registrations: number;
          heldUntil: Date | null;
          heldSince: Date | null;
        }
      >();
      for (const r of rows) {
        if (!memberUnpaidStatusIds.includes(r.registerStatusId)) continue;
        const m = byMember.get(r.memberId) ?? {
          seats: 0,
          awaitingVerification: 0,
          registrations: 0,
          heldUntil: null,
          heldSince: null,
        };
        m.seats += r.quantity;
        if (
          unpaidStatusIds.includes(r.registerStatusId) &&
          (!m.heldSince || r.createdAt < m.heldSince)
        )
          m.heldSince = r.createdAt;
        m.registrations += 1;
        if (r.registerStatusId === RegisterStatus.AWAITING_VERIFICATION)
          m.awaitingVerification += r.quantity;
        const until = holdOf(r).seatsHeldUntil;
        if (until && (!m.heldUntil || until > m.heldUntil)) m.heldUntil = until;
        byMember.set(r.memberId, m);
      }
      const members = new Map(
        (
          await db.member.findMany({
            where: { id: { in: [...byMember.keys()] } },
            select: { id: true, firstname: true, lastname: true, email: true },
          })
        ).map((m) => [m.id, m]),
      );
      const everPaid = new Set(
        (
          await db.registration.findMany({
            where: { memberId: { in: [...byMember.keys()] }, paidAt: { not: null } },
            distinct: ['memberId'],
            select: { memberId: true },
          })
        ).map((r) => r.memberId),
      );
      const limit = seatHoldPolicy().maxUnpaidSeats;
      const holders = [...byMember.entries()]
        .map(([memberId, m]) => ({
          memberId: memberId,
          memberName:
            `${members.get(memberId)?.firstname ?? ''} ${members.get(memberId)?.lastname ?? ''}`.trim(),
          memberEmail: members.get(memberId)?.email ?? '',
          unpaidSeats: m.seats,
          awaitingVerificationSeats: m.awaitingVerification,
          registrations: m.registrations,
          heldUntil: m.heldUntil,
          heldSince: m.heldSince,
          heldHours: m.heldSince
            ? Math.max(0, Math.floor((now.getTime() - m.heldSince.getTime()) / 3_600_000))
            : null,
          neverPaid: !everPaid.has(memberId),
          releasable: m.seats > m.awaitingVerification,
          overLimit: m.seats > limit,
        }))
        .sort(
          (a, b) => b.unpaidSeats - a.unpaidSeats || a.memberName.localeCompare(b.memberName, 'th'),
        );
      const unpaid = seats(unpaidStatusIds);
      const verifying = seats([RegisterStatus.AWAITING_VERIFICATION]);
      const paid = seats([RegisterStatus.PAID]);
      return {
        publicTrainingId: training.id,
        seatLimit: training.seatLimit,
        seatsPaid: paid,
        seatsAwaitingVerification: verifying,
        seatsUnpaid: unpaid,
        seatsLeft: Math.max(0, training.seatLimit - paid - verifying - unpaid),
        maxUnpaidSeatsPerMember: limit,
        holders,
      };
    },

    /**
     * "Release" on the seat holds panel: a member's unpaid registrations on a
     * training (statuses 1-3; a slip awaiting verification is staff's to
     * decide) become expired at once, each with a history entry by the staff
     * user, and their seats go to the waiting list (seatsFreed). One
     * transaction under the training's lock; answers what it freed.
     */
    async releaseHolds(
      input: { public_training_id: number; member_id: number },
      adminUserId: number,
      now = new Date(),
    ) {
      return db.$transaction(async (tx) => {
        const training = await tx.publicTraining.findUnique({
          where: { id: input.public_training_id },
          select: { id: true },
        });
        if (!training) throw new AppError('NOT_FOUND', 'errors.not_found', 'public_training_id');
        await lockTrainingSeats(tx, training.id, now);
        const rows = await tx.registration.findMany({
          where: {
            publicTrainingId: training.id,
            memberId: input.member_id,
            registerStatusId: { in: unpaidStatusIds },
          },
          select: { id: true, quantity: true },
          orderBy: { id: 'asc' },
        });
        let registrations = 0;
        let seats = 0;
        for (const r of rows) {
          const changed = await changeRegistrationStatus(tx, {
            registrationId: r.id,
            toStatusId: RegisterStatus.EXPIRED,
            actor: { type: 'admin', adminUserId },
            message: historyNote('released'),
            fromStatusIds: unpaidStatusIds,
            now,
          });
          if (changed) {
            registrations += 1;
            seats += r.quantity;
          }
        }
        return { registrations, seats };
      }, TX_OPTIONS);
    },

    /** Trainings to filter by: newest first, in the caller's language. */
    async trainingChoices(locale: Locale) {
      const rows = await db.publicTraining.findMany({
        orderBy: [{ startTrainingDate: 'desc' }, { id: 'desc' }],
        take: 500,
        include: { translations: true },
      });
      return rows.map((t) => ({
        publicTrainingId: t.id,
        name: `${t.courseCode} – ${(t.translations.find((x) => x.languageId === (locale === 'en' ? 2 : 1)) ?? t.translations[0])?.name ?? ''}`,
        startTrainingDate: t.startTrainingDate,
      }));
    },
  };
}
