/**
 * Runs once when a Next.js server starts: the mail outbox's background
 * sender, which sends what an earlier process left behind (a crash right
 * after a commit) and retries failed e-mails, and the registrations' status
 * run on its schedule. Not while building. Before any of that, the server
 * starts recording each connection's address (socket-address.ts), which the
 * per-address limits count by.
 */
export async function register() {
  // Next's own build-time markers, not configuration (src/env.ts holds the configuration).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    (await import('@/server/http/socket-address')).recordSocketAddresses();
    const [{ db }, { startOutboxSender }, { startStatusRunSchedule }] = await Promise.all([
      import('@/server/db'),
      import('@/server/mail/outbox'),
      import('@/server/services/registration-expiry-service'),
    ]);
    startOutboxSender(db);
    startStatusRunSchedule(db);
  }
}
