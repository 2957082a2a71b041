import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it, vi } from 'vitest';
import { db } from '@/server/db';
import { readiness } from '@/server/ops/readiness';
import { createAdmin, rest, sessionCookie } from './helpers';

/**
 * An upload folder that takes no file (read-only, full, gone) is trouble for the doors that
 * store a file, not for the site (issue 36, finding 8): those answer 503 with a translated
 * message and store nothing; readiness says "degraded" and the instance stays in service.
 * (The suite runs as root, whom a read-only mode does not stop: a folder under a plain file
 * is one no one can write to.)
 */
describe('an upload folder that takes no file', () => {
  it('refuses storing files with a 503 that says so, stores nothing, and leaves the instance ready but degraded', async () => {
    const blocker = path.join(inject('scratchDir'), `not-a-folder-${process.pid}-${Date.now()}`);
    writeFileSync(blocker, 'a file where the upload folder should be');
    process.env.UPLOAD_DIR = path.join(blocker, 'uploads');

    const admin = await createAdmin(['access/news']);
    const { cookie } = await sessionCookie('admin', admin.id);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#2b6cb0' },
    })
      .png()
      .toBuffer();
    const uploadsBefore = await db.upload.count();
    for (const lang of ['en', 'th'] as const) {
      const form = new FormData();
      form.append('upload', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      const res = await rest('POST', '/admin/upload', {
        headers: { cookie: `${cookie}; i18next=${lang}` },
        body: form,
        lang,
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { message: string };
      expect(body.message).toBe(
        lang === 'en'
          ? 'Files cannot be stored right now; nothing was saved. Please try again later.'
          : 'ขณะนี้ระบบจัดเก็บไฟล์ไม่ได้ ยังไม่มีการบันทึกข้อมูล กรุณาลองใหม่ภายหลัง',
      );
    }
    expect(await db.upload.count()).toBe(uploadsBefore);

    // Readiness: the folder's check fails, the instance stays in service.
    const report = await vi.waitFor(
      async () => {
        const now = await readiness();
        expect(now.checks.uploads?.ok).toBe(false);
        return now;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(report.checks.uploads?.ok).toBe(false);
    expect(report.status).toBe('degraded');
    expect(report.ready).toBe(true);
  });
});
