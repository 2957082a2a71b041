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
