import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { readPreviewToken } from '@/server/preview/preview-token';
import { previewContent } from '@/server/preview/preview-content';
import { authSessionService } from '@/server/services/auth-session-service';
import { callerWith, codeOf, createAdmin, rest, sessionCookie } from './helpers';

/** Bulk publish and unpublish, duplicate as a draft, preview of unsaved edits (docs/policies/bulk-autosave-preview.md). */
let editor: ReturnType<typeof callerWith>;
let editorId: number;
let editorToken: string;
let portfolioOnly: ReturnType<typeof callerWith>;
let portfolioOnlyToken: string;
let categoryId: number;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function draft(name: string, extra: Record<string, unknown> = {}) {
  const item = await editor.admin.news.create({
    news_category_id: categoryId,
    published_at: at(-3600_000),
    lang: { th: { name, body: '<p>เนื้อหา</p>' }, en: { name: `${name} en`, body: '<p>Body</p>' } },
    ...extra,
  });
  return item.news_id as number;
}

const auditOf = (entity: string, entityId: number) =>
  db.auditEntry.findMany({ where: { entity, entityId }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  const admin = await createAdmin([
    'access/news',
    'access/news_category',
    'access/portfolio',
    'access/public_training',
    'access/page',
  ]);
  editorId = admin.id;
  editor = callerWith({ cookie: `${(await sessionCookie('admin', admin.id)).cookie}; i18next=en` });
  editorToken = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
  const p = await createAdmin(['access/portfolio']);
  portfolioOnly = callerWith({ cookie: (await sessionCookie('admin', p.id)).cookie });
  portfolioOnlyToken = (await authSessionService(db).issue('admin', p.id, false, 'api')).token;
  categoryId = (await editor.admin.newsCategories.options())[0]!.value;
});

