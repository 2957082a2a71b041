import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceKinds } from '@/lib/service-kinds';
import { db } from '@/server/db';
import { flushOutbox } from '@/server/services/mail-outbox-service';
import { handleRest } from '@/server/rest/handle-rest';
import { botToken, callerWith, delivered } from './helpers';

let ipCounter = 0;
/** A caller from its own address, so the per-address form limit never spills between tests. */
const from = (lng: 'th' | 'en', ip = `198.51.100.${(ipCounter += 1)}`) =>
  callerWith({ cookie: `i18next=${lng}`, 'x-forwarded-for': ip });
const th = callerWith({ cookie: 'i18next=th' });
const en = callerWith({ cookie: 'i18next=en' });

// Each test reads only the mail it caused: what earlier tests sent is delivered, then cleared.
beforeEach(async () => {
  const outbox = process.env.MAIL_OUTBOX_DIR!;
  await flushOutbox(db);
  if (existsSync(outbox)) for (const f of readdirSync(outbox)) rmSync(path.join(outbox, f));
});
const mails = delivered;

function rest(
  method: string,
  p: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const req = new Request(`http://localhost/api/v1${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}
type RestError = {
  message: string;
  error: string | null;
  field?: string;
  errors: Record<string, string[]>;
};

const goodInhouse = {
  contact_name: 'Somsri Test',
  organisation: 'Acme Co., Ltd.',
  email: 'somsri@example.test',
  telephone: '081-234-5678',
  participants: '25',
  preferred_date: '2099-03-15',
  message: 'Any Tuesday in March',
};
const goodService = {
  contact_name: 'Anan Test',
  organisation: 'Lab Co.',
  email: 'anan@example.test',
  telephone: '+66 2 555 0000',
  message: 'We need 20 samples tested.',
};
const goodContact = {
  name: 'Mali Test',
  email: 'mali@example.test',
  telephone: '0812345678',
  subject: 'Opening hours',
  message: 'Are you open on Saturday?',
};

describe('in-house trainings (public)', () => {
  it('lists the published trainings 12 a page by default, in the request language', async () => {
    const list = await en.public.inhouseTrainings.list({});
    expect(list.perPage).toBe(12);
    expect(list.total).toBe(4);
    expect(list.items.map((i) => i.name)).toContain('ISO 9001 quality management systems');
    const thList = await th.public.inhouseTrainings.list({});
    expect(thList.items.map((i) => i.name)).toContain('หลักสูตรระบบบริหารงานคุณภาพ ISO 9001');
  });

  it('pages and filters by category, and hides unpublished trainings', async () => {
    const categories = await en.public.inhouseTrainings.categories();
    expect(categories.map((c) => c.name)).toEqual([
      'Management and organisational development',
      'Engineering and industry',
    ]);
    const byCategory = await en.public.inhouseTrainings.list({
      inhouse_training_category_id: String(categories[1]!.id),
    });
    expect(byCategory.total).toBe(2);
    expect(byCategory.items.every((i) => i.categoryId === categories[1]!.id)).toBe(true);
    expect(
      (await en.public.inhouseTrainings.list({ inhouse_training_category_id: '*' })).total,
    ).toBe(4);

    const page2 = await en.public.inhouseTrainings.list({ per_page: 3, page: 2 });
    expect(page2.items).toHaveLength(1);
    expect(page2.lastPage).toBe(2);

    const hidden = await db.inhouseTraining.create({
      data: {
        categoryId: categories[0]!.id,
        status: false,
        translations: { create: [{ languageId: 2, name: 'Hidden course' }] },
      },
    });
    expect((await en.public.inhouseTrainings.list({})).items.map((i) => i.id)).not.toContain(
      hidden.id,
    );
    await expect(en.public.inhouseTrainings.byId({ id: hidden.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(en.public.inhouseTrainings.byId({ id: 999999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await db.inhouseTraining.delete({ where: { id: hidden.id } });
  });

  it('stores a request with its fields, and e-mails staff and the requester in the request language', async () => {
    const training = (await th.public.inhouseTrainings.list({})).items[0]!;
    const before = new Date();
    expect(
      await from('th').public.inhouseTrainings.request({
        inhouse_training_id: training.id,
        ...goodInhouse,
        bot_token: await botToken(),
      }),
    ).toEqual({ ok: true });
    const stored = await db.inhouseTrainingRequest.findFirstOrThrow({
      where: { email: goodInhouse.email, createdAt: { gte: new Date(before.getTime() - 1000) } },
      orderBy: { id: 'desc' },
    });
    expect(stored).toMatchObject({
      inhouseTrainingId: training.id,
      contactName: 'Somsri Test',
      organisation: 'Acme Co., Ltd.',
      telephone: '081-234-5678',
      participants: 25,
      message: 'Any Tuesday in March',
      status: 'new',
      memberId: null,
    });
    // The preferred day is kept as that day in Bangkok.
    expect(stored.preferredDate?.toISOString()).toBe('2099-03-14T17:00:00.000Z');

    const sent = await mails();
    expect(sent).toHaveLength(2);
    const staff = sent.find((m) => m.to.includes('academic-services@example.ac.th'))!;
    expect(staff.subject).toContain(`คำขอจัดอบรมภายในองค์กร IH-${stored.id}`);
    expect(staff.subject).toContain(training.name);
    expect(staff.text).toContain('จำนวนผู้เข้าอบรม: 25');
    expect(staff.replyTo).toMatch(/somsri@example\.test/i);
    const confirmation = sent.find((m) => m.to.includes('somsri@example.test'))!;
    expect(confirmation.subject).toContain('เราได้รับคำขอของท่านแล้ว');
  });

  it('keeps optional fields optional', async () => {
    const training = (await en.public.inhouseTrainings.list({})).items[1]!;
    await from('en').public.inhouseTrainings.request({
      inhouse_training_id: training.id,
      contact_name: 'Min',
      email: 'min@example.test',
      telephone: '021234567',
      participants: '',
      preferred_date: '',
      organisation: '',
      message: '',
      bot_token: await botToken(),
    });
    const stored = await db.inhouseTrainingRequest.findFirstOrThrow({
      where: { email: 'min@example.test' },
    });
    expect(stored).toMatchObject({
      organisation: null,
      participants: null,
      preferredDate: null,
      message: null,
    });
    expect((await mails()).find((m) => m.to.includes('academic-services'))!.subject).toContain(
      'In-house training request',
    );
  });

  it('rejects bad input per field with a translated message in th and en, storing nothing', async () => {
    const training = (await en.public.inhouseTrainings.list({})).items[0]!;
    const count = await db.inhouseTrainingRequest.count();
    const bad = {
      inhouse_training_id: training.id,
      ...goodInhouse,
      email: 'not-an-email',
      telephone: '0812345678901234',
      participants: '0',
      preferred_date: '2001-01-01',
      bot_token: 'unchecked',
    };
    const enError = await from('en')
      .public.inhouseTrainings.request(bad)
      .catch((e: TRPCError) => e);
    expect(enError).toBeInstanceOf(TRPCError);
    expect((enError as TRPCError).code).toBe('BAD_REQUEST');

    const res = await rest('POST', '/services/inhouse_trainings', {
      headers: { 'accept-language': 'en', 'x-forwarded-for': '192.0.2.10' },
      body: bad,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as RestError;
    expect(body.errors.email).toEqual(['Invalid e-mail address']);
    expect(body.errors.telephone).toEqual(['Telephone must be at most 15 characters']);
    expect(body.errors.participants).toEqual(['Enter a whole number from 1 to 10,000']);
    expect(body.errors.preferred_date).toEqual(['The date must not be in the past']);

    const thRes = await rest('POST', '/services/inhouse_trainings', {
      headers: { 'accept-language': 'th', 'x-forwarded-for': '192.0.2.11' },
      body: { inhouse_training_id: training.id },
    });
    const thBody = (await thRes.json()) as RestError;
    expect(thRes.status).toBe(400);
    expect(thBody.errors.contact_name).toEqual(['กรุณากรอกชื่อผู้ติดต่อ']);
    expect(thBody.errors.email).toEqual(['กรุณากรอกอีเมล']);
    expect(thBody.errors.telephone).toEqual(['กรุณากรอกหมายเลขโทรศัพท์']);

    expect(await db.inhouseTrainingRequest.count()).toBe(count);
    expect(await mails()).toHaveLength(0);
  });

  it('answers 404 for a request about an unknown training', async () => {
    const res = await rest('POST', '/services/inhouse_trainings', {
      headers: { 'x-forwarded-for': '192.0.2.12' },
      body: { inhouse_training_id: 999999, ...goodInhouse, bot_token: await botToken() },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as RestError).field).toBe('inhouse_training_id');
  });
});

describe('institute services (public)', () => {
  it('lists each kind with only its own services and categories', async () => {
    for (const kind of serviceKinds) {
      const list = await en.public.services.list({ kind });
      expect(list.total).toBe(2);
      expect(list.items.every((s) => s.kind === kind)).toBe(true);
      const categories = await en.public.services.categories({ kind });
      expect(categories.every((c) => c.kind === kind)).toBe(true);
      expect(categories).toHaveLength(1);
    }
    expect((await en.public.services.list({})).total).toBe(10);
    expect(
      (await en.public.services.list({ kind: 'product_testing' })).items.map((s) => s.name).sort(),
    ).toEqual(['Electrical safety testing', 'Material strength testing']);
  });

  it('filters by category and pages 12 at a time', async () => {
    const [category] = await en.public.services.categories({ kind: 'website_digital_media' });
    const extraCategory = await db.serviceCategory.create({
      data: {
        kind: 'website_digital_media',
        translations: {
          create: [
            { languageId: 1, name: 'หมวดทดสอบ' },
            { languageId: 2, name: 'Test category' },
          ],
        },
      },
    });
    await db.service.createMany({
      data: Array.from({ length: 13 }, () => ({
        categoryId: extraCategory.id,
        kind: 'website_digital_media',
      })),
    });
    const created = await db.service.findMany({ where: { categoryId: extraCategory.id } });
    await db.serviceTranslation.createMany({
      data: created.map((s, i) => ({ serviceId: s.id, languageId: 2, name: `Extra ${i}` })),
    });

    const all = await en.public.services.list({ kind: 'website_digital_media' });
    expect(all.total).toBe(15);
    expect(all.items).toHaveLength(12);
    expect(all.lastPage).toBe(2);
    expect(
      (await en.public.services.list({ kind: 'website_digital_media', page: 2 })).items,
    ).toHaveLength(3);
    const filtered = await en.public.services.list({
      kind: 'website_digital_media',
      service_category_id: category!.id,
    });
    expect(filtered.total).toBe(2);
    // A category of another kind matches nothing of this kind.
    expect(
      (
        await en.public.services.list({
          kind: 'product_testing',
          service_category_id: extraCategory.id,
        })
      ).total,
    ).toBe(0);

    const restList = (await (
      await rest(
        'GET',
        `/services/services?kind=website_digital_media&service_category_id=${extraCategory.id}&page=2`,
      )
    ).json()) as { data: unknown[]; per_page: number; total: number };
    expect(restList).toMatchObject({ per_page: 12, total: 13, page: 2, last_page: 2 });
    expect(restList.data).toHaveLength(1);

    await db.service.deleteMany({ where: { categoryId: extraCategory.id } });
    await db.serviceCategory.delete({ where: { id: extraCategory.id } });
  });

  it('shows a detail only for its own kind and category, published; 404 otherwise', async () => {
    const service = (await en.public.services.list({ kind: 'research_development' })).items[0]!;
    const detail = await en.public.services.byId({ id: service.id, kind: 'research_development' });
    expect(detail.body).toContain('<p>');
    expect(detail.seo.metaTitle).toBe(service.name);
    await expect(en.public.services.byId({ id: service.id, kind: 'other' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(en.public.services.byId({ id: 999999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    expect(
      (
        await rest(
          'GET',
          `/services/services/${service.id}?service_category_id=${service.categoryId}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await rest(
          'GET',
          `/services/services/${service.id}?service_category_id=${service.categoryId + 1000}`,
        )
      ).status,
    ).toBe(404);

    await db.service.update({ where: { id: service.id }, data: { status: false } });
    await expect(en.public.services.byId({ id: service.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await db.service.update({ where: { id: service.id }, data: { status: true } });
  });

  it('stores a service request and e-mails staff in English for an English request', async () => {
    const service = (await en.public.services.list({ kind: 'product_testing' })).items[0]!;
    const res = await rest('POST', '/services/services', {
      headers: { 'accept-language': 'en', 'x-forwarded-for': '192.0.2.20' },
      body: { service_id: service.id, ...goodService, bot_token: await botToken() },
    });
    expect(res.status).toBe(200);
    const stored = await db.serviceRequest.findFirstOrThrow({
      where: { email: goodService.email },
      orderBy: { id: 'desc' },
    });
    expect(stored).toMatchObject({
      serviceId: service.id,
      contactName: 'Anan Test',
      organisation: 'Lab Co.',
      telephone: '+66 2 555 0000',
      message: 'We need 20 samples tested.',
      status: 'new',
    });
    const staff = (await mails()).find((m) => m.to.includes('academic-services@example.ac.th'))!;
    expect(staff.subject).toBe(`Service request SV-${stored.id}: ${service.name}`);
    expect(staff.text).toContain('Message: We need 20 samples tested.');
    expect((await mails()).some((m) => m.to.includes('anan@example.test'))).toBe(true);
  });

  it('requires a message for a service request (translated)', async () => {
    const service = (await en.public.services.list({ kind: 'other' })).items[0]!;
    const res = await rest('POST', '/services/services', {
      headers: { 'accept-language': 'th', 'x-forwarded-for': '192.0.2.21' },
      body: { service_id: service.id, ...goodService, message: '  ' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as RestError;
    expect(body.field).toBe('message');
    expect(body.message).toBe('กรุณากรอกข้อความ');
  });
});

describe('contact form', () => {
  it('stores the message and e-mails staff', async () => {
    // An address of its own: other tests of this file send goodContact too, in any order.
    const contact = { ...goodContact, email: `mali-${Date.now().toString(36)}@example.test` };
    expect(
      await from('en').public.contact.send({ ...contact, bot_token: await botToken() }),
    ).toEqual({ ok: true });
    const stored = await db.contactMessage.findFirstOrThrow({ where: { email: contact.email } });
    expect(stored).toMatchObject({
      name: 'Mali Test',
      telephone: '0812345678',
      subject: 'Opening hours',
      message: 'Are you open on Saturday?',
    });
    const staff = (await mails()).find(
      (m) =>
        m.to.includes('academic-services@example.ac.th') && m.subject.includes(`CT-${stored.id}:`),
    )!;
    expect(staff.subject).toBe(`Contact message CT-${stored.id}: Opening hours`);
  });

  it('confirms to the typed address without quoting what the visitor wrote but their name; staff get all of it', async () => {
    const spam = {
      name: 'Mali Spam',
      email: 'victim@example.test',
      telephone: '0899999999',
      subject: 'WIN A PRIZE at https://spam.example',
      message: 'Click http://spam.example/now to claim your 1,000,000 baht',
    };
    expect(await from('en').public.contact.send({ ...spam, bot_token: await botToken() })).toEqual({
      ok: true,
    });
    const stored = await db.contactMessage.findFirstOrThrow({
      where: { email: spam.email },
      orderBy: { id: 'desc' },
    });
    const sent = await mails();
    const confirmation = sent.find((m) => m.to.includes(spam.email))!;
    expect(confirmation.subject).toBe(`We have received your request CT-${stored.id}`);
    expect(confirmation.text).toContain('Dear Mali Spam,');
    expect(confirmation.text).toContain(`Your reference: CT-${stored.id}`);
    for (const written of [spam.subject, spam.message, 'spam.example', 'PRIZE', spam.telephone]) {
      expect(`${confirmation.subject}\n${confirmation.text}\n${confirmation.html}`).not.toContain(
        written,
      );
    }
    const staff = sent.find((m) => m.to.includes('academic-services@example.ac.th'))!;
    expect(staff.subject).toBe(`Contact message CT-${stored.id}: ${spam.subject}`);
    expect(staff.text).toContain(spam.message);
    expect(staff.replyTo).toMatch(/victim@example\.test/i);

    // A "name" that carries a link, an address or a paragraph gets the neutral greeting, in the visitor's language.
    for (const [lang, name, greeting] of [
      ['en', 'Visit www.spam.example', 'Dear Sir or Madam,'],
      ['en', 'win@spam.example', 'Dear Sir or Madam,'],
      ['th', 'ซื้อเลย cheap-pills.shop', 'เรียน ท่านผู้ติดต่อ'],
      ['th', 'ก'.repeat(65), 'เรียน ท่านผู้ติดต่อ'],
      ['th', 'มาลี ใจดี', 'เรียน คุณมาลี ใจดี'],
    ] as const) {
      const email = `greet-${lang}-${name.length}-${name.charCodeAt(0)}@example.test`;
      await from(lang).public.contact.send({ ...spam, name, email, bot_token: await botToken() });
      const mail = (await mails()).find((m) => m.to.includes(email))!;
      expect(mail.text, name).toContain(greeting);
      if (greeting.endsWith('ท่านผู้ติดต่อ') || greeting.startsWith('Dear Sir'))
        expect(`${mail.text}\n${mail.html}`, name).not.toContain(name);
    }
  });

  it('confirms a training or service request by the offering name staff wrote, quoting none of the request', async () => {
    const training = (await en.public.inhouseTrainings.list({})).items[0]!;
    const odd = {
      ...goodInhouse,
      email: 'quote-check@example.test',
      organisation: 'Org http://spam.example',
      message: 'Buy now at spam.example',
    };
    await from('en').public.inhouseTrainings.request({
      inhouse_training_id: training.id,
      ...odd,
      bot_token: await botToken(),
    });
    const stored = await db.inhouseTrainingRequest.findFirstOrThrow({
      where: { email: odd.email },
    });
    const sent = await mails();
    const confirmation = sent.find((m) => m.to.includes(odd.email))!;
    expect(confirmation.subject).toBe(
      `We have received your request IH-${stored.id}: ${training.name}`,
    );
    expect(confirmation.text).toContain(training.name);
    for (const written of [odd.organisation, odd.message, odd.telephone, 'spam.example'])
      expect(`${confirmation.text}\n${confirmation.html}`).not.toContain(written);
    expect(sent.find((m) => m.to.includes('academic-services@example.ac.th'))!.text).toContain(
      odd.message,
    );
  });

  it('validates the fields (telephone optional but at most 15 characters)', async () => {
    const res = await rest('POST', '/contact', {
      headers: { 'accept-language': 'en', 'x-forwarded-for': '192.0.2.30' },
      body: {
        name: '',
        email: 'x',
        telephone: '1234567890123456',
        subject: '',
        message: '',
        bot_token: '',
      },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as RestError;
    expect(Object.keys(body.errors).sort()).toEqual([
      'bot_token',
      'email',
      'message',
      'name',
      'subject',
      'telephone',
    ]);
    expect(body.errors.name).toEqual(['Please enter your name']);
    expect(body.errors.email).toEqual(['Invalid e-mail address']);
    const ok = await rest('POST', '/contact', {
      headers: { 'x-forwarded-for': '192.0.2.31' },
      body: {
        ...goodContact,
        email: 'no-phone@example.test',
        telephone: '',
        bot_token: await botToken(),
      },
    });
    expect(ok.status).toBe(200);
    expect(
      (await db.contactMessage.findFirstOrThrow({ where: { email: 'no-phone@example.test' } }))
        .telephone,
    ).toBeNull();
  });

  it('drops a submission whose honeypot is filled, answering as if it worked (before its bot check, which it does not pass)', async () => {
    const count = await db.contactMessage.count();
    expect(
      await from('en').public.contact.send({
        ...goodContact,
        email: 'bot@example.test',
        website: 'http://spam.example',
        bot_token: 'forged',
      }),
    ).toEqual({ ok: true });
    expect(await db.contactMessage.count()).toBe(count);
    expect(await mails()).toHaveLength(0);
  });

  it('limits each address to 5 submissions in 10 minutes with a translated 429', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 5; i += 1) {
      const res = await rest('POST', '/contact', {
        headers: { 'accept-language': 'en', 'x-forwarded-for': ip },
        body: { ...goodContact, subject: `Try ${i}`, bot_token: await botToken() },
      });
      expect(res.status).toBe(200);
    }
    const limited = await rest('POST', '/contact', {
      headers: { 'accept-language': 'en', 'x-forwarded-for': ip },
      body: { ...goodContact, subject: 'Try 6', bot_token: await botToken() },
    });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as RestError).message).toBe(
      'Too many attempts, please wait a moment and try again',
    );
    const thLimited = await rest('POST', '/contact', {
      headers: { 'accept-language': 'th', 'x-forwarded-for': ip },
      body: goodContact,
    });
    expect(((await thLimited.json()) as RestError).message).not.toBe(
      'Too many attempts, please wait a moment and try again',
    );
    expect(await db.contactMessage.count({ where: { subject: 'Try 6' } })).toBe(0);
    // Another address is not affected.
    expect(
      (
        await rest('POST', '/contact', {
          headers: { 'x-forwarded-for': '192.0.2.98' },
          body: { ...goodContact, bot_token: await botToken() },
        })
      ).status,
    ).toBe(200);
  });
});

describe('REST lines of the public services', () => {
  it('serves lists with per_page 12 by default, categories and details', async () => {
    const list = (await (
      await rest('GET', '/services/inhouse_trainings', { headers: { 'accept-language': 'en' } })
    ).json()) as { per_page: number; data: { inhouse_training_id: number }[] };
    expect(list.per_page).toBe(12);
    const cats = (await (
      await rest('GET', '/services/inhouse_trainings/categories')
    ).json()) as unknown[];
    expect(cats).toHaveLength(2);
    expect(
      (await rest('GET', `/services/inhouse_trainings/${list.data[0]!.inhouse_training_id}`))
        .status,
    ).toBe(200);
    expect((await rest('GET', '/services/inhouse_trainings/999999')).status).toBe(404);
    const serviceCats = (await (
      await rest('GET', '/services/services/categories?kind=product_testing')
    ).json()) as { kind: string }[];
    expect(serviceCats.map((c) => c.kind)).toEqual(['product_testing']);
    expect((await rest('GET', '/services/services?kind=nonsense')).status).toBe(400);
  });
});
