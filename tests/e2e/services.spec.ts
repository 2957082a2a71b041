import { expect, type Page, test } from './fixtures';
import { createDb } from '@/server/db';
// Renamed: not a React hook, it only sets the language cookie.
import {
  expectAccessible,
  passBotCheck,
  republishAsStaff,
  useLanguage as setLanguage,
  watchConsole,
} from './support';
import { databaseUrl } from '../../playwright.config';

/** The e2e server's database: read what the forms stored, add rows for paging and filters. */
const db = createDb(databaseUrl);

const kinds = [
  [
    'diagnosis_consultation',
    '/diagnosis-and-consultation',
    'วินิจฉัยและให้คำปรึกษา',
    'Diagnosis and consultation',
  ],
  ['product_testing', '/product-testing', 'ทดสอบผลิตภัณฑ์', 'Product testing'],
  ['research_development', '/research-and-development', 'วิจัยและพัฒนา', 'Research and development'],
  [
    'website_digital_media',
    '/website-and-digital-media',
    'เว็บไซต์และสื่อดิจิทัล',
    'Website and digital media',
  ],
  ['other', '/services', 'บริการอื่น ๆ', 'Other services'],
] as const;

const PAGING_CATEGORY = 'E2E paging category';
const EXTRA_SERVICE_CATEGORY = 'E2E extra testing category';

/** 13 more in-house trainings in a category of their own (17 in all: two pages), and a second product-testing category. */
test.beforeAll(async () => {
  const existing = await db.inhouseTrainingCategoryTranslation.findFirst({
    where: { name: PAGING_CATEGORY },
  });
  if (!existing) {
    const category = await db.inhouseTrainingCategory.create({
      data: {
        sortOrder: 9,
        translations: {
          create: [
            { languageId: 1, name: PAGING_CATEGORY },
            { languageId: 2, name: PAGING_CATEGORY },
          ],
        },
      },
    });
    for (let i = 1; i <= 13; i += 1) {
      await db.inhouseTraining.create({
        data: {
          categoryId: category.id,
          createdAt: new Date(Date.now() - 86_400_000 * (i + 10)),
          translations: {
            create: [
              { languageId: 1, name: `หลักสูตรทดสอบ ${i}` },
              { languageId: 2, name: `Paging course ${i}` },
            ],
          },
        },
      });
    }
  }
  if (
    !(await db.serviceCategoryTranslation.findFirst({ where: { name: EXTRA_SERVICE_CATEGORY } }))
  ) {
    await db.serviceCategory.create({
      data: {
        kind: 'product_testing',
        sortOrder: 9,
        translations: {
          create: [
            { languageId: 1, name: EXTRA_SERVICE_CATEGORY },
            { languageId: 2, name: EXTRA_SERVICE_CATEGORY },
          ],
        },
        services: {
          create: [
            {
              kind: 'product_testing',
              translations: {
                create: [
                  { languageId: 1, name: 'ทดสอบการสั่นสะเทือน' },
                  { languageId: 2, name: 'Vibration testing' },
                ],
              },
            },
          ],
        },
      },
    });
  }
  // The cached lists learn of the rows above as they would of a staff edit.
  const paging = await db.inhouseTraining.findFirstOrThrow({
    where: { translations: { some: { name: 'Paging course 1' } } },
  });
  await republishAsStaff('/admin/services/inhouse_trainings', paging.id);
  const vibration = await db.service.findFirstOrThrow({
    where: { translations: { some: { name: 'Vibration testing' } } },
  });
  await republishAsStaff('/admin/services/institute_services', vibration.id);
});

async function firstInhouseId() {
  return (
    await db.inhouseTraining.findFirstOrThrow({ where: { status: true }, orderBy: { id: 'asc' } })
  ).id;
}
async function serviceIdOf(kind: string) {
  return (
    await db.service.findFirstOrThrow({ where: { kind, status: true }, orderBy: { id: 'asc' } })
  ).id;
}

