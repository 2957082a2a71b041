import type { Db } from '@/server/db';
import { log } from '@/server/log';
import { type MailAttachment, type MailMessage, sendMail } from '@/server/mail/mailer';
import { metrics } from '@/server/ops/metrics';
import { restoreHoldService } from '@/server/services/restore-hold-service';

/**
 * The mail outbox: every e-mail the product sends is first a row of
 * outbox_emails, written by enqueueMail in the same transaction as the change
 * it announces, so a commit never loses its e-mail (a crash after the commit
 * leaves the row for the next sender pass). A pass claims due rows one by one
 * with a lease (a conditional UPDATE, atomic on both databases), so several
 * server instances can run senders side by side and each message is sent
 * once; a failure is retried with exponential backoff up to
 * OUTBOX_MAX_ATTEMPTS, then the row is kept with failedAt and lastError.
 * Delivery is at least once: a crash between the SMTP answer and marking the
 * row sent sends it again when the lease runs out. A restored installation
 * sends nothing while it is held (restore-hold-service.ts): its messages wait
 * in the outbox until the operator releases it.
 */

/** A Prisma client or the client of an open transaction. */
type Client = Pick<Db, 'outboxEmail'>;

/** Sends one message; throws when it was not accepted. */
export type MailTransport = (message: MailMessage) => Promise<void>;

export const OUTBOX_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Longer than any send may take (SEND_TIMEOUT_MS), so a lease never runs out under a live sender. */
const LEASE_MS = 5 * 60_000;
const SEND_TIMEOUT_MS = 60_000;
const BATCH = 20;
const SENDER_INTERVAL_MS = 10_000;
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** How long to wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Puts a message in the outbox inside the caller's transaction (or on its
 * own with a plain client). Returns a Prisma promise, so it also fits the
 * array form of $transaction. Call kickOutbox after the commit.
 */
export function enqueueMail(client: Client, message: MailMessage, now = new Date()) {
  return client.outboxEmail.create({
    data: {
      to: Array.isArray(message.to) ? message.to.join(', ') : message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? storeAttachments(message.attachments) : null,
      nextAttemptAt: now,
    },
    select: { id: true },
  });
}

/** Inline attachments as the outbox row keeps them: JSON with the bytes in base64. */
function storeAttachments(list: MailAttachment[]): string {
  return JSON.stringify(list.map((a) => ({ ...a, content: a.content.toString('base64') })));
}

/** The attachments of an outbox row, with their bytes back (a row queued, not yet sent). */
export function readAttachments(json: string | null): MailAttachment[] {
  if (!json) return [];
  const list = JSON.parse(json) as (Omit<MailAttachment, 'content'> & { content: string })[];
  return list.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') }));
}

