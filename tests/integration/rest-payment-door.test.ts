import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { createMember, rest } from './helpers';
import { createRegistration } from './payment-fixtures';

/**
 * POST /services/public_trainings/register/payment (docs/api.md, "Endpoints
 * where the spec decides the shape"): the payment step of a registration.
 */

let memberId: number;
let token: string;

beforeAll(async () => {
  const member = await createMember();
  memberId = member.id;
  token = (await authSessionService(db).issue('member', member.id, false, 'api')).token;
});

afterEach(() => {
  process.env.PAYMENT_SIMULATOR = '1';
});

type Answer = {
  register_id: number;
  register_status_id: number;
  payment_method: 'card' | 'bank' | null;
  payment_method_name: string | null;
  checkout: { endpoint: string; fields: Record<string, string> } | null;
};

describe('POST /services/public_trainings/register/payment', () => {
  it("gives a card registration its signed checkout, by the registration's own method", async () => {
    const r = await createRegistration(memberId, { paymentMethodId: 1 });
    const res = await rest('POST', '/services/public_trainings/register/payment', {
      token,
      body: { register_id: r.id },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body).toMatchObject({
      register_id: r.id,
      register_status_id: 1,
      payment_method: 'card',
    });
    expect(body.checkout?.endpoint).toBeTruthy();
    expect(body.checkout?.fields.reference_number).toBe(r.registerCode);
    expect(await db.cardPayment.count({ where: { registrationId: r.id } })).toBe(1);
  });

  it('switches to bank transfer when named: no checkout, the slip comes next', async () => {
    const r = await createRegistration(memberId, { paymentMethodId: 1 });
    const res = await rest('POST', '/services/public_trainings/register/payment', {
      token,
      body: { register_id: r.id, payment_method: 'bank' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body).toMatchObject({ payment_method: 'bank', register_status_id: 2, checkout: null });
    expect(body.payment_method_name).toBeTruthy();
    const stored = await db.registration.findUniqueOrThrow({ where: { id: r.id } });
    expect([stored.paymentMethodId, stored.registerStatusId]).toEqual([2, 2]);
  });

  it("answers 404 for another member's registration and 400 for an unknown method", async () => {
    const other = await createMember();
    const theirs = await createRegistration(other.id, { paymentMethodId: 1 });
    const notMine = await rest('POST', '/services/public_trainings/register/payment', {
      token,
      body: { register_id: theirs.id },
    });
    expect(notMine.status).toBe(404);
    const mine = await createRegistration(memberId, { paymentMethodId: 2 });
    const bad = await rest('POST', '/services/public_trainings/register/payment', {
      token,
      body: { register_id: mine.id, payment_method: 'cash' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('payment_method');
  });

  it('refuses card where card payments are not taken, naming payment_method', async () => {
    delete process.env.PAYMENT_SIMULATOR;
    const r = await createRegistration(memberId, { paymentMethodId: 2 });
    const res = await rest('POST', '/services/public_trainings/register/payment', {
      token,
      body: { register_id: r.id, payment_method: 'card' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toBe('payment_method');
  });
});
