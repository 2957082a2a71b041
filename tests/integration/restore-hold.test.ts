import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '@/server/backup/backup';
import { type Installation, installation } from '@/server/backup/archive-format';
import { releaseRestoreHold, restoreBackup } from '@/server/backup/restore';
import { createDb, type Db, db } from '@/server/db';
import { readiness } from '@/server/ops/readiness';
import { instanceHeartbeatService } from '@/server/services/instance-heartbeat-service';
import { enqueueMail, flushOutbox, queueMail } from '@/server/services/mail-outbox-service';
import { scheduledStatusRun } from '@/server/services/registration-expiry-service';
import { restoreHoldService } from '@/server/services/restore-hold-service';
import { startMailCatcher } from '../support/mail-catcher';
import { callerWith, createAdmin, sessionCookie } from './helpers';

/**
 * A restore drill writes to no member (issue 36, finding 6): a restored
 * installation starts held, so the e-mails its outbox held at the backup
 * (which the live site has sent since), and any mail queued on the copy,
 * stay in the outbox, and the scheduled status run does not run, until the
 * operator releases it (`npm run restore -- --live`); a restore with
 * `--live` starts live at once.
 */

const source = installation();
const scratch = path.join(
  inject('scratchDir'),
  `restore-hold-${process.pid}-${Date.now().toString(36)}`,
);
const pgDatabases: string[] = [];
const clients: Db[] = [];
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let archive: string;
const stamp = Date.now().toString(36);
const pendingTo = `restore-pending-${stamp}@example.test`;

/** A fresh installation to restore into: its own database (created by the restore on PostgreSQL), uploads and secrets. */
function target(name: string): Installation {
  const dir = path.join(scratch, name);
  let databaseUrl = `file:${path.join(dir, 'app.db')}`;
  if (source.provider === 'postgresql') {
    const url = new URL(source.databaseUrl!);
    const database = `${url.pathname.slice(1)}_${name}`;
    pgDatabases.push(database);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  return {
    provider: source.provider,
    databaseUrl,
    sqliteFile: path.join(dir, 'app.db'),
    uploadDir: path.join(dir, 'uploads'),
    secretsDir: path.join(dir, 'secrets'),
    backupDir: path.join(dir, 'backups'),
  };
}

function open(where: Installation): Db {
  const client = createDb(where.databaseUrl);
  clients.push(client);
  return client;
}

const sentTo = (to: string) => mail.messages.filter((m) => m.to.includes(to));

beforeAll(async () => {
  mkdirSync(scratch, { recursive: true });
  mail = await startMailCatcher(25_000 + Math.floor(Math.random() * 20_000));
  process.env.SMTP_URL = mail.url;
  // An e-mail queued on the live site and not yet sent when the backup is taken.
  await enqueueMail(db, { to: pendingTo, subject: 'Queued before the backup', text: 'hello' });
  // An instance of the live site: its heartbeat is in the archive (shared-settings.ts). Not
  // accepted, so that it refuses nothing here (this process's own readiness reads it too).
  const now = new Date();
  await instanceHeartbeatService(db).beat({
    instance: `live-site-${stamp}:1`,
    startedAt: now,
    seenAt: now,
    authSecret: '0'.repeat(16),
    botCheck: '0'.repeat(16),
    uploadFolder: null,
    accepted: false,
  });
  archive = (await createBackup(() => {}, { ...source, backupDir: path.join(scratch, 'backups') }))
    .archive;
});

afterAll(async () => {
  for (const client of clients) await client.$disconnect();
  delete process.env.SMTP_URL;
  await mail.close();
  if (pgDatabases.length > 0) {
    const admin = new URL(source.databaseUrl!);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    for (const name of pgDatabases)
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe('a restored installation', () => {
  it('is held: no e-mail goes and no scheduled job runs until the operator releases it', async () => {
    const where = target(`held_${stamp}`);
    const result = await restoreBackup(archive, {}, () => {}, where);
    expect(result.held).toBe(true);
    const restored = open(where);

    // The sender runs as on a started site: the e-mail from before the backup stays in the outbox,
    // and so does one a member's action queues on the held copy.
    const newTo = `restore-new-${stamp}@example.test`;
    await queueMail(restored, { to: newTo, subject: 'Queued on the copy', text: 'hello' });
    await flushOutbox(restored);
    expect(sentTo(pendingTo)).toEqual([]);
    expect(sentTo(newTo)).toEqual([]);
    const waiting = await restored.outboxEmail.findMany({
      where: { to: { in: [pendingTo, newTo] } },
      select: { to: true, sentAt: true, attempts: true },
    });
    expect(waiting).toHaveLength(2);
    expect(waiting.every((row) => row.sentAt === null && row.attempts === 0)).toBe(true);
    expect(await scheduledStatusRun(restored)).toBeNull();
    // The backed-up site's instances do not run on the restored database: none can refuse its own.
    expect(await restored.instanceHeartbeat.count()).toBe(0);
    expect(await restoreHoldService(restored).current()).toMatchObject({
      archive: path.basename(archive),
      backupCreatedAt: new Date(result.manifest.created_at),
    });

    // npm run restore -- --live
    expect(await releaseRestoreHold(where)).toMatchObject({ archive: path.basename(archive) });
    expect(await releaseRestoreHold(where)).toBeNull();
    await flushOutbox(restored);
    await mail.waitFor(pendingTo);
    await mail.waitFor(newTo);
    expect(
      await restored.outboxEmail.count({
        where: { to: { in: [pendingTo, newTo] }, sentAt: { not: null } },
      }),
    ).toBe(2);
    expect(await scheduledStatusRun(restored)).toMatchObject({ expired: expect.any(Number) });
  });

  it('restored with --live starts live at once', async () => {
    const where = target(`live_${stamp}`);
    const result = await restoreBackup(archive, { live: true }, () => {}, where);
    expect(result.held).toBe(false);
    const restored = open(where);
    expect(await restoreHoldService(restored).current()).toBeNull();
    const before = sentTo(pendingTo).length;
    await flushOutbox(restored);
    await expect.poll(() => sentTo(pendingTo).length).toBe(before + 1);
  });

  it('says so in the readiness report and on the System panel, and serves as usual', async () => {
    const admin = await createAdmin([]);
    const api = callerWith({ cookie: (await sessionCookie('admin', admin.id)).cookie });
    // This file's own database, held as a restore leaves it, then released.
    const hold = restoreHoldService(db);
    await hold.hold('asc-backup-drill.tar.gz', new Date('2026-12-01T02:00:00Z'));
    try {
      let report = await readiness();
      const deadline = Date.now() + 10_000;
      while (!report.checks.outbox?.held && Date.now() < deadline) report = await readiness();
      expect(report.checks.outbox?.held).toMatch(
        /^held after restore \(asc-backup-drill\.tar\.gz, since .*npm run restore -- --live$/,
      );
      expect(report.ready).toBe(true);
      expect((await api.admin.system()).held).toMatchObject({
        archive: 'asc-backup-drill.tar.gz',
        backupCreatedAt: new Date('2026-12-01T02:00:00Z'),
      });
    } finally {
      await hold.release();
    }
    expect((await api.admin.system()).held).toBeNull();
  });
});
