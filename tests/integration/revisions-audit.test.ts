import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { callerWith, createAdmin, rest, sessionCookie } from './helpers';

let editor: ReturnType<typeof callerWith>;
let editorId: number;
let auditor: ReturnType<typeof callerWith>;
let newsOnly: ReturnType<typeof callerWith>;
let newsOnlyToken: string;
let auditorToken: string;
let categoryId: number;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function newsItem(name: string, extra: Record<string, unknown> = {}) {
  return editor.admin.news.create({
    news_category_id: categoryId,
    published_at: at(-3600_000),
    lang: { th: { name, body: '<p>หนึ่ง</p>' }, en: { name: `${name} en` } },
    ...extra,
  });
}

beforeAll(async () => {
  const admin = await createAdmin(['access/news', 'access/news_category', 'access/portfolio']);
  editorId = admin.id;
  editor = callerWith({ cookie: `${(await sessionCookie('admin', admin.id)).cookie}; i18next=en` });
  const a = await createAdmin(['access/audit_log']);
  auditor = callerWith({ cookie: (await sessionCookie('admin', a.id)).cookie });
  auditorToken = (await authSessionService(db).issue('admin', a.id, false, 'api')).token;
  const n = await createAdmin(['access/news']);
  newsOnly = callerWith({ cookie: (await sessionCookie('admin', n.id)).cookie });
  newsOnlyToken = (await authSessionService(db).issue('admin', n.id, false, 'api')).token;
  categoryId = (await editor.admin.newsCategories.options())[0]!.value;
});

describe('drafts and publication state', () => {
  it('a new news item is a draft unless published; the list shows and filters its state', async () => {
    const draft = await newsItem('ร่างข่าว');
    expect(draft.status).toBe(false);
    expect(draft.publication).toBe('draft');
    const scheduled = await newsItem('ข่าวตั้งเวลา', { status: true, published_at: at(86_400_000) });
    expect(scheduled.publication).toBe('scheduled');
    const live = await newsItem('ข่าวเผยแพร่', { status: true });
    expect(live.publication).toBe('published');
    await editor.admin.news.setStatus({ id: live.news_id as number, status: false });
    const off = await editor.admin.news.get({ id: live.news_id as number });
    expect(off.publication).toBe('unpublished');

    const ids = async (state: string) =>
      (await editor.admin.news.list({ per_page: 100, filters: { publication: state } })).items.map(
        (i) => i.news_id,
      );
    expect(await ids('draft')).toContain(draft.news_id);
    expect(await ids('draft')).not.toContain(live.news_id);
    expect(await ids('unpublished')).toContain(live.news_id);
    expect(await ids('scheduled')).toEqual(expect.arrayContaining([scheduled.news_id]));
    expect(await ids('scheduled')).not.toContain(draft.news_id);
    expect(await ids('published')).not.toContain(scheduled.news_id);
    await expect(
      editor.admin.news.list({ filters: { publication: 'nonsense' } } as never),
    ).rejects.toThrow();
  });

  it('a banner past its end is ended, one not yet started scheduled', async () => {
    const admin = await createAdmin(['access/banner']);
    const api = callerWith({ cookie: (await sessionCookie('admin', admin.id)).cookie });
    const base = { category: 'HOME_HERO', lang: { th: { name: 'แบนเนอร์' } }, status: true };
    const ended = await api.admin.banners.create({
      ...base,
      start_date: at(-7200_000),
      end_date: at(-3600_000),
    });
    expect(ended.publication).toBe('ended');
    const later = await api.admin.banners.create({ ...base, start_date: at(3600_000) });
    expect(later.publication).toBe('scheduled');
  });
});

