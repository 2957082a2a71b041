import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';

/** Who changed a registration's status: the member, a staff user, the payment gateway or the system (expiry). */
export type StatusActor = { type: 'member' } | { type: 'admin'; adminUserId: number } | { type: 'gateway' } | { type: 'system' };

/** A Prisma client or the client of an open transaction. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0] | Db;

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
}

/**
 * Changes a registration's status and writes the history entry (who, when,
 * why) in the same transaction, so the two never disagree (issue 5:
 * "every change is written to the registration's history"). Returns false,
 * changing nothing, when `fromStatusIds` no longer holds.
 */
export async function changeRegistrationStatus(tx: Tx, change: StatusChange): Promise<boolean> {
  const where = { id: change.registrationId, ...(change.fromStatusIds ? { registerStatusId: { in: change.fromStatusIds } } : {}) };
  const { count } = await tx.registration.updateMany({
    where,
    data: { registerStatusId: change.toStatusId, registerStatusMessage: change.message ?? null },
  });
  if (count === 0) {
    if (!change.fromStatusIds) throw new AppError('NOT_FOUND', 'errors.not_found');
    return false;
  }
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
  return true;
}
