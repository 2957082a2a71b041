import { Prisma } from '@/generated/sqlite/client';
import { env } from '@/env';
import { RegisterStatus } from '@/lib/register-status';
import { provider } from '@/server/db';
import { log } from '@/server/log';
import {
  changeRegistrationStatus,
  historyNote,
  type Tx,
} from '@/server/services/registration-status-service';
import { offeredSeats, offerFreeSeats } from '@/server/services/waiting-list-service';

/**
 * Seat holds: how long an unpaid registration keeps its seats, and how many
 * a member may hold (docs/policies/seats-and-uploads.md, "Seat holds").
 *
 * - An unpaid registration (statuses 1-3) holds its seats until
 *   `seats_held_until`: a card one (status 1) for REGISTRATION_CARD_HOLD_MINUTES
 *   (default 30) from when it became one, a bank transfer one (2, 3) until its
 *   slip deadline `payment_due_at`, REGISTRATION_PAYMENT_HOURS (default 72)
 *   after it became unpaid (registered, a slip rejected, reinstated by staff;
 *   switching the method keeps the deadline), or REGISTRATION_FIRST_PAYMENT_HOURS
 *   (default 24) for a new registration of a member who has never paid. A card checkout started while
 *   the hold lasts keeps it at least until the checkout's 15 minutes are over.
 *   A slip awaiting verification (4) and a paid registration (5) hold their
 *   seats for good; nothing else holds any.
 * - When a hold has ended its seats are free: they are counted as free at
 *   once (holdingSeatsWhere), and releaseSeats expires the registration
 *   (status 7) the next time anyone registers for that training, or at the
 *   scheduled status run, whichever is first.
 * - A member registers at most REGISTRATION_MAX_ATTENDEES people at once
 *   (default 10, themselves included) and holds at most
 *   REGISTRATION_MAX_UNPAID_SEATS unpaid seats (statuses 1-4) on one training
 *   (default 10). Staff correcting a registration are bound by the seats only.
 *
 * Rows written before holds were recorded have no `seats_held_until`: their
 * hold (and deadline) is created_at plus REGISTRATION_PAYMENT_HOURS, the
 * rule of that time.
 */

/** Unpaid statuses, whose seats are held for a time: awaiting card payment, awaiting transfer, payment to correct. */
export const unpaidStatusIds: number[] = [
  RegisterStatus.REGISTERED,
  RegisterStatus.AWAITING_PAYMENT,
  RegisterStatus.PAYMENT_TO_CORRECT,
];
/** Statuses that hold seats with no end: a slip awaiting verification (staff's turn), paid. */
const heldForGoodStatusIds: number[] = [RegisterStatus.AWAITING_VERIFICATION, RegisterStatus.PAID];
/** A member's unpaid seats, for their limit: awaiting payment, or with a slip nobody has checked yet. */
export const memberUnpaidStatusIds: number[] = [
  ...unpaidStatusIds,
  RegisterStatus.AWAITING_VERIFICATION,
];

/** How long a started card checkout may still be paid on the gateway's page (its session lasts 15 minutes). */
export const CARD_CHECKOUT_MS = 15 * 60_000;

export interface SeatHoldPolicy {
  maxAttendees: number;
  maxUnpaidSeats: number;
  cardHoldMs: number;
  paymentMs: number;
  /** A new bank-transfer registration's hold when the member has never paid for one (throwaway accounts). */
  firstPaymentMs: number;
}

export function seatHoldPolicy(): SeatHoldPolicy {
  return {
    maxAttendees: env.REGISTRATION_MAX_ATTENDEES,
    maxUnpaidSeats: env.REGISTRATION_MAX_UNPAID_SEATS,
    cardHoldMs: env.REGISTRATION_CARD_HOLD_MINUTES * 60_000,
    paymentMs: env.REGISTRATION_PAYMENT_HOURS * 3_600_000,
    firstPaymentMs:
      Math.min(env.REGISTRATION_FIRST_PAYMENT_HOURS, env.REGISTRATION_PAYMENT_HOURS) * 3_600_000,
  };
}

const later = (ms: number, from: Date) => new Date(from.getTime() + ms);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * The hold of a registration entering status `to` at `now`, coming from
 * `from` (null: a new registration). Entering an unpaid status from outside
 * them starts a new payment deadline; moving between them (switching the
 * payment method) keeps it, so a hold is not renewed by switching back and
 * forth. Leaving them clears both. A new registration of a member who has
 * never paid (`neverPaid`) gets the shorter deadline
 * REGISTRATION_FIRST_PAYMENT_HOURS: a throwaway account's invented
 * attendees hold a course for a day, not three.
 */
