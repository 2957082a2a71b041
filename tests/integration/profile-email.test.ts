import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { authSessionService } from '@/server/services/auth-session-service';
import { callerWith, createAdmin, deliveredTo, rest, sessionCookie } from './helpers';

/**
 * Issue 34 finding 10: staff change their own login e-mail only with their
 * current password (as their password), and the old address is told.
 * createAdmin's password is secret123.
 */

let counter = 0;
const newEmail = () => `moved-${Date.now().toString(36)}${(counter += 1)}@example.test`;

const emailOf = async (id: number) =>
  (await db.adminUser.findUnique({ where: { id }, select: { email: true } }))!.email;
const mailsTo = (to: string) => db.outboxEmail.findMany({ where: { to } });

/** How a tRPC call was refused: its code, message key and field. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const field = error.cause instanceof AppError ? error.cause.field : undefined;
    return { code: error.code, message: error.message, field };
  }
  throw new Error('expected a refusal');
}

describe("changing one's own staff e-mail (issue 34 finding 10)", () => {
  it('over tRPC (the account page): asks for the current password, refuses a wrong one on its field, then tells the old address', async () => {
    const admin = await createAdmin([]);
    const api = callerWith({ cookie: (await sessionCookie('admin', admin.id)).cookie });
    const profile = { firstname: 'Test', lastname: 'Admin' };
    const target = newEmail();

    const missing = await refusal(api.admin.account.updateProfile({ ...profile, email: target }));
    expect(missing).toEqual({
      code: 'BAD_REQUEST',
      message: 'please_enter_current_password',
      field: 'current_password',
    });
    const wrong = await refusal(
      api.admin.account.updateProfile({ ...profile, email: target, current_password: 'nope123' }),
    );
    expect(wrong).toEqual({
      code: 'BAD_REQUEST',
      message: 'errors.current_password_wrong',
      field: 'current_password',
    });
    expect(await emailOf(admin.id)).toBe(admin.email);
    expect(await mailsTo(admin.email)).toHaveLength(0);

    await api.admin.account.updateProfile({
      ...profile,
      email: target,
      current_password: 'secret123',
    });
    expect(await emailOf(admin.id)).toBe(target);
    expect(await mailsTo(admin.email)).toHaveLength(1);
    const [notice, ...more] = await deliveredTo(admin.email);
    expect(more).toHaveLength(0);
    expect(notice!.text).toContain(admin.email);
    expect(notice!.text).toContain(target);
    expect(notice!.subject).toMatch(/อีเมล.*\/.*e-mail/);
    expect(await mailsTo(target)).toHaveLength(0);
  });

  it('over REST (PUT /admin/users/profile/{id}): 400 on current_password in the caller language until the right one is given', async () => {
    const admin = await createAdmin([]);
    const { token } = await authSessionService(db).issue('admin', admin.id, false, 'api');
    const target = newEmail();
    const body = { firstname: 'Test', lastname: 'Admin', email: target };

    const missing = await rest('PUT', `/admin/users/profile/${admin.id}`, { token, body });
    expect(missing.status).toBe(400);
    const missingBody = (await missing.json()) as { field: string; message: string };
    expect(missingBody).toMatchObject({
      field: 'current_password',
      message: 'Please enter your current password',
    });
    const wrong = await rest('PUT', `/admin/users/profile/${admin.id}`, {
      token,
      lang: 'th',
      body: { ...body, current_password: 'nope123' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      field: 'current_password',
      message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    });
    expect(await emailOf(admin.id)).toBe(admin.email);

    const ok = await rest('PUT', `/admin/users/profile/${admin.id}`, {
      token,
      body: { ...body, current_password: 'secret123' },
    });
    expect(ok.status).toBe(200);
    expect(await emailOf(admin.id)).toBe(target);
    expect(await mailsTo(admin.email)).toHaveLength(1);
  });

  it('keeps the name and avatar free of it: the same e-mail (any case) needs no password and sends nothing', async () => {
    const admin = await createAdmin([]);
    const api = callerWith({ cookie: (await sessionCookie('admin', admin.id)).cookie });
    await api.admin.account.updateProfile({
      firstname: 'Renamed',
      lastname: 'Admin',
      email: admin.email.toUpperCase(),
    });
    const row = await db.adminUser.findUnique({ where: { id: admin.id } });
    expect(row).toMatchObject({ firstname: 'Renamed', email: admin.email });
    expect(await mailsTo(admin.email)).toHaveLength(0);
  });
});
