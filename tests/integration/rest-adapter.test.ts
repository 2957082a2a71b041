import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { handleRest } from '@/server/rest/handle-rest';
import { createAdmin, createMember, sessionCookie } from './helpers';

function call(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const req = new Request(`http://localhost/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}

describe('REST adapter (/api/v1)', () => {
  it('serves the public endpoints of SPEC.md section 7 as JSON, in the Accept-Language of the call', async () => {
    const res = await call('GET', '/services/public_trainings?filter_name=python&per_page=5', {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { name: string; public_training_id: number; price: number }[];
      per_page: number;
    };
    expect(body.per_page).toBe(5);
    expect(body.data.map((t) => t.name)).toEqual(['Data analysis with Python for beginners']);
    const stored = await db.publicTraining.findUniqueOrThrow({
      where: { id: body.data[0]!.public_training_id },
    });
    expect(body.data[0]!.price).toBe(stored.priceSatang / 100);
    const statuses = (await (
      await call('GET', '/register_statuses', { headers: { 'accept-language': 'th' } })
    ).json()) as { id: number }[];
    expect(statuses.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers a validation failure with 400, the field and a translated message', async () => {
    const res = await call('GET', '/services/public_trainings?per_page=0', {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      message: string;
      error: string;
      field?: string;
      errors: Record<string, string[]>;
    };
    expect(body.field).toBe('per_page');
    expect(body.errors.per_page?.[0]).toBe(body.message);
    expect(body.message).not.toMatch(/^validation\./);
  });

  it('answers 404 for an unknown endpoint or item and 405 for a wrong method', async () => {
    expect((await call('GET', '/no/such/endpoint')).status).toBe(404);
    expect((await call('GET', '/services/public_trainings/999999')).status).toBe(404);
    expect((await call('DELETE', '/languages')).status).toBe(405);
  });

  it('takes a bearer token for the member and admin endpoints, and refuses without one', async () => {
    expect((await call('GET', '/member')).status).toBe(401);
    const member = await createMember();
    const { token } = await sessionCookie('member', member.id);
    const me = await call('GET', '/member', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(member.email);
    // A member token is no admin token: signed in, but not allowed.
    expect(
      (await call('GET', '/admin/roles', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(403);
    const admin = await createAdmin(['access/role']);
    const adminToken = (await sessionCookie('admin', admin.id)).token;
    expect(
      (await call('GET', '/admin/roles', { headers: { authorization: `Bearer ${adminToken}` } }))
        .status,
    ).toBe(200);
  });

  it('counts a view once per visitor in the window, and 404s an unknown item', async () => {
    const training = await db.publicTraining.findFirstOrThrow({ where: { status: true } });
    const visitor = {
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200)}`,
      'user-agent': `vitest-${Date.now()}`,
    };
    const first = await call('PUT', `/services/public_trainings/${training.id}/view`, {
      headers: visitor,
    });
    expect(await first.json()).toEqual({ counted: true });
    const again = await call('PUT', `/services/public_trainings/${training.id}/view`, {
      headers: visitor,
    });
    expect(await again.json()).toEqual({ counted: false });
    const other = await call('PUT', `/services/public_trainings/${training.id}/view`, {
      headers: { ...visitor, 'user-agent': 'another browser' },
    });
    expect(await other.json()).toEqual({ counted: true });
    const after = await db.publicTraining.findUniqueOrThrow({ where: { id: training.id } });
    expect(after.viewCount).toBe(training.viewCount + 2);
    expect((await call('PUT', '/news/999999/view', { headers: visitor })).status).toBe(404);
  });
});
