import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { createAdmin, rest } from './helpers';

/**
 * Idempotency-Key stores nothing for junk and keeps each caller within its
 * caps (issue 34, finding 3): only successes are stored, at most
 * IDEMPOTENCY_MAX_KEYS_PER_CALLER answers and IDEMPOTENCY_MAX_BYTES_PER_CALLER
 * bytes per credential (the oldest out), none over IDEMPOTENCY_MAX_ANSWER_BYTES,
 * and keys past their 24 hours leave without waiting for the status run.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const keyed = (key: string) => ({ 'idempotency-key': key });
const CAPS = [
  'IDEMPOTENCY_MAX_KEYS_PER_CALLER',
  'IDEMPOTENCY_MAX_BYTES_PER_CALLER',
  'IDEMPOTENCY_MAX_ANSWER_BYTES',
] as const;
afterEach(() => {
  for (const name of CAPS) delete process.env[name];
});

let session: string;
beforeAll(async () => {
  const user = await createAdmin(['access/news']);
  session = (await authSessionService(db).issue('admin', user.id, false, 'api')).token;
});

async function newsBody(name: string) {
  const category = await db.newsCategory.findFirstOrThrow();
  return {
    news_category_id: category.id,
    published_at: '2026-12-04 09:00',
    status: 1,
    lang: { th: { name } },
  };
}

/** Rows and bytes stored for keys starting with `prefix`. */
async function storedUnder(prefix: string) {
  const rows = await db.idempotencyKey.findMany({ where: { key: { startsWith: prefix } } });
  const bytes = rows.reduce(
    (sum, row) => sum + Buffer.byteLength(row.body ?? '') + row.key.length,
    0,
  );
  return { rows: rows.length, bytes, keys: rows.map((row) => row.key).sort() };
}

/** Creates news items as one session, each with a fresh key `${prefix}${i}`. */
async function createNews(prefix: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    const res = await rest('POST', '/admin/news', {
      token: session,
      body: await newsBody(`${prefix}${i}`),
      headers: keyed(`${prefix}${i}`),
    });
    expect(res.status).toBe(201);
  }
}

describe('Idempotency-Key stores no junk', () => {
  it('stores nothing for 400 anonymous invalid contact posts with fresh keys', async () => {
    const prefix = `flood-${unique()}-`;
    for (let i = 0; i < 400; i += 1) {
      const res = await rest('POST', '/contact', {
        body: { name: '', message: 'x'.repeat(200) },
        headers: { ...keyed(`${prefix}${i}`), 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.status).toBe(400);
    }
    expect(await storedUnder(prefix)).toEqual({ rows: 0, bytes: 0, keys: [] });
  }, 180_000);

  it("does not keep a staff member's refused or invalid create", async () => {
    const key = `invalid-${unique()}`;
    const res = await rest('POST', '/admin/news', {
      token: session,
      body: { lang: { th: { name: '' } } },
      headers: keyed(key),
    });
    expect(res.status).toBe(400);
    expect((await storedUnder(key)).rows).toBe(0);
  });
});

describe('Idempotency-Key caps per caller', () => {
  it('keeps at most IDEMPOTENCY_MAX_KEYS_PER_CALLER answers per credential, the oldest out', async () => {
    process.env.IDEMPOTENCY_MAX_KEYS_PER_CALLER = '3';
    const prefix = `count-${unique()}-`;
    await createNews(prefix, 5);
    expect((await storedUnder(prefix)).keys).toEqual([`${prefix}2`, `${prefix}3`, `${prefix}4`]);
  });

  it('keeps at most IDEMPOTENCY_MAX_BYTES_PER_CALLER bytes per credential, the oldest out', async () => {
    const prefix = `bytes-${unique()}-`;
    await createNews(prefix, 1);
    const one = await db.idempotencyKey.findFirstOrThrow({ where: { key: `${prefix}0` } });
    process.env.IDEMPOTENCY_MAX_BYTES_PER_CALLER = String(Math.floor(one.size * 2.5));
    await createNews(`${prefix}more-`, 4);
    const rows = await db.idempotencyKey.findMany({ where: { scope: one.scope } });
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(
      rows.reduce((sum, row) => sum + Buffer.byteLength(row.body ?? ''), 0),
    ).toBeLessThanOrEqual(one.size * 2.5);
    expect(rows.map((row) => row.key).sort()).toEqual([`${prefix}more-2`, `${prefix}more-3`]);
  });

  it('stores only a marker for an answer over IDEMPOTENCY_MAX_ANSWER_BYTES: a repeat is 409, not a rerun', async () => {
    process.env.IDEMPOTENCY_MAX_ANSWER_BYTES = '16';
    const key = `large-${unique()}`;
    const body = await newsBody(key);
    const first = await rest('POST', '/admin/news', { token: session, body, headers: keyed(key) });
    expect(first.status).toBe(201);
    const row = await db.idempotencyKey.findFirstOrThrow({ where: { key } });
    expect(row.body).toBeNull();
    const repeat = await rest('POST', '/admin/news', { token: session, body, headers: keyed(key) });
    expect(repeat.status).toBe(409);
    expect(await db.news.count({ where: { translations: { some: { name: key } } } })).toBe(1);
  });

  it('deletes keys past their 24 hours when an answer is stored, without the status run', async () => {
    const expired = await db.idempotencyKey.create({
      data: {
        scope: `ip:expired-${unique()}`,
        key: 'old',
        requestHash: 'x',
        status: 201,
        body: '{}',
        createdAt: new Date(Date.now() - 25 * 3_600_000),
        expiresAt: new Date(Date.now() - 3_600_000),
      },
    });
    await createNews(`purge-${unique()}-`, 1);
    expect(await db.idempotencyKey.count({ where: { id: expired.id } })).toBe(0);
  });
});
