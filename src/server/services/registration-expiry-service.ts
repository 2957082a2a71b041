import { env } from '@/env';
import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { log } from '@/server/log';
import { historyNote } from '@/server/services/admin-registration-service';
import { changeRegistrationStatus } from '@/server/services/registration-status-service';

/** Unpaid statuses the run expires: awaiting card payment, awaiting transfer, payment to correct. A slip awaiting verification (4) waits for staff, never expires. */
const unpaidStatusIds: number[] = [RegisterStatus.REGISTERED, RegisterStatus.AWAITING_PAYMENT, RegisterStatus.PAYMENT_TO_CORRECT];

/** A card checkout opened this recently may still be paid on the gateway's page: that registration waits for the next run. */
const OPEN_CHECKOUT_MS = 15 * 60_000;


export interface StatusRunResult {
  expired: number;
  register_codes: string[];
  deadline_hours: number;
  ran_at: Date;
}

/**
 * The status run (GET /admin/update_register_status, SPEC.md section 4): a
 * registration left unpaid (statuses 1-3) for longer than the payment
 * deadline (counted from its registration, or from the last time it was put
 * back into an unpaid status: a slip rejected after days of verification,
 * staff reinstating an expired one), or whose training has begun, becomes
 * expired (7) and frees its
 * seats, with a history entry by the system. Each change is guarded by the
 * status it had, so the run is idempotent and two runs at once (two
 * servers, or a click during the scheduled run) expire each registration
 * once; it answers what it changed.
 */
export function registrationExpiryService(db: Db) {
  return {
    async run(now = new Date(), hours = env.REGISTRATION_PAYMENT_HOURS): Promise<StatusRunResult> {
      const deadline = new Date(now.getTime() - hours * 3600_000);
      const candidates = await db.registration.findMany({
        where: {
          registerStatusId: { in: unpaidStatusIds },
          OR: [
            // Unpaid for longer than the deadline: registered, and last put into an unpaid status (a slip rejected, staff reinstating it), before it.
            { createdAt: { lt: deadline }, histories: { none: { registerStatusId: { in: unpaidStatusIds }, createdAt: { gte: deadline } } } },
            // The training as scheduled now (it may have been moved since the registration's snapshot of its date).
            { training: { startTrainingDate: { lte: now } } },
          ],
          cardPayments: { none: { respondedAt: null, createdAt: { gt: new Date(now.getTime() - OPEN_CHECKOUT_MS) } } },
        },
        select: { id: true, registerCode: true, registerStatusId: true },
        orderBy: { id: 'asc' },
        take: 5000,
      });
      const codes: string[] = [];
      for (const r of candidates) {
        const changed = await db.$transaction(
          (tx) => changeRegistrationStatus(tx, { registrationId: r.id, toStatusId: RegisterStatus.EXPIRED, actor: { type: 'system' }, message: historyNote('expired'), fromStatusIds: unpaidStatusIds }),
          // Behind a burst of approvals or registrations, waiting longer than Prisma's default 2 s is no failure.
          { maxWait: 30_000, timeout: 30_000 },
        );
        if (changed) codes.push(r.registerCode);
      }
      if (codes.length) log.info('registration status run', { expired: codes.length });
      return { expired: codes.length, register_codes: codes, deadline_hours: hours, ran_at: now };
    },
  };
}

/** Runs the status run every REGISTRATION_STATUS_RUN_MINUTES (default 10; 0 is off) in a server process, without anyone clicking. */
export function startStatusRunSchedule(db: Db, intervalMs = env.REGISTRATION_STATUS_RUN_MINUTES * 60_000) {
  if (intervalMs <= 0) return null;
  const tick = () => registrationExpiryService(db).run().catch((error: unknown) => log.error('registration status run failed', { error: String(error) }));
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 5_000).unref();
  return timer;
}
