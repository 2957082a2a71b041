import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RegisterStatus } from '@/lib/register-status';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { callerWith, codeOf, createAdmin, createMember, rest, sessionCookie } from './helpers';

/**
 * The back office's reports against rows this file inserts in a
 * year nobody else uses (2031, Bangkok time), so counts and sums are exact
 * whatever else the database holds.
 */
const YEAR = 2031;
/** An instant in Bangkok's month (1-12) of YEAR: the 1st at 00:30 Bangkok is still the previous day in UTC. */
const bangkok = (month: number, day = 1, hour = 0) =>
  new Date(Date.UTC(YEAR, month - 1, day, hour, 30) - 7 * 3600 * 1000);

let reporter: ReturnType<typeof callerWith>;
let reporterEn: ReturnType<typeof callerWith>;
let token = '';
let categoryId = 0;
let otherCategoryId = 0;
const codes: string[] = [];

async function training(category: number, code: string) {
  return db.publicTraining.create({
    data: {
      categoryId: category,
      courseCode: code,
      startTrainingDate: bangkok(6),
      endTrainingDate: bangkok(6, 2),
      priceSatang: 150_000,
      seatLimit: 30,
      translations: {
        create: [
          { languageId: 1, name: `หลักสูตร ${code}` },
          { languageId: 2, name: `Course ${code}` },
        ],
      },
    },
  });
}

beforeAll(async () => {
  const admin = await createAdmin(['access/report']);
  const { cookie } = await sessionCookie('admin', admin.id);
  reporter = callerWith({ cookie: `${cookie}; i18next=th` });
  reporterEn = callerWith({ cookie: `${cookie}; i18next=en` });
  token = (await authSessionService(db).issue('admin', admin.id, false, 'api')).token;

  const stamp = Date.now().toString(36);
  const category = await db.publicTrainingCategory.create({
    data: {
      translations: {
        create: [
          { languageId: 1, name: 'หมวดรายงาน' },
          { languageId: 2, name: 'Report category' },
        ],
      },
    },
  });
  const other = await db.publicTrainingCategory.create({
    data: {
      translations: {
        create: [
          { languageId: 1, name: 'หมวดอื่น' },
          { languageId: 2, name: 'Other category' },
        ],
      },
    },
  });
  categoryId = category.id;
  otherCategoryId = other.id;
  const t1 = await training(category.id, `RPT-A-${stamp}`);
  const t2 = await training(other.id, `RPT-B-${stamp}`);
  const member = await createMember();

  // 5 registrations in the category (3 in March, 2 in July; 2 paid), 1 in the other category (paid, March).
  const rows = [
    { training: t1, month: 3, quantity: 2, amount: 300_000, status: RegisterStatus.PAID },
    {
      training: t1,
      month: 3,
      quantity: 1,
      amount: 150_000,
      status: RegisterStatus.AWAITING_PAYMENT,
    },
    { training: t1, month: 3, quantity: 3, amount: 450_050, status: RegisterStatus.CANCELLED },
    { training: t1, month: 7, quantity: 1, amount: 150_000, status: RegisterStatus.PAID },
    { training: t1, month: 7, quantity: 4, amount: 600_000, status: RegisterStatus.REGISTERED },
    { training: t2, month: 3, quantity: 1, amount: 99_950, status: RegisterStatus.PAID },
  ];
  for (const [i, r] of rows.entries()) {
    const code = `RPT-${stamp}-${i}`;
    codes.push(code);
    await db.registration.create({
      data: {
        registerCode: code,
        publicTrainingId: r.training.id,
        memberId: member.id,
        registerStatusId: r.status,
        courseCode: r.training.courseCode,
        courseName: `หลักสูตร ${r.training.courseCode}`,
        courseNameTh: `หลักสูตร ${r.training.courseCode}`,
        courseNameEn: `Course ${r.training.courseCode}`,
        trainingDate: r.training.startTrainingDate,
        unitPriceSatang: 150_000,
        quantity: r.quantity,
        totalAmountSatang: r.amount,
        paymentMethodId: 2,
        createdAt: bangkok(r.month, 1, 0),
        histories: {
          create: [
            {
              registerStatusId: r.status,
              actorType: 'member',
              // The system's notes are stored as locale keys (historyNote); the newest carries one.
              note: i === 5 ? 'admin_registrations.history_note.receipt_issued' : null,
              createdAt: new Date(Date.UTC(2099, 0, 1, 0, 0, i)),
            },
          ],
        },
      },
    });
  }
  // Members who joined in YEAR: 3 persons in Bangkok (id 1) in January, 2 organisations (company type 1) in February.
  for (let i = 0; i < 5; i += 1) {
    await db.member.create({
      data: {
        memberType: i < 3 ? 'P' : 'O',
        firstname: `Report${i}`,
        lastname: 'Member',
        telephone: '0800000000',
        email: `report-${stamp}-${i}@example.test`,
        passwordHash: 'x',
        provinceId: 1,
        companyTypeId: i < 3 ? null : 1,
        createdAt: bangkok(i < 3 ? 1 : 2, 15),
        latestAccessedAt: new Date(Date.UTC(2099, 0, 1, 0, 0, i)),
      },
    });
  }
  await db.inhouseTrainingRequest.createMany({
    data: [
      {
        contactName: 'A',
        email: 'a@example.test',
        telephone: '1',
        participants: 10,
        createdAt: bangkok(4, 10),
      },
      {
        contactName: 'B',
        email: 'b@example.test',
        telephone: '1',
        participants: 5,
        status: 'closed',
        createdAt: bangkok(4, 11),
      },
    ],
  });
  await db.serviceRequest.createMany({
    data: [
      {
        contactName: 'C',
        email: 'c@example.test',
        telephone: '1',
        message: 'm',
        createdAt: bangkok(12, 31, 23),
      },
    ],
  });
});

