import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { adminSessionFromApiToken, adminSessionFromToken } from '@/server/auth/session';
import { apiTokenService } from '@/server/services/api-token-service';
import { authSessionService, REMEMBER_MS } from '@/server/services/auth-session-service';
import { createAdmin, createMember } from './helpers';

const sessions = authSessionService(db);
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Only Date is faked, from now on (names made from the time stay unique): the database driver keeps its real timers, and the test moves the clock. */
const start = () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
};
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('staff session lifetimes (defaults: 30 minutes idle, 12 hours at most)', () => {
  it('ends a staff session after 30 minutes without a request, on the server', async () => {
    start();
    const admin = await createAdmin([]);
    const session = await sessions.login('admin', admin.email, 'secret123', false);
    advance(29 * MINUTE);
    expect(await adminSessionFromToken(session.token)).not.toBeNull();
    advance(29 * MINUTE);
    expect(await adminSessionFromToken(session.token)).not.toBeNull();
    advance(31 * MINUTE);
    expect(await adminSessionFromToken(session.token)).toBeNull();
  });

  it('ends an active staff session 12 hours after login', async () => {
    start();
    const admin = await createAdmin([]);
    const session = await sessions.login('admin', admin.email, 'secret123', false);
    for (let used = 0; used < 11 * HOUR + 50 * MINUTE; used += 10 * MINUTE) {
      advance(10 * MINUTE);
      expect(await sessions.resolve(session.token, 'admin')).not.toBeNull();
    }
    advance(11 * MINUTE);
    expect(await sessions.resolve(session.token, 'admin')).toBeNull();
    const row = await db.authToken.findUniqueOrThrow({ where: { id: session.tokenId } });
    expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + 12 * HOUR);
  });

  it('does not lengthen a staff session for "remember me"', async () => {
    start();
    const admin = await createAdmin([]);
    const session = await sessions.login('admin', admin.email, 'secret123', true);
    const row = await db.authToken.findUniqueOrThrow({ where: { id: session.tokenId } });
    expect(row.remember).toBe(false);
    expect(row.expiresAt.getTime()).toBe(Date.now() + 30 * MINUTE);
    advance(31 * MINUTE);
    expect(await sessions.resolve(session.token, 'admin')).toBeNull();
  });

  it('ends staff sessions opened before the limits, whatever their stored expiry', async () => {
    start();
    const admin = await createAdmin([]);
    const { token, tokenId } = await sessions.issue('admin', admin.id, false, 'session');
    // A "remembered" session of the old policy: a year's expiry, opened 13 hours ago.
    await db.authToken.update({
      where: { id: tokenId },
      data: {
        remember: true,
        createdAt: new Date(Date.now() - 13 * HOUR),
        lastUsedAt: new Date(Date.now() - 5 * MINUTE),
        expiresAt: new Date(Date.now() + REMEMBER_MS),
      },
    });
    expect(await sessions.resolve(token, 'admin')).toBeNull();
  });

  it("keeps members' sessions as the spec says: a remembered one a year", async () => {
    start();
    const member = await createMember();
    const session = await sessions.login('member', member.email, 'secret123', true);
    expect(session.expiresAt.getTime()).toBe(Date.now() + REMEMBER_MS);
    advance(13 * HOUR);
    expect(await sessions.resolve(session.token, 'member')).not.toBeNull();
  });

  it('leaves API tokens out of the staff limits', async () => {
    start();
    const admin = await createAdmin(['access/news']);
    const issued = await apiTokenService(db).create(
      { userId: admin.id },
      {
        name: 'lifetime test',
        permissions: ['access/news'],
        expires_in_days: 30,
      },
    );
    advance(13 * HOUR);
    expect(await adminSessionFromApiToken(issued.token)).not.toBeNull();
  });
});
