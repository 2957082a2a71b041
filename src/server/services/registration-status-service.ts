import type { Prisma } from '@/generated/sqlite/client';
import { RegisterStatus, seatHoldingStatusIds } from '@/lib/register-status';
import { provider, type Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { type FreedReason, holdFor, seatsFreed } from '@/server/services/seat-hold-service';

/** Who changed a registration's status: the member, a staff user, the payment gateway or the system (expiry). */
export type StatusActor =
  | { type: 'member' }
  | { type: 'admin'; adminUserId: number }
  | { type: 'gateway' }
  | { type: 'system' };

/** A Prisma client or the client of an open transaction. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0] | Db;

/** History notes the back office and the system write are locale keys, read in the reader's language (gateway-reasons.ts). */
export const historyNote = (
  name:
    | 'attendees_changed'
    | 'receipt_changed'
    | 'receipt_issued'
    | 'receipt_withdrawn'
    | 'expired'
    | 'released',
) => `admin_registrations.history_note.${name}`;

export interface StatusChange {
  registrationId: number;
  toStatusId: number;
  actor: StatusActor;
  /** Shown to the member (e.g. why a slip was rejected); also kept in the history. */
  message?: string | null;
  /** The slip image this change is about, if any (SPEC.md section 3, history entry). */
  paymentSlipImage?: string | null;
  /** Only change when the registration is in one of these statuses (optimistic guard against races). */
  fromStatusIds?: number[];
  /** Only change while the registration also matches this (e.g. its seat hold has ended): checked by the update itself. */
  where?: Prisma.RegistrationWhereInput;
  /** Why seats are freed, when they are (seatsFreed); by default from the status reached. */
  freedReason?: FreedReason;
  now?: Date;
}

/**
 * Changes a registration's status and writes the history entry (who, when,
 * why) in the same transaction, so the two never disagree ("every
 * change is written to the registration's history"). Entering an
 * unpaid status sets its seat hold (seat-hold-service.ts, holdFor); leaving
 * the seat-holding statuses frees its seats through seatsFreed, the one
 * place freed seats are announced. Returns false, changing nothing, when
 * `fromStatusIds` or `where` no longer holds.
 */
export async function changeRegistrationStatus(tx: Tx, change: StatusChange): Promise<boolean> {
  const now = change.now ?? new Date();
  const current = await tx.registration.findUnique({
    where: { id: change.registrationId },
    select: {
      registerStatusId: true,
      paymentDueAt: true,
      createdAt: true,
      publicTrainingId: true,
      quantity: true,
    },
  });
  if (
    !current ||
    (change.fromStatusIds && !change.fromStatusIds.includes(current.registerStatusId))
  ) {
    if (!change.fromStatusIds) throw new AppError('NOT_FOUND', 'errors.not_found');
    return false;
  }
  const frees =
    seatHoldingStatusIds.includes(current.registerStatusId) &&
    !seatHoldingStatusIds.includes(change.toStatusId);
  // Seats freed go to the waiting list under the training's lock: taken before the registration's row, the
  // order every seat change keeps (lockTrainingSeats), so two of them never wait on each other.
  if (frees && provider === 'postgresql')
    await tx.$queryRaw`SELECT id FROM public_trainings WHERE id = ${current.publicTrainingId} FOR UPDATE`;
  // Guarded by the status just read (the hold depends on it): a change made meanwhile makes this one change nothing.
  const { count } = await tx.registration.updateMany({
    where: {
      id: change.registrationId,
      registerStatusId: current.registerStatusId,
      ...(change.where ? { AND: [change.where] } : {}),
    },
    data: {
      registerStatusId: change.toStatusId,
      registerStatusMessage: change.message ?? null,
      ...holdFor(change.toStatusId, current, now),
    },
  });
  if (count === 0) return false;
  await tx.registrationHistory.create({
    data: {
      registrationId: change.registrationId,
      registerStatusId: change.toStatusId,
      note: change.message ?? null,
      paymentSlipImage: change.paymentSlipImage ?? null,
      actorType: change.actor.type,
      adminUserId: change.actor.type === 'admin' ? change.actor.adminUserId : null,
    },
  });
  if (frees) {
    await seatsFreed(tx, {
      trainingId: current.publicTrainingId,
      registrationId: change.registrationId,
      seats: current.quantity,
      reason:
        change.freedReason ??
        (change.toStatusId === RegisterStatus.EXPIRED ? 'expired' : 'cancelled'),
      at: now,
    });
  }
  return true;
}
