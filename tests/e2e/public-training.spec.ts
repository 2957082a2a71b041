import { expect, test } from './fixtures';
import { republishAsStaff, seedFacts } from './support';

test.describe('public training list and detail', () => {
  test('filters by name and category, and "all" shows everything @phone', async ({ page }) => {
    const { published, pythonId } = await seedFacts();
    // Other spec files add trainings straight into the database, past the back office that drops
    // the cached lists: a staff edit brings the list up to date, as it would in service.
    await republishAsStaff('/admin/services/public_trainings', pythonId);
    await page.goto('/public-training');
    await expect(page.getByRole('heading', { level: 1, name: 'หลักสูตรอบรมสาธารณะ' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(`พบ ${published} หลักสูตร`);
    await page.getByLabel('ชื่อหลักสูตร').fill('PYTHON');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('พบ 1 หลักสูตร');
    await expect(page.getByTestId('training-card')).toHaveCount(1);

    await page.getByLabel('ชื่อหลักสูตร').fill('');
    await page.getByLabel('หมวดหมู่').selectOption({ label: 'การบริหารและพัฒนาองค์กร' });
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('result-count')).toHaveText('พบ 3 หลักสูตร');

    await page.getByLabel('หมวดหมู่').selectOption('*');
    await page.getByLabel('ปี').selectOption('*');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('result-count')).toHaveText(`พบ ${published} หลักสูตร`);
  });

  test('detail shows price, Buddhist-year dates and seats left, in Thai and English', async ({
    page,
    context,
  }) => {
    await page.goto('/public-training?name=python');
    await page.getByRole('link', { name: 'การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น',
    );
    await expect(page.getByTestId('training-price')).toHaveText('4,500 บาท');
    await expect(page.getByTestId('training-dates')).toContainText(/\/25\d\d /);
    const { pythonSeatsLeft: left, pythonSeatLimit: limit } = await seedFacts();
    await expect(page.getByTestId('seats-left')).toHaveText(`${left} จาก ${limit} ที่`);
    await expect(page.getByRole('heading', { name: 'วิทยากร' })).toBeVisible();

    await context.addCookies([{ name: 'i18next', value: 'en', url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Data analysis with Python for beginners',
    );
    await expect(page.getByTestId('training-price')).toHaveText('THB 4,500');
    await expect(page.getByTestId('training-dates')).toContainText(/\/20\d\d /);
    await expect(page.getByTestId('seats-left')).toHaveText(`${left} of ${limit}`);
    await expect(page).toHaveTitle(/Data analysis with Python for beginners/);
  });

  test('an unknown or malformed id is a 404', async ({ page }) => {
    expect((await page.goto('/public-training/999999'))?.status()).toBe(404);
    expect((await page.goto('/public-training/abc'))?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toBeVisible();
  });
});
