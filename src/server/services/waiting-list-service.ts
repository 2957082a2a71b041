import { createHash, randomBytes } from 'node:crypto';
import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { provider, type Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { requireConfirmedEmail } from '@/server/services/email-confirmation-service';
import { log } from '@/server/log';
import { waitingListLapsedMail, waitingListOfferMail } from '@/server/mail/waiting-list-mail';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { registrationState } from '@/server/services/public-training-service';
import type { Tx } from '@/server/services/registration-status-service';
import {
  holdEndedWhere,
  lockTrainingSeats,
  SEAT_TX_OPTIONS,
  seatHoldPolicy,
  seatsTaken,
} from '@/server/services/seat-hold-service';
import { pickTranslation } from '@/server/services/translations';

/**
 * The waiting list of a full training (docs/policies/waiting-list.md).
 *
 * - A member joins with the number of seats they want; the line is ordered
 *   by `position` (staff may reorder it).
 * - Whenever seats may have become free (seatsFreed: a hold ended, a
 *   cancellation, a rejection, staff removing attendees or a registration; a
 *   raised seat limit; an offer that lapsed or was left), offerFreeSeats runs
 *   under the training's lock: it lapses the offers whose time is over, counts
 *   the free seats (offers still open hold theirs: seatsTaken counts them) and
 *   offers them to the first waiting entries that fit, each by e-mail with a
 *   claim link valid WAITING_LIST_OFFER_HOURS (default 24).
 * - Claiming is registering through the normal form with the link's token:
 *   the offer's seats are not counted against its holder, the entry becomes
 *   claimed in the registration's transaction, and the registration then
 *   holds its seats like any other (card 30 minutes, bank transfer until the
 *   slip deadline).
 * - Offers that lapse are found by the next registration or waiting-list
 *   change of that training (under its lock), by the status run for all
 *   trainings, and when the list is read (admin list, the member's own
 *   entry): no staff action and no single scheduler needed. Every change is a
 *   conditional update under the training's lock, so several instances never
 *   offer a seat twice.
 */

export const WaitingStatus = {
  waiting: 'waiting',
  offered: 'offered',
  claimed: 'claimed',
  left: 'left',
  lapsed: 'lapsed',
  removed: 'removed',
} as const;
export type WaitingStatusName = (typeof WaitingStatus)[keyof typeof WaitingStatus];

/** Entries still in line: waiting, or holding an offer. */
const activeStatuses: string[] = [WaitingStatus.waiting, WaitingStatus.offered];

export const hashOfferToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const offerMs = () => env.WAITING_LIST_OFFER_HOURS * 3_600_000;

/** Seats held by offers still open on a training at `now` (but that of `exceptEntryId`, the claimer's own). */
export async function offeredSeats(
  tx: Tx,
  trainingId: number,
  now: Date,
  exceptEntryId?: number,
): Promise<number> {
  const sum = await tx.waitingListEntry.aggregate({
    where: {
      publicTrainingId: trainingId,
      status: WaitingStatus.offered,
      offerExpiresAt: { gt: now },
      ...(exceptEntryId ? { id: { not: exceptEntryId } } : {}),
    },
    _sum: { quantity: true },
  });
  return sum._sum.quantity ?? 0;
}

/** Seats held by open offers on each of these trainings (the list pages' counts). */
export async function offeredSeatsOf(
  db: Db,
  trainingIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (trainingIds.length === 0) return new Map();
  const rows = await db.waitingListEntry.groupBy({
    by: ['publicTrainingId'],
    where: {
      publicTrainingId: { in: trainingIds },
      status: WaitingStatus.offered,
      offerExpiresAt: { gt: now },
    },
    _sum: { quantity: true },
  });
  return new Map(rows.map((r) => [r.publicTrainingId, r._sum.quantity ?? 0]));
}

async function lockTraining(tx: Tx, trainingId: number): Promise<void> {
  if (provider === 'postgresql')
    await tx.$queryRaw`SELECT id FROM public_trainings WHERE id = ${trainingId} FOR UPDATE`;
}

/**
 * Offers whose time is over become lapsed: the member leaves the line, the seats go to the next, and the member is
 * told by e-mail in their language (in the same transaction, under the training's lock: each lapse once).
 */
async function lapseOffers(tx: Tx, trainingId: number, now: Date): Promise<number> {
  const ended = await tx.waitingListEntry.findMany({
    where: {
      publicTrainingId: trainingId,
      status: WaitingStatus.offered,
      offerExpiresAt: { lte: now },
    },
    select: { id: true, memberId: true, locale: true, offerExpiresAt: true },
  });
  if (ended.length === 0) return 0;
  const training = await trainingForOffers(tx, trainingId);
  let lapsed = 0;
  for (const entry of ended) {
    const { count } = await tx.waitingListEntry.updateMany({
      where: { id: entry.id, status: WaitingStatus.offered, offerExpiresAt: { lte: now } },
      data: { status: WaitingStatus.lapsed },
    });
    if (count !== 1) continue;
    lapsed += 1;
    const member = await tx.member.findUnique({
      where: { id: entry.memberId },
      select: { email: true, firstname: true, lastname: true, status: true },
    });
    if (!member?.status || !training) continue;
    const locale: Locale = entry.locale === 'en' ? 'en' : 'th';
    await enqueueMail(
      tx as Db,
      waitingListLapsedMail(locale, member, {
        trainingId,
        courseName: pickTranslation(training.translations, locale)?.name ?? training.courseCode,
        expiresAt: entry.offerExpiresAt ?? now,
      }),
      now,
    );
  }
  return lapsed;
}

async function makeOffer(
  tx: Tx,
  entry: { id: number; memberId: number; quantity: number; locale: string },
  training: {
    id: number;
    courseCode: string;
    startTrainingDate: Date;
    translations: { languageId: number; name: string }[];
  },
  now: Date,
  offeredBy: number | null,
): Promise<boolean> {
  const member = await tx.member.findUnique({
    where: { id: entry.memberId },
    select: { email: true, firstname: true, lastname: true, status: true },
  });
  if (!member || !member.status) {
    // A member deleted or disabled since joining is taken out of the line.
    await tx.waitingListEntry.updateMany({
      where: { id: entry.id, status: WaitingStatus.waiting },
      data: { status: WaitingStatus.removed },
    });
    return false;
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + offerMs());
  const { count } = await tx.waitingListEntry.updateMany({
    where: { id: entry.id, status: WaitingStatus.waiting },
    data: {
      status: WaitingStatus.offered,
      offerTokenHash: hashOfferToken(token),
      offeredAt: now,
      offerExpiresAt: expiresAt,
      offeredBy,
    },
  });
  if (count !== 1) return false;
  const locale: Locale = entry.locale === 'en' ? 'en' : 'th';
  await enqueueMail(
    tx as Db,
    waitingListOfferMail(locale, member, {
      trainingId: training.id,
      courseName: pickTranslation(training.translations, locale)?.name ?? training.courseCode,
      startsAt: training.startTrainingDate,
      seats: entry.quantity,
      expiresAt,
      token,
    }),
    now,
  );
  return true;
}

const trainingForOffers = (tx: Tx, trainingId: number) =>
  tx.publicTraining.findUnique({
    where: { id: trainingId },
    include: { translations: { select: { languageId: true, name: true } } },
  });

/**
 * Lapses the ended offers of a training and offers its free seats to the
 * first waiting entries that fit, in the caller's transaction, under the
 * training's lock (taken here if the caller has not). Nothing is offered
 * once the training no longer takes registrations (unpublished, closed,
 * begun). Answers the number of offers made.
 */
export async function offerFreeSeats(tx: Tx, trainingId: number, now: Date): Promise<number> {
  await lockTraining(tx, trainingId);
  await lapseOffers(tx, trainingId, now);
  const waiting = await tx.waitingListEntry.findMany({
    where: { publicTrainingId: trainingId, status: WaitingStatus.waiting },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, memberId: true, quantity: true, locale: true },
    take: 1000,
  });
  if (waiting.length === 0) return 0;
  const training = await trainingForOffers(tx, trainingId);
  if (!training || !training.status) return 0;
  let free = Math.max(0, training.seatLimit - (await seatsTaken(tx, trainingId, now)));
  if (free === 0) return 0;
  const state = registrationState(training, free, now);
  if (state !== 'open') return 0;
  let offers = 0;
  for (const entry of waiting) {
    if (free === 0) break;
    if (entry.quantity > free) continue;
    if (await makeOffer(tx, entry, training, now, null)) {
      free -= entry.quantity;
      offers += 1;
    }
  }
  if (offers) log.info('waiting list offers', { trainingId, offers });
  return offers;
}

