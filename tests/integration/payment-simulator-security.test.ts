import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as simulator } from '@/app/api/payment-simulator/route';
import { POST as notify } from '@/app/api/payments/cybersource/notify/route';
import { POST as paymentReturn } from '@/app/api/payments/cybersource/return/route';
import type { CreateRegistrationInput } from '@/lib/schemas/registration';
import { createRequestContext } from '@/server/api/context';
import { appRouter } from '@/server/api/root';
import { db } from '@/server/db';
import { translateIfKey } from '@/server/i18n/translate';
import { buildRequestFields, type Fields, signAll } from '@/server/payments/cybersource';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { cardPaymentService } from '@/server/services/card-payment-service';
import { callerWith, createMember, rest, sessionCookie } from './helpers';
import { createRegistration } from './payment-fixtures';

/**
 * The payment simulator (off unless switched on, its own per-installation
 * key, replies only to this site) and the slips (implausible transfer dates
 * and sub-satang amounts are refused).
 */

/** The simulator's former built-in key, public in this repository's history. */
const FORMER_PUBLIC_KEY = 'simulator-secret-key-not-for-production-use-0123456789';
const CONSTANT_KEYS = [FORMER_PUBLIC_KEY, 'secret', 'simulator-secret-key', 'x'.repeat(64)];

