import { randomInt } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Locale } from '@/i18n/locales';
import { siteTimeZone } from '@/lib/dates';
import { RegisterStatus, seatHoldingStatusIds } from '@/lib/register-status';
import type { Paged } from '@/lib/schemas/common';
import {
  type CreateRegistrationData,
  PAYMENT_METHOD_IDS,
  type RegisterHistoryQuery,
} from '@/lib/schemas/registration';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { requireConfirmedEmail } from '@/server/services/email-confirmation-service';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { registrationReceivedMail } from '@/server/mail/registration-mail';
import { metrics, outcomeOf } from '@/server/ops/metrics';
import { registrationState } from '@/server/services/public-training-service';
import { paginate } from '@/server/services/paginate';
import { changeRegistrationStatus } from '@/server/services/registration-status-service';
import {
  holdFor,
  holdIsLive,
  lockTrainingSeats,
  memberUnpaidSeats,
  SEAT_TX_OPTIONS,
  seatHoldPolicy,
  seatsTaken,
} from '@/server/services/seat-hold-service';
import { courseNameSnapshots, localName, pickTranslation } from '@/server/services/translations';
import { claimableOffer, markClaimed } from '@/server/services/waiting-list-service';
import { receiptRecord, type ReceiptRecordRow } from '@/server/services/registration-receipt';
import {
  registrationRecord,
  type RegistrationRecordRow,
} from '@/server/services/registration-record';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Crockford base32 without I, L, O, U: readable on a receipt and over the phone. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A readable register code, e.g. PT-2611-7K3QXM (year and month of registration in Bangkok). */
export function newRegisterCode(now = new Date()): string {
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `PT-${dayjs(now).tz(siteTimeZone).format('YYMM')}-${tail}`;
}

/** Statuses a member may still cancel: nothing paid or sent for verification. */
export const memberCancellableStatusIds: number[] = [
  RegisterStatus.REGISTERED,
  RegisterStatus.AWAITING_PAYMENT,
  RegisterStatus.PAYMENT_TO_CORRECT,
];

/** Statuses whose payment method a member may switch: unpaid, with no slip awaiting verification. */
export const memberSwitchableStatusIds: number[] = memberCancellableStatusIds;

/** How long a started card checkout may still be paid on the gateway's page (its session lasts 15 minutes). */
const CARD_CHECKOUT_WINDOW_MS = 15 * 60_000;

const isUniqueClash = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

export interface RegistrationSummary extends ReturnType<typeof receiptRecord> {
  registerId: number;
  registerCode: string;
  publicTrainingId: number;
  courseCode: string;
  courseName: string;
  trainingDate: Date;
  unitPrice: number;
  quantity: number;
  totalAmount: number;
  registerStatusId: number;
  registerStatus: string;
  registerStatusMessage: string | null;
  paymentMethodId: number | null;
  paymentMethod: string | null;
  paymentMethodCode: string | null;
  createdAt: Date;
  /** While unpaid (statuses 1-3): when its seats are released unless paid (a card payment) or a slip is sent (a bank transfer). */
  seatsHeldUntil: Date | null;
  /** While unpaid: the slip deadline of a bank transfer. */
  paymentDueAt: Date | null;
  canCancel: boolean;
  canPay: boolean;
  canSendSlip: boolean;
  isPaid: boolean;
}

type SummaryRow = RegistrationRecordRow & ReceiptRecordRow;

function toSummary(r: SummaryRow, locale: Locale, now = new Date()): RegistrationSummary {
  const unpaid = memberCancellableStatusIds.includes(r.registerStatusId);
  return {
    ...registrationRecord(r, locale),
    canCancel: unpaid,
    // A card checkout starts only while the seats are held (card-payment-service.ts).
    canPay:
      r.registerStatusId === RegisterStatus.REGISTERED &&
      r.paymentMethodId === PAYMENT_METHOD_IDS.card &&
      holdIsLive(r, now),
    canSendSlip:
      (r.registerStatusId === RegisterStatus.AWAITING_PAYMENT ||
        r.registerStatusId === RegisterStatus.PAYMENT_TO_CORRECT) &&
      r.paymentMethodId === PAYMENT_METHOD_IDS.bank,
    isPaid: r.registerStatusId === RegisterStatus.PAID,
    ...receiptRecord(r),
  };
}

const summaryInclude = { registerStatus: true, paymentMethod: true } as const;

