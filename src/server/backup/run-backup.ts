import { type BackupResult, createBackup } from './backup';
import { type BackupOutcome, recordBackupStatus } from './backup-status';
import { type Installation, installation } from './archive-format';

/**
 * One backup (createBackup) whose result, success or failure, is then
 * recorded in BACKUP_DIR/last-backup.json for the metrics
 * (backup-status.ts). A status that cannot be written is a warning: it never
 * turns a good archive into a failed backup, nor hides why one failed.
 */
export async function backupAndRecord(
  progress: (line: string) => void = () => {},
  where: Installation = installation(),
): Promise<BackupResult> {
  const started = performance.now();
  const record = (outcome: BackupOutcome) =>
    recordBackupStatus(where.backupDir, outcome).catch((error: Error) =>
      progress(`warning: the backup's status was not recorded: ${error.message}`),
    );
  let result: BackupResult;
  try {
    result = await createBackup(progress, where);
  } catch (error) {
    await record({ ok: false, error, seconds: (performance.now() - started) / 1000 });
    throw error;
  }
  await record({ ok: true, archive: result.archive, bytes: result.bytes, seconds: result.seconds });
  return result;
}
