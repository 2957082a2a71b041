import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_PATTERN, archiveName, libpqConnection } from '@/server/backup/archive-format';
import { applyRetention } from '@/server/backup/backup';

describe('backup archives', () => {
  it('are named so that their names sort by age, and match the pattern retention looks for', () => {
    const name = archiveName('postgresql', new Date('2026-11-26T02:30:05Z'), 'a1b2c3');
    expect(name).toBe('asc-backup-postgresql-20261126-023005-a1b2c3.tar.gz');
    expect(ARCHIVE_PATTERN.test(name)).toBe(true);
    expect(ARCHIVE_PATTERN.test('asc-backup-sqlite-20261126-023005-a1b2c3.tar.gz.partial')).toBe(
      false,
    );
  });

  it('keep the newest BACKUP_KEEP archives and never touch other files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'asc-retention-'));
    const days = ['20261120', '20261121', '20261122', '20261123', '20261124'];
    for (const [i, day] of days.entries())
      writeFileSync(
        path.join(
          dir,
          `asc-backup-${i % 2 ? 'sqlite' : 'postgresql'}-${day}-023000-00000${i}.tar.gz`,
        ),
        'x',
      );
    for (const other of [
      'notes.txt',
      'asc-backup-sqlite-20200101-000000-000000.tar.gz.partial',
      '.asc-backup-sqlite-20261125-023000-abcdef.tar.gz.partial',
    ])
      writeFileSync(path.join(dir, other), 'x');
    const deleted = await applyRetention(dir, 2);
    expect(deleted.map((n) => /-(\d{8})-/.exec(n)?.[1])).toEqual([
      '20261120',
      '20261121',
      '20261122',
    ]);
    expect(readdirSync(dir).sort()).toEqual(
      [
        '.asc-backup-sqlite-20261125-023000-abcdef.tar.gz.partial',
        'asc-backup-postgresql-20261124-023000-000004.tar.gz',
        'asc-backup-sqlite-20200101-000000-000000.tar.gz.partial',
        'asc-backup-sqlite-20261123-023000-000003.tar.gz',
        'notes.txt',
      ].sort(),
    );
  });

  it('hand pg_dump a connection without its password (that goes in PGPASSWORD) nor parameters libpq does not know', () => {
    const { url, env } = libpqConnection(
      'postgresql://asc:s%40cret@db.example:5432/asc?schema=public&connection_limit=5&sslmode=require',
    );
    expect(url).toBe('postgresql://asc@db.example:5432/asc?sslmode=require');
    expect(env).toEqual({ PGPASSWORD: 's@cret' });
    expect(libpqConnection('postgresql://postgres@127.0.0.1:5432/asc').env).toEqual({});
  });
});
