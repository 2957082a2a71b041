import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { sweepUploadTombstones } from '@/server/services/upload-release';
import { uploadRoot } from '@/server/services/upload-service';
import { callerWith, codeOf, createAdmin, rest, sessionCookie } from './helpers';

/**
 * The media library (docs/policies/media-library.md): every content upload
 * joins it, staff find items by name and alt text, edit the alt text, see
 * where each is used, and delete only what nothing shows.
 */

let shade = 0;
const png = (width = 64, height = 48) =>
  sharp({
    create: { width, height, channels: 3, background: { r: (shade += 37) % 256, g: 80, b: 120 } },
  })
    .png()
    .toBuffer();
const onDisk = (url: string) => existsSync(path.join(uploadRoot(), url.replace('/uploads/', '')));

const stamp = Date.now().toString(36);
let token: string;
let api: ReturnType<typeof callerWith>;
let editorId: number;
let categoryId: number;

async function upload(name: string, size?: [number, number]) {
  const body = new FormData();
  body.append(
    'upload',
    new Blob([new Uint8Array(await png(...(size ?? [])))], { type: 'image/png' }),
    name,
  );
  const res = await rest('POST', '/admin/upload', { token, body });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return db.mediaItem.findUniqueOrThrow({ where: { path: url } });
}

beforeAll(async () => {
  const editor = await createAdmin(['access/news', 'access/news_category']);
  editorId = editor.id;
  const session = await sessionCookie('admin', editor.id);
  api = callerWith({ cookie: `${session.cookie}; i18next=en` });
  token = (await authSessionService(db).issue('admin', editor.id, false, 'api')).token;
  categoryId = (await api.admin.newsCategories.options())[0]!.value;
});