async function visitBothLanguages(
  page: Page,
  baseURL: string,
  path: string,
  check: (lng: 'th' | 'en') => Promise<void>,
) {
  for (const lng of ['th', 'en'] as const) {
    await setLanguage(page, lng, baseURL);
    const res = await page.goto(path);
    expect(res?.status(), `${path} in ${lng}`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await check(lng);
  }
}

test.describe('in-house training, services and contact pages', () => {
  test('in-house list and detail render in Thai and English @phone', async ({ page, baseURL }) => {
    const done = watchConsole(page);
    await visitBothLanguages(page, baseURL!, '/in-house-training', async (lng) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'th' ? 'หลักสูตรอบรมภายในองค์กร' : 'In-house training',
      );
      await expect(page.getByTestId('offering-card')).toHaveCount(12);
    });
    const id = await firstInhouseId();
    await visitBothLanguages(page, baseURL!, `/in-house-training/${id}`, async (lng) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'th'
          ? 'หลักสูตรการใช้ข้อมูลเพื่อการตัดสินใจในองค์กร'
          : 'Data-driven decision making for organisations',
      );
      await expect(page.getByTestId('request-form')).toBeVisible();
    });
    done();
  });

  for (const [kind, path, thTitle, enTitle] of kinds) {
    test(`${path} list and detail render in Thai and English @phone`, async ({ page, baseURL }) => {
      const done = watchConsole(page);
      await visitBothLanguages(page, baseURL!, path, async (lng) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          lng === 'th' ? thTitle : enTitle,
        );
        expect(await page.getByTestId('offering-card').count()).toBeGreaterThanOrEqual(2);
      });
      const id = await serviceIdOf(kind);
      const name = await db.serviceTranslation.findMany({
        where: { serviceId: id },
        orderBy: { languageId: 'asc' },
      });
      await visitBothLanguages(page, baseURL!, `${path}/${id}`, async (lng) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          name[lng === 'th' ? 0 : 1]!.name,
        );
        await expect(
          page.getByRole('button', { name: lng === 'th' ? 'ส่งคำขอ' : 'Send request' }),
        ).toBeVisible();
      });
      done();
    });
  }

  test('contact page renders in Thai and English, the map loads only on request @phone', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await visitBothLanguages(page, baseURL!, '/contact', async (lng) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'th' ? 'ติดต่อเรา' : 'Contact us',
      );
      await expect(page.getByTestId('contact-address')).toContainText(
        lng === 'th' ? 'ลาดกระบัง' : 'Lat Krabang',
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: '+66 2 123 4567' }),
      ).toHaveAttribute('href', 'tel:+6621234567');
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('link', { name: /OpenStreetMap/ }),
      ).toHaveAttribute('href', /openstreetmap\.org/);
    });
    done();
  });

  test('a detail of another kind, an unknown or a malformed id is a 404', async ({ page }) => {
    const testing = await serviceIdOf('product_testing');
    expect((await page.goto(`/services/${testing}`))?.status()).toBe(404);
    expect((await page.goto(`/product-testing/${testing}`))?.status()).toBe(200);
    expect((await page.goto('/website-and-digital-media/999999'))?.status()).toBe(404);
    expect((await page.goto('/in-house-training/999999'))?.status()).toBe(404);
    expect((await page.goto('/in-house-training/abc'))?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toBeVisible();
  });

  test('in-house list filters by category and pages 12 at a time @phone', async ({ page }) => {
    const done = watchConsole(page);
    await page.goto('/in-house-training');
    await expect(page.getByTestId('result-count')).toHaveText('พบ 17 รายการ');
    await expect(page.getByTestId('offering-card')).toHaveCount(12);
    await page.getByRole('link', { name: /ถัดไป/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('offering-card')).toHaveCount(5);
    await expect(page.getByTestId('page-of')).toHaveText('หน้า 2 จาก 2');
    await page.getByRole('link', { name: /ก่อนหน้า/ }).click();
    await expect(page.getByTestId('offering-card')).toHaveCount(12);

    await page
      .getByRole('combobox', { name: 'หมวดหมู่' })
      .selectOption({ label: 'วิศวกรรมและอุตสาหกรรม' });
    await page.getByRole('button', { name: 'แสดง' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('พบ 2 รายการ');
    await expect(page.getByTestId('offering-card')).toHaveCount(2);
    await expect(page.getByTestId('page-of')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'หมวดหมู่' }).selectOption('*');
    await page.getByRole('button', { name: 'แสดง' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('พบ 17 รายการ');
    done();
  });

  test('a service kind lists its own categories as a filter', async ({ page, baseURL }) => {
    const done = watchConsole(page);
    await setLanguage(page, 'en', baseURL!);
    await page.goto('/product-testing');
    await expect(page.getByTestId('result-count')).toHaveText('3 items');
    const options = await page
      .getByRole('combobox', { name: 'Category' })
      .locator('option')
      .allTextContents();
    expect(options).toEqual(['All categories', 'Testing laboratories', EXTRA_SERVICE_CATEGORY]);
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: EXTRA_SERVICE_CATEGORY });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('offering-card')).toHaveCount(1);
    await expect(page.getByTestId('offering-card')).toContainText('Vibration testing');
    // A kind with one category has nothing to filter.
    await page.goto('/services');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveCount(0);
    done();
  });

  test('in-house request: errors per field, nothing lost; then stored and confirmed @phone', async ({
    page,
  }, info) => {
    const done = watchConsole(page);
    const email = `inhouse-${info.project.name}-${Date.now()}@example.test`;
    const id = await firstInhouseId();
    await page.goto(`/in-house-training/${id}`);
    const form = page.getByTestId('request-form');
    await form.getByRole('textbox', { name: 'ชื่อผู้ติดต่อ', exact: true }).fill('สมศรี ทดสอบ');
    await form.getByRole('textbox', { name: 'อีเมล', exact: true }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill('0812345678');
    await form.getByLabel('จำนวนผู้เข้าอบรม', { exact: true }).fill('0');
    await form.getByRole('button', { name: 'ส่งคำขอ' }).click();
    await expect(form.getByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeVisible();
    await expect(form.getByText('กรอกจำนวนเต็มตั้งแต่ 1 ถึง 10,000')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'เกิดข้อผิดพลาด' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'ชื่อผู้ติดต่อ', exact: true })).toHaveValue(
      'สมศรี ทดสอบ',
    );

    await form.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(email);
    await form.getByLabel('จำนวนผู้เข้าอบรม', { exact: true }).fill('30');
    await form.getByRole('textbox', { name: 'หน่วยงาน/บริษัท', exact: true }).fill('บริษัท ทดสอบ จำกัด');
    await form.getByLabel('วันที่ต้องการจัดอบรม', { exact: true }).fill('2099-06-01');
    await form.getByRole('textbox', { name: 'ข้อความ', exact: true }).fill('สนใจจัดอบรมเดือนมิถุนายน');
    await passBotCheck(page, form);
    await form.getByRole('button', { name: 'ส่งคำขอ' }).click();
    await expect(page.getByTestId('request-success')).toContainText('ขอบคุณ ส่งคำขอเรียบร้อยแล้ว');

    const stored = await db.inhouseTrainingRequest.findFirstOrThrow({ where: { email } });
    expect(stored).toMatchObject({
      inhouseTrainingId: id,
      contactName: 'สมศรี ทดสอบ',
      organisation: 'บริษัท ทดสอบ จำกัด',
      telephone: '0812345678',
      participants: 30,
      message: 'สนใจจัดอบรมเดือนมิถุนายน',
    });
    expect(stored.preferredDate?.toISOString()).toBe('2099-05-31T17:00:00.000Z');
    done();
  });

  test('service request in English: errors per field, then stored @phone', async ({
    page,
    baseURL,
  }, info) => {
    const done = watchConsole(page);
    const email = `service-${info.project.name}-${Date.now()}@example.test`;
    const id = await serviceIdOf('research_development');
    await setLanguage(page, 'en', baseURL!);
    await page.goto(`/research-and-development/${id}`);
    const form = page.getByTestId('request-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please enter the contact person')).toBeVisible();
    await expect(form.getByText('Please enter your e-mail')).toBeVisible();
    await expect(form.getByText('Please enter your telephone number')).toBeVisible();
    await expect(form.getByText('Please enter a message')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Errors occurred' })).toBeVisible();

    await form.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Anan Tester');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Telephone', exact: true }).fill('+66 2 555 0101');
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We would like to build a prototype.');
    await passBotCheck(page, form);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('request-success')).toContainText(
      'Thank you, your request has been sent',
    );
    const stored = await db.serviceRequest.findFirstOrThrow({ where: { email } });
    expect(stored).toMatchObject({
      serviceId: id,
      contactName: 'Anan Tester',
      telephone: '+66 2 555 0101',
      message: 'We would like to build a prototype.',
      organisation: null,
    });
    done();
  });

  test('contact form: errors per field, then stored @phone', async ({ page }, info) => {
    const done = watchConsole(page);
    const email = `contact-${info.project.name}-${Date.now()}@example.test`;
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill('08x1234');
    await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await expect(form.getByText('กรุณากรอกชื่อ', { exact: true })).toBeVisible();
    await expect(form.getByText('กรุณากรอกเรื่อง')).toBeVisible();
    await expect(form.getByText('กรุณากรอกข้อความ')).toBeVisible();
    await expect(form.getByText('ใช้ได้เฉพาะตัวเลข ช่องว่าง + - และวงเล็บ')).toBeVisible();

    await form.getByRole('textbox', { name: 'ชื่อของท่าน', exact: true }).fill('มาลี ใจดี');
    await form.getByRole('textbox', { name: 'เบอร์โทรศัพท์', exact: true }).fill('0812345678');
    await form.getByRole('textbox', { name: 'เรื่อง', exact: true }).fill('สอบถามเวลาทำการ');
    await form.getByRole('textbox', { name: 'ข้อความ', exact: true }).fill('เปิดวันเสาร์หรือไม่');
    await passBotCheck(page, form);
    await form.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await expect(page.getByTestId('request-success')).toContainText('ขอบคุณ ส่งข้อความเรียบร้อยแล้ว');
    expect(await db.contactMessage.findFirstOrThrow({ where: { email } })).toMatchObject({
      name: 'มาลี ใจดี',
      telephone: '0812345678',
      subject: 'สอบถามเวลาทำการ',
      message: 'เปิดวันเสาร์หรือไม่',
    });
    done();
  });

  for (const [label, pathOf] of [
    ['in-house list', async () => '/in-house-training'],
    ['in-house detail', async () => `/in-house-training/${await firstInhouseId()}`],
    ['service list', async () => '/product-testing'],
    ['service detail', async () => `/product-testing/${await serviceIdOf('product_testing')}`],
    ['contact page', async () => '/contact'],
  ] as const) {
    test(`the ${label} is accessible in Thai and English`, async ({ page, baseURL }) => {
      const path = await pathOf();
      for (const lng of ['th', 'en'] as const) {
        await setLanguage(page, lng, baseURL!);
        await page.goto(path);
        await expectAccessible(page);
      }
    });
  }
});
