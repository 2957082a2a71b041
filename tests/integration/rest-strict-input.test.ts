import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { botToken, createAdmin, createMember, rest } from './helpers';
import { createRegistration } from './payment-fixtures';

/**
 * Input an integrator sends wrong is a 400 naming the field, never read
 * leniently into something else (docs/api.md "Strict input").
 */

let token: string;

beforeAll(async () => {
  const admin = await createAdmin([
    'access/news',
    'access/news_category',
    'access/user',
    'access/role',
    'access/public_training_register',
    'access/public_training',
  ]);
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

describe("filters: the spec's JSON and deepObject", () => {
  let memberToken: string;
  let cancelled: number;
  let awaiting: number;

  beforeAll(async () => {
    const member = await createMember();
    memberToken = (await authSessionService(db).issue('member', member.id, false, 'api')).token;
    cancelled = (await createRegistration(member.id, { paymentMethodId: 2, statusId: 6 })).id;
    awaiting = (await createRegistration(member.id, { paymentMethodId: 2, statusId: 2 })).id;
  });

  const list = async (query: string) => {
    const res = await rest(
      'GET',
      `/admin/services/register/public_trainings?per_page=100&${query}`,
      {
        token,
      },
    );
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: { register_id: number; register_status_id: number }[];
      } & ErrorBody,
    };
  };

  it('filters[register_status_id]=6 (what generated clients send) filters as the JSON form does', async () => {
    const deep = await list('filters[register_status_id]=6');
    const json = await list(`filters=${encodeURIComponent('{"register_status_id":6}')}`);
    expect(deep.status).toBe(200);
    expect(json.status).toBe(200);
    expect(deep.body.data!.every((r) => r.register_status_id === 6)).toBe(true);
    expect(deep.body.data!.map((r) => r.register_id)).toContain(cancelled);
    expect(deep.body.data!.map((r) => r.register_id)).not.toContain(awaiting);
    expect(deep.body.data!.map((r) => r.register_id)).toEqual(
      json.body.data!.map((r) => r.register_id),
    );
  });

  it('an unknown filter key is a 400 naming it, in either form', async () => {
    for (const query of [
      'filters[colour]=red',
      `filters=${encodeURIComponent('{"colour":"red"}')}`,
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors), query).toContain('filters.colour');
    }
  });

  it('a bad filter value is a 400 naming it', async () => {
    const { status, body } = await list('filters[register_status_id]=abc');
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toContain('filters.register_status_id');
  });

  it('a resource list (news) takes filters[status]=1 and refuses filters[nope]', async () => {
    const ok = await rest('GET', '/admin/news?filters[status]=1', { token });
    expect(ok.status).toBe(200);
    const bad = await rest('GET', '/admin/news?filters[nope]=1', { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).errors)).toContain('filters.nope');
  });

  it('/member/register_histories refuses page and per_page out of range as /news does, and an unknown payment method', async () => {
    for (const [query, field] of [
      ['page=abc', 'page'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['filter_payment_method=cash', 'filter_payment_method'],
    ]) {
      const res = await rest('GET', `/member/register_histories?${query}`, { token: memberToken });
      expect(res.status, query).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).errors), query).toContain(field);
    }
    const ok = await rest(
      'GET',
      '/member/register_histories?page=1&per_page=100&filter_payment_method=bank',
      {
        token: memberToken,
      },
    );
    expect(ok.status).toBe(200);
  });
});

