/**
 * Runs once when a Next.js server starts: the mail outbox's background
 * sender, which sends what an earlier process left behind (a crash right
 * after a commit) and retries failed e-mails. Not while building.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const [{ db }, { startOutboxSender }] = await Promise.all([import('@/server/db'), import('@/server/mail/outbox')]);
    startOutboxSender(db);
  }
}