describe('bulk publish and unpublish', () => {
  it('publishes and unpublishes several items at once, each with its revision and audit entry', async () => {
    const a = await draft('ร่าง ก');
    const b = await draft('ร่าง ข');
    expect(await editor.admin.news.setStatusMany({ ids: [a, b], status: true })).toEqual({
      changed: 2,
    });
    for (const id of [a, b]) {
      const item = await editor.admin.news.get({ id });
      expect(item.status).toBe(true);
      expect(item.publication).toBe('published');
      const [newest] = await editor.admin.news.revisions({ id });
      expect(newest).toMatchObject({ action: 'publish', user_id: editorId, published: true });
      expect((await auditOf('news', id)).map((e) => e.action)).toEqual(['create', 'publish']);
    }
    // Already published: nothing changes, nothing is recorded.
    expect(await editor.admin.news.setStatusMany({ ids: [a], status: true })).toEqual({
      changed: 0,
    });
    expect(await auditOf('news', a)).toHaveLength(2);

    expect(
      await editor.admin.news.setStatusMany({ ids: `${a},${b}`, status: false } as never),
    ).toEqual({ changed: 2 });
    expect((await editor.admin.news.get({ id: b })).publication).toBe('unpublished');
    expect((await auditOf('news', b)).map((e) => e.action)).toEqual([
      'create',
      'publish',
      'unpublish',
    ]);
  });

  it('changes nothing when one of the items does not exist (one transaction)', async () => {
    const a = await draft('ร่าง ค');
    expect(
      await codeOf(editor.admin.news.setStatusMany({ ids: [a, 2_000_000_000], status: true })),
    ).toBe('NOT_FOUND');
    expect((await editor.admin.news.get({ id: a })).status).toBe(false);
    expect((await auditOf('news', a)).map((e) => e.action)).toEqual(['create']);
  });

  it("refuses staff without the resource's permission, and resources without a Published switch", async () => {
    const a = await draft('ร่าง ง');
    expect(await codeOf(portfolioOnly.admin.news.setStatusMany({ ids: [a], status: true }))).toBe(
      'FORBIDDEN',
    );
    const res = await rest('POST', '/admin/news/bulk-status', {
      token: portfolioOnlyToken,
      body: { ids: [a], status: 1 },
    });
    expect(res.status).toBe(403);
    expect((await editor.admin.news.get({ id: a })).status).toBe(false);
    // The two static pages have no switch: no bulk publish.
    expect(await codeOf(editor.admin.pages.setStatusMany({ ids: [1], status: true }))).toBe(
      'NOT_FOUND',
    );
  });

  it('has a REST door: POST …/bulk-status with ids as an array or comma-joined', async () => {
    const a = await draft('ร่าง จ');
    const b = await draft('ร่าง ฉ');
    const res = await rest('POST', '/admin/news/bulk-status', {
      token: editorToken,
      body: { ids: `${a},${b}`, status: '1' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ changed: 2 });
    const bad = await rest('POST', '/admin/news/bulk-status', {
      token: editorToken,
      body: { ids: [], status: 1 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('duplicate as a draft', () => {
  it('copies every field and both languages, names the copy, leaves it a draft', async () => {
    const id = await draft('ต้นฉบับ', { status: true, pin: true });
    const copy = await editor.admin.news.duplicate({ id });
    const copyId = copy.news_id as number;
    expect(copyId).not.toBe(id);
    expect(copy.status).toBe(false);
    expect(copy.publication).toBe('draft');
    expect(copy.pin).toBe(true);
    expect(copy.news_category_id).toBe(categoryId);
    expect(copy.lang.th).toMatchObject({ name: 'ต้นฉบับ (สำเนา)', body: '<p>เนื้อหา</p>' });
    expect(copy.lang.en).toMatchObject({ name: 'ต้นฉบับ en (copy)', body: '<p>Body</p>' });
    // The original is as it was; the copy has its own revision and audit entry.
    expect((await editor.admin.news.get({ id })).lang.th?.name).toBe('ต้นฉบับ');
    expect((await editor.admin.news.revisions({ id: copyId })).map((r) => r.action)).toEqual([
      'create',
    ]);
    const [entry] = await auditOf('news', copyId);
    expect(entry).toMatchObject({ action: 'create', userId: editorId, label: 'ต้นฉบับ (สำเนา)' });
  });

  it('gives a unique value (a course code) a free one', async () => {
    const code = `DUP${Date.now().toString(36).slice(-6)}`;
    const training = await editor.admin.publicTrainings.create({
      course_code: code,
      public_training_category_id: (await editor.admin.publicTrainingCategories.options())[0]!
        .value,
      start_training_date: at(30 * 86_400_000),
      end_training_date: at(30 * 86_400_000 + 7 * 3600_000),
      price: 1500,
      seat_limit: 20,
      status: true,
      lang: { th: { name: 'หลักสูตรต้นฉบับ' } },
    });
    const id = training.public_training_id as number;
    const first = await editor.admin.publicTrainings.duplicate({ id });
    const second = await editor.admin.publicTrainings.duplicate({ id });
    expect(first.course_code).toBe(`${code}-COPY`);
    expect(second.course_code).toBe(`${code}-COPY2`);
    expect(first.lang.th?.name).toBe('หลักสูตรต้นฉบับ (สำเนา)');
    expect(first.status).toBe(false);
    await editor.admin.publicTrainings.delete({
      ids: [first.public_training_id, second.public_training_id] as number[],
    });
  });

  it('is refused without the permission, and for what cannot be created', async () => {
    const id = await draft('ห้ามทำสำเนา');
    expect(await codeOf(portfolioOnly.admin.news.duplicate({ id }))).toBe('FORBIDDEN');
    expect(
      (await rest('POST', `/admin/news/${id}/duplicate`, { token: portfolioOnlyToken })).status,
    ).toBe(403);
    expect(await codeOf(editor.admin.pages.duplicate({ id: 1 }))).toBe('NOT_FOUND');
    const res = await rest('POST', `/admin/news/${id}/duplicate`, { token: editorToken });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { news_id: number; status: boolean };
    expect(body.status).toBe(false);
    expect(body.news_id).not.toBe(id);
  });
});

describe('preview of unsaved edits', () => {
  const values = (th: string, en: string) => ({
    news_category_id: categoryId,
    published_at: at(-3600_000),
    status: false,
    lang: { th: { name: th, body: '<p>ยังไม่บันทึก</p>' }, en: { name: en } },
  });

  it('keeps the values for a signed link that shows them in either language; the item is unchanged', async () => {
    const id = await draft('บันทึกแล้ว');
    const before = await editor.admin.news.revisions({ id });
    const { url } = await editor.admin.news.previewDraft({
      id,
      preview_lang: 'en',
      ...values('พิมพ์ไว้', 'Typed'),
    });
    expect(url).toMatch(/^\/api\/preview\?token=.+&lang=en$/);
    const grant = readPreviewToken(decodeURIComponent(/token=([^&]+)/.exec(url)![1]!));
    expect(grant).toMatchObject({ resource: 'news', id, userId: editorId });
    expect(grant!.draft).toMatch(/^[0-9a-f]{32}$/);

    const th = await previewContent.news(id, 'th', grant);
    const en = await previewContent.news(id, 'en', grant);
    expect(th).toMatchObject({ name: 'พิมพ์ไว้', body: '<p>ยังไม่บันทึก</p>' });
    expect(en).toMatchObject({ name: 'Typed' });
    // Without the draft key the preview is the item as saved.
    expect((await previewContent.news(id, 'th', { ...grant!, draft: undefined }))!.name).toBe(
      'บันทึกแล้ว',
    );
    // Nothing of the item was written.
    expect((await editor.admin.news.get({ id })).lang.th?.name).toBe('บันทึกแล้ว');
    expect(await editor.admin.news.revisions({ id })).toHaveLength(before.length);
    // Another person's or another item's grant does not read the kept values.
    expect((await previewContent.news(id, 'th', { ...grant!, userId: editorId + 1 }))!.name).toBe(
      'บันทึกแล้ว',
    );
  });

  it('checks the values as a save would, and needs the item’s own permission', async () => {
    const id = await draft('ตรวจค่า');
    expect(
      await codeOf(
        editor.admin.news.previewDraft({ id, preview_lang: 'th', ...values('', 'Typed') }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        portfolioOnly.admin.news.previewDraft({ id, preview_lang: 'th', ...values('ก', 'A') }),
      ),
    ).toBe('FORBIDDEN');
    // Only the pages that show a preview of unsaved values offer it.
    expect(
      await codeOf(
        editor.admin.pages.previewDraft({
          id: 1,
          preview_lang: 'th',
          lang: { th: { name: 'ก', body: '<p>ข</p>' } },
        }),
      ),
    ).toBe('NOT_FOUND');
  });
});
