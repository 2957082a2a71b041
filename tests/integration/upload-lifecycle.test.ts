import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/uploads/[...path]/route';
import { slipSchema } from '@/lib/schemas/payment';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { translateIfKey } from '@/server/i18n/translate';
import { adminRegistrationService } from '@/server/services/admin-registration-service';
import { authSessionService } from '@/server/services/auth-session-service';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { slipVerificationService } from '@/server/services/slip-verification-service';
import { sweepUploadTombstones } from '@/server/services/upload-release';
import { uploadRoot } from '@/server/services/upload-service';
import { callerWith, codeOf, createAdmin, createMember, rest, sessionCookie } from './helpers';
import { createRegistration } from './payment-fixtures';

/**
 * Uploads do not pile up (upload-release.ts): the admin image upload needs a
 * content permission, an admin's avatar replaces the last, a registration
 * waits on at most 5 slips, and replaced or deleted files answer 404 at once
 * and leave the disk after the grace period (the sweep), unless something
 * else still shows them.
 */

let k = 0;
const png = (shade = 100) =>
  sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: { r: shade, g: (k += 7) % 256, b: 90 },
    },
  })
    .png()
    .toBuffer();
const onDisk = (url: string) => existsSync(path.join(uploadRoot(), url.replace('/uploads/', '')));
/** What is left of an upload once the grace period of released files has passed (the sweep with none). */
const stored = async (url: string) => {
  await sweepUploadTombstones(db, { graceMs: 0 });
  return { row: (await db.upload.count({ where: { path: url } })) > 0, file: onDisk(url) };
};

async function fetchUpload(url: string, headers: Record<string, string> = {}) {
  const res = await GET(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ path: url.replace('/uploads/', '').split('/') }),
  });
  return res.status;
}

function form(bytes: Buffer) {
  const body = new FormData();
  body.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  return body;
}

describe('the admin image upload needs a content permission', () => {
  it('an admin holding only access/report (or registrations, users, roles) cannot upload; a content editor can', async () => {
    for (const granted of [
      ['access/report'],
      ['access/public_training_register', 'access/user', 'access/role', 'access/contact_message'],
      [],
    ]) {
      const admin = await createAdmin(granted);
      const { token, cookie } = await sessionCookie('admin', admin.id);
      const before = await db.upload.count();
      const res = await rest('POST', '/admin/upload', { token, body: form(await png()) });
      expect(res.status, granted.join()).toBe(403);
      expect(
        await codeOf(
          callerWith({ cookie }).admin.account.uploadImage({ bytes: new Uint8Array(await png()) }),
        ),
      ).toBe('FORBIDDEN');
      expect(await db.upload.count()).toBe(before);
    }
    for (const permission of ['access/news', 'access/banner', 'access/member', 'access/page']) {
      const editor = await createAdmin([permission]);
      const res = await rest('POST', '/admin/upload', {
        token: (await sessionCookie('admin', editor.id)).token,
        body: form(await png()),
      });
      expect(res.status, permission).toBe(200);
      expect(await stored(((await res.json()) as { url: string }).url)).toEqual({
        row: true,
        file: true,
      });
    }
  });

  it('any admin sets their own avatar through its own door; each replaces and deletes the last', async () => {
    const admin = await createAdmin(['access/report']);
    const { token, cookie } = await sessionCookie('admin', admin.id);
    const first = (await (
      await rest('POST', '/admin/users/profile/avatar', { token, body: form(await png(10)) })
    ).json()) as { url: string };
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).imageUrl).toBe(
      first.url,
    );
    const second = await callerWith({ cookie }).admin.account.uploadAvatar({
      bytes: new Uint8Array(await png(20)),
    });
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } })).imageUrl).toBe(
      second.url,
    );
    expect(await stored(first.url)).toEqual({ row: false, file: false });
    expect(await fetchUpload(first.url)).toBe(404);
    expect(await fetchUpload(second.url)).toBe(200);
    // Removing it from the profile deletes it too.
    const me = await callerWith({ cookie }).admin.user();
    await callerWith({ cookie }).admin.account.updateProfile({
      firstname: me.firstname,
      lastname: me.lastname,
      email: me.email,
      image_url: null,
    });
    expect(await stored(second.url)).toEqual({ row: false, file: false });
  });
});