describe('the media library', () => {
  it('registers each content image uploaded, with its file name, size, dimensions and uploader', async () => {
    const item = await upload(`sunset-${stamp}.png`, [120, 80]);
    expect(item).toMatchObject({
      kind: 'image',
      name: `sunset-${stamp}.png`,
      mimeType: 'image/jpeg',
      width: 120,
      height: 80,
      altTh: '',
      altEn: '',
      createdById: editorId,
    });
    expect(item.sizeBytes).toBeGreaterThan(0);
    expect(onDisk(item.path)).toBe(true);
  });

  it('lists newest first, pages, and finds items by file name or alt text (case ignored); the REST list has the spec list shape', async () => {
    const a = await upload(`harbour-${stamp}-a.png`);
    const b = await upload(`harbour-${stamp}-b.png`);
    const c = await upload(`other-${stamp}.png`);
    await api.admin.media.updateAlt({
      id: c.id,
      alt_th: 'ท่าเรือยามเย็น',
      alt_en: `HARBOUR ${stamp} at dusk`,
    });

    const found = await api.admin.media.list({ search: `harbour-${stamp}`, page: 1, per_page: 24 });
    expect(found.items.map((i) => i.id)).toEqual([b.id, a.id]);
    const byAlt = await api.admin.media.list({ search: `harbour ${stamp}`, page: 1, per_page: 24 });
    expect(byAlt.items.map((i) => i.id)).toEqual([c.id]);
    const thai = await api.admin.media.list({ search: 'ท่าเรือยามเย็น', page: 1, per_page: 24 });
    expect(thai.items.map((i) => i.id)).toContain(c.id);

    const res = await rest('GET', `/admin/media?search=${stamp}&per_page=2&page=2`, { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: Record<string, unknown>[];
      total: number;
      page: number;
      per_page: number;
      last_page: number;
    };
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect({ page: body.page, per_page: body.per_page }).toEqual({ page: 2, per_page: 2 });
    expect(body.last_page).toBe(Math.ceil(body.total / 2));
    expect(body.data.length).toBeGreaterThan(0);
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      [
        'id',
        'url',
        'kind',
        'name',
        'mime_type',
        'size_bytes',
        'width',
        'height',
        'alt_th',
        'alt_en',
        'created_by',
        'created_at',
      ].sort(),
    );

    // The images of this test are no documents (another test of this file adds a document with the same stamp).
    const docs = await rest('GET', `/admin/media?search=harbour-${stamp}&kind=document`, {
      token,
    });
    expect(((await docs.json()) as { total: number }).total).toBe(0);
    const bad = await rest('GET', '/admin/media?per_page=1000', { token });
    expect(bad.status).toBe(400);
  });

  it('saves the alt text in both languages, refusing one over 250 characters with a translated message on its field', async () => {
    const item = await upload(`alt-${stamp}.png`);
    expect(
      await codeOf(api.admin.media.updateAlt({ id: item.id, alt_th: 'ก'.repeat(251), alt_en: '' })),
    ).toBe('BAD_REQUEST');
    const res = await rest('PUT', `/admin/media/${item.id}`, {
      token,
      body: { alt_th: 'ok', alt_en: 'x'.repeat(251) },
    });
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as { errors: Record<string, string[]> };
    expect(refusal.errors.alt_en).toEqual(['At most 250 characters']);

    const ok = await rest('PUT', `/admin/media/${item.id}`, {
      token,
      body: { alt_th: ' ภาพทดสอบ ', alt_en: 'A test picture' },
    });
    expect(ok.status).toBe(200);
    expect(await db.mediaItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      altTh: 'ภาพทดสอบ',
      altEn: 'A test picture',
    });
    expect(
      await codeOf(api.admin.media.updateAlt({ id: 2_000_000_000, alt_th: '', alt_en: '' })),
    ).toBe('NOT_FOUND');
  });

  it('tells where an item is used, refuses to delete it then (409 naming the item, both doors), and deletes it with its file once unused', async () => {
    const main = await upload(`main-${stamp}.png`);
    const inline = await upload(`inline-${stamp}.png`);
    const news = await api.admin.news.create({
      news_category_id: categoryId,
      published_at: '2026-11-01 09:30',
      status: '1',
      lang: {
        th: { name: `ข่าวคลัง ${stamp}`, image_url: main.path },
        en: {
          name: `Library news ${stamp}`,
          body: `<p>Look</p><p><img src="${inline.path}" alt=""></p>`,
        },
      },
    });

    const detail = await api.admin.media.get({ id: main.id });
    expect(detail.uses).toEqual([
      {
        entity: 'news',
        entity_id: news.news_id,
        entity_label: 'News',
        label: `Library news ${stamp}`,
        field: expect.any(String),
        lang: 'th',
        href: `/admin/news/form?news_id=${news.news_id}`,
      },
    ]);
    const inText = await api.admin.media.get({ id: inline.id });
    expect(inText.uses).toMatchObject([{ entity: 'news', entity_id: news.news_id, lang: 'en' }]);

    const refused = await rest('DELETE', `/admin/media/${main.id}`, { token });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; message: string };
    expect(body.message).toContain(`Library news ${stamp}`);
    expect(body.error).toBe(body.message);
    const thai = await rest('DELETE', `/admin/media/${inline.id}`, { token, lang: 'th' });
    expect(thai.status).toBe(409);
    expect(((await thai.json()) as { message: string }).message).toMatch(/ลบไฟล์นี้ไม่ได้/);
    expect(await codeOf(api.admin.media.delete({ id: main.id }))).toBe('CONFLICT');
    expect(onDisk(main.path)).toBe(true);

    await api.admin.news.delete({ ids: [news.news_id] });
    // Let go of by the news, the files stay in the library until deleted there.
    expect(onDisk(main.path)).toBe(true);
    expect((await api.admin.media.get({ id: main.id })).uses).toEqual([]);
    const deleted = await rest('DELETE', `/admin/media/${main.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: 1 });
    expect(await api.admin.media.delete({ id: inline.id })).toEqual({ deleted: 1 });
    // The files stay for the grace period (a backup under way may copy them), then the sweep takes them.
    for (const item of [main, inline]) expect(onDisk(item.path)).toBe(true);
    await sweepUploadTombstones(db, { graceMs: 0 });
    for (const item of [main, inline]) {
      expect(onDisk(item.path)).toBe(false);
      expect(await db.upload.count({ where: { path: item.path } })).toBe(0);
      expect(await db.mediaItem.count({ where: { id: item.id } })).toBe(0);
    }
    expect(await codeOf(api.admin.media.get({ id: main.id }))).toBe('NOT_FOUND');
  });

  it('is refused to staff without a content permission (both doors), and to members and guests', async () => {
    const item = await upload(`guarded-${stamp}.png`);
    const outsider = await createAdmin(['access/report', 'access/public_training_register']);
    const session = await sessionCookie('admin', outsider.id);
    const caller = callerWith({ cookie: session.cookie });
    expect(await codeOf(caller.admin.media.list({ page: 1, per_page: 24, search: '' }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(caller.admin.media.get({ id: item.id }))).toBe('FORBIDDEN');
    expect(
      await codeOf(caller.admin.media.updateAlt({ id: item.id, alt_th: 'x', alt_en: '' })),
    ).toBe('FORBIDDEN');
    expect(await codeOf(caller.admin.media.delete({ id: item.id }))).toBe('FORBIDDEN');
    for (const [method, url, body] of [
      ['GET', '/admin/media', undefined],
      ['GET', `/admin/media/${item.id}`, undefined],
      ['PUT', `/admin/media/${item.id}`, { alt_th: 'x', alt_en: '' }],
      ['DELETE', `/admin/media/${item.id}`, undefined],
    ] as const) {
      expect((await rest(method, url, { token: session.token, body })).status, url).toBe(403);
      expect((await rest(method, url, { body })).status, url).toBe(401);
    }
    expect(await db.mediaItem.count({ where: { id: item.id, altTh: '' } })).toBe(1);
    // Any content permission will do (a banner editor reuses the news' pictures).
    const banners = await createAdmin(['access/banner']);
    const bannerCaller = callerWith({ cookie: (await sessionCookie('admin', banners.id)).cookie });
    expect(await codeOf(bannerCaller.admin.media.get({ id: item.id }))).toBe('OK');
  });

  it('keeps training documents in the library as documents', async () => {
    const doc = await api.admin.uploads
      .trainingDocument({
        bytes: new TextEncoder().encode('name,seats\nA,1\n'),
        filename: `seats-${stamp}.csv`,
      })
      .catch(() => null);
    // The editor holds no training permission: the door refuses, and nothing joins the library.
    expect(doc).toBeNull();
    const trainer = await createAdmin(['access/public_training']);
    const trainerApi = callerWith({ cookie: (await sessionCookie('admin', trainer.id)).cookie });
    const stored = await trainerApi.admin.uploads.trainingDocument({
      bytes: new TextEncoder().encode('name,seats\nA,1\n'),
      filename: `seats-${stamp}.csv`,
    });
    const list = await trainerApi.admin.media.list({
      page: 1,
      per_page: 24,
      search: `seats-${stamp}`,
      kind: 'document',
    });
    expect(list.items).toMatchObject([
      { url: stored.url, kind: 'document', name: `seats-${stamp}.csv`, width: null },
    ]);
  });
});
