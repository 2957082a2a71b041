import pino from 'pino';

/**
 * The format of every server log line: one JSON object, `level` by name, `time` in ISO 8601,
 * the process id. src/server/log.ts builds the application's logger on it (adding redaction and
 * the request's id); cache-handler.mjs, which Next loads outside the application's bundle, its own.
 * @param {string} level
 */
export function logLineOptions(level) {
  return {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      /** @param {string} label */
      level: (label) => ({ level: label }),
    },
  };
}
