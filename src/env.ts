import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';

/**
 * Environment variables, validated when the server starts. Every variable is
 * documented in .env.example; with none set the site runs in a safe
 * development configuration (embedded SQLite, a generated auth secret).
 *
 * This is the only place that reads `process.env` (eslint enforces it) and
 * the only place a setting's default is written.
 */
/** A setting listing IP addresses and CIDR ranges, comma-separated (default loopback). */
const addressList = (name: string) =>
  z
    .string()
    .refine(
      (v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) =>
            /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*)(\/\d{1,3})?$/.test(s),
          ),
      `${name} must list IP addresses or CIDR ranges, comma-separated`,
    )
    .default('127.0.0.1,::1');

const readEnv = () =>
  createEnv({
    server: {
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      DATABASE_URL: z
        .string()
        .refine(
          (v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v),
          'DATABASE_URL must be a file: or postgresql:// URL',
        )
        .optional(),
      AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
      /** Unset: http://localhost:3000, or the address a request came to where there is one (src/server/site-url.ts). */
      SITE_URL: z.url().optional(),
      /**
       * Origins (scheme://host[:port], comma separated) whose pages may call /api/v1 from a browser (CORS,
       * src/server/http/cors.ts), e.g. a developer portal hosting the API reference. None by default.
       */
      CORS_ORIGINS: z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        )
        .refine(
          (list) =>
            list.every((o) => {
              try {
                const u = new URL(o);
                return /^https?:$/.test(u.protocol) && u.origin === o.replace(/\/$/, '');
              } catch {
                return false;
              }
            }),
          'CORS_ORIGINS must be origins like https://portal.example.org, comma separated',
        ),
      ADMIN_EMAIL: z.email().default('admin@example.com'),
      ADMIN_PASSWORD: z.string().min(6).default('admin1234'),
      /**
       * 1: a production start accepts the seeded demo password (admin1234) at the staff login, as the demo line
       * `npm run go` and the end-to-end tests need; never in a real deployment (src/server/auth/demo-password.ts).
       */
      ALLOW_DEMO_PASSWORD: z
        .enum(['0', '1', 'true', 'false'], 'ALLOW_DEMO_PASSWORD must be 1 or 0')
        .optional(),
      LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
      /**
       * Largest body of a JSON, form or tRPC call, in bytes: refused 413 before it is read (Content-Length) or as
       * soon as the bytes read pass it (chunked). The largest valid input of every door fits (a news item's two
       * rich texts included).
       */
      REQUEST_BODY_MAX_BYTES: z.coerce
        .number()
        .int('REQUEST_BODY_MAX_BYTES must be a whole number of bytes')
        .min(65_536, 'REQUEST_BODY_MAX_BYTES must be at least 65536')
        .max(104_857_600, 'REQUEST_BODY_MAX_BYTES must be at most 104857600')
        .default(1_048_576),
      /**
       * Largest body of an upload door, in bytes: a file of at most 10,240,000 bytes (SPEC.md section 5) with the
       * multipart boundaries and fields around it. A door that takes the file base64-encoded in JSON (payment
       * slips, avatars) allows the encoded size of this, 4/3 of it.
       */
      UPLOAD_BODY_MAX_BYTES: z.coerce
        .number()
        .int('UPLOAD_BODY_MAX_BYTES must be a whole number of bytes')
        .min(1_048_576, 'UPLOAD_BODY_MAX_BYTES must be at least 1048576')
        .max(1_073_741_824, 'UPLOAD_BODY_MAX_BYTES must be at most 1073741824')
        .default(10_305_536),
      TRUSTED_PROXY_HOPS: z.coerce
        .number()
        .int('TRUSTED_PROXY_HOPS must be a whole number')
        .min(0, 'TRUSTED_PROXY_HOPS must be 0 or more')
        .max(10)
        .default(0),
      /** Where the proxies TRUSTED_PROXY_HOPS counts connect from (src/server/http/proxies.ts): addresses and CIDR ranges, comma-separated. */
      TRUSTED_PROXIES: addressList('TRUSTED_PROXIES'),
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
      MAIL_FROM: z.string().default('Academic Services Centre <no-reply@localhost>'),
      STAFF_EMAIL: z.email().default('academic-services@example.ac.th'),
      MAIL_OUTBOX_DIR: z.string().default('./data/outbox'),
      BOT_CHECK: z.enum(['altcha', 'recaptcha']).optional(),
      ALTCHA_HMAC_KEY: z
        .string()
        .min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters')
        .optional(),
      RECAPTCHA_SITE_KEY: z.string().optional(),
      RECAPTCHA_SECRET_KEY: z.string().optional(),
      RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
      UPLOAD_DIR: z.string().default('./data/uploads'),
      /**
       * Hours a released upload's file (a replaced slip, avatar or image) stays on disk before the sweep deletes it:
       * longer than any backup takes, so a backup whose database snapshot still names the file finds it.
       */
      UPLOAD_DELETE_GRACE_HOURS: z.coerce
        .number('UPLOAD_DELETE_GRACE_HOURS must be a number of hours')
        .min(0, 'UPLOAD_DELETE_GRACE_HOURS must be 0 or more')
        .max(24 * 365, 'UPLOAD_DELETE_GRACE_HOURS must be at most a year')
        .default(24),
      /** Several server processes, one site: rate limits, used bot-check tokens, view counts and the page cache shared in Redis. Unset: in this process (one server). */
      REDIS_URL: z
        .string()
        .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
        .optional(),
      /** Prefix of every key the site writes to Redis (pages, rate limits, bot-check tokens, view counts), so several sites or test runs can share one Redis. */
      REDIS_KEY_PREFIX: z
        .string()
        .regex(
          /^[A-Za-z0-9:._-]{1,64}$/,
          'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : . _ -',
        )
        .default('asc:'),
      /** The page cache keeps at most this many pages, on disk or in Redis; the least recently used leave first (docs/policies/page-cache.md). */
      PAGE_CACHE_MAX_ENTRIES: z.coerce
        .number()
        .int('PAGE_CACHE_MAX_ENTRIES must be a whole number')
        .min(1, 'PAGE_CACHE_MAX_ENTRIES must be at least 1')
        .default(2000),
      /** ...and at most this many megabytes of stored pages (about 0.1 MB each on disk, a third more in Redis). */
      PAGE_CACHE_MAX_MB: z.coerce
        .number()
        .positive('PAGE_CACHE_MAX_MB must be a positive number of megabytes')
        .default(256),
      /** Where the page cache keeps pages on one server (no REDIS_URL): unset, inside the build (.next/server/route-cache); a folder of its own lets several servers of one build keep separate caches (the end-to-end tests' servers, one per database). */
      PAGE_CACHE_DIR: z.string().min(1).optional(),
      /**
       * Idempotency-Key (src/server/http/idempotency.ts): the stored answers one caller (a session, an API token,
       * or an address without either) keeps at most, by count and by bytes; the oldest leave first.
       */
      IDEMPOTENCY_MAX_KEYS_PER_CALLER: z.coerce
        .number()
        .int('IDEMPOTENCY_MAX_KEYS_PER_CALLER must be a whole number')
        .min(1, 'IDEMPOTENCY_MAX_KEYS_PER_CALLER must be at least 1')
        .default(100),
      IDEMPOTENCY_MAX_BYTES_PER_CALLER: z.coerce
        .number()
        .int('IDEMPOTENCY_MAX_BYTES_PER_CALLER must be a whole number of bytes')
        .min(1, 'IDEMPOTENCY_MAX_BYTES_PER_CALLER must be at least 1')
        .default(1024 * 1024),
      /** A larger answer is not stored: only a marker that the request ran (a repeat gets 409). */
      IDEMPOTENCY_MAX_ANSWER_BYTES: z.coerce
        .number()
        .int('IDEMPOTENCY_MAX_ANSWER_BYTES must be a whole number of bytes')
        .min(1, 'IDEMPOTENCY_MAX_ANSWER_BYTES must be at least 1')
        .default(64 * 1024),
      /** 1: card payments go to the built-in simulator (development, tests, the demo `npm run go`); never in a real deployment. */
      PAYMENT_SIMULATOR: z
        .enum(['0', '1', 'true', 'false'], 'PAYMENT_SIMULATOR must be 1 or 0')
        .optional(),
      CYBERSOURCE_ENDPOINT: z.url().optional(),
      CYBERSOURCE_ACCESS_KEY: z.string().optional(),
      CYBERSOURCE_PROFILE_ID: z.string().optional(),
      CYBERSOURCE_SECRET_KEY: z
        .string()
        .min(16, 'CYBERSOURCE_SECRET_KEY looks too short')
        .optional(),
      BANK_ACCOUNTS: z
        .string()
        .refine((v) => {
          try {
            return Array.isArray(JSON.parse(v));
          } catch {
            return false;
          }
        }, 'BANK_ACCOUNTS must be a JSON list')
        .optional(),
      PROMPTPAY_ID: z
        .string()
        .regex(
          /^(\d{10}|\d{13}|\d{15})$/,
          'PROMPTPAY_ID must be a 10-digit phone, 13-digit tax id or 15-digit e-wallet id',
        )
        .default('0994000000000'),
      /** Hours an unpaid registration is kept before the status run expires it. */
      REGISTRATION_PAYMENT_HOURS: z.coerce
        .number()
        .positive('REGISTRATION_PAYMENT_HOURS must be a positive number of hours')
        .default(72),
      /** Hours a bank-transfer registration of a member who has never paid holds its seats (at most REGISTRATION_PAYMENT_HOURS). */
      REGISTRATION_FIRST_PAYMENT_HOURS: z.coerce
        .number()
        .positive('REGISTRATION_FIRST_PAYMENT_HOURS must be a positive number of hours')
        .default(24),
      /** Hours an e-mail confirmation link works (once). */
      MEMBER_CONFIRM_LINK_HOURS: z.coerce
        .number()
        .positive('MEMBER_CONFIRM_LINK_HOURS must be a positive number of hours')
        .default(72),
      /** Days after sign-up the status run removes an account whose e-mail was never confirmed; 0 keeps them. */
      MEMBER_UNCONFIRMED_DAYS: z.coerce.number().int().min(0).default(14),
      /** Minutes between two scheduled status runs in each server process; 0 switches the schedule off. */
      REGISTRATION_STATUS_RUN_MINUTES: z.coerce.number().int().min(0).default(10),
      /** Minutes an unpaid card registration holds its seats (a bank transfer one: until its slip deadline, REGISTRATION_PAYMENT_HOURS). */
      REGISTRATION_CARD_HOLD_MINUTES: z.coerce
        .number()
        .int('REGISTRATION_CARD_HOLD_MINUTES must be a whole number of minutes')
        .min(5, 'REGISTRATION_CARD_HOLD_MINUTES must be at least 5')
        .max(10_080)
        .default(30),
      /** People on one registration a member makes, themselves included; staff editing a registration are not bound. */
      REGISTRATION_MAX_ATTENDEES: z.coerce
        .number()
        .int('REGISTRATION_MAX_ATTENDEES must be a whole number')
        .min(1)
        .max(100, 'REGISTRATION_MAX_ATTENDEES must be at most 100')
        .default(10),
      /** Unpaid seats (statuses 1-4) one member may hold on one training through their own registrations. */
      REGISTRATION_MAX_UNPAID_SEATS: z.coerce
        .number()
        .int('REGISTRATION_MAX_UNPAID_SEATS must be a whole number')
        .min(1)
        .max(10_000)
        .default(10),
      /** Hours a waiting-list offer holds its seats for the member it was offered to before it passes to the next in line. */
      WAITING_LIST_OFFER_HOURS: z.coerce
        .number()
        .positive('WAITING_LIST_OFFER_HOURS must be a positive number of hours')
        .max(720, 'WAITING_LIST_OFFER_HOURS must be at most 720 (30 days)')
        .default(24),
      /** Hours a staff login session lasts at most, however active (ASVS 3.3.2; docs/security.md "Staff sessions"). */
      STAFF_SESSION_MAX_HOURS: z.coerce
        .number()
        .positive('STAFF_SESSION_MAX_HOURS must be a positive number of hours')
        .max(720, 'STAFF_SESSION_MAX_HOURS must be at most 720 (30 days)')
        .default(12),
      /** Minutes without a request after which a staff login session ends (the back office warns two minutes before). */
      STAFF_SESSION_IDLE_MINUTES: z.coerce
        .number()
        .int('STAFF_SESSION_IDLE_MINUTES must be a whole number of minutes')
        .min(5, 'STAFF_SESSION_IDLE_MINUTES must be at least 5')
        .max(1440, 'STAFF_SESSION_IDLE_MINUTES must be at most 1440 (a day)')
        .default(30),
      /** Days before a training's first day that paid attendees get a reminder e-mail: a comma list, e.g. "3,1"; 0 alone switches reminders off. */
      REMINDER_DAYS_BEFORE: z
        .string()
        .regex(
          /^\s*\d{1,2}(\s*,\s*\d{1,2})*\s*$/,
          'REMINDER_DAYS_BEFORE must be a comma list of whole days, e.g. 3,1',
        )
        .default('3,1')
        .transform((v) =>
          [...new Set(v.split(',').map((d) => Number(d.trim())))]
            .filter((d) => d > 0)
            .sort((a, b) => b - a),
        ),
      /** Payment slips a member may send for one registration before staff check them (each one replaces the last; the 6th is refused by default). */
      PAYMENT_SLIP_MAX_PENDING: z.coerce
        .number()
        .int('PAYMENT_SLIP_MAX_PENDING must be a whole number')
        .min(1, 'PAYMENT_SLIP_MAX_PENDING must be at least 1')
        .max(100)
        .default(5),
      /** The two account numbers of the receipt export line (SPEC.md section 9): card payments and bank transfers. */
      RECEIPT_ACCOUNT_CARD: z
        .string()
        .regex(/^[0-9-]{1,30}$/, 'RECEIPT_ACCOUNT_CARD must be an account number')
        .default('1130101'),
      RECEIPT_ACCOUNT_BANK: z
        .string()
        .regex(/^[0-9-]{1,30}$/, 'RECEIPT_ACCOUNT_BANK must be an account number')
        .default('1130102'),
      /** Where the secrets generated on first start are kept (auth-secret, altcha-secret, payment-simulator-secret); backups carry them. */
      SECRETS_DIR: z.string().default('./data'),
      /** Where `npm run backup` writes its archives, and how many of the newest it keeps there (older ones are deleted after each backup). */
      BACKUP_DIR: z.string().default('./data/backups'),
      BACKUP_KEEP: z.coerce
        .number()
        .int('BACKUP_KEEP must be a whole number')
        .min(1, 'BACKUP_KEEP must keep at least 1 archive')
        .max(10_000)
        .default(14),
      /**
       * Signs each backup's manifest (HMAC-SHA256) and makes restore refuse an archive not signed with it; keep it
       * outside the archives (a password manager, the deployment's secret store). Unset: checksums catch damage only.
       */
      BACKUP_SIGNING_KEY: z
        .string()
        .min(32, 'BACKUP_SIGNING_KEY must be at least 32 characters')
        .optional(),
      /** Who may read GET /api/metrics without a token, connecting straight to an instance: addresses and CIDR ranges, comma-separated. */
      METRICS_ALLOW: addressList('METRICS_ALLOW'),
      /** A bearer token that opens GET /api/metrics from any address (Prometheus' `authorization` setting). */
      METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
      /** Mail waiting to be sent above which /api/ready reports the instance degraded; 0 leaves the outbox out. */
      READY_OUTBOX_MAX: z.coerce.number().int().min(0).default(1000),
      /** A readiness check answering after this many ms marks the instance "degraded" (busy), never "not ready". */
      READY_SLOW_MS: z.coerce.number().int().min(1).default(1000),
      /** A readiness check with no answer after this many ms has failed (twice in a row: not ready). */
      READY_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
    },
    client: {
      NEXT_PUBLIC_NON_DEGREE_URL: z.url().default('https://www.example.ac.th/non-degree'),
      NEXT_PUBLIC_CHAT_URL: z.url().default('https://line.me/R/ti/p/@example'),
    },
    runtimeEnv: {
      NODE_ENV: process.env.NODE_ENV,
      DATABASE_URL: process.env.DATABASE_URL || undefined,
      AUTH_SECRET: process.env.AUTH_SECRET || undefined,
      SITE_URL: process.env.SITE_URL || undefined,
      CORS_ORIGINS: process.env.CORS_ORIGINS || undefined,
      ADMIN_EMAIL: process.env.ADMIN_EMAIL || undefined,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || undefined,
      ALLOW_DEMO_PASSWORD: process.env.ALLOW_DEMO_PASSWORD || undefined,
      LOG_LEVEL: process.env.LOG_LEVEL || undefined,
      REQUEST_BODY_MAX_BYTES: process.env.REQUEST_BODY_MAX_BYTES || undefined,
      UPLOAD_BODY_MAX_BYTES: process.env.UPLOAD_BODY_MAX_BYTES || undefined,
      TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS || undefined,
      SMTP_URL: process.env.SMTP_URL || undefined,
      MAIL_FROM: process.env.MAIL_FROM || undefined,
      STAFF_EMAIL: process.env.STAFF_EMAIL || undefined,
      MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR || undefined,
      BOT_CHECK: process.env.BOT_CHECK || undefined,
      ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY || undefined,
      RECAPTCHA_SITE_KEY: process.env.RECAPTCHA_SITE_KEY || undefined,
      RECAPTCHA_SECRET_KEY: process.env.RECAPTCHA_SECRET_KEY || undefined,
      RECAPTCHA_VERIFY_URL: process.env.RECAPTCHA_VERIFY_URL || undefined,
      UPLOAD_DIR: process.env.UPLOAD_DIR || undefined,
      UPLOAD_DELETE_GRACE_HOURS: process.env.UPLOAD_DELETE_GRACE_HOURS || undefined,
      REDIS_URL: process.env.REDIS_URL || undefined,
      REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX || undefined,
      PAGE_CACHE_MAX_ENTRIES: process.env.PAGE_CACHE_MAX_ENTRIES || undefined,
      PAGE_CACHE_MAX_MB: process.env.PAGE_CACHE_MAX_MB || undefined,
      PAGE_CACHE_DIR: process.env.PAGE_CACHE_DIR || undefined,
      IDEMPOTENCY_MAX_KEYS_PER_CALLER: process.env.IDEMPOTENCY_MAX_KEYS_PER_CALLER || undefined,
      IDEMPOTENCY_MAX_BYTES_PER_CALLER: process.env.IDEMPOTENCY_MAX_BYTES_PER_CALLER || undefined,
      IDEMPOTENCY_MAX_ANSWER_BYTES: process.env.IDEMPOTENCY_MAX_ANSWER_BYTES || undefined,
      PAYMENT_SIMULATOR: process.env.PAYMENT_SIMULATOR || undefined,
      CYBERSOURCE_ENDPOINT: process.env.CYBERSOURCE_ENDPOINT || undefined,
      CYBERSOURCE_ACCESS_KEY: process.env.CYBERSOURCE_ACCESS_KEY || undefined,
      CYBERSOURCE_PROFILE_ID: process.env.CYBERSOURCE_PROFILE_ID || undefined,
      CYBERSOURCE_SECRET_KEY: process.env.CYBERSOURCE_SECRET_KEY || undefined,
      BANK_ACCOUNTS: process.env.BANK_ACCOUNTS || undefined,
      PROMPTPAY_ID: process.env.PROMPTPAY_ID || undefined,
      REGISTRATION_PAYMENT_HOURS: process.env.REGISTRATION_PAYMENT_HOURS || undefined,
      REGISTRATION_FIRST_PAYMENT_HOURS: process.env.REGISTRATION_FIRST_PAYMENT_HOURS || undefined,
      MEMBER_CONFIRM_LINK_HOURS: process.env.MEMBER_CONFIRM_LINK_HOURS || undefined,
      MEMBER_UNCONFIRMED_DAYS: process.env.MEMBER_UNCONFIRMED_DAYS || undefined,
      REGISTRATION_STATUS_RUN_MINUTES: process.env.REGISTRATION_STATUS_RUN_MINUTES || undefined,
      REGISTRATION_CARD_HOLD_MINUTES: process.env.REGISTRATION_CARD_HOLD_MINUTES || undefined,
      REGISTRATION_MAX_ATTENDEES: process.env.REGISTRATION_MAX_ATTENDEES || undefined,
      REGISTRATION_MAX_UNPAID_SEATS: process.env.REGISTRATION_MAX_UNPAID_SEATS || undefined,
      PAYMENT_SLIP_MAX_PENDING: process.env.PAYMENT_SLIP_MAX_PENDING || undefined,
      WAITING_LIST_OFFER_HOURS: process.env.WAITING_LIST_OFFER_HOURS || undefined,
      STAFF_SESSION_MAX_HOURS: process.env.STAFF_SESSION_MAX_HOURS || undefined,
      STAFF_SESSION_IDLE_MINUTES: process.env.STAFF_SESSION_IDLE_MINUTES || undefined,
      REMINDER_DAYS_BEFORE: process.env.REMINDER_DAYS_BEFORE || undefined,
      RECEIPT_ACCOUNT_CARD: process.env.RECEIPT_ACCOUNT_CARD || undefined,
      RECEIPT_ACCOUNT_BANK: process.env.RECEIPT_ACCOUNT_BANK || undefined,
      SECRETS_DIR: process.env.SECRETS_DIR || undefined,
      BACKUP_DIR: process.env.BACKUP_DIR || undefined,
      BACKUP_KEEP: process.env.BACKUP_KEEP || undefined,
      BACKUP_SIGNING_KEY: process.env.BACKUP_SIGNING_KEY || undefined,
      METRICS_ALLOW: process.env.METRICS_ALLOW || undefined,
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || undefined,
      METRICS_TOKEN: process.env.METRICS_TOKEN || undefined,
      READY_OUTBOX_MAX: process.env.READY_OUTBOX_MAX || undefined,
      READY_SLOW_MS: process.env.READY_SLOW_MS || undefined,
      READY_CHECK_TIMEOUT_MS: process.env.READY_CHECK_TIMEOUT_MS || undefined,
      NEXT_PUBLIC_NON_DEGREE_URL: process.env.NEXT_PUBLIC_NON_DEGREE_URL || undefined,
      NEXT_PUBLIC_CHAT_URL: process.env.NEXT_PUBLIC_CHAT_URL || undefined,
    },
    emptyStringAsUndefined: true,
  });

type Env = ReturnType<typeof readEnv>;

/** The names of every setting, in the order of runtimeEnv (the key of the value read last, under vitest). */
let names: string[] | undefined;

/**
 * Under vitest the tests change `process.env` between cases (SMTP_URL of a
 * local mail catcher, SITE_URL, TRUSTED_PROXY_HOPS...), so a read validates
 * afresh whenever a setting's value has changed since the last one (a server
 * validates once, at start-up). Validating on every read cost an integration
 * test's request about 10 ms.
 */
const live = (): Env => {
  let key: string | undefined;
  let current: Env | undefined;
  const read = (): Env => {
    names ??= Object.keys(readEnv());
    // eslint-disable-next-line no-restricted-properties -- this is the file that reads process.env
    const now = names.map((name) => process.env[name] ?? '').join('\u0000');
    if (current === undefined || now !== key) {
      current = readEnv();
      key = now;
    }
    return current;
  };
  return new Proxy({} as Env, { get: (_, name) => read()[name as keyof Env] });
};

export const env: Env = process.env.VITEST ? live() : readEnv();
