import { env } from '@/env';
import type { Db } from '@/server/db';
import { log } from '@/server/log';
import { idempotencyService } from '@/server/services/idempotency-service';
import { emailConfirmationService } from '@/server/services/email-confirmation-service';
import { evaluationService } from '@/server/services/evaluation-service';
import { reminderService } from '@/server/services/reminder-service';
import { restoreHoldService } from '@/server/services/restore-hold-service';
import { waitingListService } from '@/server/services/waiting-list-service';
import { sweepUploadTombstones } from '@/server/services/upload-release';
import {
  holdEndedWhere,
  releaseSeats,
  SEAT_TX_OPTIONS,
  unpaidStatusIds,
} from '@/server/services/seat-hold-service';

export interface StatusRunResult {
  expired: number;
  registerCodes: string[];
  deadlineHours: number;
  ranAt: Date;
  /** Waiting-list offers made by this run (lapsed offers passed on, seats found free). */
  waitingListOffers: number;
  /** Reminder e-mails queued by this run. */
  reminders: number;
  /** Course evaluation invitations queued by this run. */
  evaluations: number;
  /** Accounts removed because their e-mail was never confirmed (MEMBER_UNCONFIRMED_DAYS). */
  unconfirmedMembersRemoved: number;
}

/**
 * The status run (GET /admin/update_register_status, SPEC.md section 4): an
 * unpaid registration (statuses 1-3) whose seat hold has ended (a card one
 * after REGISTRATION_CARD_HOLD_MINUTES, a bank transfer one at its slip
 * deadline: seat-hold-service.ts), or whose training has begun, becomes
 * expired (7) and frees its seats, with a history entry by the system:
 * releaseSeats, one registration per transaction. Each change is guarded by
 * the hold having ended, so the run is idempotent and two runs at once (two
 * servers, or a click during the scheduled run) expire each registration
 * once; it answers what it changed. A registration for a training also
 * releases that training's ended holds before its seats are counted. The
 * run also deletes the Idempotency-Key answers past their 24 hours, and
 * the accounts never confirmed after MEMBER_UNCONFIRMED_DAYS, and the files
 * of uploads released more than UPLOAD_DELETE_GRACE_HOURS ago.
 */
export function registrationExpiryService(db: Db) {
  return {
    async run(now = new Date()): Promise<StatusRunResult> {
      const candidates = await db.registration.findMany({
        where: {
          OR: [
            holdEndedWhere(now),
            {
              registerStatusId: { in: unpaidStatusIds },
              training: { startTrainingDate: { lte: now } },
            },
          ],
        },
        select: { id: true, registerCode: true },
        orderBy: { id: 'asc' },
        take: 5000,
      });
      const codes: string[] = [];
      for (const r of candidates) {
        const freed = await db.$transaction(
          (tx) => releaseSeats(tx, { now, registrationIds: [r.id], trainingBegun: true }),
          SEAT_TX_OPTIONS,
        );
        if (freed.length) codes.push(r.registerCode);
      }
      if (codes.length) log.info('registration status run', { expired: codes.length });
      // The waiting list's lapsed offers pass on, and the reminders that are due go out.
      const waiting = await waitingListService(db).sweep(now);
      const reminders = await reminderService(db).run(now);
      // Idempotency-Key answers past their 24 hours (src/server/http/idempotency.ts).
      const purged = await idempotencyService(db).purgeExpired(now);
      if (purged) log.info('idempotency keys purged', { count: purged });
      // After a training's last day, its attendees are asked how it went.
      const evaluations = await evaluationService(db).run(now);
      const unconfirmedMembersRemoved = await emailConfirmationService(db).removeUnconfirmed(now);
      // Released uploads whose grace period has passed leave the disk (upload-release.ts).
      await sweepUploadTombstones(db, { now });
      return {
        expired: codes.length,
        registerCodes: codes,
        deadlineHours: env.REGISTRATION_PAYMENT_HOURS,
        ranAt: now,
        waitingListOffers: waiting.offers,
        reminders: reminders.sent,
        evaluations: evaluations.sent,
        unconfirmedMembersRemoved,
      };
    },
  };
}

/**
 * The status run as the schedule starts it: not while the installation is
 * held after a restore (restore-hold-service.ts; null then), so a restored
 * copy neither expires registrations, passes on waiting-list offers nor
 * queues reminders until the operator releases it. A run staff start by
 * hand (GET /admin/update_register_status) is theirs to start.
 */
export async function scheduledStatusRun(
  db: Db,
  now = new Date(),
): Promise<StatusRunResult | null> {
  if (await restoreHoldService(db).current()) return null;
  return registrationExpiryService(db).run(now);
}

/** Runs the status run every REGISTRATION_STATUS_RUN_MINUTES (default 10; 0 is off) in a server process, without anyone clicking. */
export function startStatusRunSchedule(
  db: Db,
  intervalMs = env.REGISTRATION_STATUS_RUN_MINUTES * 60_000,
) {
  if (intervalMs <= 0) return null;
  const tick = () =>
    scheduledStatusRun(db).catch((error: unknown) =>
      log.error('registration status run failed', { error: String(error) }),
    );
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 5_000).unref();
  return timer;
}