/** The offer a claim token names, checked for the member and training: what registering with it may use. */
export async function claimableOffer(
  tx: Tx,
  opts: { token: string; memberId: number; trainingId: number; now: Date },
): Promise<{ id: number; quantity: number }> {
  const entry = await tx.waitingListEntry.findUnique({
    where: { offerTokenHash: hashOfferToken(opts.token) },
  });
  // Another member's offer, or another training's, reads as no offer at all.
  if (!entry || entry.memberId !== opts.memberId || entry.publicTrainingId !== opts.trainingId)
    throw new AppError('NOT_FOUND', 'waiting_list.offer_not_found', 'waiting_list_token');
  if (entry.status === WaitingStatus.claimed)
    throw new AppError('CONFLICT', 'waiting_list.offer_used', 'waiting_list_token');
  if (
    entry.status !== WaitingStatus.offered ||
    !entry.offerExpiresAt ||
    entry.offerExpiresAt.getTime() <= opts.now.getTime()
  )
    throw new AppError('CONFLICT', 'waiting_list.offer_expired', 'waiting_list_token');
  return { id: entry.id, quantity: entry.quantity };
}

/** The registration made with the offer: the entry is claimed (guarded: once). */
export async function markClaimed(
  tx: Tx,
  entryId: number,
  registrationId: number,
): Promise<boolean> {
  const { count } = await tx.waitingListEntry.updateMany({
    where: { id: entryId, status: WaitingStatus.offered },
    data: { status: WaitingStatus.claimed, registrationId },
  });
  return count === 1;
}