describe('admin reports', () => {
  it('refuses a guest (UNAUTHORIZED) and an admin without access/report (FORBIDDEN)', async () => {
    expect(await codeOf(callerWith().admin.reports.publicTrainingRegisters({}))).toBe(
      'UNAUTHORIZED',
    );
    const other = await createAdmin(['access/news']);
    const { cookie } = await sessionCookie('admin', other.id);
    const caller = callerWith({ cookie });
    expect(await codeOf(caller.admin.reports.publicTrainingRegisters({}))).toBe('FORBIDDEN');
    expect(await codeOf(caller.admin.reports.membersByYear({}))).toBe('FORBIDDEN');
    expect(await codeOf(caller.admin.reports.download({ report: 'members_by_province' }))).toBe(
      'FORBIDDEN',
    );
  });

  it('pages public training registers of a category and year, newest first, with sums per category', async () => {
    const page1 = await reporterEn.admin.reports.publicTrainingRegisters({
      filter_year: YEAR,
      filter_category_id: categoryId,
      per_page: 2,
    });
    expect([page1.total, page1.lastPage, page1.items.length]).toEqual([5, 3, 2]);
    expect(page1.items.map((r) => r.registerCode)).toEqual([codes[4], codes[3]]);
    expect(page1.items[0]).toMatchObject({
      categoryName: 'Report category',
      courseName: expect.stringMatching(/^Course RPT-A/),
      quantity: 4,
      totalAmountSatang: 600_000,
      registerStatusName: 'Registered, awaiting payment',
    });
    const page3 = await reporterEn.admin.reports.publicTrainingRegisters({
      filter_year: YEAR,
      filter_category_id: categoryId,
      per_page: 2,
      page: 3,
    });
    expect(page3.items.map((r) => r.registerCode)).toEqual([codes[0]]);

    const mine = page1.categories.find((c) => c.categoryId === categoryId);
    const other = page1.categories.find((c) => c.categoryId === otherCategoryId);
    expect(mine).toMatchObject({ registers: 5, attendees: 11, paidAmountSatang: 450_000 });
    expect(other).toMatchObject({ registers: 1, attendees: 1, paidAmountSatang: 99_950 });

    const paid = await reporter.admin.reports.publicTrainingRegisters({
      filter_year: YEAR,
      filter_register_status_id: RegisterStatus.PAID,
    });
    expect(paid.total).toBe(3);
    expect(paid.items[0]!.registerStatusName).toBe('ชำระเงินแล้ว');
  });

  it('counts per month of the year in Bangkok time', async () => {
    const r = await reporter.admin.reports.publicTrainingRegistersByYear({ filter_year: YEAR });
    expect(r.months).toHaveLength(12);
    expect(r.months[2]).toEqual({
      month: 3,
      registers: 4,
      attendees: 7,
      paidRegisters: 2,
      paidAmountSatang: 399_950,
    });
    expect(r.months[6]).toEqual({
      month: 7,
      registers: 2,
      attendees: 5,
      paidRegisters: 1,
      paidAmountSatang: 150_000,
    });
    expect(r.months[1]).toEqual({
      month: 2,
      registers: 0,
      attendees: 0,
      paidRegisters: 0,
      paidAmountSatang: 0,
    });
    expect(r.total).toEqual({
      registers: 6,
      attendees: 12,
      paidRegisters: 3,
      paidAmountSatang: 549_950,
    });

    const members = await reporter.admin.reports.membersByYear({ filter_year: YEAR });
    expect(members.months[0]).toEqual({ month: 1, persons: 3, organisations: 0, total: 3 });
    expect(members.months[1]).toEqual({ month: 2, persons: 0, organisations: 2, total: 2 });
    const inhouse = await reporter.admin.reports.inhouseTrainingRegistersByYear({
      filter_year: YEAR,
    });
    expect(inhouse.months[3]).toEqual({ month: 4, requests: 2, participants: 15 });
    // 31 December 23:30 in Bangkok is still December there (16:30 UTC).
    const services = await reporter.admin.reports.serviceRegistersByYear({ filter_year: YEAR });
    expect(services.months[11]).toEqual({ month: 12, requests: 1 });
    expect(services.total).toEqual({ requests: 1 });
  });

  it('groups members by province and organisations by company type', async () => {
    const provinces = await reporter.admin.reports.membersByProvince({ filter_year: YEAR });
    expect(provinces.items).toEqual([
      expect.objectContaining({ provinceId: 1, persons: 3, organisations: 2, total: 5 }),
    ]);
    const types = await reporterEn.admin.reports.membersOrganizationByCompanyType({
      filter_year: YEAR,
    });
    expect(types.items).toEqual([expect.objectContaining({ companyTypeId: 1, members: 2 })]);
    expect(types.total).toBe(1);
  });

  it('lists in-house and service requests with their filters', async () => {
    const inhouse = await reporterEn.admin.reports.inhouseTrainingRegisters({ filter_year: YEAR });
    expect(inhouse.items.map((r) => [r.contactName, r.statusName])).toEqual([
      ['B', 'Closed'],
      ['A', 'New'],
    ]);
    expect(
      (
        await reporter.admin.reports.inhouseTrainingRegisters({
          filter_year: YEAR,
          filter_status: 'closed',
        })
      ).total,
    ).toBe(1);
    expect((await reporter.admin.reports.serviceRegisters({ filter_year: YEAR })).total).toBe(1);
  });

  it('shows the latest online members and the latest activities', async () => {
    const online = await reporter.admin.reports.membersLatestOnline({ limit: 2 });
    expect(online.map((m) => m.name)).toEqual(['Report4 Member', 'Report3 Member']);
    const activities = await reporterEn.admin.reports.membersLatestActivities({ limit: 3 });
    expect(activities.map((a) => a.registerCode)).toEqual([codes[5], codes[4], codes[3]]);
    expect(activities[0]).toMatchObject({
      actorType: 'member',
      actorName: 'สมหญิง ทดสอบ',
      registerStatusName: 'Paid',
    });
    // A note the system wrote reads in the reader's language, never as its locale key.
    expect(activities[0]!.note).toBe('Receipt issued to the payer.');
    const th = await reporter.admin.reports.membersLatestActivities({ limit: 1 });
    expect(th[0]!.note).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses bad input with a translated 400, never a 500', async () => {
    expect(await codeOf(reporter.admin.reports.membersByYear({ filter_year: 1999 }))).toBe(
      'BAD_REQUEST',
    );
    const res = await rest('GET', '/admin/reports/public_training_registers?per_page=1000', {
      token,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toBe('per_page');
    const download = await rest('GET', '/admin/reports/service_registers?download=maybe', {
      token,
    });
    expect([download.status, ((await download.json()) as { field: string }).field]).toEqual([
      400,
      'download',
    ]);
    const th = await rest('GET', '/admin/reports/members_by_year?filter_year=abc', {
      token,
      lang: 'th',
    });
    expect(th.status).toBe(400);
    expect(((await th.json()) as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('streams the whole filtered set as an XLSX with headers in the language of the call', async () => {
    const res = await rest(
      'GET',
      `/admin/reports/public_training_registers?download=1&filter_year=${YEAR}&filter_category_id=${categoryId}&per_page=1`,
      { token, lang: 'en' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="public_training_registers-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 5);
    expect(sheet.getRow(1).getCell(1).value).toBe('Register code');
    const codesInFile = Array.from({ length: 5 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(codesInFile).toEqual([codes[4], codes[3], codes[2], codes[1], codes[0]]);
    // Amount in baht (450,050 satang), date as Bangkok time text.
    expect(sheet.getRow(4).getCell(8).value).toBe(4500.5);
    expect(sheet.getRow(4).getCell(2).value).toBe(`1/3/${YEAR} 24:30`);

    const th = await rest(
      'GET',
      `/admin/reports/members_by_province?download=1&filter_year=${YEAR}`,
      { token, lang: 'th' },
    );
    const thBook = new ExcelJS.Workbook();
    await thBook.xlsx.load(await th.arrayBuffer());
    expect(thBook.worksheets[0]!.getRow(1).getCell(1).value).toBe('จังหวัด');
    expect(thBook.worksheets[0]!.getRow(2).values).toEqual([undefined, 'กรุงเทพมหานคร', 3, 2, 5]);
  });

  it('writes what visitors typed so that no cell of the workbook runs as a formula', async () => {
    // A year of its own, so the other tests' counts stay exact.
    const when = new Date(Date.UTC(2032, 4, 10, 5));
    const typed = [
      {
        contactName: '=HYPERLINK("http://evil.example","Click")',
        organisation: "@SUM(1+1)*cmd|' /C calc'!A0",
        telephone: '+66 2 555 0000',
      },
      { contactName: '＝1+1', organisation: '-2+3*A1', telephone: '-' },
      { contactName: 'Tab\tstart', organisation: '\tcmd', telephone: '0812345678' },
      { contactName: 'Record\u001cSplit\u001fHere', organisation: 'Plain Co.', telephone: '+1+1' },
    ];
    await db.inhouseTrainingRequest.createMany({
      data: typed.map((t, i) => ({
        ...t,
        email: `formula-${i}@example.test`,
        createdAt: new Date(when.getTime() + i * 1000),
      })),
    });
    const res = await rest(
      'GET',
      '/admin/reports/inhouse_training_registers?download=1&filter_year=2032',
      { token, lang: 'en' },
    );
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = (label: string) => header.indexOf(label);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    const byEmail = new Map(rows.map((r) => [String(r.getCell(column('E-mail')).value), r]));
    const cells = (i: number) => {
      const row = byEmail.get(`formula-${i}@example.test`)!;
      return ['Contact', 'Organisation', 'Telephone'].map(
        (label) => row.getCell(column(label)).value,
      );
    };
    expect(cells(0)).toEqual([
      '\'=HYPERLINK("http://evil.example","Click")',
      "'@SUM(1+1)*cmd|' /C calc'!A0",
      '+66 2 555 0000',
    ]);
    expect(cells(1)).toEqual(["'＝1+1", "'-2+3*A1", '-']);
    expect(cells(2)).toEqual(['Tab\tstart', "'\tcmd", '0812345678']);
    expect(cells(3)).toEqual(['Record Split Here', 'Plain Co.', "'+1+1"]);
    // No cell is a formula.
    for (const row of rows) row.eachCell((cell) => expect(cell.formula).toBeUndefined());
  });

  it('answers every REST door of SPEC.md section 7 with THB amounts', async () => {
    const page = await rest(
      'GET',
      `/admin/reports/public_training_registers?filter_year=${YEAR}&filter_category_id=${categoryId}&per_page=2`,
      { token },
    );
    const body = (await page.json()) as {
      data: { total_amount: number; register_code: string }[];
      total: number;
      last_page: number;
      categories: { paid_amount: number; public_training_category_id: number }[];
    };
    expect([body.total, body.last_page, body.data[0]!.total_amount]).toEqual([5, 3, 6000]);
    expect(
      body.categories.find((c) => c.public_training_category_id === categoryId)!.paid_amount,
    ).toBe(4500);
    const byYear = (await (
      await rest('GET', `/admin/reports/public_training_registers_by_year?filter_year=${YEAR}`, {
        token,
      })
    ).json()) as { total: { paid_amount: number } };
    expect(byYear.total.paid_amount).toBe(5499.5);
    for (const path of [
      'inhouse_training_registers',
      'service_registers',
      'members_by_province',
      'members_organization_by_company_type',
      'inhouse_training_registers_by_year',
      'service_registers_by_year',
      'members_by_year',
      'members_latest_online',
      'members_latest_activities',
    ]) {
      const res = await rest('GET', `/admin/reports/${path}`, { token });
      expect([path, res.status]).toEqual([path, 200]);
    }
    expect((await rest('GET', '/admin/reports/members_by_year')).status).toBe(401);
  });
});
