import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { create as createTar, extract } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, db } from '@/server/db';
import { createMembers, createTraining, receiptInput } from './fixtures';
import { call, type Server, startServer } from './servers';

/**
 * npm run backup against the running production build while members register and send
 * slips, then npm run restore into a fresh database, upload folder and secrets folder:
 * everything committed before the backup began is there (registrations whole, every slip's
 * file with the same bytes), a site started on the restored installation lets members log in
 * with their old passwords and serves their slips; and restore refuses a tampered archive, an
 * archive of an unknown migration and a target that is not empty. On the database of
 * DATABASE_URL (the suite runs it on SQLite and on PostgreSQL).
 */
const SOURCE_PORT = Number(process.env.BACKUP_TEST_PORT ?? 3851);
const RESTORED_PORT = SOURCE_PORT + 1;
/** Enough members for the burst to outlast the backup; it stops a few requests after the backup ends. */
const MEMBERS = 150;
const IN_FLIGHT = 6;
const BACKUP_AFTER = 12;
/** The key the archives are signed with (BACKUP_SIGNING_KEY), kept outside them. */
const SIGNING_KEY = 'backup-test-signing-key-0123456789abcdef';

const url = process.env.DATABASE_URL ?? 'file:./data/test-cluster.db';
const onPostgres = /^postgres(ql)?:\/\//.test(url);
const root = path.resolve('data/backup-test');
const source = {
  uploads: path.join(root, 'source/uploads'),
  secrets: path.join(root, 'source/secrets'),
};
const archives = path.join(root, 'archives');

/** A database URL of the same kind, for a restore target (PostgreSQL: another database on the same server). */
function targetUrl(suffix: string): string {
  if (!onPostgres) return `file:${path.join(root, suffix, 'app.db')}`;
  const target = new URL(url);
  target.pathname = `/${process.env.BACKUP_TEST_RESTORE_DB ?? `${target.pathname.slice(1)}_restored`}${suffix === 'restored' ? '' : `_${suffix}`}`;
  return target.toString();
}

