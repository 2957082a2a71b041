import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { createDb } from '../../src/server/db';
import { useLanguage, watchConsole } from './support';
import { databaseUrl } from '../../playwright.config';

/**
 * The whole business flow through the real screens, as a member meets it:
 * find the training, register with another attendee, pay by card on the
 * gateway simulator, see it paid in the history, open the receipt.
 */
const load = (file: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/en/${file}.json`, 'utf8')) as Record<string, unknown>;
const en = { ...load('common'), ...load('member'), ...load('registration'), ...load('payment') };
function m(key: string, vars: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
const field = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const db = createDb(databaseUrl);

test('register with another attendee, pay by card, see it paid and open the receipt (en)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const done = watchConsole(page);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.77.0.1' });
  await useLanguage(page, 'en', baseURL!);
  const { hashPassword } = await import('../../src/server/auth/password');
  const email = `chain-${Date.now().toString(36)}@example.test`;
  await db.member.create({
    data: {
      firstname: 'Chain',
      lastname: 'Member',
      telephone: '0812345678',
      email,
      passwordHash: await hashPassword('secret123'),
    },
  });

  // Other spec files register on this course too: make room for the member and a guest by cancelling
  // their registrations (the seats left are counted live; the seat limit is cached with the page).
  const course = await db.publicTraining.findFirstOrThrow({
    where: { translations: { some: { name: 'Data analysis with Python for beginners' } } },
  });
  const holding = await db.registration.findMany({
    where: { publicTrainingId: course.id, registerStatusId: { in: [1, 2, 3, 4, 5] } },
    orderBy: { id: 'asc' },
  });
  let free = course.seatLimit - holding.reduce((sum, r) => sum + r.quantity, 0);
  for (const r of holding) {
    if (free >= 3) break;
    await db.registration.update({ where: { id: r.id }, data: { registerStatusId: 6 } });
    free += r.quantity;
  }

  // From the training page: the register button asks for a login first.
  await page.goto('/public-training?name=python');
  await page.getByRole('link', { name: 'Data analysis with Python for beginners' }).click();
  // The page is cached; the seats left are fetched live on arrival: wait for the live figure.
  const python = await db.publicTraining.findFirstOrThrow({
    where: { translations: { some: { name: 'Data analysis with Python for beginners' } } },
  });
  const held = await db.registration.aggregate({
    where: { publicTrainingId: python.id, registerStatusId: { in: [1, 2, 3, 4, 5] } },
    _sum: { quantity: true },
  });
  const before = python.seatLimit - (held._sum.quantity ?? 0);
  await expect(page.getByTestId('seats-left')).toHaveText(new RegExp(`^${before} of`));
  await page.getByTestId('register-button').click();
  const form = page.getByRole('form', { name: m('member.login_title') });
  await form.getByLabel(field(m('member.email'))).fill(email);
  await form.getByLabel(field(m('member.password'))).fill('secret123');
  await form.getByRole('button', { name: m('member.login_submit') }).click();
  await expect(page).toHaveURL(/\/public-training\/\d+\/register$/);

  // Step 1: another attendee; step 2: receipt address; step 3: card; step 4: submit.
  await page.getByRole('button', { name: m('registration.add_attendee') }).click();
  const attendee = page.getByRole('group', { name: m('registration.attendee_n', { n: 2 }) });
  await attendee.getByLabel(field(m('member.firstname'))).fill('Bea');
  await attendee.getByLabel(field(m('member.lastname'))).fill('Colleague');
  await attendee.getByLabel(field(m('member.email'))).fill('bea.colleague@example.test');
  await attendee.getByLabel(field(m('member.telephone'))).fill('0891112222');
  await page.getByRole('button', { name: m('registration.next'), exact: true }).click();
  await expect(page.getByTestId('register-step')).toHaveAttribute('data-step', '2');
  await page.getByLabel(field(m('registration.address'))).fill('1 Chalong Krung Road');
  for (const label of ['registration.province', 'registration.amphure', 'registration.district']) {
    await page
      .getByLabel(field(m(label)))
      .first()
      .click();
    await page.getByRole('option').first().click();
  }
  await page.getByRole('button', { name: m('registration.next'), exact: true }).click();
  await expect(page.getByTestId('register-step')).toHaveAttribute('data-step', '3');
  await page.getByRole('radio', { name: m('registration.method_card') }).check();
  await page.getByRole('button', { name: m('registration.next'), exact: true }).click();
  await expect(page.getByTestId('register-total')).toHaveText('THB 9,000');
  await page.getByRole('button', { name: m('registration.submit') }).click();
  await page.waitForURL(/\/member\/payment\/\d+$/);
  const registerId = Number(new URL(page.url()).pathname.split('/').pop());

  // Pay on the simulator with a card it accepts.
  await page.getByTestId('pay-by-card').click();
  await page.getByLabel(m('payment.simulator.card_number')).fill('4111 1111 1111 1111');
  await page.getByLabel(m('payment.simulator.expiry')).fill('12/30');
  await page.getByLabel(m('payment.simulator.cvn')).fill('123');
  await page.getByRole('button', { name: m('payment.simulator.pay'), exact: true }).click();
  await expect(page.getByTestId('payment-result')).toHaveText(m('payment.result_paid'));
  const stored = await db.registration.findUniqueOrThrow({
    where: { id: registerId },
    include: { attendees: true, histories: true },
  });
  expect(stored).toMatchObject({
    registerStatusId: 5,
    quantity: 2,
    totalAmountSatang: 900_000,
    paymentMethodId: 1,
    gatewayReqCardNumber: 'xxxxxxxxxxxx1111',
  });
  expect(stored.histories.map((h) => h.registerStatusId)).toEqual([1, 5]);

  // The history shows it paid, with its receipt.
  await page.goto('/member/register_history');
  const item = page.locator(`[data-register-id="${registerId}"]`);
  await expect(item).toContainText(stored.registerCode);
  await expect(item).toContainText('Paid');
  await item.getByRole('link', { name: m('registration.receipt') }).click();
  await expect(page).toHaveURL(new RegExp(`/member/receipt/${registerId}$`));
  await expect(page.getByTestId('receipt')).toContainText(stored.registerCode);
  await expect(page.getByTestId('receipt')).toContainText('Bea');
  await expect(page.getByTestId('receipt')).toContainText('THB 9,000');

  // The seats left on the training page count the two new attendees.
  await page.goto(`/public-training/${stored.publicTrainingId}`);
  await expect(page.getByTestId('seats-left')).toHaveText(new RegExp(`^${before - 2} of`));
  done();
});