/** The receipt address's names, checked to cascade (district in amphure in province): 400 on the field that does not fit. */
export async function receiptPlace(
  db: Db,
  input: { province_id: number | null; amphure_id: number | null; district_id: number | null },
  fieldPrefix = 'receipt.',
) {
  const district = await db.district.findUnique({
    where: { id: input.district_id! },
    include: { amphure: { include: { province: true } } },
  });
  if (!district || district.amphureId !== input.amphure_id)
    throw new AppError('BAD_REQUEST', 'member.please_select_district', `${fieldPrefix}district_id`);
  if (district.amphure.provinceId !== input.province_id)
    throw new AppError('BAD_REQUEST', 'member.please_select_amphure', `${fieldPrefix}amphure_id`);
  return {
    district: localName(district, 'th'),
    amphure: localName(district.amphure, 'th'),
    province: localName(district.amphure.province, 'th'),
  };
}

export function registrationService(db: Db) {
  async function summary(id: number, locale: Locale): Promise<RegistrationSummary> {
    const row = await db.registration.findUniqueOrThrow({ where: { id }, include: summaryInclude });
    return toSummary(row, locale);
  }

  /** The registration and what the e-mail needs; NOT_FOUND unless it is the member's own. */
  async function ownRegistration(memberId: number, registerId: number) {
    const row = await db.registration.findFirst({
      where: { id: registerId, memberId },
      include: { ...summaryInclude, member: true },
    });
    if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
    return row;
  }

  /** Puts the "registration received" e-mail in the outbox, in the caller's transaction when `client` is one. */
  async function queueReceivedMail(client: Db, registerId: number): Promise<void> {
    const row = await client.registration.findUniqueOrThrow({
      where: { id: registerId },
      include: { ...summaryInclude, member: true },
    });
    const locale: Locale = row.locale === 'en' ? 'en' : 'th';
    await enqueueMail(client, registrationReceivedMail(locale, row, toSummary(row, locale)));
  }

  return {
    /**
     * Registers the member (and non-member attendees) for a training. The
     * seats are counted and taken inside one transaction that holds the
     * training's row lock (PostgreSQL) or the database's single writer
     * (SQLite), after releasing the holds that have ended, so concurrent
     * registrations can never overbook. The member's own limits
     * (seat-hold-service.ts) are checked under the same lock: at most
     * REGISTRATION_MAX_ATTENDEES people at once, and at most
     * REGISTRATION_MAX_UNPAID_SEATS unpaid seats on the training. The
     * registration holds its seats for REGISTRATION_CARD_HOLD_MINUTES (card)
     * or until its slip deadline (bank transfer).
     */
    async create(
      memberId: number,
      input: CreateRegistrationData,
      locale: Locale,
      now = new Date(),
    ): Promise<RegistrationSummary> {
      const member = await db.member.findUnique({ where: { id: memberId } });
      if (!member || !member.status) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      requireConfirmedEmail(member);
      const quantity = 1 + input.attendees.length;
      const policy = seatHoldPolicy();
      if (quantity > policy.maxAttendees)
        throw new AppError('BAD_REQUEST', 'registration.too_many_attendees', 'attendees', {
          max: policy.maxAttendees,
        });
      const place = await receiptPlace(db, input.receipt);
      const receipt = input.receipt;
      const organisation = receipt.receipt_type === 'O';

      for (let attempt = 1; ; attempt += 1) {
        try {
          // A refusal is answered after the transaction commits: the holds it released stay released.
          const outcome = await db.$transaction(
            async (tx): Promise<{ id: number } | { refused: AppError }> => {
              const training = await tx.publicTraining.findFirst({
                where: { id: input.public_training_id, status: true },
                include: { translations: true },
              });
              if (!training)
                return {
                  refused: new AppError(
                    'NOT_FOUND',
                    'registration.training_not_found',
                    'public_training_id',
                  ),
                };
              await lockTrainingSeats(tx, training.id, now);
              // Registering through a waiting-list offer: its seats are not counted against its holder.
              let offer: { id: number; quantity: number } | null = null;
              if (input.waiting_list_token) {
                try {
                  offer = await claimableOffer(tx, {
                    token: input.waiting_list_token,
                    memberId,
                    trainingId: training.id,
                    now,
                  });
                } catch (error) {
                  if (error instanceof AppError) return { refused: error };
                  throw error;
                }
              }
              const seatsLeft = Math.max(
                0,
                training.seatLimit - (await seatsTaken(tx, training.id, now, undefined, offer?.id)),
              );
              const state = registrationState(training, seatsLeft, now);
              if (state === 'not_open')
                return {
                  refused: new AppError(
                    'CONFLICT',
                    'registration.not_open_yet',
                    'public_training_id',
                  ),
                };
              if (state === 'closed')
                return {
                  refused: new AppError('CONFLICT', 'registration.closed', 'public_training_id'),
                };
              if (seatsLeft < quantity) {
                return {
                  refused: new AppError(
                    'CONFLICT',
                    seatsLeft === 0 ? 'registration.full' : 'registration.not_enough_seats',
                    'attendees',
                    { seats: seatsLeft },
                  ),
                };
              }
              // Registering again for the same training is allowed, but only deliberately.
              const live = await tx.registration.findFirst({
                where: {
                  publicTrainingId: training.id,
                  memberId,
                  registerStatusId: { in: seatHoldingStatusIds },
                },
                orderBy: { id: 'desc' },
                include: { registerStatus: true },
              });
              if (live && !input.confirm_repeat) {
                return {
                  refused: new AppError(
                    'CONFLICT',
                    'registration.already_registered',
                    'confirm_repeat',
                    { code: live.registerCode, status: localName(live.registerStatus, locale) },
                  ),
                };
              }
              const unpaid = await memberUnpaidSeats(tx, memberId, training.id, now);
              if (unpaid + quantity > policy.maxUnpaidSeats) {
                return {
                  refused: new AppError(
                    'CONFLICT',
                    'registration.unpaid_seats_limit',
                    'attendees',
                    {
                      limit: policy.maxUnpaidSeats,
                      held: unpaid,
                      left: Math.max(0, policy.maxUnpaidSeats - unpaid),
                    },
                  ),
                };
              }

              const neverPaid = !(await tx.registration.findFirst({
                where: { memberId, paidAt: { not: null } },
                select: { id: true },
              }));
              const statusId =
                input.payment_method_id === PAYMENT_METHOD_IDS.card
                  ? RegisterStatus.REGISTERED
                  : RegisterStatus.AWAITING_PAYMENT;
              const created = await tx.registration.create({
                data: {
                  registerCode: newRegisterCode(now),
                  publicTrainingId: training.id,
                  memberId,
                  registerStatusId: statusId,
                  ...holdFor(statusId, null, now, { neverPaid }),
                  courseCode: training.courseCode,
                  courseName:
                    pickTranslation(training.translations, locale)?.name ?? training.courseCode,
                  ...courseNameSnapshots(training.translations, training.courseCode),
                  trainingDate: training.startTrainingDate,
                  unitPriceSatang: training.priceSatang,
                  quantity,
                  totalAmountSatang: training.priceSatang * quantity,
                  paymentMethodId: input.payment_method_id,
                  receiptType: receipt.receipt_type,
                  receiptName: receipt.name,
                  receiptCompanyName: organisation ? receipt.company_name : null,
                  receiptTaxNo: receipt.tax_no,
                  receiptBranch: organisation ? receipt.branch : null,
                  receiptAddress: receipt.address,
                  receiptDistrictId: receipt.district_id,
                  receiptAmphureId: receipt.amphure_id,
                  receiptProvinceId: receipt.province_id,
                  receiptDistrict: place.district,
                  receiptAmphure: place.amphure,
                  receiptProvince: place.province,
                  receiptZipCode: receipt.zip_code,
                  locale,
                  createdAt: now,
                  attendees: {
                    create: [
                      {
                        memberId,
                        firstname: member.firstname,
                        lastname: member.lastname,
                        email: member.email,
                        telephone: member.telephone,
                        sortOrder: 0,
                      },
                      ...input.attendees.map((a, i) => ({
                        firstname: a.firstname,
                        lastname: a.lastname,
                        email: a.email,
                        telephone: a.telephone,
                        sortOrder: i + 1,
                      })),
                    ],
                  },
                },
              });
              await tx.registrationHistory.create({
                data: {
                  registrationId: created.id,
                  registerStatusId: statusId,
                  actorType: 'member',
                  createdAt: now,
                },
              });
              if (offer && !(await markClaimed(tx, offer.id, created.id)))
                throw new AppError('CONFLICT', 'waiting_list.offer_used', 'waiting_list_token');
              await queueReceivedMail(tx as Db, created.id);
              return { id: created.id };
            },
            SEAT_TX_OPTIONS,
          );
          if ('refused' in outcome) throw outcome.refused;
          kickOutbox(db);
          metrics.registration('created');
          return summary(outcome.id, locale);
        } catch (error) {
          // A register code clash (one in a billion a month) is retried with a new code.
          if (isUniqueClash(error) && attempt < 3) continue;
          metrics.registration(outcomeOf(error));
          throw error;
        }
      }
    },

    /** GET /member/register_histories: the member's registrations, newest first. */
    async history(
      memberId: number,
      query: RegisterHistoryQuery,
      locale: Locale,
    ): Promise<Paged<RegistrationSummary>> {
      const where = {
        memberId,
        ...(query.filter_register_status_id.length
          ? { registerStatusId: { in: query.filter_register_status_id } }
          : {}),
        ...(query.filter_payment_method ? { paymentMethodId: query.filter_payment_method } : {}),
      };
      return paginate(
        query,
        () => db.registration.count({ where }),
        (window) =>
          db.registration.findMany({
            where,
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            include: summaryInclude,
            ...window,
          }),
        (rows) => rows.map((r) => toSummary(r, locale)),
      );
    },

    /** The member's own registration (NOT_FOUND for another's). */
    async own(memberId: number, registerId: number, locale: Locale): Promise<RegistrationSummary> {
      return toSummary(await ownRegistration(memberId, registerId), locale);
    },

    /** The member's own registration with its attendees (shown after submit). */
    async ownDetail(memberId: number, registerId: number, locale: Locale) {
      await ownRegistration(memberId, registerId);
      const row = await db.registration.findUniqueOrThrow({
        where: { id: registerId },
        include: { ...summaryInclude, attendees: { orderBy: { sortOrder: 'asc' } } },
      });
      return {
        ...toSummary(row, locale),
        attendees: row.attendees.map((a) => ({
          firstname: a.firstname,
          lastname: a.lastname,
          email: a.email,
          telephone: a.telephone,
          isMember: a.memberId !== null,
        })),
      };
    },

    /** PUT /services/public_trainings/register/{register_id}/status: the member cancels an unpaid registration. */
    async cancel(
      memberId: number,
      registerId: number,
      locale: Locale,
    ): Promise<RegistrationSummary> {
      await ownRegistration(memberId, registerId);
      const changed = await db.$transaction((tx) =>
        changeRegistrationStatus(tx, {
          registrationId: registerId,
          toStatusId: RegisterStatus.CANCELLED,
          actor: { type: 'member' },
          fromStatusIds: memberCancellableStatusIds,
        }),
      );
      if (!changed) throw new AppError('CONFLICT', 'registration.cannot_cancel');
      return summary(registerId, locale);
    },

    /** The member's live registrations (statuses 1-5) for a training, newest first: the register page warns of a repeat. */
    async liveFor(
      memberId: number,
      trainingId: number,
      locale: Locale,
    ): Promise<RegistrationSummary[]> {
      const rows = await db.registration.findMany({
        where: {
          memberId,
          publicTrainingId: trainingId,
          registerStatusId: { in: seatHoldingStatusIds },
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: summaryInclude,
      });
      return rows.map((r) => toSummary(r, locale));
    },

    /**
     * PUT /services/public_trainings/register/{register_id}/status with 1 or 2:
     * the member chooses to pay an unpaid registration (statuses 1-3) by card
     * (status 1) or by bank transfer (status 2), e.g. after a declined card.
     * The status change and its history entry are one transaction; asking for
     * the method it already has changes nothing.
     */
    async switchPaymentMethod(
      memberId: number,
      registerId: number,
      methodId: number,
      locale: Locale,
      now = new Date(),
    ): Promise<RegistrationSummary> {
      const row = await ownRegistration(memberId, registerId);
      if (!memberSwitchableStatusIds.includes(row.registerStatusId))
        throw new AppError('CONFLICT', 'registration.cannot_switch_method');
      if (row.paymentMethodId === methodId) return toSummary(row, locale);
      if (methodId === PAYMENT_METHOD_IDS.bank) {
        // A card payment just started may still be paid on the gateway's page: it must not land on a bank transfer registration.
        const open = await db.cardPayment.count({
          where: {
            registrationId: registerId,
            respondedAt: null,
            createdAt: { gt: new Date(now.getTime() - CARD_CHECKOUT_WINDOW_MS) },
          },
        });
        if (open > 0)
          throw new AppError('CONFLICT', 'registration.card_payment_in_progress', undefined, {
            minutes: CARD_CHECKOUT_WINDOW_MS / 60_000,
          });
      }
      const toStatusId =
        methodId === PAYMENT_METHOD_IDS.card
          ? RegisterStatus.REGISTERED
          : RegisterStatus.AWAITING_PAYMENT;
      const changed = await db.$transaction(async (tx) => {
        const ok = await changeRegistrationStatus(tx, {
          registrationId: registerId,
          toStatusId,
          actor: { type: 'member' },
          fromStatusIds: [row.registerStatusId],
          now,
        });
        if (ok)
          await tx.registration.update({
            where: { id: registerId },
            data: { paymentMethodId: methodId },
          });
        return ok;
      });
      if (!changed) throw new AppError('CONFLICT', 'registration.cannot_switch_method');
      return summary(registerId, locale);
    },

    /** POST /services/public_trainings/register_nofify/{id}: the "registration received" e-mail again. */
    async resendReceivedMail(memberId: number, registerId: number): Promise<{ sent: boolean }> {
      await ownRegistration(memberId, registerId);
      await queueReceivedMail(db, registerId);
      kickOutbox(db);
      return { sent: true };
    },
  };
}