describe('revisions', () => {
  it('keeps a revision per save with who and what changed, compares and restores as a new revision', async () => {
    const created = await newsItem('ฉบับแรก');
    const id = created.news_id as number;
    const put = (name: string, en: string) =>
      editor.admin.news.update({
        id,
        news_category_id: categoryId,
        published_at: created.published_at,
        status: false,
        lang: { th: { name, body: '<p>หนึ่ง</p>' }, en: { name: en } },
      });
    await put('ฉบับสอง', 'second');
    await put('ฉบับสาม', 'second');
    const revisions = await editor.admin.news.revisions({ id });
    expect(revisions.map((r) => r.action)).toEqual(['update', 'update', 'create']);
    expect(revisions[0]!.changed).toEqual(['lang.th.name']);
    expect(revisions[1]!.changed).toEqual(['lang.th.name', 'lang.en.name']);
    expect(revisions[0]!.user_id).toBe(editorId);
    expect(revisions[0]!.user_name).toBe('Test Admin');

    const first = revisions[2]!;
    const detail = await editor.admin.news.revision({ id, revision_id: first.revision_id });
    expect((detail.data.lang as Record<string, { name: string }>).th!.name).toBe('ฉบับแรก');

    const restored = await editor.admin.news.restoreRevision({
      id,
      revision_id: first.revision_id,
    });
    expect(restored.name).toBe('ฉบับแรก en');
    const after = await editor.admin.news.revisions({ id });
    expect(after[0]).toMatchObject({ action: 'restore', restored_from: first.revision_id });
    expect(after[0]!.changed).toEqual(['lang.th.name', 'lang.en.name']);
  });

  it('a revision of another item or another resource is not found; a news-only user reads no portfolio revisions', async () => {
    const a = await newsItem('ข่าว ก');
    const b = await newsItem('ข่าว ข');
    const [revB] = await editor.admin.news.revisions({ id: b.news_id as number });
    await expect(
      editor.admin.news.revision({ id: a.news_id as number, revision_id: revB!.revision_id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      editor.admin.news.restoreRevision({
        id: a.news_id as number,
        revision_id: revB!.revision_id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      editor.admin.portfolios.revision({ id: b.news_id as number, revision_id: revB!.revision_id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const portfolio = await editor.admin.portfolios.create({
      published_at: at(0),
      lang: { th: { name: 'ผลงาน' } },
    });
    await expect(
      newsOnly.admin.portfolios.revisions({ id: portfolio.portfolio_id as number }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const res = await rest('GET', `/admin/portfolios/${portfolio.portfolio_id}/revisions`, {
      token: newsOnlyToken,
    });
    expect(res.status).toBe(403);
  });

  it('REST: lists revisions and restores one; unknown revision 404', async () => {
    const item = await newsItem('ข่าว REST');
    const id = item.news_id as number;
    await editor.admin.news.update({
      id,
      news_category_id: categoryId,
      published_at: item.published_at,
      status: false,
      lang: { th: { name: 'ข่าว REST 2' } },
    });
    const list = await rest('GET', `/admin/news/${id}/revisions`, { token: newsOnlyToken });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: { revision_id: number; action: string }[] };
    expect(body.data.map((r) => r.action)).toEqual(['update', 'create']);
    const restore = await rest(
      'POST',
      `/admin/news/${id}/revisions/${body.data[1]!.revision_id}/restore`,
      { token: newsOnlyToken },
    );
    expect(restore.status).toBe(200);
    expect(((await restore.json()) as { news_id: number }).news_id).toBe(id);
    const missing = await rest('POST', `/admin/news/${id}/revisions/999999999/restore`, {
      token: newsOnlyToken,
    });
    expect(missing.status).toBe(404);
  });
});

describe('audit log', () => {
  it('records content, user and role changes; only holders of access/audit_log read it, filtered', async () => {
    const item = await newsItem('ข่าวตรวจสอบ');
    const id = item.news_id as number;
    await editor.admin.news.setStatus({ id, status: true });
    await editor.admin.news.setStatus({ id, status: false });
    await editor.admin.news.delete({ ids: String(id) } as never);

    const log = await auditor.admin.audit.list({ entity: 'news', entity_id: id });
    expect(log.items.map((e) => e.action)).toEqual(['delete', 'unpublish', 'publish', 'create']);
    expect(log.items.every((e) => e.userId === editorId && e.label === 'ข่าวตรวจสอบ')).toBe(true);
    // The deleted item's revisions go with it.
    expect(await db.contentRevision.count({ where: { resource: 'news', itemId: id } })).toBe(0);

    const byPerson = await auditor.admin.audit.list({ user_id: editorId, per_page: 100 });
    expect(byPerson.items.every((e) => e.userId === editorId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await auditor.admin.audit.list({ date: `${tomorrow}..${tomorrow}` })).total).toBe(0);
    expect((await auditor.admin.audit.list({ date: `..${tomorrow}` })).total).toBeGreaterThan(0);
    void today;

    await expect(newsOnly.admin.audit.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rest('GET', '/admin/audit-log', { token: newsOnlyToken })).status).toBe(403);
    const res = await rest('GET', `/admin/audit-log?entity=news&entity_id=${id}`, {
      token: auditorToken,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { total: number }).total).toBe(4);
    const bad = await rest('GET', '/admin/audit-log?entity=x%27%3B--&date=2026-13-45', {
      token: auditorToken,
    });
    expect(bad.status).toBe(400);
  });

  it('records user and role changes with their author', async () => {
    const boss = await createAdmin(['access/user', 'access/role', 'access/news']);
    const api = callerWith({ cookie: (await sessionCookie('admin', boss.id)).cookie });
    const role = await api.admin.roles.create({
      name: `editors-${Date.now()}`,
      permissions: ['access/news'],
    });
    const log = await auditor.admin.audit.list({ entity: 'role', entity_id: role.id });
    expect(log.items[0]).toMatchObject({ action: 'create', userId: boss.id });
    await api.admin.roles.delete({ ids: String(role.id) } as never);
    const after = await auditor.admin.audit.list({ entity: 'role', entity_id: role.id });
    expect(after.items.map((e) => e.action)).toEqual(['delete', 'create']);
  });
});