export function holdFor(
  to: number,
  from: { registerStatusId: number; paymentDueAt: Date | null; createdAt: Date } | null,
  now: Date,
  opts: { neverPaid?: boolean } = {},
): { paymentDueAt: Date | null; seatsHeldUntil: Date | null } {
  if (!unpaidStatusIds.includes(to)) return { paymentDueAt: null, seatsHeldUntil: null };
  const policy = seatHoldPolicy();
  const stillUnpaid = from !== null && unpaidStatusIds.includes(from.registerStatusId);
  const due = stillUnpaid
    ? (from.paymentDueAt ?? later(policy.paymentMs, from.createdAt))
    : later(from === null && opts.neverPaid ? policy.firstPaymentMs : policy.paymentMs, now);
  return {
    paymentDueAt: due,
    seatsHeldUntil:
      to === RegisterStatus.REGISTERED ? earlier(later(policy.cardHoldMs, now), due) : due,
  };
}

/** Created before this, a row without a recorded hold has lost it (the rule of its time). */
const legacyCutoff = (now: Date) => new Date(now.getTime() - seatHoldPolicy().paymentMs);

/** The registrations that hold seats at `now`: a live hold, a slip awaiting verification, paid. */
export function holdingSeatsWhere(now: Date): Prisma.RegistrationWhereInput {
  return {
    OR: [
      { registerStatusId: { in: heldForGoodStatusIds } },
      {
        registerStatusId: { in: unpaidStatusIds },
        OR: [
          { seatsHeldUntil: { gt: now } },
          { seatsHeldUntil: null, createdAt: { gt: legacyCutoff(now) } },
        ],
      },
    ],
  };
}

/** The same condition in SQL, over the columns of `registrations`. */
export function holdingSeatsSql(now: Date): Prisma.Sql {
  return Prisma.sql`(register_status_id IN (${Prisma.join(heldForGoodStatusIds)}) OR (register_status_id IN (${Prisma.join(unpaidStatusIds)}) AND (seats_held_until > ${now} OR (seats_held_until IS NULL AND created_at > ${legacyCutoff(now)}))))`;
}

/** Unpaid registrations whose hold has ended at `now`: their seats are free, and releaseSeats expires them. */
export function holdEndedWhere(now: Date): Prisma.RegistrationWhereInput {
  return {
    registerStatusId: { in: unpaidStatusIds },
    OR: [
      { seatsHeldUntil: { lte: now } },
      { seatsHeldUntil: null, createdAt: { lte: legacyCutoff(now) } },
    ],
  };
}

/** Whether this unpaid registration still holds its seats at `now`. */
export function holdIsLive(
  r: { seatsHeldUntil: Date | null; createdAt: Date },
  now: Date,
): boolean {
  return (
    (r.seatsHeldUntil ?? later(seatHoldPolicy().paymentMs, r.createdAt)).getTime() > now.getTime()
  );
}

/** When an unpaid registration's seats are released, and its payment deadline (for the pages). */
export function holdOf(r: {
  registerStatusId: number;
  seatsHeldUntil: Date | null;
  paymentDueAt: Date | null;
  createdAt: Date;
}) {
  if (!unpaidStatusIds.includes(r.registerStatusId))
    return { seatsHeldUntil: null, paymentDueAt: null };
  const legacy = later(seatHoldPolicy().paymentMs, r.createdAt);
  return { seatsHeldUntil: r.seatsHeldUntil ?? legacy, paymentDueAt: r.paymentDueAt ?? legacy };
}

export type FreedReason = 'expired' | 'cancelled' | 'attendees' | 'deleted';

/** Seats that became free on a training. */
export interface FreedSeats {
  trainingId: number;
  registrationId: number;
  seats: number;
  reason: FreedReason;
  at: Date;
}

/**
 * Every seat that becomes free passes through here, in the transaction that
 * frees it: a hold that ended (releaseSeats), a registration cancelled or set
 * aside by staff (changeRegistrationStatus), attendees removed or a
 * registration deleted in the back office. The waiting list takes them
 * at once: they are offered to the first in line who fits, under the
 * training's lock, in the same transaction (waiting-list-service.ts).
 */
export async function seatsFreed(tx: Tx, event: FreedSeats): Promise<void> {
  log.debug('seats freed', {
    trainingId: event.trainingId,
    registrationId: event.registrationId,
    seats: event.seats,
    reason: event.reason,
  });
  await offerFreeSeats(tx, event.trainingId, event.at);
}