describe('payment slips', () => {
  let bankId: number;
  beforeAll(async () => {
    bankId = (await db.bank.findFirstOrThrow({ where: { status: 1 } })).id;
  });
  afterEach(() => {
    delete process.env.PAYMENT_SLIP_MAX_PENDING;
  });
  const slip = async (registerId: number, amount: number) =>
    slipSchema.parse({
      register_id: registerId,
      bank_id: bankId,
      transfer_date: new Date(Date.now() - 3_600_000).toISOString(),
      amount,
      image: `data:image/png;base64,${(await png()).toString('base64')}`,
    });

  it('a replaced slip leaves the disk and answers 404 to its member and to staff; the record of it stays', async () => {
    const member = await createMember();
    const r = await createRegistration(member.id, { paymentMethodId: 2 });
    const first = await bankPaymentService(db).submitSlip(
      member.id,
      await slip(r.id, r.totalAmountSatang / 100),
    );
    const memberCookie = (await sessionCookie('member', member.id)).cookie;
    const staff = await createAdmin(['access/public_training_register']);
    const staffCookie = (await sessionCookie('admin', staff.id)).cookie;
    expect(await fetchUpload(first.imageUrl, { cookie: memberCookie })).toBe(200);
    const second = await bankPaymentService(db).submitSlip(
      member.id,
      await slip(r.id, r.totalAmountSatang / 100),
    );
    expect(await stored(first.imageUrl)).toEqual({ row: false, file: false });
    expect(await fetchUpload(first.imageUrl, { cookie: memberCookie })).toBe(404);
    expect(await fetchUpload(first.imageUrl, { cookie: staffCookie })).toBe(404);
    expect(await fetchUpload(second.imageUrl, { cookie: staffCookie })).toBe(200);
    const detail = await adminRegistrationService(db).detail(r.id, 'en');
    expect(detail.slips.map((s) => [s.status, s.imageUrl])).toEqual([
      ['pending', second.imageUrl],
      ['replaced', null],
    ]);
    const history = await adminRegistrationService(db).histories(r.id, 'en');
    expect(history.map((h) => h.paymentSlipImage).filter(Boolean)).toEqual([second.imageUrl]);
    // A rejected slip is evidence: kept.
    await slipVerificationService(db).reject(r.id, staff.id, 'Blurred');
    expect(await stored(second.imageUrl)).toEqual({ row: true, file: true });
  });

  it('refuses the 6th slip awaiting verification (409, translated, both doors) before storing it; staff deciding opens it again', async () => {
    const member = await createMember();
    const r = await createRegistration(member.id, { paymentMethodId: 2 });
    const amount = r.totalAmountSatang / 100;
    const urls: string[] = [];
    for (let i = 0; i < 5; i += 1)
      urls.push(
        (await bankPaymentService(db).submitSlip(member.id, await slip(r.id, amount))).imageUrl,
      );
    // Only the last of the five is still on disk, once the replaced ones are swept.
    await sweepUploadTombstones(db, { graceMs: 0 });
    expect(await Promise.all(urls.map(onDisk))).toEqual([false, false, false, false, true]);
    const uploadsBefore = await db.upload.count();
    const refused = await bankPaymentService(db)
      .submitSlip(member.id, await slip(r.id, amount))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'payment.errors.too_many_slips',
      field: 'image',
      params: { max: 5 },
    });
    const { token } = await sessionCookie('member', member.id);
    for (const lang of ['en', 'th'] as const) {
      const res = await rest('PUT', `/member/payment_slip/${r.id}`, {
        token,
        lang,
        body: {
          bank_id: bankId,
          transfer_date: new Date(Date.now() - 3_600_000).toISOString(),
          amount,
          image: `data:image/png;base64,${(await png()).toString('base64')}`,
        },
      });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { message: string; error: string };
      expect(body).toEqual(
        expect.objectContaining({
          field: 'image',
          message: translateIfKey(lang, 'payment.errors.too_many_slips', { max: 5 }),
        }),
      );
    }
    expect(translateIfKey('en', 'payment.errors.too_many_slips', { max: 5 })).toMatch(
      /^You have sent 5 slips/,
    );
    expect(await db.upload.count()).toBe(uploadsBefore);
    expect(await db.paymentSlip.count({ where: { registrationId: r.id } })).toBe(5);
    // Staff reject the last: the member may send again (five more).
    const staff = await createAdmin(['access/public_training_register']);
    await slipVerificationService(db).reject(r.id, staff.id, 'Wrong amount');
    await bankPaymentService(db).submitSlip(member.id, await slip(r.id, amount));
  });

  it('many slips at once stay within the limit, and the refused ones leave no file behind', async () => {
    process.env.PAYMENT_SLIP_MAX_PENDING = '3';
    const member = await createMember();
    const r = await createRegistration(member.id, { paymentMethodId: 2 });
    const amount = r.totalAmountSatang / 100;
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, async () =>
        bankPaymentService(db).submitSlip(member.id, await slip(r.id, amount)),
      ),
    );
    const refused = results.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
    expect(
      refused
        .map((x) => (x.reason as AppError).messageKey)
        .filter((m) => m !== 'payment.errors.too_many_slips'),
    ).toEqual([]);
    expect(await db.paymentSlip.count({ where: { registrationId: r.id } })).toBe(3);
    // Every upload of this member is the one slip still pending.
    const mine = await db.upload.findMany({ where: { ownerRealm: 'member', ownerId: member.id } });
    const pending = await db.paymentSlip.findFirstOrThrow({
      where: { registrationId: r.id, status: 'pending' },
    });
    expect(mine.map((u) => u.path)).toEqual([pending.imageUrl]);
  });

  it('deleting registrations (staff) or a member deletes their slip files and the avatar', async () => {
    const member = await createMember();
    const r1 = await createRegistration(member.id, { paymentMethodId: 2 });
    const r2 = await createRegistration(member.id, { paymentMethodId: 2 });
    const s1 = await bankPaymentService(db).submitSlip(
      member.id,
      await slip(r1.id, r1.totalAmountSatang / 100),
    );
    const s2 = await bankPaymentService(db).submitSlip(
      member.id,
      await slip(r2.id, r2.totalAmountSatang / 100),
    );
    // Back to awaiting transfer (a registration with a slip awaiting verification may not be deleted).
    await db.registration.updateMany({
      where: { id: { in: [r1.id, r2.id] } },
      data: { registerStatusId: 3 },
    });
    const staff = await createAdmin(['access/public_training_register', 'access/member']);
    const api = callerWith({ cookie: (await sessionCookie('admin', staff.id)).cookie });
    await api.admin.registrations.delete({ ids: [r1.id] });
    expect(await stored(s1.imageUrl)).toEqual({ row: false, file: false });
    expect(await stored(s2.imageUrl)).toEqual({ row: true, file: true });

    const avatar = await callerWith({
      cookie: (await sessionCookie('member', member.id)).cookie,
    }).member.account.updateAvatar({
      image: `data:image/png;base64,${(await png()).toString('base64')}`,
    });
    await api.admin.members.delete({ ids: [member.id] });
    expect(await stored(s2.imageUrl)).toEqual({ row: false, file: false });
    expect(await stored(avatar.image_url)).toEqual({ row: false, file: false });
  });

  it('a member replacing their avatar deletes the last one', async () => {
    const member = await createMember();
    const api = callerWith({ cookie: (await sessionCookie('member', member.id)).cookie });
    const first = await api.member.account.updateAvatar({
      image: `data:image/png;base64,${(await png()).toString('base64')}`,
    });
    const second = await api.member.account.updateAvatar({
      image: `data:image/png;base64,${(await png()).toString('base64')}`,
    });
    expect(await stored(first.image_url)).toEqual({ row: false, file: false });
    expect(await stored(second.image_url)).toEqual({ row: true, file: true });
  });
});

