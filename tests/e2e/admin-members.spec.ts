import { expect, type Page, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { e2eDb, openAsStaff, useLanguage, watchConsole } from './support';

/**
 * The members back office as a new staff member holding only
 * access/member uses it, in Thai and English: filter the list, create a
 * member, edit them and see their registrations, try to delete a member
 * with a paid registration (refused, with the reason) and disable them
 * instead; and the list and form at a phone's width.
 */

const stamp = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

async function createStaff() {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const s = stamp();
  const perms = await db.permission.findMany({ where: { name: 'access/member' } });
  const role = await db.role.create({
    data: {
      name: `Members ${s}`,
      permissions: { create: perms.map((p) => ({ permissionId: p.id })) },
    },
  });
  const user = await db.adminUser.create({
    data: {
      firstname: 'Clerk',
      lastname: s,
      email: `clerk-${s}@example.test`,
      passwordHash: await hashPassword('secret123'),
      roles: { create: [{ roleId: role.id }] },
    },
  });
  await db.$disconnect();
  return { email: user.email, password: 'secret123' };
}

/** A member made directly, with registrations of the given statuses (5 is paid). */
async function createMemberWithRegistrations(firstname: string, statuses: number[]) {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const s = stamp();
  const member = await db.member.create({
    data: {
      firstname,
      lastname: `E2E${s}`,
      telephone: '0811111111',
      email: `member-${s}@example.test`,
      passwordHash: await hashPassword('secret123'),
    },
  });
  const codes = await addRegistrations(db, member.id, statuses);
  await db.$disconnect();
  return {
    id: member.id,
    name: `${firstname} E2E${s}`,
    lastname: `E2E${s}`,
    email: member.email,
    codes,
  };
}

async function addRegistrations(
  db: Awaited<ReturnType<typeof e2eDb>>,
  memberId: number,
  statuses: number[],
) {
  const training = await db.publicTraining.findFirstOrThrow({
    where: { status: true },
    orderBy: { id: 'asc' },
  });
  const codes: string[] = [];
  for (const statusId of statuses) {
    const code = `PT-E2E-${stamp()}`.toUpperCase();
    await db.registration.create({
      data: {
        registerCode: code,
        publicTrainingId: training.id,
        memberId,
        registerStatusId: statusId,
        courseCode: training.courseCode,
        courseName: 'หลักสูตรทดสอบ',
        courseNameTh: 'หลักสูตรทดสอบ',
        courseNameEn: 'Test course',
        trainingDate: training.startTrainingDate,
        unitPriceSatang: 150_000,
        quantity: 1,
        totalAmountSatang: 150_000,
        paymentMethodId: 2,
        ...(statusId === 5 ? { paidAt: new Date() } : {}),
      },
    });
    codes.push(code);
  }
  return codes;
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const ready = (page: Page) => expect(page.locator('html[data-admin-ready]')).toBeAttached();
const table = (page: Page) => page.getByTestId('resource-table');

const words = {
  th: {
    type: 'ประเภทสมาชิก',
    organisation: 'นิติบุคคล/องค์กร',
    person: 'บุคคลทั่วไป',
    province: 'จังหวัด',
    refusal: /ลบสมาชิก 1 รายไม่ได้/,
    reason: /มีการลงทะเบียนที่ชำระเงินแล้วหรือรอตรวจสอบการชำระเงิน 1 รายการ จึงลบไม่ได้/,
    instead: 'ปิดใช้งานแทน',
    registrations: 'การลงทะเบียน',
    status: 'สถานะ',
    paid: 'ชำระเงินแล้ว',
    title: 'สมาชิก',
  },
  en: {
    type: 'Member type',
    organisation: 'Organisation',
    person: 'Person',
    province: 'Province',
    refusal: /1 member\(s\) cannot be deleted/,
    reason:
      /has 1 registration\(s\) paid or with a payment being verified and cannot be deleted: disable the member instead/,
    instead: 'Disable instead',
    registrations: 'Registrations',
    status: 'Status',
    paid: 'Paid',
    title: 'Members',
  },
} as const;

for (const lng of ['th', 'en'] as const) {
  const w = words[lng];

  test(`members (${lng}): filter, create, edit, see registrations`, async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors = watchConsole(page);
    await useLanguage(page, lng, baseURL);
    const staff = await createStaff();
    await openAsStaff(page, '/admin/members', staff.email, staff.password);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

    // Create an organisation member: the company fields appear with the type.
    const s = stamp();
    const email = `created-${s}@example.test`;
    await page.getByTestId('add-item').click();
    await expect(page).toHaveURL(/\/admin\/members\/form$/);
    await ready(page);
    await expect(byId(page, 'company_name')).toHaveCount(0);
    await byId(page, 'member_type').click();
    await page.getByRole('option', { name: w.organisation }).click();
    await byId(page, 'name_prefix_id').click();
    await page.getByRole('option').first().click();
    await byId(page, 'firstname').fill('Kanya');
    await byId(page, 'lastname').fill(`Created${s}`);
    await byId(page, 'email').fill(email);
    await byId(page, 'telephone').fill('0899999999');
    await byId(page, 'company_name').fill(`Kanya Co ${s}`);
    await byId(page, 'company_type_id').click();
    await page.getByRole('option').first().click();
    await byId(page, 'province_id').click();
    await page.getByRole('option').first().click();
    // Too short a password is refused on its field before anything is sent.
    await byId(page, 'password').fill('123');
    await page.getByTestId('save').click();
    await expect(byId(page, 'password')).toHaveAttribute('aria-invalid', 'true');
    await byId(page, 'password').fill('secret123');
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/admin\/members(\?|$)/);

    // Filter: by e-mail (a part of it), then by type.
    await page.getByTestId('filter-email').fill(`created-${s}`);
    await expect(page).toHaveURL(new RegExp(`filter_email=created-${s}`));
    // The name link reads the title chosen, then the name (the Edit button's label starts with "Edit").
    const nameLink = new RegExp(`^\\S+ Kanya Created${s}$`);
    const row = table(page).getByRole('link', { name: nameLink });
    await expect(row).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await page.getByRole('combobox', { name: w.type }).click();
    await page.getByRole('option', { name: w.person }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('combobox', { name: w.type }).click();
    await page.getByRole('option', { name: w.organisation }).click();
    await expect(row).toBeVisible();
    // A registered-date range in the list query: today holds them, last year does not.
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    await page.goto(
      `/admin/members?filter_email=created-${s}&filter_registered_at=${today}..${today}`,
    );
    await expect(row).toBeVisible();
    // The range picker shows the days of the URL, the Buddhist year in Thai.
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const shown = `${d}/${m}/${lng === 'th' ? y + 543 : y}`;
    await expect(page.getByTestId('filter-registered_at')).toContainText(`${shown} – ${shown}`);
    await page.goto(
      `/admin/members?filter_email=created-${s}&filter_registered_at=2020-01-01..2020-12-31`,
    );
    await expect(row).toHaveCount(0);

    // Edit: change the telephone; the registrations panel lists theirs, each opening its page.
    const db = await e2eDb();
    const member = await db.member.findUniqueOrThrow({ where: { email } });
    const [code] = await addRegistrations(db, member.id, [5]);
    await db.$disconnect();
    await page.goto(`/admin/members?search=Created${s}`);
    await table(page).getByRole('link', { name: nameLink }).click();
    await expect(page).toHaveURL(new RegExp(`member_id=${member.id}`));
    await ready(page);
    await expect(byId(page, 'email')).toHaveValue(email);
    const panel = page.getByTestId('member-registrations');
    await expect(panel.getByRole('heading', { name: w.registrations })).toBeVisible();
    const link = panel.getByRole('link', { name: code! });
    await expect(link).toHaveAttribute('href', /\/admin\/services\/public_training_register\/\d+$/);
    await expect(panel).toContainText(w.paid);
    await expect(panel).toContainText(lng === 'th' ? 'หลักสูตรทดสอบ' : 'Test course');
    await byId(page, 'telephone').fill('0822222222');
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/admin\/members(\?|$)/);
    const check = await e2eDb();
    expect((await check.member.findUniqueOrThrow({ where: { id: member.id } })).telephone).toBe(
      '0822222222',
    );
    await check.$disconnect();
    consoleErrors();
  });

  test(`members (${lng}): a member with a paid registration is not deleted, and is disabled instead`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The refused delete answers 409 on purpose; Chromium logs that response.
    const consoleErrors = watchConsole(page, (text) => text.includes('status of 409'));
    await useLanguage(page, lng, baseURL);
    const staff = await createStaff();
    const paid = await createMemberWithRegistrations('Paid', [5, 2]);
    await openAsStaff(page, `/admin/members?search=${paid.lastname}`, staff.email, staff.password);
    await ready(page);
    await page.getByRole('checkbox', { name: new RegExp(paid.name) }).check();
    await page.getByTestId('delete-selected').click();
    await expect(page.getByTestId('delete-names')).toContainText(paid.name);
    await page.getByTestId('confirm-delete').click();
    const refusal = page.getByTestId('delete-refusal');
    await expect(refusal).toContainText(w.refusal);
    await expect(page.getByTestId(`refusal-${paid.id}`)).toContainText(paid.name);
    await expect(page.getByTestId(`refusal-${paid.id}`)).toContainText(w.reason);
    await page.getByTestId('delete-instead').click();
    await expect(refusal).toHaveCount(0);
    await expect(page.getByRole('switch', { name: new RegExp(paid.name) })).not.toBeChecked();
    const db = await e2eDb();
    const row = await db.member.findUniqueOrThrow({ where: { id: paid.id } });
    expect(row.status).toBe(false);
    expect(await db.registration.count({ where: { memberId: paid.id } })).toBe(2);
    // A member without paid registrations goes, with their unpaid one.
    const unpaid = await createMemberWithRegistrations('Unpaid', [2]);
    await page.goto(`/admin/members?search=${unpaid.lastname}`);
    await page.getByRole('checkbox', { name: new RegExp(unpaid.name) }).check();
    await page.getByTestId('delete-selected').click();
    await page.getByTestId('confirm-delete').click();
    await expect(table(page).getByRole('link', { name: new RegExp(unpaid.name) })).toHaveCount(0);
    expect(await db.member.count({ where: { id: unpaid.id } })).toBe(0);
    expect(await db.registration.count({ where: { memberId: unpaid.id } })).toBe(0);
    await db.$disconnect();
    consoleErrors();
  });
}

test('members (th) @phone: the list filters and the form opens at a phone width', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const consoleErrors = watchConsole(page);
  await useLanguage(page, 'th', baseURL);
  const staff = await createStaff();
  const member = await createMemberWithRegistrations('Phone', [2]);
  await openAsStaff(page, '/admin/members', staff.email, staff.password);
  await ready(page);
  await page.getByTestId('list-search').fill(member.lastname);
  // The search goes into the URL a moment after typing stops.
  await expect(page).toHaveURL(new RegExp(`search=${member.lastname}`));
  const link = table(page).getByRole('link', { name: member.name, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await ready(page);
  await expect(byId(page, 'firstname')).toHaveValue('Phone');
  await expect(
    page.getByTestId('member-registrations').getByRole('link', { name: member.codes[0]! }),
  ).toBeVisible();
  // Nothing of the form runs off the screen sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  consoleErrors();
});
