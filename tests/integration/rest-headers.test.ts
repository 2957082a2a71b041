import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { observeHttp } from '@/server/ops/http-events';
import { handleRest } from '@/server/rest/handle-rest';
import { authSessionService } from '@/server/services/auth-session-service';
import { registrationExpiryService } from '@/server/services/registration-expiry-service';
import { createAdmin, rest } from './helpers';

/**
 * The HTTP headers integrators take for granted (docs/api.md): ETag and 304
 * on public GETs, Idempotency-Key on POSTs, X-Request-Id, and CORS for the
 * configured origins only.
 */

let token: string;
let otherToken: string;

beforeAll(async () => {
  const admin = await createAdmin(['access/news']);
  token = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;
  const other = await createAdmin(['access/news']);
  otherToken = (await authSessionService(db).issue('admin', other.id, false, 'api')).token;
});

type ErrorBody = { message: string; error: string; field: string | null };

describe('ETag and 304 on public GETs', () => {
  it('answers a strong ETag from the body, and 304 with no body to a matching If-None-Match', async () => {
    const first = await rest('GET', '/services/public_trainings/categories');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    const cacheControl = first.headers.get('cache-control');
    const body = await first.text();

    const again = await rest('GET', '/services/public_trainings/categories', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(cacheControl);

    for (const match of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await rest('GET', '/services/public_trainings/categories', {
        headers: { 'if-none-match': match },
      });
      expect(res.status, match).toBe(304);
    }
    const stale = await rest('GET', '/services/public_trainings/categories', {
      headers: { 'if-none-match': '"not-it"' },
    });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('gives another ETag when the answer differs (the language)', async () => {
    const en = await rest('GET', '/services/public_trainings/categories', { lang: 'en' });
    const th = await rest('GET', '/services/public_trainings/categories', { lang: 'th' });
    const [enBody, thBody] = [await en.text(), await th.text()];
    if (enBody !== thBody) expect(en.headers.get('etag')).not.toBe(th.headers.get('etag'));
    const cross = await rest('GET', '/services/public_trainings/categories', {
      lang: 'th',
      headers: { 'if-none-match': en.headers.get('etag')! },
    });
    expect(cross.status).toBe(enBody === thBody ? 304 : 200);
  });

  it('puts none on staff reads, errors or writes', async () => {
    const staff = await rest('GET', '/admin/news?page=1&per_page=1', { token });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('etag')).toBeNull();
    const missing = await rest('GET', '/services/public_trainings/999999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
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

const newsNamed = (name: string) => db.news.count({ where: { translations: { some: { name } } } });

describe('Idempotency-Key on POSTs that create', () => {
  it('runs a create once: the repeat answers the first result with Idempotent-Replayed', async () => {
    const key = `news-${crypto.randomUUID()}`;
    const body = await newsBody(`idem ${key}`);
    const first = await rest('POST', '/admin/news', {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const created = await first.json();

    const repeat = await rest('POST', '/admin/news', {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await repeat.json()).toEqual(created);
    expect(await newsNamed(`idem ${key}`)).toBe(1);
  });

  it('refuses the same key with another body: 422 in the one error shape', async () => {
    const key = `news-${crypto.randomUUID()}`;
    const first = await rest('POST', '/admin/news', {
      token,
      body: await newsBody(`first ${key}`),
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    const other = await rest('POST', '/admin/news', {
      token,
      body: await newsBody(`second ${key}`),
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(422);
    const error = (await other.json()) as ErrorBody;
    expect(error.field).toBe('Idempotency-Key');
    expect(error.error).toBe(error.message);
    expect(error.error).toMatch(/different request/);
    expect(await newsNamed(`second ${key}`)).toBe(0);
  });

  it('scopes the key to the caller: another staff user with the same key runs their own', async () => {
    const key = `news-${crypto.randomUUID()}`;
    const body = await newsBody(`scoped ${key}`);
    for (const t of [token, otherToken]) {
      const res = await rest('POST', '/admin/news', {
        token: t,
        body,
        headers: { 'idempotency-key': key },
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await newsNamed(`scoped ${key}`)).toBe(2);
  });

  it('runs concurrent duplicates once: the others wait (409) or replay', async () => {
    const key = `news-${crypto.randomUUID()}`;
    const body = await newsBody(`race ${key}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        rest('POST', '/admin/news', { token, body, headers: { 'idempotency-key': key } }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const r of answers.filter((a) => a.status === 409))
      expect(r.headers.get('retry-after')).toBe('1');
    expect(await newsNamed(`race ${key}`)).toBe(1);
    const executed = answers.filter(
      (r) => r.status === 201 && r.headers.get('idempotent-replayed') === null,
    );
    expect(executed).toHaveLength(1);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    const res = await rest('POST', '/admin/news', {
      token,
      body: await newsBody('bad key'),
      headers: { 'idempotency-key': 'has spaces in it' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).field).toBe('Idempotency-Key');
  });

  it('does not keep an answer that may change by itself (401): the key stays free', async () => {
    const key = `news-${crypto.randomUUID()}`;
    const ip = '203.0.113.77';
    const body = await newsBody(`unauth ${key}`);
    const refused = await rest('POST', '/admin/news', {
      body,
      headers: { 'idempotency-key': key, 'x-forwarded-for': ip },
    });
    expect(refused.status).toBe(401);
    expect(await db.idempotencyKey.count({ where: { key } })).toBe(0);
  });

  it('keeps answers 24 hours; the status run deletes those past it', async () => {
    const key = `news-${crypto.randomUUID()}`;
    await rest('POST', '/admin/news', {
      token,
      body: await newsBody(`expiring ${key}`),
      headers: { 'idempotency-key': key },
    });
    const row = await db.idempotencyKey.findFirstOrThrow({ where: { key } });
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBe(24);
    await db.idempotencyKey.update({
      where: { id: row.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await registrationExpiryService(db).run();
    expect(await db.idempotencyKey.count({ where: { key } })).toBe(0);
  });
});

describe('X-Request-Id', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    observeHttp();
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      void handleRest(
        new Request(url, { headers: req.headers as Record<string, string> }),
        url.pathname.replace('/api/v1', ''),
      ).then(async (answer) => {
        res.statusCode = answer.status;
        answer.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('echoes a well-formed id and makes one for a missing or malformed one', async () => {
    const given = await fetch(`${base}/api/v1/services/public_trainings/categories`, {
      headers: { 'x-request-id': 'integrator-42.a' },
    });
    expect(given.headers.get('x-request-id')).toBe('integrator-42.a');
    const none = await fetch(`${base}/api/v1/services/public_trainings/categories`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await fetch(`${base}/api/v1/services/public_trainings/categories`, {
      headers: { 'x-request-id': 'bad id\twith tab' },
    });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CORS for the configured origins', () => {
  const listed = 'https://portal.example.org';
  afterEach(() => {
    delete process.env.CORS_ORIGINS;
  });

  it('answers a preflight from a listed origin, without credentials', async () => {
    process.env.CORS_ORIGINS = `${listed}, https://other.example.org`;
    const res = await rest('OPTIONS', '/admin/news', {
      headers: {
        origin: listed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(listed);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives a listed origin the answer and the headers it reads; any other origin none', async () => {
    process.env.CORS_ORIGINS = listed;
    const ok = await rest('GET', '/services/public_trainings/categories', {
      headers: { origin: listed },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe(listed);
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/ETag/);
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/X-Request-Id/);

    const denied = await rest('GET', '/services/public_trainings/categories', {
      headers: { origin: 'https://evil.example.net' },
    });
    expect(denied.status).toBe(200);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const deniedPreflight = await rest('OPTIONS', '/admin/news', {
      headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
    });
    expect(deniedPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(deniedPreflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('allows no origin at all by default', async () => {
    const res = await rest('GET', '/services/public_trainings/categories', {
      headers: { origin: listed },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a listed origin log in with a bearer token and call a staff door', async () => {
    process.env.CORS_ORIGINS = listed;
    const res = await rest('GET', '/admin/news?page=1&per_page=1', {
      token,
      headers: { origin: listed, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(listed);
  });

  it('serves the OpenAPI document to a listed origin', async () => {
    process.env.CORS_ORIGINS = listed;
    const { GET } = await import('@/app/api/v1/openapi.json/route');
    const res = GET(
      new Request('http://localhost/api/v1/openapi.json', { headers: { origin: listed } }),
    );
    expect(res.headers.get('access-control-allow-origin')).toBe(listed);
  });
});
