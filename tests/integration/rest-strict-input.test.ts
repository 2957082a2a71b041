import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { createAdmin, rest } from './helpers';

/**
 * Input an integrator sends wrong is a 400 naming the field, never read
 * leniently into something else (docs/api.md "Strict input").
 */

let token: string;

beforeAll(async () => {
  const admin = await createAdmin(['access/news', 'access/news_category', 'access/user']);
  token = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
});

type ErrorBody = { message: string; error: string | null; errors: Record<string, string[]> };

async function newsBody(published_at: string) {
  const category = await db.newsCategory.findFirstOrThrow();
  return {
    news_category_id: category.id,
    published_at,
    status: 1,
    lang: { th: { name: 'ข่าววันที่ไม่มีจริง' } },
  };
}

describe('dates', () => {
  for (const impossible of ['2027-02-30 09:00', '2026-04-31T09:00:00+07:00', '2026-12-04 24:00']) {
    it(`${impossible} is a 400 naming published_at, not a date rolled over into the next`, async () => {
      const before = await db.news.count();
      const res = await rest('POST', '/admin/news', { token, body: await newsBody(impossible) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(Object.keys(body.errors)).toContain('published_at');
      expect(await db.news.count()).toBe(before);
    });
  }

  it('a real date in either accepted form is taken', async () => {
    for (const v of ['2028-02-29 09:00', '2026-12-04T09:00:00+07:00']) {
      const res = await rest('POST', '/admin/news', { token, body: await newsBody(v) });
      expect(res.status, v).toBe(201);
    }
  });
});