describe('the error shape (SPEC.md section 8)', () => {
  it('`error` is the translated message a person reads; the field is in `field` and `errors`', async () => {
    const res = await rest('POST', '/admin/news', {
      token,
      body: await newsBody('2027-02-30 09:00'),
      lang: 'th',
    });
    const body = (await res.json()) as ErrorBody & { field: string | null };
    expect(res.status).toBe(400);
    expect(body.field).toBe('published_at');
    expect(body.error).toBe(body.message);
    expect(body.error).not.toBe('published_at');
    expect(body.errors.published_at).toContain(body.error);
  });

  it("an upload door answers `error.message`, as the spec's upload client reads it", async () => {
    const form = new FormData();
    form.append('upload', new Blob(['not an image'], { type: 'text/plain' }), 'x.txt');
    const res = await rest('POST', '/admin/upload', { token, body: form });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      message: string;
      error: { message: string };
      field: string | null;
    };
    expect(body.error).toEqual({ message: body.message });
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('a method a path does not take is a JSON 405 with `Allow`', async () => {
    const { handleRest } = await import('@/server/rest/handle-rest');
    for (const [method, path, allow] of [
      ['PATCH', '/news/1', 'GET'],
      ['DELETE', '/login', 'POST'],
      ['PATCH', '/admin/news/1', 'DELETE, PUT'],
    ] as const) {
      const res = await handleRest(
        new Request(`http://localhost/api/v1${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        }),
        path,
      );
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      const body = (await res.json()) as ErrorBody;
      expect(body.error).toBe(body.message);
      expect(body.message).toMatch(/method/i);
    }
    const route = await import('@/app/api/v1/[...path]/route');
    expect(typeof (route as Record<string, unknown>).PATCH, 'PATCH reaches the adapter').toBe(
      'function',
    );
  });
});

describe('lenient input refused', () => {
  it('a registration window closing after the training starts is a 400 on register_end_date', async () => {
    const category = await db.publicTrainingCategory.findFirstOrThrow();
    const body = {
      course_code: `WIN-${Date.now()}`,
      public_training_category_id: category.id,
      start_training_date: '2027-03-01 09:00',
      end_training_date: '2027-03-01 16:00',
      register_start_date: '2027-02-01 09:00',
      register_end_date: '2027-03-02 09:00',
      price: 100,
      seat_limit: 5,
      status: 0,
      lang: { th: { name: 'หน้าต่างรับสมัคร' } },
    };
    const before = await db.publicTraining.count();
    const late = await rest('POST', '/admin/services/public_trainings', { token, body });
    expect(late.status).toBe(400);
    expect(((await late.json()) as ErrorBody & { field: string }).field).toBe('register_end_date');
    expect(await db.publicTraining.count()).toBe(before);
    const ok = await rest('POST', '/admin/services/public_trainings', {
      token,
      body: { ...body, register_end_date: '2027-03-01 09:00' },
    });
    expect(ok.status).toBe(201);
  });

  it('POST /admin/users with a role id naming nothing is a 400 on roles, and no user is made', async () => {
    const email = `ghost-role-${Date.now()}@example.test`;
    const res = await rest('POST', '/admin/users', {
      token,
      body: {
        firstname: 'Ghost',
        lastname: 'Role',
        email,
        password: 'secret-123',
        password_confirmation: 'secret-123',
        status: 1,
        roles: [999_999],
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody & { field: string }).field).toBe('roles');
    expect(await db.adminUser.count({ where: { email } })).toBe(0);
  });

  it('a language the site does not have (lang.fr) is a 400 naming it', async () => {
    const body = {
      ...(await newsBody('2026-12-04 09:00')),
      lang: { th: { name: 'ข่าว' }, fr: { name: 'Nouvelles' } },
    };
    const res = await rest('POST', '/admin/news', { token, body });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as ErrorBody).errors)).toContain('lang.fr');
  });

  it('an id with a space in a path is a 400 or 404, never read as another id', async () => {
    const news = await db.news.findFirstOrThrow({ where: { status: true } });
    for (const path of [
      `/news/%20${news.id}`,
      `/news/${news.id}%20`,
      `/admin/news/%20${news.id}/edit`,
    ]) {
      const res = await rest('GET', path, { token });
      expect([400, 404], path).toContain(res.status);
    }
    const del = await rest('DELETE', `/admin/news/%20${news.id}`, { token });
    expect(del.status).toBe(400);
    expect(await db.news.count({ where: { id: news.id } })).toBe(1);
  });
});

describe('endpoints shaped as the spec says', () => {
  it('POST /register answers the member logged in at once: a bearer token that works', async () => {
    const email = `registered-${Date.now()}@example.test`;
    const res = await rest('POST', '/register', {
      body: {
        member_type: 'P',
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        telephone: '0812345678',
        email,
        email_confirmation: email,
        password: 'pass-word-9',
        password_confirmation: 'pass-word-9',
        accept_terms: 1,
        token: await botToken(),
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      email: string;
      token: string;
      token_type: string;
      expires_at: string;
    };
    expect(body).toMatchObject({ email, token_type: 'Bearer' });
    expect(body.expires_at).toMatch(/\+07:00$/);
    const me = await rest('GET', '/member', { token: body.token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('creating a staff user or a role answers 201, as every other create does', async () => {
    const role = await rest('POST', '/admin/roles', {
      token,
      body: { name: `Created ${Date.now()}`, permissions: [] },
    });
    expect(role.status).toBe(201);
    const email = `created-${Date.now()}@example.test`;
    const user = await rest('POST', '/admin/users', {
      token,
      body: {
        firstname: 'Made',
        lastname: 'Now',
        email,
        password: 'secret-123',
        password_confirmation: 'secret-123',
        status: 1,
        roles: [],
      },
    });
    expect(user.status).toBe(201);
  });
});

describe('headers integrators take for granted', () => {
  it('a 429 says when to come back: Retry-After and RateLimit-Limit/-Remaining/-Reset', async () => {
    const { email } = await createMember();
    const ip = `203.0.113.${Date.now() % 250}`;
    let limited: Response | undefined;
    for (let i = 0; i < 15 && !limited; i++) {
      const res = await rest('POST', '/login', {
        body: { email, password: `guess-${i}` },
        headers: { 'x-forwarded-for': ip },
      });
      if (res.status === 429) limited = res;
    }
    expect(limited, 'the login door limits tries').toBeDefined();
    const wait = Number(limited!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(Number(limited!.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(limited!.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited!.headers.get('ratelimit-reset')).toBe(String(wait));
    const body = (await limited!.json()) as ErrorBody;
    expect(body.error).toBe(body.message);
  });
});
