import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { permissions } from '@/lib/permissions';
import type { Resource } from '@/lib/admin/resource';
import { resources } from '@/lib/admin/resources';
import { resourceService } from '@/server/services/resources/resource-service';
import { stores } from '@/server/services/resources/stores';
import { hashSecretToken } from '@/server/auth/secret-token';
import { db } from '@/server/db';
import { createRegistration } from './payment-fixtures';
import { botToken, createAdmin, createMember, sessionCookie } from './helpers';

const DAY = 24 * 3600 * 1000;

/** What the contract test's samples need: accounts and their tokens, items to read, registrations to pay or cancel. */
export async function contractFixtures() {
  const stamp = Date.now().toString(36);
  const password = 'secret123';
  const tokenOf = async (realm: 'member' | 'admin', id: number) =>
    (await sessionCookie(realm, id)).token;

  const superAdmin = await createAdmin([...permissions]);
  const noPermissionAdmin = await createAdmin([]);
  const loginAdmin = await createAdmin([]);
  const targetUser = await createAdmin([]);
  const deletableUserIds = [(await createAdmin([])).id, (await createAdmin([])).id];
  const targetRole = await db.role.create({ data: { name: `contract-target-${stamp}` } });
  const deletableRole = await db.role.create({ data: { name: `contract-delete-${stamp}` } });

  const member = await createMember(password);
  const loginMember = await createMember(password);
  // A reset link for the check of GET reset_password and another, of another member, that
  // PUT update_password uses up: the two checks run in either order.
  const resetLink = async () => {
    const owner = await createMember(password);
    const token = randomBytes(24).toString('base64url');
    await db.passwordResetToken.create({
      data: {
        memberId: owner.id,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(Date.now() + 30 * 60 * 1000),
      },
    });
    return { owner, token };
  };
  const { owner: resetMember, token: resetToken } = await resetLink();
  const { owner: updateMember, token: updateToken } = await resetLink();

  const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
  const start = new Date(Date.now() + 40 * DAY);
  const openTraining = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `CT-${stamp}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 350_050,
      seatLimit: 30,
      translations: {
        create: [
          { languageId: 1, name: 'สัญญาการเชื่อมต่อ', description: 'ทดสอบ' },
          { languageId: 2, name: 'Contract course', description: 'Test' },
        ],
      },
    },
  });

  const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
  const bank = await db.bank.findFirstOrThrow({ where: { status: 1, id: { not: 9999 } } });
  const service = await db.service.findFirstOrThrow({
    where: { status: true, category: { status: true } },
  });
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

  // Back-office resources: a valid body for each, an item to edit and one to delete.
  const ids = async (model: { findFirstOrThrow: (a: object) => Promise<{ id: number }> }) =>
    (await model.findFirstOrThrow({})).id;
  const refs = {
    newsCategory: await ids(db.newsCategory),
    trainingCategory: category.id,
    inhouseCategory: await ids(db.inhouseTrainingCategory),
    serviceCategory: await ids(db.serviceCategory),
    faculty: await ids(db.faculty),
  };
  let serial = 0;
  const lang = (name: string) => ({
    th: { language_code: 'th', name: `${name} ${stamp}` },
    // An English name in English: the English lists of other files hold no Thai.
    en: { name: `Contract item ${stamp}` },
  });
  const bodies: Record<string, () => Record<string, unknown>> = {
    news: () => ({
      news_category_id: refs.newsCategory,
      published_at: '2026-11-01T09:00:00+07:00',
      status: 1,
      lang: lang('ข่าว'),
    }),
    newsCategories: () => ({ sort_order: 9, lang: lang('หมวดข่าว') }),
    portfolios: () => ({ published_at: '2026-11-01 09:00', lang: lang('ผลงาน') }),
    banners: () => ({ category: 'HOME_NEWS', sort_order: 9, status: 0, lang: lang('แบนเนอร์') }),
    publicTrainings: () => ({
      course_code: `CT-${stamp}-${(serial += 1)}`,
      public_training_category_id: refs.trainingCategory,
      start_training_date: '2027-01-10T09:00:00+07:00',
      end_training_date: '2027-01-10T16:00:00+07:00',
      price: 1500.5,
      seat_limit: 20,
      status: 0,
      lang: lang('หลักสูตร'),
    }),
    publicTrainingCategories: () => ({ lang: lang('หมวดหลักสูตร') }),
    publicTrainingSpeakers: () => ({ email: 'speaker@example.test', lang: lang('วิทยากร') }),
    inhouseTrainings: () => ({
      inhouse_training_category_id: refs.inhouseCategory,
      status: 0,
      lang: lang('หลักสูตรภายใน'),
    }),
    inhouseTrainingCategories: () => ({ lang: lang('หมวดภายใน') }),
    instituteServices: () => ({
      service_category_id: refs.serviceCategory,
      status: 0,
      lang: lang('บริการ'),
    }),
    serviceCategories: () => ({ kind: 'other', lang: lang('หมวดบริการ') }),
    researchers: () => ({ faculty_id: refs.faculty, status: 0, lang: lang('นักวิจัย') }),
    faculties: () => ({ lang: lang('คณะ') }),
    inhouseRequests: () => ({ handled: 1, staff_note: 'Called back' }),
    serviceRequests: () => ({ handled: '1', staff_note: 'Called back' }),
    contactMessages: () => ({ handled: true, staff_note: 'Answered' }),
    members: () => ({
      member_type: 'P',
      firstname: 'Contract',
      lastname: 'Member',
      telephone: '0812345678',
      email: `contract-${stamp}-${(serial += 1)}@example.test`,
      password: 'secret123',
      status: 0,
    }),
  };
  // Made unpublished, so the public lists other tests count are untouched.
  const unpublished = (name: keyof typeof resources) => ({
    ...bodies[name]!(),
    ...('status' in resources[name].fields ? { status: 0 } : {}),
  });
  const make = (name: keyof typeof resources) =>
    resourceService<Resource>(stores[name], db, stores)
      .create(unpublished(name), 'th')
      .then((r) => r[resources[name].primaryKey] as number);
  const inbox = {
    inhouseRequests: () =>
      db.inhouseTrainingRequest
        .create({
          data: { contactName: 'Inbox', email: 'inbox@example.test', telephone: '0800000000' },
        })
        .then((r) => r.id),
    serviceRequests: () =>
      db.serviceRequest
        .create({
          data: {
            contactName: 'Inbox',
            email: 'inbox@example.test',
            telephone: '0800000000',
            message: 'Hi',
          },
        })
        .then((r) => r.id),
    contactMessages: () =>
      db.contactMessage
        .create({
          data: { name: 'Inbox', email: 'inbox@example.test', subject: 'Hi', message: 'Hi' },
        })
        .then((r) => r.id),
  };
  const items: Record<string, { edit: number; deletable: number }> = {};
  for (const name of Object.keys(resources) as (keyof typeof resources)[]) {
    if (name === 'pages') continue;
    const create = name in inbox ? inbox[name as keyof typeof inbox] : () => make(name);
    items[name] = { edit: await create(), deletable: await create() };
  }
  const aboutUs = await db.page.findUniqueOrThrow({ where: { slug: 'about-us' } });
  items.pages = { edit: aboutUs.id, deletable: 0 };

  const fixtures = {
    stamp,
    resourceBody: (name: string) => unpublished(name as keyof typeof resources),
    resourceItem: (name: string) => items[name]!,
    /** An update body: a new valid body, or for the static pages, the page as it is. */
    async resourceUpdate(name: string) {
      if (name !== 'pages') return unpublished(name as keyof typeof resources);
      const page = await resourceService(stores.pages, db, stores).get(aboutUs.id, 'th');
      return { lang: page.lang };
    },
    documentForm() {
      const form = new FormData();
      form.append(
        'upload',
        new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%contract\n'))], {
          type: 'application/pdf',
        }),
        'outline.pdf',
      );
      return form;
    },
    password,
    superAdmin,
    loginAdmin,
    targetUser,
    deletableUserIds,
    targetRole,
    deletableRole,
    member,
    loginMember,
    resetMember,
    resetToken,
    updateMember,
    updateToken,
    openTraining,
    service,
    adminToken: await tokenOf('admin', superAdmin.id),
    noPermissionToken: await tokenOf('admin', noPermissionAdmin.id),
    logoutAdminToken: await tokenOf('admin', loginAdmin.id),
    memberToken: await tokenOf('member', member.id),
    logoutMemberToken: await tokenOf('member', loginMember.id),
    cardRegistration: await createRegistration(member.id, { paymentMethodId: 1 }),
    bankRegistration: await createRegistration(member.id, { paymentMethodId: 2 }),
    cancellable: await createRegistration(member.id, { paymentMethodId: 2, quantity: 3 }),
    geographyId: district.amphure.provinceId
      ? (await db.province.findUniqueOrThrow({ where: { id: district.amphure.provinceId } }))
          .geographyId
      : 1,
    provinceId: district.amphure.provinceId,
    amphureId: district.amphureId,
    newsId: (
      await db.news.findFirstOrThrow({ where: { status: true, publishedAt: { lte: new Date() } } })
    ).id,
    portfolioId: (
      await db.portfolio.findFirstOrThrow({
        where: { status: true, publishedAt: { lte: new Date() } },
      })
    ).id,
    inhouseId: (
      await db.inhouseTraining.findFirstOrThrow({
        where: { status: true, category: { status: true } },
      })
    ).id,
    botToken,

    uploadForm() {
      const form = new FormData();
      form.append('upload', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
      return form;
    },
    registrationInput: (trainingId: number) => ({
      public_training_id: trainingId,
      attendees: [
        { firstname: 'Ann', lastname: 'Guest', email: 'ann@example.test', telephone: '0811111111' },
      ],
      receipt: {
        receipt_type: 'P',
        name: 'สมหญิง ทดสอบ',
        address: '1 ถนนพหลโยธิน',
        province_id: district.amphure.provinceId,
        amphure_id: district.amphureId,
        district_id: district.id,
        zip_code: district.zipCode ?? '10000',
      },
      payment_method_id: 2,
    }),
    personInput: () => ({
      firstname: 'สมหญิง',
      lastname: 'ทดสอบ',
      telephone: '0812345678',
      receipt_address: {
        receipt_type: 'P',
        name: 'สมหญิง ทดสอบ',
        address: '1 ถนนพหลโยธิน',
        province_id: district.amphure.provinceId,
        amphure_id: district.amphureId,
        district_id: district.id,
        zip_code: district.zipCode ?? '10000',
      },
    }),
    async newMemberInput() {
      const email = `contract-${stamp}@example.test`;
      return {
        member_type: 'P',
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        telephone: '0812345678',
        email,
        email_confirmation: email,
        password,
        password_confirmation: password,
        accept_terms: 1,
        token: await botToken(),
      };
    },
    slipInput: () => ({
      image: `data:image/png;base64,${png.toString('base64')}`,
      bank_id: bank.id,
      transfer_date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      amount: 3500.5,
    }),

    /** Prices answered are the stored satang / 100. */
    async pricesAreThb(items: { public_training_id: number; price: number }[]) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const stored = await db.publicTraining.findUniqueOrThrow({
          where: { id: item.public_training_id },
        });
        expect(item.price).toBe(stored.priceSatang / 100);
      }
    },
    /** Registration amounts answered are the stored satang / 100. */
    async amountsAreThb(
      items: { register_id: number; unit_price: number; total_amount: number }[],
    ) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const stored = await db.registration.findUniqueOrThrow({ where: { id: item.register_id } });
        expect([item.unit_price, item.total_amount]).toEqual([
          stored.unitPriceSatang / 100,
          stored.totalAmountSatang / 100,
        ]);
      }
    },
  };
  return fixtures;
}

export type Fixtures = Awaited<ReturnType<typeof contractFixtures>>;
