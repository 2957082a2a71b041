import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { x as extractTar } from 'tar';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { slipSchema } from '@/lib/schemas/payment';
import { createBackup } from '@/server/backup/backup';
import {
  type Installation,
  type Manifest,
  POSTGRES_ENTRY,
  SQLITE_ENTRY,
} from '@/server/backup/archive-format';
import { db, provider, sqliteFile } from '@/server/db';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { registrationExpiryService } from '@/server/services/registration-expiry-service';
import { buryUploads, sweepUploadTombstones } from '@/server/services/upload-release';
import { uploadRoot } from '@/server/services/upload-service';
import { createMember } from './helpers';
import { createRegistration } from './payment-fixtures';

/**
 * A released upload's file outlives its release by UPLOAD_DELETE_GRACE_HOURS
 * (upload-release.ts): a replaced slip gets a tombstone in the replacement's
 * transaction, the sweep deletes the file once the grace period has passed and
 * never one something still shows, and so a backup, whose database snapshot
 * comes before it copies the upload folder, finds every file the snapshot
 * names however many slips are replaced meanwhile (issue 36, finding 5).
 */

const run = promisify(execFile);
let shade = 0;
const png = () =>
  sharp({
    create: {
      width: 48,
      height: 32,
      channels: 3,
      background: { r: (shade += 11) % 256, g: 120, b: 60 },
    },
  })
    .png()
    .toBuffer();
const onDisk = (url: string) => existsSync(path.join(uploadRoot(), url.replace('/uploads/', '')));

let bankId: number;
beforeAll(async () => {
  bankId = (await db.bank.findFirstOrThrow({ where: { status: 1 } })).id;
});
afterEach(() => {
  delete process.env.PAYMENT_SLIP_MAX_PENDING;
  delete process.env.UPLOAD_DELETE_GRACE_HOURS;
});

async function sendSlip(
  memberId: number,
  registration: { id: number; totalAmountSatang: number },
  image?: string,
) {
  const input = slipSchema.parse({
    register_id: registration.id,
    bank_id: bankId,
    transfer_date: new Date(Date.now() - 3_600_000).toISOString(),
    amount: registration.totalAmountSatang / 100,
    image: image ?? `data:image/png;base64,${(await png()).toString('base64')}`,
  });
  return (await bankPaymentService(db).submitSlip(memberId, input)).imageUrl;
}

const tombstoneOf = (url: string) => db.uploadTombstone.findUnique({ where: { path: url } });

describe('a replaced slip', () => {
  it('keeps its file on disk with a tombstone (its uploads row goes, so the URL answers 404 at once); the sweep deletes it once the grace period has passed', async () => {
    const member = await createMember();
    const r = await createRegistration(member.id, { paymentMethodId: 2 });
    const first = await sendSlip(member.id, r);
    const second = await sendSlip(member.id, r);

    expect(onDisk(first)).toBe(true);
    expect(await tombstoneOf(first)).not.toBeNull();
    expect(await db.upload.count({ where: { path: first } })).toBe(0);
    expect(await tombstoneOf(second)).toBeNull();

    // Within the grace period (24 hours by default) nothing goes.
    expect((await sweepUploadTombstones(db)).deleted).not.toContain(first);
    expect(onDisk(first)).toBe(true);
    const swept = await sweepUploadTombstones(db, { graceMs: 0 });
    expect(swept.deleted).toContain(first);
    expect(onDisk(first)).toBe(false);
    expect(await tombstoneOf(first)).toBeNull();
    expect(onDisk(second)).toBe(true);
  });

  it('the status run sweeps the files released more than UPLOAD_DELETE_GRACE_HOURS ago, and only those', async () => {
    process.env.UPLOAD_DELETE_GRACE_HOURS = '2';
    const member = await createMember();
    const r = await createRegistration(member.id, { paymentMethodId: 2 });
    const [old, recent] = [await sendSlip(member.id, r), await sendSlip(member.id, r)];
    await sendSlip(member.id, r);
    await db.uploadTombstone.update({
      where: { path: old },
      data: { createdAt: new Date(Date.now() - 2 * 3_600_000 - 60_000) },
    });
    await registrationExpiryService(db).run();
    expect([onDisk(old), onDisk(recent)]).toEqual([false, true]);
    expect(await tombstoneOf(old)).toBeNull();
    expect(await tombstoneOf(recent)).not.toBeNull();
  });

  it('the sweep never deletes a file something still shows, nor anything outside the stored uploads; a tombstone whose file is gone is just removed', async () => {
    const member = await createMember();
    const r = await createRegistration(member.id, { paymentMethodId: 2 });
    const live = await sendSlip(member.id, r);
    // A tombstone for the slip still pending (a release gone wrong, or a restore of an older archive).
    await buryUploads(db, [live]);
    const gone = `/uploads/2020/01/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.jpg`;
    const outside = path.join(path.dirname(uploadRoot()), 'not-an-upload.txt');
    mkdirSync(path.dirname(outside), { recursive: true });
    await writeFile(outside, 'keep me');
    await db.uploadTombstone.createMany({
      data: [{ path: gone }, { path: `/uploads/../${path.basename(outside)}` }],
    });

    const swept = await sweepUploadTombstones(db, { graceMs: 0 });
    expect(swept.deleted).not.toContain(live);
    expect(swept.kept).toContain(live);
    expect(onDisk(live)).toBe(true);
    expect(await db.upload.count({ where: { path: live } })).toBe(1);
    expect(swept.deleted).toContain(gone);
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
    expect(await db.uploadTombstone.count({ where: { path: { in: [live, gone] } } })).toBe(0);
    expect(await db.uploadTombstone.count({ where: { path: { contains: '..' } } })).toBe(0);
    await rm(outside, { force: true });
  });
});

