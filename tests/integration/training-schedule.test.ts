import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { handleRest } from '@/server/rest/handle-rest';
import { SAMPLE_REGISTER_CODE } from '@/server/services/receipt-service';
import { callerWith, createAdmin, sessionCookie } from './helpers';

const en = callerWith({ cookie: 'i18next=en' });

describe('training schedule', () => {
  it('groups the trainings that have not ended by category, soonest first', async () => {
    const groups = await en.public.publicTrainings.groups();
    const upcoming = await db.publicTraining.count({
      where: { status: true, endTrainingDate: { gte: new Date() } },
    });
    expect(groups.flatMap((g) => g.trainings)).toHaveLength(upcoming);
    expect(groups.map((g) => g.categoryName)).toContain(
      'Management and organisational development',
    );
    for (const group of groups) {
      expect(group.trainings.every((t) => t.categoryId === group.categoryId)).toBe(true);
      const starts = group.trainings.map((t) => t.startTrainingDate.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(group.trainings.every((t) => t.endTrainingDate.getTime() >= Date.now())).toBe(true);
    }
  });

  it('downloads the schedule as a spreadsheet in the language of the request', async () => {
    const res = await handleRest(
      new Request('http://localhost/api/v1/services/public_trainings/download', {
        headers: { cookie: 'i18next=th' },
      }),
      '/services/public_trainings/download',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="training-schedule-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('ตารางอบรม')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('หลักสูตร');
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toContain('การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น');
    const upcoming = await db.publicTraining.count({
      where: { status: true, endTrainingDate: { gte: new Date() } },
    });
    expect(sheet.rowCount).toBe(upcoming + 1);
    const pythonRow = sheet.getColumn(2).values.indexOf('การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น');
    expect(sheet.getRow(pythonRow).getCell(8).value).toBe(4500);
    expect(String(sheet.getRow(pythonRow).getCell(4).value)).toMatch(/\/25\d\d /); // Buddhist year
  });
});

describe('sitemap', () => {
  it('lists the static pages and every published item, and no unpublished one', async () => {
    const hidden = await db.news.findFirstOrThrow();
    await db.news.update({ where: { id: hidden.id }, data: { status: false } });
    try {
      const paths = (await en.public.site.sitemap()).map((e) => e.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/',
          '/public-training',
          '/product-testing',
          '/researcher',
          '/contact',
        ]),
      );
      const trainings = await db.publicTraining.findMany({ where: { status: true } });
      for (const t of trainings) expect(paths).toContain(`/public-training/${t.id}`);
      const service = await db.service.findFirstOrThrow({
        where: { kind: 'product_testing', status: true },
      });
      expect(paths).toContain(`/product-testing/${service.id}`);
      expect(paths).not.toContain(`/news/${hidden.id}`);
    } finally {
      await db.news.update({ where: { id: hidden.id }, data: { status: true } });
    }
  });
});

describe('receipt preview', () => {
  it('is for staff who handle registrations only', async () => {
    await expect(callerWith().admin.receipts.sample()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const editor = await createAdmin(['access/news']);
    await expect(
      callerWith({
        cookie: (await sessionCookie('admin', editor.id)).cookie,
      }).admin.receipts.sample(),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const officer = await createAdmin(['access/public_training_register']);
    const receipt = await callerWith({
      cookie: `${(await sessionCookie('admin', officer.id)).cookie}; i18next=en`,
    }).admin.receipts.sample();
    expect(receipt.registerCode).toBe(SAMPLE_REGISTER_CODE);
    expect(receipt.totalAmountSatang).toBe(receipt.unitPriceSatang * receipt.quantity);
    expect(receipt.receiptProvince).toBe('Bangkok');
  });
});