describe('content images', () => {
  let api: ReturnType<typeof callerWith>;
  let token: string;
  let categoryId: number;
  beforeAll(async () => {
    const editor = await createAdmin(['access/news', 'access/news_category', 'access/portfolio']);
    const session = await sessionCookie('admin', editor.id);
    api = callerWith({ cookie: `${session.cookie}; i18next=en` });
    token = (await authSessionService(db).issue('admin', editor.id, false, 'api')).token;
    categoryId = (await api.admin.newsCategories.options())[0]!.value;
  });
  const upload = async () =>
    (
      (await (await rest('POST', '/admin/upload', { token, body: form(await png()) })).json()) as {
        url: string;
      }
    ).url;

  it('a content image is a media library item: replacing it or deleting its item keeps it until staff delete it in the library, which is refused while anything shows it', async () => {
    const [shared, replacement, inText, own] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    const news = await api.admin.news.create({
      news_category_id: categoryId,
      published_at: '2026-11-01 09:30',
      status: '1',
      lang: {
        th: {
          name: 'ข่าวรูป',
          image_url: shared,
          body: `<p>ภาพ</p><p><img src="${inText}" alt=""></p>`,
        },
        en: { name: 'Picture news', image_url: own },
      },
    });
    const id = news.news_id;
    const portfolio = await api.admin.portfolios.create({
      published_at: '2026-11-01 09:30',
      status: '1',
      lang: { th: { name: 'ผลงานรูปเดียวกัน', image_url: shared } },
    });

    // The Thai image replaced: still shown by the portfolio, so kept.
    await api.admin.news.update({
      id,
      news_category_id: categoryId,
      published_at: news.published_at,
      lang: {
        th: { name: 'ข่าวรูป', image_url: replacement, body: `<p><img src="${inText}" alt=""></p>` },
        en: { name: 'Picture news', image_url: own },
      },
    });
    expect(await stored(shared)).toEqual({ row: true, file: true });
    expect(await stored(inText)).toEqual({ row: true, file: true });
    // The English row dropped: its own image goes.
    await api.admin.news.update({
      id,
      news_category_id: categoryId,
      published_at: news.published_at,
      lang: {
        th: { name: 'ข่าวรูป', image_url: replacement, body: `<p><img src="${inText}" alt=""></p>` },
      },
    });
    // Let go of, but in the library (docs/policies/media-library.md): kept for reuse.
    expect(await stored(own)).toEqual({ row: true, file: true });
    expect(await fetchUpload(own)).toBe(200);

    await api.admin.news.delete({ ids: [id] });
    expect(await stored(replacement)).toEqual({ row: true, file: true });
    expect(await stored(inText)).toEqual({ row: true, file: true });
    expect(await stored(shared)).toEqual({ row: true, file: true });
    const item = async (url: string) => db.mediaItem.findUniqueOrThrow({ where: { path: url } });
    // Still shown by the portfolio: the library refuses.
    expect(await codeOf(api.admin.media.delete({ id: (await item(shared)).id }))).toBe('CONFLICT');
    await api.admin.portfolios.delete({ ids: [portfolio.portfolio_id] });
    for (const url of [shared, replacement, inText, own]) {
      await api.admin.media.delete({ id: (await item(url)).id });
      expect(await stored(url)).toEqual({ row: false, file: false });
    }
  });
});
