import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { botToken, createAdmin, createMember, rest } from './helpers';

/**
 * Idempotency-Key answers are replayed only to the credential that made them
 * and only after the procedure's own authentication and permission check
 * (issue 34, finding 2); an answer holding a secret is never stored.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const keyed = (key: string) => ({ 'idempotency-key': key });

/** A staff member with these permissions and a login-session bearer token (POST /admin/login). */
async function staff(permissions: string[]) {
  const user = await createAdmin(permissions);
  const { token } = await authSessionService(db).issue('admin', user.id, false, 'api');
  return { user, session: token };
}

async function apiToken(session: string, permissions: string[]): Promise<string> {
  const res = await rest('POST', '/admin/api_tokens', {
    token: session,
    body: { name: `idem ${unique()}`, expires_in_days: 30, permissions },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

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

let issuer: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  issuer = await staff(['access/api_token', 'access/news']);
});

describe('Idempotency-Key and secrets', () => {
  it('never stores an issued API token, and a token of the same issuer gets 403, not the secret', async () => {
    const key = `issue-${unique()}`;
    const body = { name: `idem ${key}`, expires_in_days: 30, permissions: ['access/news'] };
    const first = await rest('POST', '/admin/api_tokens', {
      token: issuer.session,
      body,
      headers: keyed(key),
    });
    expect(first.status).toBe(201);
    const secret = ((await first.json()) as { token: string }).token;
    expect(secret).toMatch(/^asc_/);
    const rows = await db.idempotencyKey.findMany({ where: { key } });
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows.map((row) => row.body)).toEqual([null]);

    const newsOnly = await apiToken(issuer.session, ['access/news']);
    const replay = await rest('POST', '/admin/api_tokens', {
      token: newsOnly,
      body,
      headers: keyed(key),
    });
    expect(replay.status).toBe(403);
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
    expect(await replay.text()).not.toContain('asc_');

    // The issuer's own repeat runs nothing and shows no secret: the request was done.
    const again = await rest('POST', '/admin/api_tokens', {
      token: issuer.session,
      body,
      headers: keyed(key),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { field: string }).field).toBe('Idempotency-Key');
    expect(await db.apiToken.count({ where: { name: body.name } })).toBe(1);
  });

  it('stores only a marker for the logins, whose answer is a session token', async () => {
    const admin = await createAdmin(['access/news']);
    const key = `login-${unique()}`;
    const res = await rest('POST', '/admin/login', {
      body: { email: admin.email, password: 'secret123' },
      headers: keyed(key),
    });
    expect(res.status).toBe(200);
    const rows = await db.idempotencyKey.findMany({ where: { key } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBeNull();
  });
});

describe('Idempotency-Key is replayed only after the permission check', () => {
  it('answers 403 to the same session once it lost the permission, not the stored answer', async () => {
    const editor = await staff(['access/news']);
    const key = `perm-${unique()}`;
    const body = await newsBody(`perm ${key}`);
    const first = await rest('POST', '/admin/news', {
      token: editor.session,
      body,
      headers: keyed(key),
    });
    expect(first.status).toBe(201);
    await db.rolePermission.deleteMany({
      where: { role: { users: { some: { userId: editor.user.id } } } },
    });
    const repeat = await rest('POST', '/admin/news', {
      token: editor.session,
      body,
      headers: keyed(key),
    });
    expect(repeat.status).toBe(403);
    expect(repeat.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('Idempotency-Key is scoped to the credential, not the person', () => {
  async function runsTwice(first: string, second: string) {
    const key = `cred-${unique()}`;
    const name = `cred ${key}`;
    const body = await newsBody(name);
    for (const token of [first, second]) {
      const res = await rest('POST', '/admin/news', { token, body, headers: keyed(key) });
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await newsNamed(name)).toBe(2);
  }

  it('two API tokens of the same issuer each run their own', async () => {
    await runsTwice(
      await apiToken(issuer.session, ['access/news']),
      await apiToken(issuer.session, ['access/news']),
    );
  });

  it('a session and an API token of the same issuer each run their own', async () => {
    await runsTwice(issuer.session, await apiToken(issuer.session, ['access/news']));
  });

  it("a member's second session is not answered the first one's result", async () => {
    const member = await createMember();
    const [first, second] = await Promise.all(
      [1, 2].map(
        async () => (await authSessionService(db).issue('member', member.id, false, 'api')).token,
      ),
    );
    const key = `member-${unique()}`;
    const body = {
      name: 'สมหญิง ทดสอบ',
      email: member.email,
      subject: `idem ${key}`,
      message: 'A question about the training schedule.',
      bot_token: await botToken(),
    };
    const sent = await rest('POST', '/contact', { token: first, body, headers: keyed(key) });
    expect(sent.status).toBeLessThan(300);
    // The same request from the other session runs on its own: its bot check was used already.
    const other = await rest('POST', '/contact', { token: second, body, headers: keyed(key) });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.status).toBe(400);
    expect(await db.contactMessage.count({ where: { subject: body.subject } })).toBe(1);
  });
});
