import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of this server process (prom-client), served at
 * /api/metrics (src/app/api/metrics/route.ts). Each instance has its own:
 * Prometheus scrapes every instance and adds them up. The domain code calls
 * the one-line recorders of `metrics` below; the HTTP counters are fed by
 * the access hook (http-events.ts), the database timings by the Prisma
 * client (db.ts); the outbox gauges are registered by the endpoint
 * (metrics-endpoint.ts), and those that exist only in some installations
 * (PostgreSQL pool, backup, Redis) are read at each scrape
 * (scrape-metrics.ts). Every label comes from a bounded set written in the
 * code (routes through route-label.ts), never from input.
 */
function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    httpRequests: counter(
      'asc_http_requests_total',
      'HTTP requests answered, by method, route and status',
      ['method', 'route', 'status'],
    ),
    httpDuration: new Histogram({
      name: 'asc_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: counter(
      'asc_page_cache_total',
      "Pages answered from Next's page cache (x-nextjs-cache): hit, stale or miss",
      ['result'],
    ),
    loginFailures: counter(
      'asc_login_failures_total',
      'Logins refused for a wrong password or second-factor code, or an e-mail of no account, by realm and reason',
      ['realm', 'reason'],
    ),
    rateLimited: counter(
      'asc_rate_limit_refusals_total',
      'Requests refused by a rate limit (429), by limit',
      ['limit'],
    ),
    registrations: counter(
      'asc_registrations_total',
      'Registration attempts by outcome (created, or why refused)',
      ['outcome'],
    ),
    payments: counter('asc_payments_total', 'Payment events by method and outcome', [
      'method',
      'outcome',
    ]),
    mail: counter(
      'asc_mail_send_total',
      'Outbox sending attempts by outcome (sent, retry, given_up)',
      ['outcome'],
    ),
    mailOutboxErrors: counter(
      'asc_mail_outbox_errors_total',
      'Outbox sender passes (pass) or clean-ups of sent mail (prune) that failed as a whole, such as when the database is unreachable',
      ['step'],
    ),
    dbQueryDuration: new Histogram({
      name: 'asc_db_query_duration_seconds',
      help: 'Time of a Prisma operation (errors included), by model (raw for SQL) and operation',
      labelNames: ['model', 'operation'] as const,
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers: [registry],
    }),
    ready: new Gauge({
      name: 'asc_ready',
      help: '1 when this instance is ready for traffic (/api/ready), else 0',
      registers: [registry],
    }),
    info: new Gauge({
      name: 'asc_app_info',
      help: 'The running version: 1, labelled with version, build and migration',
      labelNames: ['version', 'build', 'migration'] as const,
      registers: [registry],
    }),
  };
}

export type AppMetrics = ReturnType<typeof create>;

// One registry per process, however many times Next bundles this module.
const holder = globalThis as unknown as { __ascMetrics?: AppMetrics };
export const appMetrics: AppMetrics = (holder.__ascMetrics ??= create());

const STATUS_CLASS = ['1xx', '2xx', '3xx', '4xx', '5xx'];
const CACHE_RESULTS = new Set(['hit', 'stale', 'miss', 'revalidated']);

/** A short reason from an error's message key (`registration.full` -> `full`), or `error` for anything unexpected. */
export function outcomeOf(error: unknown): string {
  const key = (error as { messageKey?: unknown })?.messageKey;
  if (typeof key !== 'string') return 'error';
  return (key.split('.').pop() ?? 'error').replace(/[^a-z0-9_]/gi, '').slice(0, 40) || 'error';
}

/** The recorders the code calls, one line each. */
export const metrics = {
  request(method: string, route: string, status: number, seconds: number, cache?: string) {
    appMetrics.httpRequests.inc({ method, route, status: String(status) });
    appMetrics.httpDuration.observe(
      { method, route, status_class: STATUS_CLASS[Math.floor(status / 100) - 1] ?? 'other' },
      seconds,
    );
    if (cache)
      appMetrics.pageCache.inc({
        result: CACHE_RESULTS.has(cache.toLowerCase()) ? cache.toLowerCase() : 'other',
      });
  },
  loginFailed: (realm: string, reason: LoginFailureReason) =>
    appMetrics.loginFailures.inc({ realm, reason }),
  rateLimited: (limit: string) => appMetrics.rateLimited.inc({ limit }),
  registration: (outcome: string) => appMetrics.registrations.inc({ outcome }),
  payment: (method: 'card' | 'bank', outcome: string) =>
    appMetrics.payments.inc({ method, outcome }),
  mail: (outcome: 'sent' | 'retry' | 'given_up') => appMetrics.mail.inc({ outcome }),
  mailOutboxError: (step: 'pass' | 'prune') => appMetrics.mailOutboxErrors.inc({ step }),
  /** Starts timing one Prisma operation; call the result when it has settled. */
  dbQuery(model: string | undefined, operation: string): () => void {
    return appMetrics.dbQueryDuration.startTimer({
      model: model ? identifierLabel(model) : 'raw',
      operation: identifierLabel(operation.replace(/^\$/, '')),
    });
  },
};

/** Why a login was refused, as counted: a bounded set. */
export type LoginFailureReason = 'wrong_password' | 'unknown_account' | 'wrong_second_factor';

/** Prisma's model and operation names are identifiers written in the code; anything else is cut to one. */
const identifierLabel = (name: string) =>
  name.replace(/[^A-Za-z0-9_]/g, '').slice(0, 40) || 'other';
