import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { redact } from '@/server/ops/redact';

/**
 * The result of the latest backup, in BACKUP_DIR/last-backup.json, where the
 * site's instances read it for their metrics (asc_backup_*,
 * metrics-endpoint.ts): the backup runs as its own process (npm run backup,
 * asc-backup.timer), so a file beside the archives is what both can reach,
 * with no table to migrate. Written whole under another name and renamed, so
 * a reader never meets half a file.
 */
export const BACKUP_STATUS_FILE = 'last-backup.json';

const isoTime = z.iso.datetime({ offset: true });

const backupStatusSchema = z.object({
  /** The latest attempt: `ok`, or `failed` with its error. */
  result: z.enum(['ok', 'failed']),
  finished_at: isoTime,
  seconds: z.number().nonnegative(),
  error: z.string().nullable(),
  /** The latest attempt that succeeded (kept when a later one fails), or null if none has. */
  last_success: z
    .object({
      finished_at: isoTime,
      archive: z.string(),
      bytes: z.number().int().nonnegative(),
      seconds: z.number().nonnegative(),
    })
    .nullable(),
});

export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** The recorded status of BACKUP_DIR, or null when no backup has recorded one there (or the file is not one of ours). */
export async function readBackupStatus(dir: string): Promise<BackupStatus | null> {
  let text: string;
  try {
    text = await readFile(path.join(dir, BACKUP_STATUS_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = backupStatusSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type BackupOutcome =
  | { ok: true; archive: string; bytes: number; seconds: number }
  | { ok: false; error: unknown; seconds: number };

/** Records one attempt, keeping the previous success when this one failed. */
export async function recordBackupStatus(
  dir: string,
  outcome: BackupOutcome,
  now = new Date(),
): Promise<BackupStatus> {
  const previous = await readBackupStatus(dir);
  const status: BackupStatus = outcome.ok
    ? {
        result: 'ok',
        finished_at: now.toISOString(),
        seconds: outcome.seconds,
        error: null,
        last_success: {
          finished_at: now.toISOString(),
          archive: path.basename(outcome.archive),
          bytes: outcome.bytes,
          seconds: outcome.seconds,
        },
      }
    : {
        result: 'failed',
        finished_at: now.toISOString(),
        seconds: outcome.seconds,
        // An error may quote a connection string: its password is masked, as in the log.
        error: String(redact(String((outcome.error as Error)?.message ?? outcome.error))).slice(
          0,
          500,
        ),
        last_success: previous?.last_success ?? null,
      };
  const file = path.join(dir, BACKUP_STATUS_FILE);
  const partial = path.join(dir, `.${BACKUP_STATUS_FILE}.${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(partial, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return status;
}
