import { describe, expect, it } from 'vitest';
import { POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import type { Locale } from '@/i18n/locales';
import { db } from '@/server/db';
import { translator } from '@/server/i18n/translate';
import { authSessionService } from '@/server/services/auth-session-service';
import { createAdmin, createMember, freshIp, rest, sessionCookie } from './helpers';

type TrpcError = {
  error: {
    json: { message: string; data: { httpStatus: number; fieldErrors?: Record<string, string[]> } };
  };
};

/** One tRPC mutation over HTTP, as the React UI sends it (superjson body), in the given language. */
async function trpc(path: string, input: unknown, cookie: string, lang: Locale = 'en') {
  const req = new Request(`http://localhost/api/trpc/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${cookie}; i18next=${lang}`,
      'x-forwarded-for': freshIp(),
    },
    body: JSON.stringify({ json: input }),
  });
  const res = await trpcPost(req);
  return { status: res.status, body: (await res.json()) as TrpcError };
}

const passwordWorks = async (realm: 'member' | 'admin', email: string, password: string) =>
  authSessionService(db)
    .login(realm, email, password, false)
    .then(
      () => true,
      () => false,
    );

describe('a member changing their password', () => {
  it('over REST: needs the current password, refuses a wrong one on its field in the caller language, then changes it', async () => {
    const member = await createMember('first-pass');
    const { cookie } = await sessionCookie('member', member.id);
    const missing = await rest('PUT', '/member/change_password', {
      headers: { cookie },
      body: { password: 'second-pass', password_confirmation: 'second-pass' },
      lang: 'th',
    });
    expect(missing.status).toBe(400);
    expect(
      ((await missing.json()) as { errors: Record<string, string[]> }).errors.current_password?.[0],
    ).toBe(translator('th')('please_enter_current_password'));

    for (const lang of ['th', 'en'] as const) {
      const wrong = await rest('PUT', '/member/change_password', {
        headers: { cookie },
        body: {
          current_password: 'not-my-pass',
          password: 'second-pass',
          password_confirmation: 'second-pass',
        },
        lang,
      });
      expect(wrong.status).toBe(400);
      const body = (await wrong.json()) as {
        message: string;
        error: string;
        field: string | null;
        errors: Record<string, string[]>;
      };
      expect(body.field).toBe('current_password');
      expect(body.errors.current_password?.[0]).toBe(
        translator(lang)('errors.current_password_wrong'),
      );
      expect(body.errors.current_password?.[0]).not.toBe('errors.current_password_wrong');
    }
    expect(await passwordWorks('member', member.email, 'first-pass')).toBe(true);

    const ok = await rest('PUT', '/member/change_password', {
      headers: { cookie },
      body: {
        current_password: 'first-pass',
        password: 'second-pass',
        password_confirmation: 'second-pass',
      },
    });
    expect(ok.status).toBe(200);
    expect(await passwordWorks('member', member.email, 'second-pass')).toBe(true);
    expect(await passwordWorks('member', member.email, 'first-pass')).toBe(false);
  });

  it('over tRPC: the same rule, with the translated message on current_password', async () => {
    const member = await createMember('first-pass');
    const { cookie } = await sessionCookie('member', member.id);
    const wrong = await trpc(
      'member.account.changePassword',
      {
        current_password: 'nope-nope',
        password: 'second-pass',
        password_confirmation: 'second-pass',
      },
      cookie,
      'th',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.json.data.fieldErrors?.current_password?.[0]).toBe(
      translator('th')('errors.current_password_wrong'),
    );
    expect(await passwordWorks('member', member.email, 'first-pass')).toBe(true);
    const ok = await trpc(
      'member.account.changePassword',
      {
        current_password: 'first-pass',
        password: 'second-pass',
        password_confirmation: 'second-pass',
      },
      cookie,
    );
    expect(ok.status).toBe(200);
    expect(await passwordWorks('member', member.email, 'second-pass')).toBe(true);
  });

  it('stops guessing the current password through a borrowed session: 10 wrong ones in 15 minutes, then 429', async () => {
    const member = await createMember('first-pass');
    const { cookie } = await sessionCookie('member', member.id);
    for (let i = 0; i < 10; i += 1) {
      const res = await rest('PUT', '/member/change_password', {
        headers: { cookie },
        body: {
          current_password: `guess-${i}`,
          password: 'second-pass',
          password_confirmation: 'second-pass',
        },
      });
      expect(res.status).toBe(400);
    }
    const blocked = await rest('PUT', '/member/change_password', {
      headers: { cookie },
      body: {
        current_password: 'first-pass',
        password: 'second-pass',
        password_confirmation: 'second-pass',
      },
    });
    expect(blocked.status).toBe(429);
    expect(await passwordWorks('member', member.email, 'first-pass')).toBe(true);
  });
});