async function dropPostgres(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name) || !name.includes('test'))
    throw new Error(`refusing to drop "${name}"`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

async function postgresTables(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const { rows } = await client.query<{ n: string }>(
    "SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname = 'public'",
  );
  await client.end();
  return Number(rows[0]!.n);
}

function installation(suffix: string) {
  return {
    DATABASE_URL: targetUrl(suffix),
    UPLOAD_DIR: path.join(root, suffix, 'uploads'),
    SECRETS_DIR: path.join(root, suffix, 'secrets'),
  };
}

/** An npm script as a process of its own, with the settings given (the secrets of files, never of the test's environment). */
function npmRun(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    delete childEnv.AUTH_SECRET;
    delete childEnv.ALTCHA_HMAC_KEY;
    const child = spawn('npm', ['run', '--silent', ...args], {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A copy of the archive with `change` applied to its unpacked files. */
async function alteredArchive(
  archive: string,
  name: string,
  change: (dir: string) => void,
): Promise<string> {
  const dir = path.join(root, `altered-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await extract({ file: archive, cwd: dir });
  change(dir);
  const out = path.join(archives, `altered-${name}.tar.gz`);
  await createTar({ gzip: true, file: out, cwd: dir, portable: true }, ['.']);
  return out;
}

describe('backup during a burst, restore into a fresh installation', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('finds every committed registration, slip and login in the restored site, and refuses archives or targets that do not fit', async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(archives, { recursive: true });
    if (onPostgres)
      for (const suffix of ['restored', 'tampered', 'future'])
        await dropPostgres(targetUrl(suffix));

    const training = await createTraining(10_000);
    const members = await createMembers(MEMBERS);
    const receipt = await receiptInput();
    const bank = await db.bank.findFirstOrThrow({ where: { status: 1 } });
    // Each member's slip is a picture of its own colour: distinct files, distinct checksums.
    const slips = await Promise.all(
      members.map((_, i) =>
        sharp({
          create: {
            width: 120,
            height: 160,
            channels: 3,
            background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 200 },
          },
        })
          .png()
          .toBuffer(),
      ),
    );

    const sourceServer = await startServer(SOURCE_PORT, {
      env: {
        UPLOAD_DIR: source.uploads,
        SECRETS_DIR: source.secrets,
        AUTH_SECRET: undefined,
        ALTCHA_HMAC_KEY: undefined,
      },
    });
    servers.push(sourceServer);
    // The secrets an installation makes on first use: the session signing key and the bot check's.
    expect((await fetch(`${sourceServer.url}/api/auth/member/session`)).status).toBe(200);
    expect((await fetch(`${sourceServer.url}/api/bot-check/challenge`)).status).toBe(200);

    interface Done {
      memberIndex: number;
      registerId: number;
      code: string;
      slipUrl: string;
      startedAt: number;
      answeredAt: number;
    }
    const done: Done[] = [];
    const failures: string[] = [];
    let next = 0;
    let backupStartedAt = Infinity;
    let backupEndedAt = Infinity;
    let backup: Promise<{ code: number | null; stdout: string; stderr: string }> | undefined;
    const worker = async () => {
      while (
        next < members.length &&
        done.filter((d) => d.startedAt > backupEndedAt).length < IN_FLIGHT
      ) {
        const i = next;
        next += 1;
        const startedAt = Date.now();
        const member = members[i]!;
        const registered = await call(sourceServer, 'POST', '/services/public_trainings/register', {
          token: member.token,
          body: { public_training_id: training.id, attendees: [], receipt, payment_method_id: 2 },
        });
        if (registered.status !== 200) {
          failures.push(`register ${i}: ${registered.status} ${JSON.stringify(registered.json)}`);
          continue;
        }
        const registerId = registered.json.register_id as number;
        const slip = await call(sourceServer, 'POST', '/member/payment_slip', {
          token: member.token,
          body: {
            register_id: registerId,
            image: `data:image/png;base64,${slips[i]!.toString('base64')}`,
            bank_id: bank.id,
            transfer_date: new Date().toISOString(),
            amount: Number(training.priceSatang) / 100,
          },
        });
        if (slip.status !== 200) {
          failures.push(`slip ${i}: ${slip.status} ${JSON.stringify(slip.json)}`);
          continue;
        }
        done.push({
          memberIndex: i,
          registerId,
          code: registered.json.register_code as string,
          slipUrl: slip.json.image_url as string,
          startedAt,
          answeredAt: Date.now(),
        });
        if (done.length === BACKUP_AFTER && !backup) {
          backupStartedAt = Date.now();
          backup = npmRun(['backup'], {
            DATABASE_URL: url,
            UPLOAD_DIR: source.uploads,
            SECRETS_DIR: source.secrets,
            BACKUP_DIR: archives,
            BACKUP_SIGNING_KEY: SIGNING_KEY,
          });
          void backup.then(() => (backupEndedAt = Date.now()));
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const backedUp = await backup!;
    expect(failures).toEqual([]);
    expect(backedUp.code, backedUp.stderr + backedUp.stdout).toBe(0);
    const archive = /backup written: (\S+)/.exec(backedUp.stdout)?.[1];
    expect(archive).toBeDefined();
    await sourceServer.stop();

    // The backup ran while the burst went on: registrations were answered while it ran and after it ended.
    const before = done.filter((d) => d.answeredAt <= backupStartedAt);
    const after = done.filter((d) => d.startedAt > backupEndedAt);
    expect(before.length).toBeGreaterThanOrEqual(BACKUP_AFTER);
    expect(
      done.filter((d) => d.answeredAt > backupStartedAt && d.startedAt < backupEndedAt).length,
    ).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);

    const target = installation('restored');
    const restored = await npmRun(['restore', '--', archive!], {
      ...target,
      BACKUP_SIGNING_KEY: SIGNING_KEY,
    });
    expect(restored.code, restored.stderr + restored.stdout).toBe(0);

    const restoredDb = createDb(target.DATABASE_URL);
    try {
      // Every registration answered before the backup began is there, whole, with its slip.
      const rows = await restoredDb.registration.findMany({
        where: { publicTrainingId: training.id },
        include: { attendees: true, histories: true, slips: true },
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const d of before) {
        const row = byId.get(d.registerId);
        expect(row, `registration ${d.code}`).toBeDefined();
        expect(row!.registerCode).toBe(d.code);
        expect(row!.attendees).toHaveLength(1);
        expect(row!.histories.length).toBeGreaterThanOrEqual(2);
        expect(row!.slips.map((s) => s.imageUrl)).toContain(d.slipUrl);
      }
      // Every slip of the restored database has its file, byte for byte the one the member sent.
      const slipRows = rows.flatMap((r) => r.slips);
      expect(slipRows.length).toBeGreaterThanOrEqual(before.length);
      for (const slip of slipRows) {
        const relative = slip.imageUrl.slice('/uploads/'.length);
        const restoredFile = path.join(target.UPLOAD_DIR, relative);
        expect(existsSync(restoredFile), slip.imageUrl).toBe(true);
        expect(sha256(readFileSync(restoredFile))).toBe(
          sha256(readFileSync(path.join(source.uploads, relative))),
        );
      }
      // A snapshot, not a later copy: what was sent after the backup ended is not in it.
      for (const d of after)
        expect(byId.has(d.registerId), `registration ${d.code} sent after the backup`).toBe(false);
    } finally {
      await restoredDb.$disconnect();
    }
    // The generated secrets came along.
    for (const name of ['auth-secret', 'altcha-secret']) {
      expect(readFileSync(path.join(target.SECRETS_DIR, name), 'utf8')).toBe(
        readFileSync(path.join(source.secrets, name), 'utf8'),
      );
    }

    // The restored site: members log in with their old passwords and see their slips.
    const restoredServer = await startServer(RESTORED_PORT, {
      env: { ...target, AUTH_SECRET: undefined, ALTCHA_HMAC_KEY: undefined },
    });
    servers.push(restoredServer);
    for (const d of before.slice(0, 3)) {
      const member = members[d.memberIndex]!;
      const login = await call(restoredServer, 'POST', '/login', {
        body: { email: member.email, password: 'secret123' },
      });
      expect(login.status, JSON.stringify(login.json)).toBe(200);
      const token = login.json.token as string;
      const me = await call(restoredServer, 'GET', '/member', { token });
      expect(me.json.email).toBe(member.email);
      const file = await fetch(`${restoredServer.url}${d.slipUrl}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.status).toBe(200);
      expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(
        sha256(readFileSync(path.join(source.uploads, d.slipUrl.slice('/uploads/'.length)))),
      );
    }
    const wrong = await call(restoredServer, 'POST', '/login', {
      body: { email: members[0]!.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    // Restored without --live: held (issue 36, finding 6), so it serves, and sends no e-mail.
    const ready = (await (await fetch(`${restoredServer.url}/api/ready`)).json()) as {
      checks: { outbox: { held?: string } };
    };
    expect(ready.checks.outbox.held).toMatch(/^held after restore/);
    await restoredServer.stop();

    // Refusals, each before anything is written (run side by side: they share nothing).
    const tampered = await alteredArchive(archive!, 'tampered', (dir) => {
      const slip = path.join(dir, before[0]!.slipUrl.replace(/^\//, ''));
      const bytes = readFileSync(slip);
      bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
      writeFileSync(slip, bytes);
    });
    const future = await alteredArchive(archive!, 'future', (dir) => {
      const file = path.join(dir, 'manifest.json');
      const m = JSON.parse(readFileSync(file, 'utf8')) as {
        database: { migrations: { name: string; checksum: string }[] };
      };
      m.database.migrations.push({
        name: '29991231000000_from_a_newer_version',
        checksum: 'f'.repeat(64),
      });
      writeFileSync(file, JSON.stringify(m));
    });
    // A tamperer who also recomputes the manifest's checksums: only the signature tells.
    const forged = await alteredArchive(archive!, 'forged', (dir) => {
      const relative = before[0]!.slipUrl.replace(/^\//, '');
      const slip = path.join(dir, relative);
      const bytes = readFileSync(slip);
      bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
      writeFileSync(slip, bytes);
      const file = path.join(dir, 'manifest.json');
      const m = JSON.parse(readFileSync(file, 'utf8')) as {
        files: { path: string; sha256: string }[];
      };
      m.files.find((f) => f.path === relative)!.sha256 = sha256(bytes);
      writeFileSync(file, JSON.stringify(m));
    });
    // An archive cut short in a copy.
    const truncated = path.join(archives, 'truncated.tar.gz');
    const whole = readFileSync(archive!);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const signed = { BACKUP_SIGNING_KEY: SIGNING_KEY };
    const truncatedTarget = installation('truncated');
    const tamperedTarget = installation('tampered');
    const futureTarget = installation('future');
    const forgedTarget = installation('forged');
    const [
      again,
      refusedTampered,
      refusedFuture,
      refusedForged,
      forgedUnchecked,
      verified,
      refusedTruncated,
    ] = await Promise.all([
      npmRun(['restore', '--', archive!], { ...target, ...signed }),
      npmRun(['restore', '--', tampered], { ...tamperedTarget, ...signed }),
      // Without the key, to reach the migration check (the changed manifest no longer matches its signature).
      npmRun(['restore', '--', future], futureTarget),
      npmRun(['restore', '--', forged], { ...forgedTarget, ...signed }),
      npmRun(['restore', '--', forged, '--verify-only'], installation('forged-unchecked')),
      npmRun(['restore', '--', archive!, '--verify-only'], {
        ...installation('verify'),
        ...signed,
      }),
      npmRun(['restore', '--', truncated], { ...truncatedTarget, ...signed }),
    ]);
    // Says what is wrong, and leaves no half-unpacked folder behind.
    expect(refusedTruncated.code).toBe(1);
    expect(refusedTruncated.stderr).toContain('the archive is damaged or incomplete');
    expect(refusedTruncated.stderr).not.toContain('ENOTEMPTY');
    expect(readdirSync(path.dirname(truncatedTarget.UPLOAD_DIR))).toEqual([]);
    expect(refusedForged.code).toBe(1);
    expect(refusedForged.stderr).toContain('signature mismatch');
    // What operations.md says plainly: without the key, checksums catch damage, not tampering.
    expect(forgedUnchecked.code, forgedUnchecked.stderr).toBe(0);
    expect(forgedUnchecked.stderr).toContain('not a tampered one');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('empty installation');
    expect(refusedTampered.code).toBe(1);
    expect(refusedTampered.stderr).toContain('checksum mismatch');
    expect(refusedFuture.code).toBe(1);
    expect(refusedFuture.stderr).toContain('29991231000000_from_a_newer_version');
    for (const t of [tamperedTarget, futureTarget, forgedTarget, truncatedTarget]) {
      expect(existsSync(t.UPLOAD_DIR)).toBe(false);
      expect(existsSync(path.join(t.SECRETS_DIR, 'auth-secret'))).toBe(false);
      if (onPostgres) expect(await postgresTables(t.DATABASE_URL)).toBeNull();
      else expect(existsSync(t.DATABASE_URL.slice('file:'.length))).toBe(false);
    }
    if (onPostgres) {
      // The runbook's role owns the database the superuser made for it and may create none:
      // restoring into a database not made yet says what to do.
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(
        "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'asc_restore_test') THEN CREATE ROLE asc_restore_test LOGIN NOCREATEDB; END IF; END $$",
      );
      await client.end();
      const asRole = new URL(targetUrl('norole'));
      asRole.username = 'asc_restore_test';
      const refusedRole = await npmRun(['restore', '--', archive!], {
        ...installation('norole'),
        DATABASE_URL: asRole.toString(),
        ...signed,
      });
      expect(refusedRole.code).toBe(1);
      expect(refusedRole.stderr).toContain(
        'asc_restore_test may not create databases: create it empty as the PostgreSQL superuser (createdb -O asc_restore_test',
      );
      expect(await postgresTables(targetUrl('norole'))).toBeNull();
    }
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toContain('archive verified');
    expect(verified.stdout).toContain('the manifest signed with BACKUP_SIGNING_KEY: valid');
  }, 240_000);
});
