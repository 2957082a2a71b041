// npm run backup: one archive of this installation in BACKUP_DIR (database snapshot, uploads,
// generated secrets, manifest), taken while the site runs; then all but the newest BACKUP_KEEP
// archives there are deleted. Reads the same settings as the site (.env, src/env.ts).
// Exit code 0 on success, 1 on failure (for cron and systemd to report); either way the result is
// recorded in BACKUP_DIR/last-backup.json, which the site's metrics report (asc_backup_*).
import { loadDotEnv } from './db-config.mjs';

loadDotEnv();
const { absentSecretWarnings } = await import('@/server/backup/backup');
const { backupAndRecord } = await import('@/server/backup/run-backup');

try {
  const result = await backupAndRecord((line) => console.log(line));
  const m = result.manifest;
  console.log(`backup written: ${result.archive}`);
  console.log(
    `  ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(1)} s; ${m.database.provider} at migration ${m.database.latest_migration}; ${m.uploads.count} uploads; secrets: ${Object.entries(
      m.secrets,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  for (const warning of absentSecretWarnings(m.secrets)) console.warn(`  warning: ${warning}`);
  if (m.uploads.missing.length > 0)
    console.warn(
      `  warning: ${m.uploads.missing.length} uploads named by the database were missing from UPLOAD_DIR (listed in the manifest)`,
    );
  for (const name of result.deleted) console.log(`  retention: deleted ${name}`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