/** The upload paths the archive's own database names. */
async function uploadPathsOfArchive(dir: string, manifest: Manifest): Promise<string[]> {
  if (manifest.database.provider === 'sqlite') {
    const copy = new Database(path.join(dir, SQLITE_ENTRY), { readonly: true });
    try {
      return (copy.prepare('SELECT path FROM uploads').all() as { path: string }[]).map(
        (r) => r.path,
      );
    } finally {
      copy.close();
    }
  }
  // The dump's rows of `uploads` as COPY text, without a database to restore into.
  const { stdout } = await run(
    'pg_restore',
    ['--data-only', '--table=uploads', '--file=-', path.join(dir, POSTGRES_ENTRY)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const lines = stdout.split('\n');
  const start = lines.findIndex((l) => /^COPY public\.uploads /.test(l));
  expect(start).toBeGreaterThanOrEqual(0);
  const column = lines[start]!.replace(/^.*?\((.*)\).*$/, '$1')
    .split(', ')
    .indexOf('path');
  const paths: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    paths.push(line.split('\t')[column]!);
  }
  return paths;
}

/** This file's installation for a backup: its database and uploads, secrets and archives in a folder `name` of its own. */
function installation(name: string): { base: string; where: Installation } {
  const base = path.join(path.dirname(uploadRoot()), name);
  return {
    base,
    where: {
      provider,
      databaseUrl: env.DATABASE_URL,
      sqliteFile: sqliteFile(env.DATABASE_URL),
      uploadDir: uploadRoot(),
      secretsDir: path.join(base, 'secrets'),
      backupDir: path.join(base, 'backups'),
    },
  };
}

describe('backups while slips are replaced', () => {
  it('every backup succeeds and holds every upload file its database names', async () => {
    process.env.PAYMENT_SLIP_MAX_PENDING = '100';
    const { base, where } = installation('backup-during-replacement');
    const member = await createMember();
    const registrations = [
      await createRegistration(member.id, { paymentMethodId: 2 }),
      await createRegistration(member.id, { paymentMethodId: 2 }),
    ];
    for (const r of registrations) await sendSlip(member.id, r);

    // Slips replaced one after another, as fast as they go, for as long as the backups run.
    // One image for all (each is stored under a name of its own): the loop spends its time replacing.
    const image = `data:image/png;base64,${(await png()).toString('base64')}`;
    let running = true;
    let replaced = 0;
    const replacing = (async () => {
      while (running && replaced < 190) {
        await sendSlip(member.id, registrations[replaced % 2]!, image);
        replaced += 1;
      }
    })();
    const outcomes: PromiseSettledResult<Awaited<ReturnType<typeof createBackup>>>[] = [];
    const replacedDuring: number[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const before = replaced;
        outcomes.push(
          await createBackup(() => {}, where).then(
            (value) => ({ status: 'fulfilled' as const, value }),
            (reason: unknown) => ({ status: 'rejected' as const, reason }),
          ),
        );
        replacedDuring.push(replaced - before);
      }
    } finally {
      running = false;
      await replacing;
    }

    // The loop really ran while each backup did.
    expect(
      replacedDuring.every((n) => n > 0),
      String(replacedDuring),
    ).toBe(true);
    const failures = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => String((o.reason as Error).message));
    expect(failures).toEqual([]);
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status !== 'fulfilled') continue;
      const { archive, manifest } = outcome.value;
      expect(manifest.uploads.missing, `backup ${i}`).toEqual([]);
      const dir = path.join(base, `extracted-${i}`);
      mkdirSync(dir, { recursive: true });
      await extractTar({ file: archive, cwd: dir });
      const named = (await uploadPathsOfArchive(dir, manifest)).filter((p) =>
        p.startsWith('/uploads/'),
      );
      expect(named.length, `backup ${i}`).toBeGreaterThan(0);
      const absent = named.filter((p) => !existsSync(path.join(dir, p.slice(1))));
      expect(absent, `backup ${i}: files its database names, not in the archive`).toEqual([]);
    }
    await rm(base, { recursive: true, force: true });
  });
});

describe('a file deleted by hand during a backup', () => {
  it('is named in a warning, listed as missing, and the backup goes on (gone before its checksum, or before the archive is written)', async () => {
    const { base, where } = installation('backup-file-vanishes');
    const member = await createMember();
    // One file goes as the checksums begin, the other as the archive is written.
    const gone = new Map<string, string>();
    for (const step of ['checksums of', 'writing ']) {
      const r = await createRegistration(member.id, { paymentMethodId: 2 });
      gone.set(step, (await sendSlip(member.id, r)).slice('/uploads/'.length));
    }
    const lines: string[] = [];
    const { manifest } = await createBackup((line) => {
      lines.push(line);
      for (const [step, relative] of gone)
        if (line.startsWith(step)) unlinkSync(path.join(uploadRoot(), relative));
    }, where);
    for (const relative of gone.values()) {
      expect(lines.filter((l) => l.includes(relative))).toEqual([
        `warning: uploads/${relative} vanished from the upload folder during the backup; archived without it`,
      ]);
      expect(manifest.uploads.missing).toContain(relative);
      expect(manifest.files.map((f) => f.path)).not.toContain(`uploads/${relative}`);
    }
    await rm(base, { recursive: true, force: true });
  });
});
