import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { sendMail } from '@/server/mail/mailer';
import { uploadService } from '@/server/services/upload-service';
import { migrate } from '../../scripts/migrate.mjs';

/**
 * What the site writes to disk is its own user's alone, whatever the umask
 * (docs/security.md, "Files on disk"): uploads, the mail outbox's .eml files
 * (reset and claim links) and the SQLite database are 600 in folders created
 * 700, and the systemd units set UMask=0077.
 */
const mode = (file: string) => statSync(file).mode & 0o777;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f));

describe('files on disk', () => {
  let scratch: string;
  const saved = { umask: 0, outbox: process.env.MAIL_OUTBOX_DIR, uploads: process.env.UPLOAD_DIR };
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'private-files-'));
    // The usual default umask, which made every one of these 644 and 755.
    saved.umask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(saved.umask);
    for (const [key, value] of [
      ['MAIL_OUTBOX_DIR', saved.outbox],
      ['UPLOAD_DIR', saved.uploads],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    rmSync(scratch, { recursive: true, force: true });
  });

  it('writes the mail outbox 600 in a folder it creates 700', async () => {
    const outbox = path.join(scratch, 'outbox', 'mail');
    process.env.MAIL_OUTBOX_DIR = outbox;
    await sendMail({ to: 'someone@example.test', subject: 'Reset', text: 'a reset link' });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(mode(outbox).toString(8)).toBe('700');
    expect(mode(path.join(scratch, 'outbox')).toString(8)).toBe('700');
    expect(mode(path.join(outbox, files[0]!)).toString(8)).toBe('600');
  });

  it('writes uploads 600 in folders it creates 700', async () => {
    const uploads = path.join(scratch, 'uploads');
    process.env.UPLOAD_DIR = uploads;
    const admin = await db.adminUser.findFirstOrThrow();
    await uploadService(db).saveDocument(
      new TextEncoder().encode('%PDF-1.4\n% a course handout\n'),
      'handout.pdf',
      { realm: 'admin', id: admin.id },
    );
    const written = filesUnder(uploads);
    const files = written.filter((f) => statSync(f).isFile());
    expect(files).toHaveLength(1);
    for (const f of written)
      expect(`${path.relative(uploads, f)} ${mode(f).toString(8)}`).toBe(
        `${path.relative(uploads, f)} ${statSync(f).isFile() ? '600' : '700'}`,
      );
    expect(mode(uploads).toString(8)).toBe('700');
  });

  it('creates the SQLite database 600 in a folder 700, with its -wal and -shm', async () => {
    const file = path.join(scratch, 'db', 'app.db');
    await migrate(`file:${file}`);
    const made = filesUnder(path.dirname(file));
    expect(made.map((f) => path.basename(f)).sort()).toContain('app.db');
    for (const f of made) expect(`${path.basename(f)} ${mode(f).toString(8)}`).toMatch(/ 600$/);
    expect(mode(path.dirname(file)).toString(8)).toBe('700');
  }, 60_000);

  it('runs every systemd unit of the site with UMask=0077', () => {
    const dir = path.resolve('deploy/systemd');
    const services = readdirSync(dir).filter((f) => f.endsWith('.service'));
    expect(services.length).toBeGreaterThanOrEqual(2);
    for (const unit of services)
      expect(readFileSync(path.join(dir, unit), 'utf8'), unit).toMatch(/^UMask=0077$/m);
  });
});