describe('an admin changing their own password', () => {
  it('over tRPC (the account page): needs the current password, refuses a wrong one on its field, then changes it', async () => {
    const admin = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', admin.id);
    const missing = await trpc(
      'admin.account.changePassword',
      { password: 'mine1234', password_confirmation: 'mine1234' },
      cookie,
      'en',
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.json.data.fieldErrors?.current_password?.[0]).toBe(
      translator('en')('please_enter_current_password'),
    );
    for (const lang of ['th', 'en'] as const) {
      const wrong = await trpc(
        'admin.account.changePassword',
        { current_password: 'wrong-one', password: 'mine1234', password_confirmation: 'mine1234' },
        cookie,
        lang,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.json.data.fieldErrors?.current_password?.[0]).toBe(
        translator(lang)('errors.current_password_wrong'),
      );
    }
    expect(await passwordWorks('admin', admin.email, 'secret123')).toBe(true);
    const ok = await trpc(
      'admin.account.changePassword',
      { current_password: 'secret123', password: 'mine1234', password_confirmation: 'mine1234' },
      cookie,
    );
    expect(ok.status).toBe(200);
    expect(await passwordWorks('admin', admin.email, 'mine1234')).toBe(true);
  });

  it('cannot go round the current password through PUT /admin/users/{own id}/password (REST or tRPC)', async () => {
    const admin = await createAdmin(['access/user']);
    const { cookie } = await sessionCookie('admin', admin.id);
    for (const lang of ['th', 'en'] as const) {
      const res = await rest('PUT', `/admin/users/${admin.id}/password`, {
        headers: { cookie },
        body: { password: 'taken123', password_confirmation: 'taken123' },
        lang,
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(
        translator(lang)('admin_shell.error_own_password_on_account_page'),
      );
    }
    const viaTrpc = await trpc(
      'admin.users.setPassword',
      { id: admin.id, password: 'taken123', password_confirmation: 'taken123' },
      cookie,
      'en',
    );
    expect(viaTrpc.status).toBe(403);
    expect(viaTrpc.body.error.json.message).toBe(
      translator('en')('admin_shell.error_own_password_on_account_page'),
    );
    expect(await passwordWorks('admin', admin.email, 'secret123')).toBe(true);
  });

  it('a new password stops the API tokens issued under the old one, set by oneself or by a manager', async () => {
    const issueToken = async (cookie: string) => {
      const res = await rest('POST', '/admin/api_tokens', {
        headers: { cookie },
        body: { name: 'integration', permissions: ['access/news'], expires_in_days: 30 },
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: number; token: string };
    };
    const newsWith = async (token: string) => (await rest('GET', '/admin/news', { token })).status;

    const owner = await createAdmin(['access/api_token', 'access/news']);
    const own = await sessionCookie('admin', owner.id);
    const first = await issueToken(own.cookie);
    const second = await issueToken(own.cookie);
    expect(await newsWith(first.token)).toBe(200);
    const changed = await trpc(
      'admin.account.changePassword',
      { current_password: 'secret123', password: 'mine1234', password_confirmation: 'mine1234' },
      own.cookie,
    );
    expect(changed.status).toBe(200);
    expect(await newsWith(first.token)).toBe(401);
    expect(await newsWith(second.token)).toBe(401);
    expect(await db.apiToken.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      revokedBy: owner.id,
      revokedAt: expect.any(Date),
    });
    // Tokens issued after the change work.
    const after = await issueToken(own.cookie);
    expect(await newsWith(after.token)).toBe(200);

    const manager = await createAdmin(['access/user', 'access/api_token', 'access/news']);
    const { cookie } = await sessionCookie('admin', manager.id);
    const set = await rest('PUT', `/admin/users/${owner.id}/password`, {
      headers: { cookie },
      body: { password: 'given123', password_confirmation: 'given123' },
    });
    expect(set.status).toBe(200);
    expect(await newsWith(after.token)).toBe(401);
    expect(await db.apiToken.findUniqueOrThrow({ where: { id: after.id } })).toMatchObject({
      revokedBy: manager.id,
    });
  });

  it("setting ANOTHER user's password (PUT /admin/users/{id}/password) needs no current password", async () => {
    const manager = await createAdmin(['access/user']);
    const target = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', manager.id);
    const res = await rest('PUT', `/admin/users/${target.id}/password`, {
      headers: { cookie },
      body: { password: 'given123', password_confirmation: 'given123' },
    });
    expect(res.status).toBe(200);
    expect(await passwordWorks('admin', target.email, 'given123')).toBe(true);
  });
});