export interface WaitingListEntryView {
  waitingListId: number;
  publicTrainingId: number;
  quantity: number;
  status: WaitingStatusName;
  /** Place in line among those still waiting (1 is next); null once offered or out of the line. */
  place: number | null;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
}

type EntryRow = {
  id: number;
  publicTrainingId: number;
  quantity: number;
  status: string;
  position: number;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
};

function viewOf(row: EntryRow, place: number | null): WaitingListEntryView {
  return {
    waitingListId: row.id,
    publicTrainingId: row.publicTrainingId,
    quantity: row.quantity,
    status: row.status as WaitingStatusName,
    place: row.status === WaitingStatus.waiting ? place : null,
    offeredAt: row.offeredAt,
    offerExpiresAt: row.offerExpiresAt,
    createdAt: row.createdAt,
  };
}

/** Runs offerFreeSeats for a training in its own transaction, then wakes the mail sender. */
async function refreshTraining(db: Db, trainingId: number, now: Date): Promise<number> {
  const offers = await db.$transaction(
    (tx) => offerFreeSeats(tx, trainingId, now),
    SEAT_TX_OPTIONS,
  );
  if (offers) kickOutbox(db);
  return offers;
}

/**
 * A sweep on read, when someone is in line: only when an offer has lapsed or
 * an unpaid hold of the training has ended (its seats are then released and
 * offered, as the next registration or status run would).
 */