/** Rows a sender may claim now: not sent, not given up, due, and not leased by a live sender. */
function dueWhere(now: Date) {
  return {
    sentAt: null,
    nextAttemptAt: { lte: now },
    OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail not accepted within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface SenderOptions {
  /** The transport: SMTP_URL or the .eml directory (src/server/mail/mailer.ts) unless a test gives its own. */
  transport?: MailTransport;
  batch?: number;
  /** Only the messages to these addresses: a test sharing its database with others sends its own mail and no one else's. */
  recipients?: readonly string[];
}

/**
 * One sender pass: claims the due messages a batch at a time and sends each.
 * Safe to run in several processes at once. Sends nothing while the
 * installation is held after a restore (`held`).
 */
export async function sendDueMail(
  db: Db,
  opts: SenderOptions = {},
): Promise<{ sent: number; failed: number; held?: true }> {
  if (await restoreHoldService(db).current()) return { sent: 0, failed: 0, held: true };
  const transport = opts.transport ?? sendMail;
  const batch = opts.batch ?? BATCH;
  const only = opts.recipients ? { to: { in: [...opts.recipients] } } : {};
  let sent = 0;
  let failed = 0;
  for (;;) {
    const due = await db.outboxEmail.findMany({
      where: { ...dueWhere(new Date()), ...only },
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      take: batch,
      select: { id: true },
    });
    if (due.length === 0) break;
    for (const { id } of due) {
      const now = new Date();
      // The lease's end is also this sender's fencing token: a later claim can only set a later one.
      const lease = new Date(now.getTime() + LEASE_MS);
      const { count } = await db.outboxEmail.updateMany({
        where: { id, ...dueWhere(now) },
        data: { lockedUntil: lease, attempts: { increment: 1 } },
      });
      if (count !== 1) continue;
      const row = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
      const attachments = readAttachments(row.attachments);
      try {
        await withTimeout(
          transport({
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
            ...(row.replyTo ? { replyTo: row.replyTo } : {}),
            ...(attachments.length ? { attachments } : {}),
          }),
          SEND_TIMEOUT_MS,
        );
      } catch (error) {
        failed += 1;
        const lastError = String((error as Error)?.message ?? error).slice(0, 1000);
        const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
        const at = new Date();
        await db.outboxEmail.updateMany({
          where: { id, lockedUntil: lease },
          data: giveUp
            ? { nextAttemptAt: null, failedAt: at, lockedUntil: null, lastError }
            : {
                nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
                lockedUntil: null,
                lastError,
              },
        });
        (giveUp ? log.error : log.warn)(giveUp ? 'mail given up' : 'mail not sent, will retry', {
          outboxId: id,
          attempts: row.attempts,
          error: lastError,
        });
        metrics.mail(giveUp ? 'given_up' : 'retry');
        continue;
      }
      sent += 1;
      metrics.mail('sent');
      // The body may hold a single-use secret (a reset link): once delivered it is not kept.
      await db.outboxEmail.updateMany({
        where: { id, lockedUntil: lease },
        data: {
          sentAt: new Date(),
          nextAttemptAt: null,
          lockedUntil: null,
          lastError: null,
          text: '',
          html: null,
          attachments: null,
        },
      });
    }
  }
  return { sent, failed };
}

/** Deletes sent messages older than 30 days; failed ones stay for staff to look at. */
export async function pruneSentMail(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.outboxEmail.deleteMany({
    where: { sentAt: { lt: new Date(now.getTime() - KEEP_SENT_MS) } },
  });
  return count;
}

/** The pass running in this process per client, shared by every copy of this module (Next bundles it more than once). */
const state = globalThis as unknown as {
  __mailOutboxPasses?: Map<Db, { again: boolean; done: Promise<void> }>;
  __mailOutboxTimer?: NodeJS.Timeout;
};
const passes = (state.__mailOutboxPasses ??= new Map());

/** Runs sender passes until one starts after the last call; a call during a pass asks for one more. */
function runPasses(db: Db): Promise<void> {
  const running = passes.get(db);
  if (running) {
    running.again = true;
    return running.done;
  }
  const entry = { again: true, done: Promise.resolve() };
  entry.done = (async () => {
    try {
      while (entry.again) {
        entry.again = false;
        await sendDueMail(db);
      }
    } catch (error) {
      log.error('mail outbox pass failed', { error: (error as Error).message });
      metrics.mailOutboxError('pass');
    } finally {
      passes.delete(db);
    }
  })();
  passes.set(db, entry);
  return entry.done;
}

/** Starts sending right away, without waiting (call after the transaction that enqueued commits). */
export function kickOutbox(db: Db): void {
  void runPasses(db);
}

/** Waits until every message due now has been tried (tests, and anyone who must know the mail went). */
export function flushOutbox(db: Db): Promise<void> {
  return runPasses(db);
}

/** Enqueues a message that announces no database change of its own, and starts sending it. */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  await enqueueMail(db, message);
  kickOutbox(db);
}

/**
 * The server's background sender (src/instrumentation.ts): sends what an
 * earlier process left, then tries due messages (retries) on an interval.
 * The timer is unref'd, so it never keeps a process alive. While the
 * installation is held after a restore, a tick neither sends nor prunes.
 */
export function startOutboxSender(db: Db, intervalMs = SENDER_INTERVAL_MS): void {
  if (state.__mailOutboxTimer) return;
  let prunedAt = 0;
  const tick = () => {
    kickOutbox(db);
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      restoreHoldService(db)
        .current()
        .then((held) => (held ? 0 : pruneSentMail(db)))
        .catch((error: Error) => {
          log.warn('mail outbox prune failed', { error: error.message });
          metrics.mailOutboxError('prune');
        });
    }
  };
  state.__mailOutboxTimer = setInterval(tick, intervalMs);
  state.__mailOutboxTimer.unref();
  tick();
}

/** Stops the background sender (tests). */
export function stopOutboxSender(): void {
  clearInterval(state.__mailOutboxTimer);
  state.__mailOutboxTimer = undefined;
}
