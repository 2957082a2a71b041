import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { openTotpSecret } from '@/server/auth/totp';
import { LOGIN_POLICY } from '@/server/auth/login-throttle';
import { secondFactorService } from '@/server/services/second-factor-service';
import { callerWith, createAdmin, rest, sessionCookie } from './helpers';

const factor = secondFactorService(db);

afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked (from now, so names made from the time stay unique): the test moves the authenticator's 30-second steps without waiting. */
const freezeClock = () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
};
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

/** A staff member who set up the second factor: their secret (as the app holds it) and recovery codes. */
async function adminWithSecondFactor(permissions: string[] = []) {
  const admin = await createAdmin(permissions);
  const { secret } = await factor.startSetup(admin.id);
  const { recoveryCodes } = await factor.confirmSetup(admin.id, await generate({ secret }));
  return { admin, secret, recoveryCodes };
}

const login = (email: string, extra: Record<string, string> = {}, ip?: string) =>
  rest('POST', '/admin/login', {
    body: { email, password: 'secret123', ...extra },
    ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
  });

describe('staff second factor: setup', () => {
  it('keeps the TOTP secret sealed and the recovery codes hashed like passwords', async () => {
    const { admin, secret, recoveryCodes } = await adminWithSecondFactor();
    const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id } });
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpSecret).not.toContain(secret);
    expect(openTotpSecret(row.totpSecret!)).toBe(secret);

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await db.adminRecoveryCode.findMany({ where: { adminUserId: admin.id } });
    expect(stored).toHaveLength(10);
    for (const r of stored) {
      expect(r.codeHash).toMatch(/^\$argon2id\$/);
      expect(recoveryCodes.some((c) => r.codeHash.includes(c))).toBe(false);
    }
    expect(await factor.status(admin.id)).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
  });

  it('turns on only with a right code from the new secret', async () => {
    const admin = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', admin.id);
    const caller = callerWith({ cookie });
    const setup = await caller.admin.account.startSecondFactor();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    await expect(
      caller.admin.account.confirmSecondFactor({ code: '000000' }),
    ).rejects.toMatchObject({ message: 'errors.invalid_second_factor' });
    expect((await factor.status(admin.id)).enabled).toBe(false);
    const done = await caller.admin.account.confirmSecondFactor({
      code: await generate({ secret: setup.secret }),
    });
    expect(done.recoveryCodes).toHaveLength(10);
    expect((await caller.admin.account.secondFactor()).enabled).toBe(true);
  });
});

describe('staff second factor: POST /admin/login', () => {
  it('answers "second factor required" without a token, then logs in with the code', async () => {
    freezeClock();
    const { admin, secret } = await adminWithSecondFactor();
    advance(60_000);

    const asked = await login(admin.email);
    expect(asked.status).toBe(401);
    const body = (await asked.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ reason: 'second_factor_required', field: 'code' });
    expect(body).not.toHaveProperty('token');

    const code = await generate({ secret });
    const ok = await login(admin.email, { code });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { token: string }).token).toBeTruthy();

    // The same code is good once.
    const replay = await login(admin.email, { code });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ reason: 'invalid_second_factor', field: 'code' });
  });

  it('takes each recovery code once', async () => {
    const { admin, recoveryCodes } = await adminWithSecondFactor();
    const code = recoveryCodes[3]!;
    expect((await login(admin.email, { code: code.toUpperCase() })).status).toBe(200);
    expect((await login(admin.email, { code })).status).toBe(401);
    expect((await factor.status(admin.id)).recoveryCodesLeft).toBe(9);
  });

  it('limits wrong codes like wrong passwords', async () => {
    const { admin } = await adminWithSecondFactor();
    const ip = `203.0.113.77:${Date.now()}`;
    for (let i = 0; i < LOGIN_POLICY.failuresPerAddressAndEmail; i += 1)
      expect((await login(admin.email, { code: '123456' }, ip)).status).toBe(401);
    expect((await login(admin.email, { code: '123456' }, ip)).status).toBe(429);
  });

  it('keeps logging in staff without a second factor with e-mail and password alone', async () => {
    const admin = await createAdmin([]);
    const res = await login(admin.email);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string }).token).toBeTruthy();
  });
});

describe('staff second factor: required by a role', () => {
  it('lets an Administrator require it for a role; its users must set it up before anything else', async () => {
    const administrator = await createAdmin(['access/role', 'access/user', 'access/news']);
    const staff = await createAdmin(['access/news']);
    const { roleId } = await db.userRole.findFirstOrThrow({ where: { userId: staff.id } });
    const boss = callerWith({ cookie: (await sessionCookie('admin', administrator.id)).cookie });
    await boss.admin.roles.setSecondFactorRequired({ id: roleId, required: true });
    expect((await boss.admin.roles.get({ id: roleId })).require_second_factor).toBe(true);
    expect(await db.auditEntry.count({ where: { entity: 'role', entityId: roleId } })).toBe(1);

    // An integrator's login is refused: the setup happens in the back office.
    const refused = await login(staff.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'second_factor_setup_required' });

    // A browser session may only set it up.
    const { cookie } = await sessionCookie('admin', staff.id);
    const caller = callerWith({ cookie });
    await expect(caller.admin.news.list({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'errors.second_factor_setup_required',
    });
    expect((await caller.admin.user()).id).toBe(staff.id);
    const setup = await caller.admin.account.startSecondFactor();
    await caller.admin.account.confirmSecondFactor({
      code: await generate({ secret: setup.secret }),
    });
    // The next request of the same session may do everything its role allows.
    const next = callerWith({ cookie });
    await expect(next.admin.news.list({})).resolves.toBeTruthy();
    await expect(
      next.admin.account.disableSecondFactor({ code: await generate({ secret: setup.secret }) }),
    ).rejects.toMatchObject({ message: 'second_factor.errors.required_by_role' });
  });

  it('lets an Administrator reset a colleague who lost their phone: audited, their sessions end', async () => {
    const administrator = await createAdmin(['access/user']);
    const { admin } = await adminWithSecondFactor();
    const { token } = await sessionCookie('admin', admin.id);
    const boss = callerWith({ cookie: (await sessionCookie('admin', administrator.id)).cookie });
    await boss.admin.users.resetSecondFactor({ id: admin.id });
    expect(await factor.status(admin.id)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await db.adminRecoveryCode.count({ where: { adminUserId: admin.id } })).toBe(0);
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: 'user', entityId: admin.id },
    });
    expect(audit).toMatchObject({ userId: administrator.id, action: 'update' });
    const row = await db.authToken.findFirstOrThrow({ where: { adminUserId: admin.id } });
    expect(row.revokedAt).not.toBeNull();
    expect(token).toBeTruthy();
    expect((await login(admin.email)).status).toBe(200);
  });
});
