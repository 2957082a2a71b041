// npm run restore -- <archive> [--overwrite] [--verify-only]
// Restores an archive of npm run backup into this installation (DATABASE_URL, UPLOAD_DIR,
// SECRETS_DIR of .env / the environment), which must be empty unless --overwrite; --verify-only
// checks the archive (checksums, migrations) and writes nothing. Stop the site before a restore.
// Exit code 0 on success, 1 when refused or failed (the message says why).
import { loadDotEnv } from './db-config.mjs';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const files = args.filter((a) => !a.startsWith('--'));
const unknown = [...flags].filter((f) => f !== '--overwrite' && f !== '--verify-only');
if (files.length !== 1 || unknown.length > 0) {
  console.error('usage: npm run restore -- <archive.tar.gz> [--overwrite] [--verify-only]');
  process.exit(2);
}

loadDotEnv();
const { restoreBackup, RestoreRefused } = await import('@/server/backup/restore');

try {
  const result = await restoreBackup(
    files[0]!,
    { overwrite: flags.has('--overwrite'), verifyOnly: flags.has('--verify-only') },
    (line) => console.log(line),
  );
  const m = result.manifest;
  if (flags.has('--verify-only')) {
    console.log(
      `archive verified: ${m.database.provider}, migration ${m.database.latest_migration}, ${m.files.length} files, made ${m.created_at} by version ${m.app.version}`,
    );
  } else {
    console.log(
      `restored in ${result.seconds.toFixed(1)} s: the backup of ${m.created_at} (version ${m.app.version}, migration ${m.database.latest_migration})`,
    );
    if (result.migrated.length > 0) console.log(`  then migrated: ${result.migrated.join(', ')}`);
    for (const aside of result.movedAside) console.log(`  moved aside: ${aside}`);
  }
  for (const warning of result.warnings) console.warn(`  warning: ${warning}`);
} catch (error) {
  console.error(
    `${error instanceof RestoreRefused ? 'restore refused' : 'restore failed'}: ${(error as Error).message}`,
  );
  process.exit(1);
}
