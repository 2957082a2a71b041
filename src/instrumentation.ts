import type { Instrumentation } from 'next';

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
  /* eslint-disable no-restricted-properties */
  const nodeServer =
    process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build';
  /* eslint-enable no-restricted-properties */
  if (nodeServer) {
    (await import('@/server/http/socket-address')).recordSocketAddresses();
    // Request ids, access lines, request metrics and the readiness gate (src/server/ops/http-events.ts),
    // which reads the readiness checks running in the background (src/server/ops/readiness.ts).
    (await import('@/server/ops/http-events')).observeHttp();
    const { DRAIN_SIGNAL, startDraining, startReadinessChecks } =
      await import('@/server/ops/readiness');
    startReadinessChecks();
    // Before a restart (scripts/upgrade.sh, scripts/cluster.sh): stop taking requests, finish the current ones.
    process.on(DRAIN_SIGNAL, startDraining);
    const [{ db }, { startOutboxSender }, { startStatusRunSchedule }] = await Promise.all([
      import('@/server/db'),
      import('@/server/services/mail-outbox-service'),
      import('@/server/services/registration-expiry-service'),
    ]);
    startOutboxSender(db);
    startStatusRunSchedule(db);
    void (await import('@/server/services/demo-password-service'))
      .warnAboutDemoPassword(db)
      .catch(() => {});
  }
}

/** Route segments whose value is a secret (a reset or evaluation token, a certificate's code): the path of such a route is not logged. */
const SECRET_SEGMENT = /\[(token|code)\]/;

/**
 * What was logged per request. Next.js reports one failure of a page up to
 * three times (its metadata and its content as they render, then the route
 * answering 500), as separate error objects with one digest; each report
 * hands over the request's own headers object, which names the request.
 */
const loggedByRequest = new WeakMap<object, Set<unknown>>();

function firstReport(headers: object, error: unknown): boolean {
  const key = (error as { digest?: unknown } | null)?.digest ?? error;
  const seen = loggedByRequest.get(headers) ?? new Set<unknown>();
  loggedByRequest.set(headers, seen);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/**
 * Every error a page, a route handler or the proxy did not answer itself
 * (Next.js then answers 500) leaves one line in the server's log
 * (src/server/log.ts): the route, the method, the path without its query
 * string, and the error with the digest the visitor's error page shows.
 * Next.js does not call this for notFound() or redirect().
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (!firstReport(request.headers, error)) return;
  const { logServerError } = await import('@/server/log');
  const path = request.path.split('?')[0] ?? '';
  logServerError(
    context.routeType === 'render' ? 'page' : context.routeType,
    {
      method: request.method,
      route: context.routePath,
      path: SECRET_SEGMENT.test(context.routePath) ? null : path,
      ...(context.renderSource ? { source: context.renderSource } : {}),
    },
    error,
  );
};
