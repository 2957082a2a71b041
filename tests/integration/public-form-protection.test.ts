import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_FORM_LIMIT } from '@/server/api/public-form-guard';
import { db } from '@/server/db';
import { botToken, rest } from './helpers';

type RestError = {
  message: string;
  error: string | null;
  field?: string;
  errors: Record<string, string[]>;
};

let outbox: string;
let forms: { name: string; path: string; body: Record<string, unknown> }[];
beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'asc-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  const inhouse = await db.inhouseTraining.findFirstOrThrow({ where: { status: true } });
  const service = await db.service.findFirstOrThrow({ where: { status: true } });
  const contact = { email: 'guarded@example.test', telephone: '0812345678' };
  forms = [
    {
      name: 'in-house training request',
      path: '/services/inhouse_trainings',
      body: { inhouse_training_id: inhouse.id, contact_name: 'Guarded', ...contact },
    },
    {
      name: 'service request',
      path: '/services/services',
      body: { service_id: service.id, contact_name: 'Guarded', ...contact, message: 'Hello' },
    },
    {
      name: 'contact message',
      path: '/contact',
      body: { name: 'Guarded', ...contact, subject: 'Bot check', message: 'Hello' },
    },
  ];
});
afterAll(() => {
  rmSync(outbox, { recursive: true, force: true });
  delete process.env.MAIL_OUTBOX_DIR;
});

let address = 0;
/** Each check from an address of its own, so the per-address limit only bites where it is tested. */
const post = (
  form: (typeof forms)[number],
  body: Record<string, unknown>,
  lang: 'th' | 'en' = 'en',
  ip = `203.0.113.${(address += 1) % 250}:${Date.now()}`,
) =>
  rest('POST', form.path, {
    body: { ...form.body, ...body },
    lang,
    headers: { 'x-forwarded-for': ip },
  });

async function expectBotRefusal(res: Response, lang: 'th' | 'en' = 'en') {
  expect(res.status).toBe(400);
  const body = (await res.json()) as RestError;
  expect(body.field).toBe('bot_token');
  expect(body.message).toBe(
    lang === 'en' ? 'Please confirm that you are not a bot' : 'กรุณายืนยันว่าคุณไม่ใช่บอท',
  );
  expect(body.errors.bot_token).toEqual([body.message]);
}

describe('bot check and rate limit of the public forms', () => {
  it('refuses a missing, forged or replayed bot-check token with 400 on bot_token, translated; a fresh one passes', async () => {
    for (const form of forms) {
      await expectBotRefusal(await post(form, {}), 'en');
      await expectBotRefusal(await post(form, {}, 'th'), 'th');
      await expectBotRefusal(await post(form, { bot_token: 'forged' }));
      const forgedAltcha = Buffer.from(
        JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1 } }),
      ).toString('base64');
      await expectBotRefusal(await post(form, { bot_token: forgedAltcha }));
      const token = await botToken();
      expect((await post(form, { bot_token: token })).status, form.name).toBe(200);
      await expectBotRefusal(await post(form, { bot_token: token }));
    }
  });

  it(`limits each address to ${PUBLIC_FORM_LIMIT.points} tries of a form in the window, bot-checked or not, with a translated 429`, async () => {
    for (const form of forms) {
      const ip = `192.0.2.${(address += 1) % 250}:${Date.now()}`;
      for (let i = 0; i < PUBLIC_FORM_LIMIT.points; i += 1)
        expect(
          (await post(form, { bot_token: 'forged' }, 'en', ip)).status,
          `${form.name} try ${i + 1}`,
        ).toBe(400);
      // Even a solved check does not get past the limit.
      const limited = await post(form, { bot_token: await botToken() }, 'en', ip);
      expect(limited.status, form.name).toBe(429);
      expect(((await limited.json()) as RestError).message).toBe(
        'Too many attempts, please wait a moment and try again',
      );
      const thLimited = await post(form, { bot_token: 'forged' }, 'th', ip);
      expect(thLimited.status).toBe(429);
      expect(((await thLimited.json()) as RestError).message).toMatch(/[\u0E00-\u0E7F]/);
      expect((await post(form, { bot_token: await botToken() })).status, 'another address').toBe(
        200,
      );
    }
  });
});