/** Many registrations may queue for a training's lock, or a burst of expiries; give them time rather than a 500. */
export const SEAT_TX_OPTIONS = { maxWait: 60_000, timeout: 60_000 } as const;

/**
 * Releases the seats of unpaid registrations whose hold has ended at `now`
 * (of one training, of some registrations, or all; with `trainingBegun`, also
 * of those whose training, as scheduled now, has begun): each becomes expired
 * (7) with a history entry by the system, and its seats go through
 * seatsFreed. Each change is guarded by the hold having ended, so a hold
 * extended, a slip sent or a payment made meanwhile is not expired, and two
 * releases at once expire a registration once. Runs in the caller's
 * transaction; answers what it freed.
 */
export async function releaseSeats(
  tx: Tx,
  opts: {
    now: Date;
    trainingId?: number;
    registrationIds?: number[];
    exceptId?: number;
    trainingBegun?: boolean;
  },
): Promise<FreedSeats[]> {
  const ended: Prisma.RegistrationWhereInput = opts.trainingBegun
    ? {
        OR: [
          holdEndedWhere(opts.now),
          {
            registerStatusId: { in: unpaidStatusIds },
            training: { startTrainingDate: { lte: opts.now } },
          },
        ],
      }
    : holdEndedWhere(opts.now);
  const rows = await tx.registration.findMany({
    where: {
      AND: [
        ended,
        opts.trainingId ? { publicTrainingId: opts.trainingId } : {},
        opts.registrationIds ? { id: { in: opts.registrationIds } } : {},
        opts.exceptId ? { id: { not: opts.exceptId } } : {},
      ],
    },
    select: { id: true, publicTrainingId: true, quantity: true },
    orderBy: { id: 'asc' },
    take: 5000,
  });
  const freed: FreedSeats[] = [];
  for (const r of rows) {
    const changed = await changeRegistrationStatus(tx, {
      registrationId: r.id,
      toStatusId: RegisterStatus.EXPIRED,
      actor: { type: 'system' },
      message: historyNote('expired'),
      fromStatusIds: unpaidStatusIds,
      where: ended,
      freedReason: 'expired',
      now: opts.now,
    });
    if (changed)
      freed.push({
        trainingId: r.publicTrainingId,
        registrationId: r.id,
        seats: r.quantity,
        reason: 'expired',
        at: opts.now,
      });
  }
  return freed;
}

/**
 * Takes a training's seats for counting: locks its row for the rest of the
 * transaction (PostgreSQL; SQLite has a single writer), so every change to
 * its seats queues behind this one, then releases its ended holds (but that
 * of `exceptId`, the registration staff are correcting). What is counted
 * next stays true until the transaction ends.
 */
export async function lockTrainingSeats(
  tx: Tx,
  trainingId: number,
  now: Date,
  exceptId?: number,
): Promise<FreedSeats[]> {
  if (provider === 'postgresql')
    await tx.$queryRaw`SELECT id FROM public_trainings WHERE id = ${trainingId} FOR UPDATE`;
  const freed = await releaseSeats(tx, { now, trainingId, exceptId });
  // Offers of the waiting list that lapsed pass to the next in line before anyone else counts the seats.
  await offerFreeSeats(tx, trainingId, now);
  return freed;
}

/**
 * Seats held on a training at `now` (optionally not counting one
 * registration): by registrations holding seats, and by the waiting list's
 * open offers (but `exceptOfferId`, the offer its holder is claiming).
 */
export async function seatsTaken(
  tx: Tx,
  trainingId: number,
  now: Date,
  exceptId?: number,
  exceptOfferId?: number,
): Promise<number> {
  const sum = await tx.registration.aggregate({
    where: {
      AND: [
        { publicTrainingId: trainingId },
        holdingSeatsWhere(now),
        exceptId ? { id: { not: exceptId } } : {},
      ],
    },
    _sum: { quantity: true },
  });
  return (sum._sum.quantity ?? 0) + (await offeredSeats(tx, trainingId, now, exceptOfferId));
}

/** Unpaid seats (statuses 1-4, live holds) a member holds on a training through their own registrations. */
export async function memberUnpaidSeats(
  tx: Tx,
  memberId: number,
  trainingId: number,
  now: Date,
): Promise<number> {
  const sum = await tx.registration.aggregate({
    where: {
      AND: [
        { memberId, publicTrainingId: trainingId, registerStatusId: { in: memberUnpaidStatusIds } },
        holdingSeatsWhere(now),
      ],
    },
    _sum: { quantity: true },
  });
  return sum._sum.quantity ?? 0;
}
