import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { messages } from '@/i18n/messages';
import { translate } from '@/i18n/translate';
import { permissions } from '@/lib/permissions';
import type { Resource } from '@/lib/admin/resource';
import { resources } from '@/lib/admin/resources';
import { sanitizeRichText } from '@/lib/sanitize';
import { callerWith, createAdmin, rest as restCall, sessionCookie } from './helpers';

let api: ReturnType<typeof callerWith>;
let bearer: string;

beforeAll(async () => {
  const admin = await createAdmin(['access/news', 'access/news_category']);
  const { cookie } = await sessionCookie('admin', admin.id);
  api = callerWith({ cookie: `${cookie}; i18next=en` });
  bearer = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
});

async function rest(path: string, init: RequestInit = {}) {
  const { handleRest } = await import('@/server/rest/handle-rest');
  const req = new Request(`http://localhost/api/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      'accept-language': 'en',
      ...init.headers,
    },
  });
  return handleRest(req, path.split('?')[0]!);
}

describe('news back office', () => {
  it('creates, reads, lists, edits, unpublishes and deletes a bilingual news item', async () => {
    const category = (await api.admin.newsCategories.options())[0]!;
    const created = await api.admin.news.create({
      news_category_id: category.value,
      published_at: '2026-11-01 09:30',
      pin: 1,
      status: '1',
      lang: {
        th: {
          name: 'ข่าวทดสอบ',
          body: '<p>สวัสดี<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
        },
        en: { name: 'Test news', description: 'Short' },
      },
    });
    expect(created).toMatchObject({
      pin: true,
      status: true,
      name: 'Test news',
      news_category_id: category.value,
    });
    expect(created.published_at).toEqual(new Date('2026-11-01T02:30:00Z'));
    const lang = created.lang;
    expect(lang.th!.body).not.toMatch(/script|onerror|javascript/);
    expect(lang.en!.name).toBe('Test news');

    const list = await api.admin.news.list({ search: 'ข่าวทดสอบ', filters: { status: '1' } });
    expect(list.items.map((i) => i.news_id)).toContain(created.news_id);
    expect(list.items[0]).toHaveProperty('news_category_name');

    const updated = await api.admin.news.update({
      id: created.news_id,
      news_category_id: category.value,
      published_at: created.published_at,
      lang: { th: { name: 'ข่าวแก้ไข' } },
    });
    expect(updated.lang.en).toBeUndefined();
    expect(updated.name).toBe('ข่าวแก้ไข');

    expect((await api.admin.news.setStatus({ id: created.news_id, status: false })).status).toBe(
      false,
    );
    expect(await api.admin.news.delete({ ids: [created.news_id] })).toEqual({
      deleted: 1,
    });
  });

  it('refuses to delete a category still in use, naming why', async () => {
    const used = await db.newsCategory.findFirstOrThrow({ where: { news: { some: {} } } });
    await expect(api.admin.newsCategories.delete({ ids: [used.id] })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'admin_content.in_use.news',
    });
  });

  it('answers the REST doors in the spec names', async () => {
    const list = await rest('/admin/news?per_page=2&sort=published_at&order=DESC&filter_status=1');
    expect(list.status).toBe(200);
    const body = (await list.json()) as {
      data: Record<string, unknown>[];
      per_page: number;
      last_page: number;
    };
    expect(body.per_page).toBe(2);
    expect(body.data[0]).toHaveProperty('news_id');
    const id = body.data[0]!.news_id;
    const edit = (await (await rest(`/admin/news/${id}/edit`)).json()) as {
      lang: { th: { language_code: string } };
      published_at: string;
    };
    expect(edit.lang.th.language_code).toBe('th');
    expect(edit.published_at).toMatch(/\+07:00$/);
    const categories = (await (await rest('/admin/news/categories')).json()) as {
      data: { news_category_id: number }[];
    };
    const create = await rest('/admin/news', {
      method: 'POST',
      body: JSON.stringify({
        news_category_id: categories.data[0]!.news_category_id,
        published_at: '2026-11-02T10:00:00+07:00',
        status: 0,
        lang: { th: { language_code: 'th', name: 'จาก REST' } },
      }),
    });
    expect(create.status).toBe(201);
    const made = (await create.json()) as { news_id: number; status: boolean };
    expect(made.status).toBe(false);
    const bad = await rest(`/admin/news/${made.news_id}`, {
      method: 'PUT',
      body: JSON.stringify({ news_category_id: 'x', lang: { th: { name: '' } } }),
    });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { errors: Record<string, string[]> }).errors['lang.th.name'],
    ).toEqual(['Please fill in this field']);
    expect((await rest(`/admin/news/${made.news_id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe("every resource refuses bad input, in the caller's language", () => {
  let token: string;
  beforeAll(async () => {
    const admin = await createAdmin([...permissions]);
    token = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
  });
  const creatable = (Object.values(resources) as Resource[]).filter((r) => r.canCreate);

  it.each(creatable.map((r) => [r.name, r] as const))(
    '%s: an empty body names each required field with its message, in th and en',
    async (_name, r) => {
      const required = Object.entries(r.fields)
        .filter(([, f]) => f.required && f.kind !== 'enum' && f.kind !== 'dateTime')
        .map(([k]) => k);
      for (const lng of ['th', 'en'] as const) {
        const res = await restCall('POST', r.restPath, {
          token,
          body: { lang: { th: { name: '' } } },
          lang: lng,
        });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { error: string; errors: Record<string, string[]> };
        const words = translate(messages[lng], lng, 'admin_content.validation.required');
        // Each field's own message for a missing value: the generic one, or the spec's (please_enter_firstname for a member).
        const own = (key: string) =>
          translate(
            messages[lng],
            lng,
            r.fields[key]!.input.safeParse(undefined).error?.issues[0]?.message ??
              'admin_content.validation.required',
          );
        for (const key of required) expect(body.errors[key], `${key} (${lng})`).toEqual([own(key)]);
        if (r.lang?.name?.required) expect(body.errors['lang.th.name']).toEqual([words]);
      }
    },
  );

  it('stores and renders rich text without scripts, event handlers or javascript: links', async () => {
    const category = await db.newsCategory.findFirstOrThrow();
    const hostile =
      '<h2 onclick="alert(1)">Title</h2><script>alert(1)</script><img src="/uploads/x.jpg" onerror="alert(1)"><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe><table><tr><td>cell</td></tr></table>';
    const res = await restCall('POST', '/admin/news', {
      token,
      body: {
        news_category_id: category.id,
        published_at: '2026-11-01 09:00',
        status: 0,
        lang: { th: { name: 'XSS', body: hostile } },
      },
    });
    expect(res.status).toBe(201);
    const { news_id } = (await res.json()) as { news_id: number };
    const stored = (
      await db.newsTranslation.findFirstOrThrow({ where: { newsId: news_id, languageId: 1 } })
    ).body!;
    for (const html of [stored, sanitizeRichText(stored)]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
      expect(html).toContain('<table>');
      expect(html).toContain('<h2>Title</h2>');
    }
  });

  it("refuses an upload that is not an image, or is too large, with the spec's message", async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
      const form = new FormData();
      form.append('upload', new Blob([bytes], { type }), name);
      return form;
    };
    const fake = await restCall('POST', '/admin/upload', {
      token,
      body: upload(
        new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        'photo.jpg',
        'image/jpeg',
      ),
    });
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { message: string }).message).toBe(
      'Only JPEG or PNG images are accepted',
    );
    const big = new Uint8Array(10_240_001);
    big.set([0xff, 0xd8, 0xff]);
    const large = await restCall('POST', '/admin/upload', {
      token,
      body: upload(big, 'big.jpg', 'image/jpeg'),
      lang: 'th',
    });
    expect(large.status).toBe(400);
    expect(((await large.json()) as { message: string }).message).toBe(
      translate(messages.th, 'th', 'admin_shell.error_file_too_large'),
    );
    const notPdf = await restCall('POST', '/admin/services/public_trainings/documents', {
      token,
      body: upload(new TextEncoder().encode('MZ executable'), 'outline.pdf', 'application/pdf'),
    });
    expect(notPdf.status).toBe(400);
    expect(((await notPdf.json()) as { field: string }).field).toBe('upload');
  });

  it('refuses an image that was not uploaded here, and a reference to nothing', async () => {
    const category = await db.newsCategory.findFirstOrThrow();
    const external = await restCall('POST', '/admin/news', {
      token,
      body: {
        news_category_id: category.id,
        published_at: '2026-11-01 09:00',
        lang: {
          th: { name: 'x', image_url: '/uploads/2026/01/00000000-0000-0000-0000-000000000000.jpg' },
        },
      },
    });
    expect(external.status).toBe(400);
    expect(((await external.json()) as { field: string }).field).toBe('lang.th.image_url');
    const missing = await restCall('POST', '/admin/news', {
      token,
      body: {
        news_category_id: 999999,
        published_at: '2026-11-01 09:00',
        lang: { th: { name: 'x' } },
      },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { field: string }).field).toBe('news_category_id');
  });

  it("keeps a course's end after its start, and its speakers in the order given", async () => {
    const category = await db.publicTrainingCategory.findFirstOrThrow();
    const speakers = await db.publicTrainingSpeaker.findMany({ take: 2, orderBy: { id: 'desc' } });
    const body = {
      course_code: `ORD-${Date.now()}`,
      public_training_category_id: category.id,
      start_training_date: '2027-02-01 09:00',
      end_training_date: '2027-02-01 08:00',
      price: 100,
      seat_limit: 5,
      status: 0,
      speakers: speakers.map((s) => s.id),
      lang: { th: { name: 'ลำดับ' } },
    };
    const wrong = await restCall('POST', '/admin/services/public_trainings', { token, body });
    expect(((await wrong.json()) as { field: string }).field).toBe('end_training_date');
    const ok = await restCall('POST', '/admin/services/public_trainings', {
      token,
      body: { ...body, end_training_date: '2027-02-01 16:00' },
    });
    expect(ok.status).toBe(201);
    const made = (await ok.json()) as { speakers: number[]; price: number };
    expect(made.speakers).toEqual(speakers.map((s) => s.id));
    expect(made.price).toBe(100);
  });
});

