import { env } from '@/env';

/**
 * The server's log, filtered by LOG_LEVEL. Never pass passwords, tokens or
 * card data here: callers log ids and outcomes only.
 */
const levels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
type Level = (typeof levels)[number];

function enabled(level: Level): boolean {
  return levels.indexOf(level) >= levels.indexOf(env.LOG_LEVEL);
}

function write(level: Exclude<Level, 'silent'>, message: string, details?: Record<string, unknown>) {
  if (!enabled(level)) return;
  const line = details ? `${message} ${JSON.stringify(details)}` : message;
  (level === 'error' ? console.error : level === 'warn' ? console.warn : console.log)(`[${level}] ${line}`);
}

export const log = {
  debug: (message: string, details?: Record<string, unknown>) => write('debug', message, details),
  info: (message: string, details?: Record<string, unknown>) => write('info', message, details),
  warn: (message: string, details?: Record<string, unknown>) => write('warn', message, details),
  error: (message: string, details?: Record<string, unknown>) => write('error', message, details),
};

/** Longest message and stack a log line carries: an error's message can quote a huge input. */
const MESSAGE_MAX = 1_000;
const STACK_FRAMES = 8;

/**
 * What a log line says of an unexpected error: its kind, its message (cut to
 * 1,000 characters) and the frames where it was thrown; JSON keeps it on
 * one line.
 */
export function errorDetails(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error).slice(0, MESSAGE_MAX) };
  const stack = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, STACK_FRAMES).map((line) => line.trim());
  const digest = (error as { digest?: unknown }).digest;
  return {
    error: error.name,
    message: error.message.slice(0, MESSAGE_MAX),
    ...(typeof digest === 'string' ? { digest } : {}),
    ...(stack.length ? { stack } : {}),
  };
}

/**
 * Every answer of 500 or more leaves one line, whichever door it came from
 * (pages through src/instrumentation.ts, tRPC, REST): where it happened
 * (the route's pattern, never a query string or a token of a path) and the
 * error; never the request's input.
 */
export function logServerError(door: 'page' | 'route' | 'action' | 'proxy' | 'trpc' | 'rest', where: Record<string, unknown>, error: unknown) {
  log.error(`${door}: unexpected failure`, { ...where, ...errorDetails(error) });
}
