import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { metrics } from '@/server/ops/metrics';
import { paymentConfirmedMail, slipRejectedMail } from '@/server/mail/payment-mail';
import { issueReceiptNo } from '@/server/services/receipt-number';
import { changeRegistrationStatus } from '@/server/services/registration-status-service';

/**
 * Staff verify a bank-transfer slip. Only a registration whose
 * slip awaits verification (status 4) can be approved (with a pending slip:
 * never paid without one) or rejected; each decision, its history entry, the slip's state, the
 * receipt number and the member's e-mail are one transaction, so a second click or a second staff
 * member deciding at the same moment changes nothing and is told so.
 */
/**
 * Approvals queue on the receipt number's lock; under a burst (a morning's
 * slips approved at once) they wait for a connection and the lock longer
 * than Prisma's default 2 s, which answered a 500.
 */
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

export function slipVerificationService(db: Db) {
  async function registrationOf(registerId: number) {
    const registration = await db.registration.findUnique({
      where: { id: registerId },
      include: { member: true },
    });
    if (!registration) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
    return registration;
  }
  const localeOf = (r: { locale: string }) => (r.locale === 'en' ? 'en' : 'th');

  return {
    /** Paid: the pending slip accepted, a receipt number issued once, the member e-mailed the receipt link. */
    async approve(
      registerId: number,
      adminUserId: number,
      now = new Date(),
    ): Promise<{ register_id: number; register_status_id: number; receipt_no: string }> {
      const registration = await registrationOf(registerId);
      const receiptNo = await db.$transaction(async (tx) => {
        const ok = await changeRegistrationStatus(tx, {
          registrationId: registerId,
          toStatusId: RegisterStatus.PAID,
          actor: { type: 'admin', adminUserId },
          fromStatusIds: [RegisterStatus.AWAITING_VERIFICATION],
        });
        if (!ok) return null;
        // Status 4 may have been set by hand with no slip sent: nothing to verify, nothing changes.
        const accepted = await tx.paymentSlip.updateMany({
          where: { registrationId: registerId, status: 'pending' },
          data: { status: 'accepted' },
        });
        if (accepted.count === 0)
          throw new AppError(
            'CONFLICT',
            'admin_registrations.errors.not_awaiting_verification',
            'register_id',
          );
        await tx.registration.update({ where: { id: registerId }, data: { paidAt: now } });
        const issued = await issueReceiptNo(tx, registerId, now);
        await enqueueMail(
          tx,
          paymentConfirmedMail(localeOf(registration), registration.member, registration),
        );
        return issued;
      }, TX_OPTIONS);
      if (!receiptNo)
        throw new AppError(
          'CONFLICT',
          'admin_registrations.errors.not_awaiting_verification',
          'register_id',
        );
      kickOutbox(db);
      log.info('payment slip approved', { registrationId: registerId, adminUserId });
      metrics.payment('bank', 'paid');
      return {
        register_id: registerId,
        register_status_id: RegisterStatus.PAID,
        receipt_no: receiptNo,
      };
    },

    /**
     * Payment to correct: the registration goes to status 3 with the reason,
     * which the member reads on the slip page and in an e-mail in the
     * language they registered in; they can then send a new slip.
     */
    async reject(
      registerId: number,
      adminUserId: number,
      reason: string,
    ): Promise<{ register_id: number; register_status_id: number }> {
      const registration = await registrationOf(registerId);
      const changed = await db.$transaction(async (tx) => {
        const ok = await changeRegistrationStatus(tx, {
          registrationId: registerId,
          toStatusId: RegisterStatus.PAYMENT_TO_CORRECT,
          actor: { type: 'admin', adminUserId },
          message: reason,
          fromStatusIds: [RegisterStatus.AWAITING_VERIFICATION],
        });
        if (!ok) return false;
        // With no slip pending (status 4 set by hand) it still goes back to the member, who may send one.
        await tx.paymentSlip.updateMany({
          where: { registrationId: registerId, status: 'pending' },
          data: { status: 'rejected', rejectReason: reason },
        });
        await enqueueMail(
          tx,
          slipRejectedMail(localeOf(registration), registration.member, registration, reason),
        );
        return true;
      }, TX_OPTIONS);
      if (!changed)
        throw new AppError(
          'CONFLICT',
          'admin_registrations.errors.not_awaiting_verification',
          'register_id',
        );
      kickOutbox(db);
      log.info('payment slip rejected', { registrationId: registerId, adminUserId });
      metrics.payment('bank', 'slip_rejected');
      return { register_id: registerId, register_status_id: RegisterStatus.PAYMENT_TO_CORRECT };
    },
  };
}
