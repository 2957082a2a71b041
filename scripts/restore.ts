// npm run restore -- <archive> [--overwrite] [--verify-only] [--live]
// npm run restore -- --live
// Restores an archive of npm run backup into this installation (DATABASE_URL, UPLOAD_DIR,
// SECRETS_DIR of .env / the environment), which must be empty unless --overwrite; --verify-only
// checks the archive (checksums, migrations) and writes nothing. Stop the site before a restore.
// The restored installation is held (no e-mail goes, no scheduled job runs) unless --live; --live
// without an archive releases the hold of the installation restored here (docs/operations.md, 5).
// Exit code 0 on success, 1 when refused or failed (the message says why).
import { loadDotEnv } from './db-config.mjs';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const files = args.filter((a) => !a.startsWith('--'));
const unknown = [...flags].filter(
  (f) => f !== '--overwrite' && f !== '--verify-only' && f !== '--live',
);
const releaseOnly = files.length === 0 && flags.size === 1 && flags.has('--live');
if ((files.length !== 1 && !releaseOnly) || unknown.length > 0) {
  console.error(
    'usage: npm run restore -- <archive.tar.gz> [--overwrite] [--verify-only] [--live]\n' +
      '       npm run restore -- --live   (release the hold of the installation restored here)',
  );
  process.exit(2);
}

loadDotEnv();
const { releaseRestoreHold, restoreBackup, RestoreRefused } =
  await import('@/server/backup/restore');

if (releaseOnly) {
  try {
    const released = await releaseRestoreHold();
    console.log(
      released
        ? `live: the hold of the restore of ${released.archive} (held since ${released.heldAt.toISOString()}) is released; on every running instance, queued e-mail goes within 10 s and the scheduled status run at its next turn (REGISTRATION_STATUS_RUN_MINUTES)`
        : 'this installation was not held: nothing to release',
    );
    process.exit(0);
  } catch (error) {
    console.error(`release failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

try {
  const result = await restoreBackup(
    files[0]!,
    {
      overwrite: flags.has('--overwrite'),
      verifyOnly: flags.has('--verify-only'),
      live: flags.has('--live'),
    },
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
    if (result.held)
      console.log(
        '  HELD: no e-mail is sent and no scheduled job runs on this installation (a restore drill writes to no member); when this is the live site, run: npm run restore -- --live',
      );
  }
  for (const warning of result.warnings) console.warn(`  warning: ${warning}`);
} catch (error) {
  console.error(
    `${error instanceof RestoreRefused ? 'restore refused' : 'restore failed'}: ${(error as Error).message}`,
  );
  process.exit(1);
}