async function sweepIfDue(db: Db, trainingId: number, now: Date): Promise<void> {
  const [lapsed, ended, waiting] = await Promise.all([
    db.waitingListEntry.count({
      where: {
        publicTrainingId: trainingId,
        status: WaitingStatus.offered,
        offerExpiresAt: { lte: now },
      },
    }),
    db.registration.count({
      where: { AND: [{ publicTrainingId: trainingId }, holdEndedWhere(now)] },
    }),
    db.waitingListEntry.count({
      where: { publicTrainingId: trainingId, status: WaitingStatus.waiting },
    }),
  ]);
  if (lapsed > 0 || (ended > 0 && waiting > 0)) {
    const offers = await db.$transaction(async (tx) => {
      await lockTrainingSeats(tx, trainingId, now);
      return offerFreeSeats(tx, trainingId, now);
    }, SEAT_TX_OPTIONS);
    if (offers) kickOutbox(db);
  }
}

export function waitingListService(db: Db) {
  async function placeOf(row: EntryRow): Promise<number | null> {
    if (row.status !== WaitingStatus.waiting) return null;
    const ahead = await db.waitingListEntry.count({
      where: {
        publicTrainingId: row.publicTrainingId,
        status: WaitingStatus.waiting,
        OR: [{ position: { lt: row.position } }, { position: row.position, id: { lt: row.id } }],
      },
    });
    return ahead + 1;
  }

  async function activeEntry(memberId: number, trainingId: number) {
    return db.waitingListEntry.findFirst({
      where: { memberId, publicTrainingId: trainingId, status: { in: activeStatuses } },
      orderBy: { id: 'desc' },
    });
  }

  const service = {
    /**
     * POST /services/public_trainings/{id}/waiting_list: the member joins the
     * line of a full training for `quantity` seats (or changes the number
     * while waiting, keeping their place). Refused when the training does not
     * take registrations, when that many seats are free now (register
     * instead), or while an offer to them is open.
     */
    async join(
      memberId: number,
      trainingId: number,
      quantity: number,
      locale: Locale,
      now = new Date(),
    ): Promise<WaitingListEntryView> {
      const member = await db.member.findUnique({ where: { id: memberId } });
      if (!member || !member.status) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      requireConfirmedEmail(member);
      const policy = seatHoldPolicy();
      if (quantity > policy.maxAttendees)
        throw new AppError('BAD_REQUEST', 'registration.too_many_attendees', 'quantity', {
          max: policy.maxAttendees,
        });
      const id = await db.$transaction(async (tx) => {
        const training = await tx.publicTraining.findFirst({
          where: { id: trainingId, status: true },
        });
        if (!training) throw new AppError('NOT_FOUND', 'registration.training_not_found');
        await lockTrainingSeats(tx, trainingId, now);
        await offerFreeSeats(tx, trainingId, now);
        const free = Math.max(0, training.seatLimit - (await seatsTaken(tx, trainingId, now)));
        const state = registrationState(training, free, now);
        if (state === 'not_open' || state === 'closed')
          throw new AppError(
            'CONFLICT',
            state === 'closed' ? 'registration.closed' : 'registration.not_open_yet',
          );
        const existing = await tx.waitingListEntry.findFirst({
          where: { memberId, publicTrainingId: trainingId, status: { in: activeStatuses } },
        });
        if (existing?.status === WaitingStatus.offered)
          throw new AppError('CONFLICT', 'waiting_list.already_offered');
        if (free >= quantity)
          throw new AppError('CONFLICT', 'waiting_list.seats_available', 'quantity', {
            seats: free,
          });
        if (existing) {
          await tx.waitingListEntry.update({
            where: { id: existing.id },
            data: { quantity, locale },
          });
          return existing.id;
        }
        const last = await tx.waitingListEntry.aggregate({
          where: { publicTrainingId: trainingId },
          _max: { position: true },
        });
        const created = await tx.waitingListEntry.create({
          data: {
            publicTrainingId: trainingId,
            memberId,
            quantity,
            locale,
            position: (last._max.position ?? 0) + 1,
            createdAt: now,
          },
        });
        return created.id;
      }, SEAT_TX_OPTIONS);
      const row = await db.waitingListEntry.findUniqueOrThrow({ where: { id } });
      return viewOf(row, await placeOf(row));
    },

    /** DELETE /services/public_trainings/{id}/waiting_list: the member leaves the line (an open offer passes to the next). */
    async leave(
      memberId: number,
      trainingId: number,
      now = new Date(),
    ): Promise<{ left: boolean }> {
      const left = await db.$transaction(async (tx) => {
        await lockTraining(tx, trainingId);
        const { count } = await tx.waitingListEntry.updateMany({
          where: { memberId, publicTrainingId: trainingId, status: { in: activeStatuses } },
          data: { status: WaitingStatus.left },
        });
        if (count > 0) await offerFreeSeats(tx, trainingId, now);
        return count > 0;
      }, SEAT_TX_OPTIONS);
      if (!left) throw new AppError('NOT_FOUND', 'waiting_list.not_on_list');
      kickOutbox(db);
      return { left: true };
    },

    /** The member's place on a training's list (null when not on it); lapsed offers are swept first. */
    async mine(
      memberId: number,
      trainingId: number,
      now = new Date(),
    ): Promise<WaitingListEntryView | null> {
      await sweepIfDue(db, trainingId, now);
      const row = await activeEntry(memberId, trainingId);
      return row ? viewOf(row, await placeOf(row)) : null;
    },

    /** The status run's part: every training with someone in line gets its lapsed offers passed on and its free seats offered. */
    async sweep(now = new Date()): Promise<{ trainings: number; offers: number }> {
      const trainings = await db.waitingListEntry.findMany({
        where: { status: { in: activeStatuses } },
        distinct: ['publicTrainingId'],
        select: { publicTrainingId: true },
        take: 5000,
      });
      let offers = 0;
      for (const { publicTrainingId } of trainings) {
        try {
          offers += await refreshTraining(db, publicTrainingId, now);
        } catch (error) {
          log.error('waiting list sweep failed', {
            trainingId: publicTrainingId,
            error: String(error),
          });
        }
      }
      return { trainings: trainings.length, offers };
    },

    /** After a change that may free seats outside seatsFreed (a raised seat limit): offer them. */
    refreshTraining: (trainingId: number, now = new Date()) => refreshTraining(db, trainingId, now),

    /** GET /admin/services/public_trainings/{id}/waiting_list: the whole line, in order, with who and what. */
    async adminList(trainingId: number, now = new Date()) {
      const training = await db.publicTraining.findUnique({ where: { id: trainingId } });
      if (!training) throw new AppError('NOT_FOUND', 'errors.not_found');
      await sweepIfDue(db, trainingId, now);
      const rows = await db.waitingListEntry.findMany({
        where: { publicTrainingId: trainingId },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        take: 1000,
      });
      const members = await db.member.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.memberId))] } },
        select: { id: true, firstname: true, lastname: true, email: true, telephone: true },
      });
      const byId = new Map(members.map((m) => [m.id, m]));
      const taken = await seatsTaken(db, trainingId, now);
      let place = 0;
      const entries = rows.map((r) => {
        const m = byId.get(r.memberId);
        if (r.status === WaitingStatus.waiting) place += 1;
        return {
          ...viewOf(r, r.status === WaitingStatus.waiting ? place : null),
          memberId: r.memberId,
          memberName: m ? `${m.firstname} ${m.lastname}` : '-',
          memberEmail: m?.email ?? '',
          memberTelephone: m?.telephone ?? '',
          locale: r.locale,
          offeredByStaff: r.offeredBy !== null,
          registerId: r.registrationId,
        };
      });
      // The line first (in order), then what is done, newest first.
      const active = entries.filter((e) => activeStatuses.includes(e.status));
      const done = entries
        .filter((e) => !activeStatuses.includes(e.status))
        .sort((a, b) => b.waitingListId - a.waitingListId);
      return {
        publicTrainingId: trainingId,
        seatLimit: training.seatLimit,
        seatsFree: Math.max(0, training.seatLimit - taken),
        offerHours: env.WAITING_LIST_OFFER_HOURS,
        entries: [...active, ...done],
      };
    },

    /**
     * Staff move an entry of the line to place `place` (1 = first among the
     * active entries); the others keep their order.
     */
    async move(trainingId: number, entryId: number, place: number, now = new Date()) {
      await db.$transaction(async (tx) => {
        await lockTraining(tx, trainingId);
        const line = await tx.waitingListEntry.findMany({
          where: { publicTrainingId: trainingId, status: { in: activeStatuses } },
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
          select: { id: true },
        });
        const from = line.findIndex((e) => e.id === entryId);
        if (from < 0)
          throw new AppError('NOT_FOUND', 'waiting_list.not_on_list', 'waiting_list_id');
        const ids = line.map((e) => e.id);
        ids.splice(from, 1);
        ids.splice(Math.min(place - 1, ids.length), 0, entryId);
        for (const [i, id] of ids.entries())
          await tx.waitingListEntry.update({ where: { id }, data: { position: i + 1 } });
        // The new order may let someone who fits take seats that are free.
        await offerFreeSeats(tx, trainingId, now);
      }, SEAT_TX_OPTIONS);
      kickOutbox(db);
      return service.adminList(trainingId, now);
    },

    /**
     * Staff offer seats by hand to one waiting entry, out of turn: only seats
     * that are free (409 waiting_list.not_enough_seats otherwise: raise the
     * seat limit first), with the same e-mail and time to claim.
     */
    async offer(trainingId: number, entryId: number, adminUserId: number, now = new Date()) {
      await db.$transaction(async (tx) => {
        // Before the automatic offers (which would give the seats to the first who fits): staff choose who.
        await lockTraining(tx, trainingId);
        await lapseOffers(tx, trainingId, now);
        const entry = await tx.waitingListEntry.findFirst({
          where: { id: entryId, publicTrainingId: trainingId },
        });
        if (!entry) throw new AppError('NOT_FOUND', 'errors.not_found', 'waiting_list_id');
        if (entry.status !== WaitingStatus.waiting)
          throw new AppError('CONFLICT', 'waiting_list.not_waiting', 'waiting_list_id');
        const training = await trainingForOffers(tx, trainingId);
        if (!training) throw new AppError('NOT_FOUND', 'errors.not_found');
        const free = Math.max(0, training.seatLimit - (await seatsTaken(tx, trainingId, now)));
        if (entry.quantity > free)
          throw new AppError('CONFLICT', 'waiting_list.not_enough_seats', 'waiting_list_id', {
            seats: free,
            wanted: entry.quantity,
          });
        if (!(await makeOffer(tx, entry, training, now, adminUserId)))
          throw new AppError('CONFLICT', 'waiting_list.not_waiting', 'waiting_list_id');
      }, SEAT_TX_OPTIONS);
      kickOutbox(db);
      return service.adminList(trainingId, now);
    },

    /** Staff take an entry out of the line (an open offer's seats pass to the next). */
    async remove(trainingId: number, entryId: number, now = new Date()) {
      await db.$transaction(async (tx) => {
        await lockTraining(tx, trainingId);
        const { count } = await tx.waitingListEntry.updateMany({
          where: { id: entryId, publicTrainingId: trainingId, status: { in: activeStatuses } },
          data: { status: WaitingStatus.removed },
        });
        if (count === 0)
          throw new AppError('NOT_FOUND', 'waiting_list.not_on_list', 'waiting_list_id');
        await offerFreeSeats(tx, trainingId, now);
      }, SEAT_TX_OPTIONS);
      kickOutbox(db);
      return service.adminList(trainingId, now);
    },
  };
  return service;
}
