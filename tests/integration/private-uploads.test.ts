import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/uploads/[...path]/route';
import { db } from '@/server/db';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { uploadService } from '@/server/services/upload-service';
import { createAdmin, createMember, sessionCookie } from './helpers';
import { createRegistration } from './payment-fixtures';

/** GET /uploads/... through the route handler, as the browser's <img> asks for it (with its cookies, if any). */
async function fetchUpload(url: string, headers: Record<string, string> = {}) {
  const req = new Request(`http://localhost${url}`, { headers });
  const res = await GET(req, {
    params: Promise.resolve({ path: url.replace('/uploads/', '').split('/') }),
  });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    type: res.headers.get('content-type'),
    bytes: (await res.arrayBuffer()).byteLength,
  };
}

const png = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#dddddd' } })
    .png()
    .toBuffer();

describe('payment slips at /uploads/...', () => {
  let slipUrl: string;
  let owner: Awaited<ReturnType<typeof createMember>>;

  beforeAll(async () => {
    owner = await createMember();
    const registration = await createRegistration(owner.id, { paymentMethodId: 2 });
    const bank = await db.bank.findFirstOrThrow({ where: { status: 1 } });
    const slip = await bankPaymentService(db).submitSlip(owner.id, {
      register_id: registration.id,
      image: `data:image/png;base64,${(await png()).toString('base64')}`,
      bank_id: bank.id,
      bank_specify_text: null,
      transfer_date: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      amount: registration.totalAmountSatang / 100,
    });
    slipUrl = slip.imageUrl;
    expect(slipUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
  });

  it('answers 404 to a visitor without a session, as for a file that does not exist', async () => {
    const res = await fetchUpload(slipUrl);
    expect(res.status).toBe(404);
    expect(res.cacheControl).toBe('private, no-store');
    expect(await fetchUpload('/uploads/2026/01/00000000-0000-4000-8000-000000000000.jpg')).toEqual(
      res,
    );
  });

  it('answers 404 to another member and to staff without access/public_training_register', async () => {
    const other = await createMember();
    expect(
      (await fetchUpload(slipUrl, { cookie: (await sessionCookie('member', other.id)).cookie }))
        .status,
    ).toBe(404);
    const staff = await createAdmin(['access/news', 'access/member', 'access/user']);
    expect(
      (await fetchUpload(slipUrl, { cookie: (await sessionCookie('admin', staff.id)).cookie }))
        .status,
    ).toBe(404);
  });

  it('serves the slip to its member (cookie or bearer token), never into a shared cache', async () => {
    const { cookie, token } = await sessionCookie('member', owner.id);
    const byCookie = await fetchUpload(slipUrl, { cookie });
    expect(byCookie).toMatchObject({
      status: 200,
      cacheControl: 'private, no-store',
      type: 'image/jpeg',
    });
    expect(byCookie.bytes).toBeGreaterThan(100);
    expect(await fetchUpload(slipUrl, { authorization: `Bearer ${token}` })).toMatchObject({
      status: 200,
      cacheControl: 'private, no-store',
    });
  });

  it('serves the slip to staff who handle registrations', async () => {
    const staff = await createAdmin(['access/public_training_register']);
    expect(
      await fetchUpload(slipUrl, { cookie: (await sessionCookie('admin', staff.id)).cookie }),
    ).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
  });

  it('keeps a member upload that is neither slip nor avatar private to its uploader', async () => {
    const member = await createMember();
    const stray = await uploadService(db).saveImage(await png(), {
      owner: { realm: 'member', id: member.id },
    });
    expect((await fetchUpload(stray.url)).status).toBe(404);
    expect(
      (await fetchUpload(stray.url, { cookie: (await sessionCookie('member', member.id)).cookie }))
        .status,
    ).toBe(200);
  });
});

describe('public uploads at /uploads/...', () => {
  it('serves site images and member avatars to anyone, cached for good', async () => {
    const staff = await createAdmin([]);
    const content = await uploadService(db).saveImage(await png(), {
      owner: { realm: 'admin', id: staff.id },
    });
    expect(await fetchUpload(content.url)).toMatchObject({
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
      type: 'image/jpeg',
    });

    const member = await createMember();
    const avatar = await uploadService(db).saveImage(await png(), {
      owner: { realm: 'member', id: member.id },
    });
    await db.member.update({ where: { id: member.id }, data: { imageUrl: avatar.url } });
    expect(await fetchUpload(avatar.url)).toMatchObject({
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });
});
