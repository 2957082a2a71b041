import pino, { type Logger } from 'pino';
// Relative imports: next.config.ts reaches this module (the startup checks log through it), and has no '@/' alias.
import { env } from '../env';
import { AppError } from './errors';
import { logLineOptions } from './log-format.mjs';
import { maskCardNumbers, redact } from './ops/redact';
import { currentRequest } from './ops/request-context';

/**
 * The server's log, on pino: one JSON line per event on standard output, with
 * `time` (ISO 8601), `level`, `msg`, the request's id (`reqId`) and the
 * member or staff user behind it where known, filtered by LOG_LEVEL; in
 * development (`npm run dev`) the same lines made readable by pino-pretty.
 * Every line passes through redact() (src/server/ops/redact.ts): passwords,
 * tokens, cookies, card data and secrets never reach the log, whatever a
 * caller hands over. Callers log ids and outcomes; an Error in the details is
 * written with its stack.
 */
type Details = Record<string, unknown>;

/** A logger with the site's format and redaction; `destination` for tests (default: standard output, or pino-pretty in development). */
export function createLogger(
  destination?: pino.DestinationStream,
  level: string = env.LOG_LEVEL,
): Logger {
  const line = logLineOptions(level);
  const options: pino.LoggerOptions = {
    ...line,
    formatters: {
      ...line.formatters,
      log: (object) => redact(object) as Details,
    },
    // Errors arrive already serialised by withErrors (and redacted as text); pino's own serialiser would see a plain object.
    serializers: {
      err: (value: unknown) => (value instanceof Error ? pino.stdSerializers.err(value) : value),
    },
    mixin() {
      const ctx = currentRequest();
      if (!ctx) return {};
      return {
        reqId: ctx.reqId,
        ...(ctx.memberId ? { memberId: ctx.memberId } : {}),
        ...(ctx.adminUserId ? { adminUserId: ctx.adminUserId } : {}),
      };
    },
  };
  if (destination) return pino(options, destination);
  if (env.NODE_ENV === 'development') {
    // Readable lines for a developer; pino-pretty is a development dependency, absent from a production install.
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    });
  }
  return pino(options);
}

// One logger per process, however many times Next bundles this module.
const holder = globalThis as unknown as { __ascLogger?: Logger };
/** The pino logger itself, for code that logs structured events of its own (the access lines). */
export const logger: Logger = (holder.__ascLogger ??= createLogger());

/** Errors anywhere in the details become pino's serialised form (type, message, stack) under `err`. */
function withErrors(details: Details | undefined): Details {
  if (!details) return {};
  const out: Details = {};
  for (const [key, value] of Object.entries(details)) {
    if (value instanceof Error) out[key === 'error' ? 'err' : key] = pino.stdSerializers.err(value);
    else out[key] = value;
  }
  return out;
}

/** The `log` API over a pino logger: `log.info(message, details?)` and so on. */
export function logOn(target: Logger) {
  const write = (
    level: 'debug' | 'info' | 'warn' | 'error',
    message: string,
    details?: Details,
  ) => {
    const object = withErrors(details);
    if (level === 'error' && (object.err || object.stack)) {
      const ctx = currentRequest();
      if (ctx) ctx.errorLogged = true;
    }
    target[level](object, maskCardNumbers(message));
  };
  return {
    debug: (message: string, details?: Details) => write('debug', message, details),
    info: (message: string, details?: Details) => write('info', message, details),
    warn: (message: string, details?: Details) => write('warn', message, details),
    error: (message: string, details?: Details) => write('error', message, details),
  };
}

export const log = logOn(logger);

/** Longest message and stack a log line carries: an error's message can quote a huge input. */
const MESSAGE_MAX = 1_000;
const STACK_FRAMES = 8;

/**
 * What a log line says of an unexpected error, under `err` as pino writes
 * errors: its kind, its message (cut to 1,000 characters), the first frames
 * where it was thrown and the digest Next.js shows the visitor.
 */
export function errorDetails(error: unknown): { err: Record<string, unknown> } {
  if (!(error instanceof Error))
    return { err: { type: typeof error, message: String(error).slice(0, MESSAGE_MAX) } };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES);
  const digest = (error as { digest?: unknown }).digest;
  const message = error.message.slice(0, MESSAGE_MAX);
  return {
    err: {
      type: error.name,
      message,
      ...(typeof digest === 'string' ? { digest } : {}),
      ...(frames.length ? { stack: [`${error.name}: ${message}`, ...frames].join('\n') } : {}),
    },
  };
}

/**
 * Every answer of 500 or more leaves one line, whichever door it came from
 * (pages through src/instrumentation.ts, tRPC, REST): where it happened
 * (the route's pattern, never a query string or a token of a path) and the
 * error; never the request's input. An AppError of 5xx (the upload folder out
 * of order) is expected and was logged where it arose: not again here.
 */
export function logServerError(
  door: 'page' | 'route' | 'action' | 'proxy' | 'trpc' | 'rest',
  where: Record<string, unknown>,
  error: unknown,
) {
  if (error instanceof AppError) return;
  log.error(`${door}: unexpected failure`, { ...where, ...errorDetails(error) });
}