describe('the in-house request record', () => {
  it('keeps the requested course as the visitor chose it: staff edits and REST bodies cannot change it', async () => {
    const admin = await createAdmin(['access/inhouse_training']);
    const { cookie } = await sessionCookie('admin', admin.id);
    const { token } = await authSessionService(db).issue('admin', admin.id, false, 'api');
    const staff = callerWith({ cookie: `${cookie}; i18next=en` });
    const [chosen, other] = await db.inhouseTraining.findMany({ take: 2, orderBy: { id: 'asc' } });
    const request = await db.inhouseTrainingRequest.create({
      data: {
        inhouseTrainingId: chosen!.id,
        contactName: 'Course keeper',
        email: 'keeper@example.test',
        telephone: '1',
        preferredDate: new Date('2027-02-15T00:00:00+07:00'),
      },
    });
    await staff.admin.inhouseRequests.update({
      id: request.id,
      handled: true,
      staff_note: 'Called',
      inhouse_training_id: other!.id,
    } as never);
    const res = await restCall('PUT', `/admin/requests/inhouse_trainings/${request.id}`, {
      token,
      body: { handled: 1, staff_note: 'Called', inhouse_training_id: null },
    });
    expect(res.status).toBe(200);
    const stored = await db.inhouseTrainingRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect([stored.inhouseTrainingId, stored.handled, stored.staffNote]).toEqual([
      chosen!.id,
      true,
      'Called',
    ]);
    // The record names the course it keeps.
    const read = await staff.admin.inhouseRequests.get({ id: request.id });
    expect(read).toMatchObject({ inhouse_training_id: chosen!.id });
    expect(typeof (read as { inhouse_training_name: unknown }).inhouse_training_name).toBe(
      'string',
    );
  });
});
