import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { authSessionService, REMEMBER_MS } from '@/server/services/auth-session-service';
import { hashSecretToken } from '@/server/auth/secret-token';
import { createAdmin, createMember } from './helpers';

const sessions = authSessionService(db);

describe('auth sessions', () => {
  it('logs a member in with the right password and stores only a hash of the token', async () => {
    const member = await createMember('right-password');
    const session = await sessions.login(
      'member',
      member.email.toUpperCase(),
      'right-password',
      false,
    );
    const row = await db.authToken.findUniqueOrThrow({ where: { id: session.tokenId } });
    expect(row.tokenHash).toBe(hashSecretToken(session.token));
    expect(row.tokenHash).not.toContain(session.token);
    expect(await sessions.resolve(session.token, 'member')).toMatchObject({
      userId: member.id,
      realm: 'member',
    });
    expect(await sessions.resolve(session.token, 'admin')).toBeNull();
  });

  it('refuses a wrong password with invalid_credentials on the email field', async () => {
    const member = await createMember('right-password');
    await expect(sessions.login('member', member.email, 'wrong', false)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      messageKey: 'errors.invalid_credentials',
      field: 'email',
    });
    await expect(
      sessions.login('member', 'nobody@example.test', 'wrong', false),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('refuses a disabled admin', async () => {
    const admin = await createAdmin([], { status: false });
    await expect(sessions.login('admin', admin.email, 'secret123', true)).rejects.toMatchObject({
      messageKey: 'errors.account_disabled',
    });
  });

  it("keeps a member's remembered session a year and a browser session a day", async () => {
    const member = await createMember();
    const remembered = await sessions.login('member', member.email, 'secret123', true);
    const browser = await sessions.login('member', member.email, 'secret123', false);
    expect(remembered.expiresAt.getTime() - Date.now()).toBeGreaterThan(REMEMBER_MS - 60_000);
    expect(browser.expiresAt.getTime() - Date.now()).toBeLessThan(25 * 60 * 60 * 1000);
  });

  it('ends all other sessions of a user', async () => {
    const member = await createMember();
    const a = await sessions.login('member', member.email, 'secret123', false);
    const b = await sessions.login('member', member.email, 'secret123', false);
    await sessions.revokeAll('member', member.id, a.tokenId);
    expect(await sessions.resolve(a.token)).not.toBeNull();
    expect(await sessions.resolve(b.token)).toBeNull();
  });
});
