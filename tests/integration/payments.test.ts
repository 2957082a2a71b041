import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { flushOutbox } from '@/server/services/mail-outbox-service';
import { type Fields, sign, signAll } from '@/server/payments/cybersource';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { slipVerificationService } from '@/server/services/slip-verification-service';
import { handleRest } from '@/server/rest/handle-rest';
import { cardPaymentService } from '@/server/services/card-payment-service';
import { callerWith, createAdmin, createMember, sessionCookie } from './helpers';
import { createRegistration } from './payment-fixtures';

let outbox: string;
beforeAll(() => {
  outbox = mkdtempSync(path.join(tmpdir(), 'asc-pay-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
});
afterAll(() => rmSync(outbox, { recursive: true, force: true }));
/** Each sent message's To header and its decoded plain-text part (the outbox flushed first). */
async function mails() {
  await flushOutbox(db);
  return readdirSync(outbox).map((f) => {
    const raw = readFileSync(path.join(outbox, f), 'utf8');
    const body =
      /Content-Transfer-Encoding: base64\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw)?.[1] ?? '';
    return `${/^To: (.*)$/m.exec(raw)?.[1] ?? ''}\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  });
}

const config = gatewayConfig({ PAYMENT_SIMULATOR: '1' })!;
const service = () => cardPaymentService(db, config);

/** A reply as the gateway would sign it for this request, with overrides applied before signing. */
function reply(request: Fields, overrides: Fields = {}, secret = config.secretKey): Fields {
  const base: Fields = {
    decision: 'ACCEPT',
    reason_code: '100',
    message: 'Request was processed successfully.',
    req_reference_number: request.reference_number!,
    req_amount: request.amount!,
    req_currency: request.currency!,
    req_transaction_uuid: request.transaction_uuid!,
    transaction_id: `T${Date.now()}${Math.random().toString().slice(2, 8)}`,
    req_card_number: 'xxxxxxxxxxxx1111',
    req_card_type: '001',
    signed_date_time: new Date().toISOString().replace(/\.\d+Z/, 'Z'),
  };
  return signAll({ ...base, ...overrides }, secret);
}

async function setup() {
  const member = await createMember();
  const registration = await createRegistration(member.id, { paymentMethodId: 1 });
  const { fields } = await service().createRequest(member.id, registration.id, 'th');
  return { member, registration, fields };
}

async function snapshot(registrationId: number) {
  const r = await db.registration.findUniqueOrThrow({
    where: { id: registrationId },
    include: { histories: true },
  });
  return {
    status: r.registerStatusId,
    gatewayRequestId: r.gatewayRequestId,
    paidAt: r.paidAt,
    histories: r.histories.length,
  };
}

describe('card payment replies', () => {
  it('signs a request for the member’s own card registration and stores the attempt', async () => {
    const { registration, fields } = await setup();
    expect(fields.reference_number).toBe(registration.registerCode);
    expect(fields.amount).toBe((registration.totalAmountSatang / 100).toFixed(2));
    const attempt = await db.cardPayment.findUniqueOrThrow({
      where: { transactionUuid: fields.transaction_uuid! },
    });
    expect(attempt.registrationId).toBe(registration.id);
    const other = await createMember();
    await expect(service().createRequest(other.id, registration.id, 'th')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('an accepted reply marks the registration paid with the transaction, masked card and card type; the same reply again changes nothing', async () => {
    const { registration, fields } = await setup();
    const accepted = reply(fields);
    expect(await service().applyReply(accepted, 'notify')).toEqual({
      kind: 'paid',
      registrationId: registration.id,
    });
    const after = await db.registration.findUniqueOrThrow({
      where: { id: registration.id },
      include: { histories: { orderBy: { id: 'asc' } } },
    });
    expect(after).toMatchObject({
      registerStatusId: 5,
      gatewayRequestId: accepted.transaction_id,
      gatewayReqCardNumber: 'xxxxxxxxxxxx1111',
      gatewayCardTypeName: 'Visa',
    });
    expect(after.histories.at(-1)).toMatchObject({ registerStatusId: 5, actorType: 'gateway' });
    const before = await snapshot(registration.id);
    expect((await service().applyReply(accepted, 'return')).kind).toBe('duplicate');
    expect(await snapshot(registration.id)).toEqual(before);
  });

  it('a declined reply leaves it awaiting payment with the reason; a later accept of a new attempt pays', async () => {
    const { member, registration, fields } = await setup();
    const out = await service().applyReply(
      reply(fields, {
        decision: 'DECLINE',
        reason_code: '203',
        message: 'General decline of the card.',
      }),
      'return',
    );
    expect(out).toMatchObject({ kind: 'not_paid', decision: 'DECLINE' });
    const r = await db.registration.findUniqueOrThrow({ where: { id: registration.id } });
    // The outcome's locale key (read in each page's language), not the gateway's English text.
    expect(r).toMatchObject({
      registerStatusId: 1,
      registerStatusMessage: 'payment.gateway_reason.declined',
      gatewayRequestId: null,
    });
    const again = await service().createRequest(member.id, registration.id, 'en');
    expect((await service().applyReply(reply(again.fields), 'return')).kind).toBe('paid');
  });

  it('forged, tampered, replayed and mismatched replies change nothing', async () => {
    const { registration, fields } = await setup();
    const before = await snapshot(registration.id);
    const good = reply(fields);
    // forged: signed with another key
    expect(await service().applyReply(reply(fields, {}, 'not-the-secret'), 'notify')).toMatchObject(
      { kind: 'rejected', reason: 'signature' },
    );
    // tampered: decision changed after signing
    const declined = reply(fields, { decision: 'DECLINE' });
    expect(await service().applyReply({ ...declined, decision: 'ACCEPT' }, 'return')).toMatchObject(
      { kind: 'rejected', reason: 'signature' },
    );
    // a required field left out of the signed list
    const partial: Fields = {
      ...good,
      decision: 'ACCEPT',
      signed_field_names: good.signed_field_names!.replace('decision,', ''),
    };
    partial.signature = sign(partial, config.secretKey);
    expect(await service().applyReply(partial, 'return')).toMatchObject({
      kind: 'rejected',
      reason: 'signature',
    });
    // mismatched amount and currency, validly signed
    expect(
      await service().applyReply(reply(fields, { req_amount: '1.00' }), 'return'),
    ).toMatchObject({ kind: 'rejected', reason: 'mismatch' });
    expect(
      await service().applyReply(reply(fields, { req_currency: 'USD' }), 'return'),
    ).toMatchObject({ kind: 'rejected', reason: 'mismatch' });
    // unknown reference and unknown transaction
    expect(
      await service().applyReply(reply(fields, { req_reference_number: 'PT-NOPE' }), 'return'),
    ).toMatchObject({ kind: 'rejected', reason: 'unknown_reference' });
    expect(
      await service().applyReply(
        reply(fields, { req_transaction_uuid: '00000000-0000-0000-0000-000000000000' }),
        'return',
      ),
    ).toMatchObject({ kind: 'rejected', reason: 'unknown_reference' });
    expect(await snapshot(registration.id)).toEqual(before);
    const attempt = await db.cardPayment.findUniqueOrThrow({
      where: { transactionUuid: fields.transaction_uuid! },
    });
    expect(attempt.respondedAt).toBeNull();

    // replayed: a reply for another registration's attempt does not pay this one
    const other = await setup();
    expect((await service().applyReply(reply(other.fields), 'return')).kind).toBe('paid');
    expect(await snapshot(registration.id)).toEqual(before);
    // replayed after a decline: the first answer for an attempt stands
    await service().applyReply(
      reply(fields, { decision: 'CANCEL', reason_code: '200', message: 'Cancelled' }),
      'return',
    );
    expect((await service().applyReply(good, 'return')).kind).toBe('duplicate');
    expect((await snapshot(registration.id)).status).toBe(1);
  });

  it('the signature procedure answers only for the logged-in member', async () => {
    const { member, registration } = await setup();
    const { cookie } = await sessionCookie('member', member.id);
    const signed = await callerWith({ cookie }).member.payments.signature({
      register_id: registration.id,
    });
    expect(signed.fields.reference_number).toBe(registration.registerCode);
    await expect(
      callerWith({}).member.payments.signature({ register_id: registration.id }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

/** A transfer some days ago as the slip form sends it (Bangkok time with its offset), and the instant it means. */
function transferredDaysAgo(days: number) {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCSeconds(0, 0);
  const bangkok = new Date(at.getTime() + 7 * 3_600_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, '+07:00');
  return { transfer_date: bangkok, instant: at.toISOString() };
}

describe('bank transfer slips', () => {
  const slipImage = async () =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 600, height: 900, channels: 3, background: '#eeeeee' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

  it('lists the member’s bank registrations, takes a slip, moves to awaiting verification, and lets it be replaced', async () => {
    const member = await createMember();
    const registration = await createRegistration(member.id, { paymentMethodId: 2 });
    await createRegistration(member.id, { paymentMethodId: 1 });
    const { cookie } = await sessionCookie('member', member.id);
    const api = callerWith({ cookie, 'accept-language': 'en' });
    expect((await api.member.payments.slips()).map((r) => r.registerId)).toEqual([registration.id]);
    const transferred = transferredDaysAgo(3);
    const input = {
      register_id: registration.id,
      image: await slipImage(),
      bank_id: 9999,
      bank_specify_text: 'My Bank',
      transfer_date: transferred.transfer_date,
      amount: registration.totalAmountSatang / 100,
    };
    await expect(
      api.member.payments.submitSlip({ ...input, bank_specify_text: '' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const result = await api.member.payments.submitSlip(input);
    expect(result.registerStatusId).toBe(4);
    const stored = await db.registration.findUniqueOrThrow({
      where: { id: registration.id },
      include: { slips: true, histories: { orderBy: { id: 'asc' } } },
    });
    expect(stored).toMatchObject({
      registerStatusId: 4,
      transferBankId: 9999,
      transferBankSpecifyText: 'My Bank',
    });
    expect(stored.transferDate?.toISOString()).toBe(transferred.instant);
    expect(stored.histories.at(-1)).toMatchObject({
      registerStatusId: 4,
      paymentSlipImage: result.imageUrl,
      actorType: 'member',
    });
    // replace while not yet verified
    await api.member.payments.submitSlip({
      ...input,
      bank_id: (await db.bank.findFirstOrThrow({ where: { id: { not: 9999 } } })).id,
    });
    const slips = await db.paymentSlip.findMany({
      where: { registrationId: registration.id },
      orderBy: { id: 'asc' },
    });
    expect(slips.map((s) => s.status)).toEqual(['replaced', 'pending']);
  });

  it('refuses another member’s registration, a card registration, and a file that is not an image', async () => {
    const owner = await createMember();
    const other = await createMember();
    const bank = await createRegistration(owner.id, { paymentMethodId: 2 });
    const card = await createRegistration(owner.id, { paymentMethodId: 1 });
    const input = {
      image: await slipImage(),
      bank_id: 9999,
      bank_specify_text: 'X',
      transfer_date: transferredDaysAgo(1).transfer_date,
      amount: 1,
    };
    const asOther = callerWith({ cookie: (await sessionCookie('member', other.id)).cookie });
    await expect(
      asOther.member.payments.submitSlip({ ...input, register_id: bank.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const asOwner = callerWith({ cookie: (await sessionCookie('member', owner.id)).cookie });
    await expect(
      asOwner.member.payments.submitSlip({ ...input, register_id: card.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      asOwner.member.payments.submitSlip({
        ...input,
        register_id: bank.id,
        image: Buffer.from('not an image at all').toString('base64'),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      (await db.registration.findUniqueOrThrow({ where: { id: bank.id } })).registerStatusId,
    ).toBe(2);
  });

  it('a rejected slip moves to payment to correct with the reason and e-mails the member', async () => {
    const member = await createMember();
    const registration = await createRegistration(member.id, { paymentMethodId: 2, statusId: 4 });
    const admin = await createAdmin(['access/public_training_register']);
    await slipVerificationService(db).reject(registration.id, admin.id, 'Amount does not match');
    const r = await db.registration.findUniqueOrThrow({ where: { id: registration.id } });
    expect(r).toMatchObject({
      registerStatusId: 3,
      registerStatusMessage: 'Amount does not match',
    });
    const mail = (await mails()).find(
      (m) => m.includes(member.email) && m.includes('Amount does not match'),
    );
    expect(mail).toBeDefined();
    await expect(
      slipVerificationService(db).reject(registration.id, admin.id, 'again'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('receipts', () => {
  it('a paid registration has a receipt for its member only; unpaid ones do not', async () => {
    const { member, registration, fields } = await setup();
    const api = callerWith({
      cookie: (await sessionCookie('member', member.id)).cookie,
      'accept-language': 'en',
    });
    await expect(
      api.member.payments.receipt({ register_id: registration.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await service().applyReply(reply(fields), 'return');
    const receipt = await api.member.payments.receipt({ register_id: registration.id });
    expect(receipt).toMatchObject({
      registerCode: registration.registerCode,
      paymentMethod: 'card',
      cardTypeName: 'Visa',
      cardNumber: 'xxxxxxxxxxxx1111',
      totalAmountSatang: registration.totalAmountSatang,
    });
    expect(receipt.attendees).toEqual([`${member.firstname} ${member.lastname}`]);
    expect((await mails()).some((m) => m.includes(`/member/receipt/${registration.id}`))).toBe(
      true,
    );
    const other = await createMember();
    await expect(
      callerWith({
        cookie: (await sessionCookie('member', other.id)).cookie,
      }).member.payments.receipt({ register_id: registration.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('REST', () => {
  it('POST /payment_signature and PUT /member/payment_slip/{register_id} with a bearer token', async () => {
    const member = await createMember();
    const card = await createRegistration(member.id, { paymentMethodId: 1 });
    const bank = await createRegistration(member.id, { paymentMethodId: 2 });
    const { token } = await sessionCookie('member', member.id);
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: 'i18next=en',
    };
    const signed = await handleRest(
      new Request('http://x/api/v1/payment_signature', {
        method: 'POST',
        headers,
        body: JSON.stringify({ register_id: card.id }),
      }),
      '/payment_signature',
    );
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as { fields: Fields }).fields.reference_number).toBe(
      card.registerCode,
    );
    const bad = await handleRest(
      new Request(`http://x/api/v1/member/payment_slip/${bank.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ bank_id: 9999 }),
      }),
      `/member/payment_slip/${bank.id}`,
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['image', 'transfer_date', 'amount']),
    );
    const guest = await handleRest(
      new Request('http://x/api/v1/payment_signature', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ register_id: card.id }),
      }),
      '/payment_signature',
    );
    expect(guest.status).toBe(401);
  });
});