let outbox: string;
beforeAll(() => {
  outbox = mkdtempSync(path.join(tmpdir(), 'asc-sim-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

// vitest.config.ts switches the simulator on for the integration tests; some tests here switch it off.
const switchedOn = process.env.PAYMENT_SIMULATOR;
afterEach(() => {
  process.env.PAYMENT_SIMULATOR = switchedOn;
  vi.restoreAllMocks();
});
function simulatorOff(how: 'zero' | 'unset') {
  if (how === 'zero') process.env.PAYMENT_SIMULATOR = '0';
  else delete process.env.PAYMENT_SIMULATOR;
}

const post = (handler: (req: Request) => Promise<Response>, url: string, fields: Fields) =>
  handler(
    new Request(`http://localhost:3000${url}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
  );

const unescapeHtml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** The action and hidden fields of the page's <form id="reply">. */
function replyForm(html: string) {
  const form = /<form id="reply" method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no reply form in ${html.slice(0, 500)}`);
  const fields: Fields = {};
  for (const m of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
  return { action: unescapeHtml(form[1]!), fields };
}

async function cardRegistration() {
  const member = await createMember();
  const registration = await createRegistration(member.id, { paymentMethodId: 1 });
  return { member, registration };
}

const statusOf = async (id: number) =>
  (await db.registration.findUniqueOrThrow({ where: { id } })).registerStatusId;

describe('payment simulator: off unless switched on', () => {
  it.each(['zero', 'unset'] as const)(
    'answers 404 to any request when PAYMENT_SIMULATOR is %s',
    async (how) => {
      const { member, registration } = await cardRegistration();
      const { fields } = await cardPaymentService(db).createRequest(
        member.id,
        registration.id,
        'en',
      );
      simulatorOff(how);
      expect(gatewayConfig()).toBeNull();
      for (const body of [
        fields,
        {
          ...fields,
          sim_action: 'pay',
          card_number: '4111111111111111',
          sim_request: Buffer.from(JSON.stringify(fields)).toString('base64'),
        },
      ]) {
        const res = await post(simulator, '/api/payment-simulator', body);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain(registration.registerCode);
      }
      expect(await statusOf(registration.id)).toBe(1);
    },
  );

  it('with it off and no gateway, card payment is unavailable, said on the payment page data, and nothing breaks', async () => {
    const { member, registration } = await cardRegistration();
    const { cookie, token } = await sessionCookie('member', member.id);
    simulatorOff('unset');
    const api = callerWith({ cookie, 'accept-language': 'en' });
    expect(await api.member.payments.status({ register_id: registration.id })).toMatchObject({
      canPayByCard: false,
      cardUnavailable: true,
      cardSimulated: false,
    });
    await expect(
      api.member.payments.signature({ register_id: registration.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'payment.errors.card_unavailable' });
    const signed = await rest('POST', '/payment_signature', {
      token,
      body: { register_id: registration.id },
    });
    expect(signed.status).toBe(409);
    expect(JSON.stringify(await signed.json())).toContain(
      translateIfKey('en', 'payment.errors.card_unavailable'),
    );
    expect((await callerWith().public.lookups.paymentMethods()).map((m) => m.code)).toEqual([
      'bank',
    ]);
    expect(await db.cardPayment.count({ where: { registrationId: registration.id } })).toBe(0);

    // registering with card is refused with the field named; bank transfer still works
    const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
    const training = await db.publicTraining.findFirstOrThrow({
      where: { status: true },
      orderBy: { id: 'asc' },
    });
    const other = await createMember();
    const otherApi = callerWith({
      cookie: (await sessionCookie('member', other.id)).cookie,
      'accept-language': 'en',
    });
    const input: CreateRegistrationInput = {
      public_training_id: training.id,
      attendees: [],
      receipt: {
        receipt_type: 'P',
        name: 'A B',
        address: '1 Road',
        province_id: district.amphure.provinceId,
        amphure_id: district.amphureId,
        district_id: district.id,
        zip_code: district.zipCode ?? '10000',
      },
      payment_method_id: 1,
    };
    await expect(otherApi.member.registrations.create(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'registration.card_unavailable',
    });
    expect(await db.registration.count({ where: { memberId: other.id } })).toBe(0);

    // switched on: the page data says payments are simulated
    process.env.PAYMENT_SIMULATOR = '1';
    expect(await api.member.payments.status({ register_id: registration.id })).toMatchObject({
      canPayByCard: true,
      cardUnavailable: false,
      cardSimulated: true,
    });
    expect((await callerWith().public.lookups.paymentMethods()).map((m) => m.code)).toEqual([
      'card',
      'bank',
    ]);
  });
});

describe('payment simulator: its own key, and only this site', () => {
  it('refuses requests, and the notify and return URLs refuse replies, signed with any constant key', async () => {
    const { member, registration } = await cardRegistration();
    const { fields } = await cardPaymentService(db).createRequest(member.id, registration.id, 'en');
    const config = gatewayConfig()!;
    expect(config.simulated).toBe(true);
    for (const key of CONSTANT_KEYS) {
      expect(key).not.toBe(config.secretKey);
      const forgedRequest = buildRequestFields(
        { ...config, secretKey: key },
        {
          transactionUuid: fields.transaction_uuid!,
          referenceNumber: registration.registerCode,
          amountSatang: registration.totalAmountSatang,
          locale: 'en',
        },
      );
      const page = await post(simulator, '/api/payment-simulator', forgedRequest);
      expect(page.status).toBe(403);
      const forgedPay = await post(simulator, '/api/payment-simulator', {
        sim_action: 'pay',
        card_number: '4111111111111111',
        sim_request: Buffer.from(JSON.stringify(forgedRequest)).toString('base64'),
      });
      expect(forgedPay.status).toBe(403);

      const reply = signAll(
        {
          decision: 'ACCEPT',
          reason_code: '100',
          transaction_id: `T-${key.length}`,
          req_reference_number: registration.registerCode,
          req_amount: fields.amount!,
          req_currency: 'THB',
          req_transaction_uuid: fields.transaction_uuid!,
        },
        key,
      );
      expect((await post(notify, '/api/payments/cybersource/notify', reply)).status).toBe(400);
      const back = await post(paymentReturn, '/api/payments/cybersource/return', reply);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toContain('error');
    }
    expect(await statusOf(registration.id)).toBe(1);
    expect(
      (
        await db.cardPayment.findUniqueOrThrow({
          where: { transactionUuid: fields.transaction_uuid! },
        })
      ).respondedAt,
    ).toBeNull();
  });

  it('ignores override_backoffice_post_url and override_custom_receipt_page: no outgoing request, the reply goes to its own notify handler and the browser to its own return URL', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { member, registration } = await cardRegistration();
    const { fields } = await cardPaymentService(db).createRequest(member.id, registration.id, 'en');
    const config = gatewayConfig()!;
    // Worst case: a request validly signed by this site's key, naming hostile addresses.
    const hostile = signAll(
      {
        ...fields,
        override_backoffice_post_url: 'http://169.254.169.254/latest/meta-data/',
        override_custom_receipt_page: 'javascript:fetch("/api/trpc/x")//',
      },
      config.secretKey,
    );

    const cardPage = await post(simulator, '/api/payment-simulator', hostile);
    expect(cardPage.status).toBe(200);
    const cardHtml = await cardPage.text();
    expect(cardHtml).toContain(registration.registerCode);
    expect(cardHtml).not.toMatch(/javascript:|169\.254/);

    const paid = await post(simulator, '/api/payment-simulator', {
      sim_request: Buffer.from(JSON.stringify(hostile)).toString('base64'),
      sim_action: 'pay',
      card_number: '4111 1111 1111 1111',
      card_expiry: '12/30',
      card_cvn: '123',
    });
    expect(paid.status).toBe(200);
    const html = await paid.text();
    expect(html).not.toMatch(/javascript:|169\.254/);
    expect(fetchSpy).not.toHaveBeenCalled();
    const form = replyForm(html);
    expect(form.action).toBe('/api/payments/cybersource/return');
    expect(form.fields).toMatchObject({
      decision: 'ACCEPT',
      req_reference_number: registration.registerCode,
    });
    // the server-to-server reply reached this site's own notify handler
    expect(await statusOf(registration.id)).toBe(5);
    // and the browser's copy, at the own return URL, finds it paid (applied once)
    const back = await post(paymentReturn, form.action, form.fields);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/member/payment/${registration.id}?result=paid`);
    expect(
      await db.registrationHistory.count({
        where: { registrationId: registration.id, registerStatusId: 5 },
      }),
    ).toBe(1);
  });
});

describe('payment slips: plausible transfer dates and amounts', () => {
  const png = async () =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#eeeeee' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

  /** One tRPC call over HTTP, as the browser makes it: status and the formatted error. */
  async function trpcPost(procedure: string, input: unknown, headers: Record<string, string>) {
    const req = new Request(`http://localhost/api/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ json: input }),
    });
    const res = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req,
      router: appRouter,
      createContext: () => createRequestContext(req.headers),
    });
    const body = (await res.json()) as {
      error?: { json: { message: string; data: { fieldErrors: Record<string, string[]> } } };
    };
    return { status: res.status, error: body.error?.json };
  }

  const bad = [
    {
      name: 'a transfer in year 9999',
      field: 'transfer_date',
      patch: { transfer_date: '9999-01-01T10:00:00+07:00' },
      key: 'payment.errors.transfer_date_future',
    },
    {
      name: 'a transfer in 1900',
      field: 'transfer_date',
      patch: { transfer_date: '1900-01-01T10:00:00+07:00' },
      key: 'payment.errors.transfer_date_too_old',
    },
    {
      name: 'a transfer two days ahead',
      field: 'transfer_date',
      patch: { transfer_date: new Date(Date.now() + 2 * 86_400_000).toISOString() },
      key: 'payment.errors.transfer_date_future',
    },
    {
      name: 'a transfer three years ago',
      field: 'transfer_date',
      patch: { transfer_date: new Date(Date.now() - 3 * 365 * 86_400_000).toISOString() },
      key: 'payment.errors.transfer_date_too_old',
    },
    {
      name: 'an amount of 0.001',
      field: 'amount',
      patch: { amount: 0.001 },
      key: 'payment.errors.amount_decimals',
    },
    {
      name: 'an amount of 12.345',
      field: 'amount',
      patch: { amount: '12.345' },
      key: 'payment.errors.amount_decimals',
    },
    {
      name: 'an amount of 0',
      field: 'amount',
      patch: { amount: 0 },
      key: 'payment.errors.amount_positive',
    },
    {
      name: 'a negative amount',
      field: 'amount',
      patch: { amount: -5 },
      key: 'payment.errors.amount_positive',
    },
  ];

  it.each(bad)(
    'refuses $name with a 400 naming the field, over tRPC and REST, in th and en, storing nothing',
    async ({ field, patch, key }) => {
      const member = await createMember();
      const registration = await createRegistration(member.id, { paymentMethodId: 2 });
      const { cookie, token } = await sessionCookie('member', member.id);
      const body = {
        image: await png(),
        bank_id: 9999,
        bank_specify_text: 'My Bank',
        transfer_date: hoursAgo(2),
        amount: 4500,
        ...patch,
      };

      for (const lang of ['th', 'en'] as const) {
        const viaTrpc = await trpcPost(
          'member.payments.submitSlip',
          { ...body, register_id: registration.id },
          { cookie: `${cookie}; i18next=${lang}` },
        );
        expect(viaTrpc.status).toBe(400);
        expect(viaTrpc.error?.data.fieldErrors[field]).toEqual([translateIfKey(lang, key)]);
        expect(translateIfKey(lang, key)).not.toBe(key);

        for (const [method, url, payload] of [
          ['POST', '/member/payment_slip', { ...body, register_id: registration.id }],
          ['PUT', `/member/payment_slip/${registration.id}`, body],
        ] as const) {
          const res = await rest(method, url, { token, lang, body: payload });
          expect(res.status).toBe(400);
          const json = (await res.json()) as { errors: Record<string, string[]> };
          expect(json.errors[field]).toEqual([translateIfKey(lang, key)]);
        }
      }
      expect(await statusOf(registration.id)).toBe(2);
      expect(await db.paymentSlip.count({ where: { registrationId: registration.id } })).toBe(0);
    },
  );

  it('takes a slip dated today (or this evening, Bangkok time) with a whole-satang amount, stored exactly', async () => {
    const member = await createMember();
    const registration = await createRegistration(member.id, { paymentMethodId: 2 });
    const { token } = await sessionCookie('member', member.id);
    const soon = new Date(Date.now() + 6 * 3_600_000).toISOString();
    const res = await rest('PUT', `/member/payment_slip/${registration.id}`, {
      token,
      body: {
        image: await png(),
        bank_id: 9999,
        bank_specify_text: 'My Bank',
        transfer_date: soon,
        amount: '4500.05',
      },
    });
    expect(res.status).toBe(200);
    const slip = await db.paymentSlip.findFirstOrThrow({
      where: { registrationId: registration.id },
    });
    expect(slip.amountSatang).toBe(450_005);
    expect(slip.transferDate.toISOString()).toBe(soon);
  });
});

describe('payment simulator pages: a strict Content-Security-Policy', () => {
  /** The page's policy, and whether every <script> and <style> of it carries the policy's nonce. */
  function policyOf(res: Response, html: string) {
    const policy = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    return {
      policy,
      nonce,
      tags,
      allNonced:
        tags.length > 0 &&
        tags.every((tag) => nonce !== undefined && tag.includes(`nonce="${nonce}"`)),
    };
  }

  it('runs only its own style and the script that sends the reply on, by a nonce new on every page', async () => {
    const { member, registration } = await cardRegistration();
    const { fields } = await cardPaymentService(db).createRequest(member.id, registration.id, 'en');
    const card = await post(simulator, '/api/payment-simulator', fields);
    const first = policyOf(card, await card.text());
    expect(first.allNonced).toBe(true);
    expect(first.policy).toContain("default-src 'none'");
    expect(first.policy).toContain(`script-src 'nonce-${first.nonce}'`);
    expect(first.policy).toContain("form-action 'self'");
    expect(first.policy).toContain("frame-ancestors 'none'");
    expect(first.policy).not.toContain('unsafe-inline');

    const paid = await post(simulator, '/api/payment-simulator', {
      sim_action: 'pay',
      card_number: '4111111111111111',
      sim_request: Buffer.from(JSON.stringify(fields)).toString('base64'),
    });
    const html = await paid.text();
    const second = policyOf(paid, html);
    expect(html).toContain(`<script nonce="${second.nonce}">`);
    expect(second.allNonced).toBe(true);
    expect(second.nonce).not.toBe(first.nonce);
    // A refused request's page is under the policy too.
    const refused = await post(simulator, '/api/payment-simulator', {
      ...fields,
      signature: 'forged',
    });
    expect(refused.status).toBe(403);
    expect(policyOf(refused, await refused.text()).allNonced).toBe(true);
  });
});
