import { redact } from '@/server/ops/redact';

/** What a database driver's failure is, in words an operator acts on (Prisma's driver adapters name it by kind). */
const KINDS: Record<string, string> = {
  DatabaseNotReachable: 'database server not reachable (connection refused, or no such host)',
  DatabaseAccessDenied: 'authentication failed',
  AuthenticationFailed: 'authentication failed',
  DatabaseDoesNotExist: 'database does not exist',
  TableDoesNotExist: 'table missing: is the database migrated? (npm run db:migrate)',
  ColumnNotFound: 'column missing: is the database migrated? (npm run db:migrate)',
  TooManyConnections: 'the database refuses more connections',
  SocketTimeout: 'the database did not answer in time',
  TlsConnectionError: 'TLS connection to the database failed',
};

interface AdapterCause {
  kind?: string;
  originalMessage?: string;
  host?: string;
  port?: number;
  db?: string;
  table?: string;
}

/** "DatabaseNotReachable" -> "database not reachable". */
const words = (kind: string) =>
  kind
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();

/**
 * A short, secret-free account of a failure for /api/ready and the log: what
 * went wrong in words (connection refused, authentication failed, migration
 * missing) and the driver's own detail, never a bare Prisma code, a query or a
 * connection string.
 */
export function failureReason(error: unknown): string {
  const e = error as {
    code?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: AdapterCause } };
  };
  const cause = e?.meta?.driverAdapterError?.cause;
  let reason: string;
  if (cause?.kind) {
    const where = cause.host ? `${cause.host}${cause.port ? `:${cause.port}` : ''}` : undefined;
    const detail = cause.originalMessage ?? where ?? cause.db ?? cause.table;
    reason = `${KINDS[cause.kind] ?? words(cause.kind)}${detail ? `: ${detail}` : ''}`;
  } else {
    // Prisma's messages start with a blank line and "Invalid `prisma.x()` invocation:"; the driver's words come last.
    const lines = String(e?.message ?? error)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const message = lines.at(-1) ?? String(error);
    reason =
      typeof e?.code === 'string' && !message.startsWith(e.code)
        ? `${message} (${e.code})`
        : message;
  }
  return String(redact(reason.slice(0, 200)));
}
