import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, expect, type Page, test } from './fixtures';
// zxing's package is CommonJS to Node: its exports come as the default import.
import zxing from '@zxing/library';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../../playwright.config';
import {
  escapeRegex,
  field,
  message,
  useLanguage as setLanguage,
  signInAsStaff as signInAsAdmin,
  e2eDb,
  shoot,
} from './support';

/**
 * The day of the training and after it, in Thai and English: a paid
 * attendee's QR pass on their registration page, staff checking them in on a
 * phone by scanning it (a still image fed to Chromium's fake camera), a
 * second scan by typed code saying when the first was, the tick list, the
 * attendance on the registration and in the report, a certificate issued and
 * verified on its public page, then revoked.
 */
type Lng = 'th' | 'en';
const m = (lng: Lng, key: string, vars: Record<string, string | number> = {}) =>
  message(lng, key, vars);

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${(n += 1)}`;

/** A camera frame showing this QR code, as Chromium's fake capture device plays it. */
async function cameraFrame(text: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(text, { type: 'png', margin: 4, width: 400 });
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, left: 120, top: 40 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

/** Whether zxing, the decoder the check-in page runs (@zxing/browser), reads the frame. */
async function decodes(frame: Buffer): Promise<boolean> {
  const { data, info } = await sharp(frame).greyscale().raw().toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  try {
    new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)));
    return true;
  } catch {
    return false;
  }
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/**
 * A pass code (10 Crockford base32 characters) whose QR code the scanner reads: about one
 * random code in twenty never decodes at zxing's settings (the trips issue makes every code
 * readable), so the test gives its attendee one that does, instead of failing by chance.
 */
async function readablePassCode(): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 10 }, () => CROCKFORD[Math.floor(Math.random() * 32)]).join(
      '',
    );
    if (await decodes(await cameraFrame(`ASC-CHECKIN:${code}`))) return code;
  }
}

/** A member, a training that began yesterday and ends today, and their paid registration with a pass the scanner reads. */
async function paidAttendee(lng: Lng) {
  const { hashPassword } = await import('../../src/server/auth/password');
  const db = await e2eDb();
  const email = `${unique('att-')}@example.test`;
  const member = await db.member.create({
    data: {
      firstname: lng === 'th' ? 'มานี' : 'Manee',
      lastname: lng === 'th' ? 'ตั้งใจเรียน' : 'Attend',
      telephone: '0812345678',
      email,
      passwordHash: await hashPassword('secret123'),
    },
  });
  const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
  const code = unique('ATT-');
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: code,
      startTrainingDate: new Date(Date.now() - DAY),
      endTrainingDate: new Date(Date.now() + 60_000),
      priceSatang: 150_000,
      seatLimit: 20,
      translations: {
        create: [
          { languageId: 1, name: `หลักสูตรเช็กอิน ${code}` },
          { languageId: 2, name: `Check-in course ${code}` },
        ],
      },
    },
  });
  const registration = await db.registration.create({
    data: {
      registerCode: unique('PT-ATT-').toUpperCase(),
      publicTrainingId: training.id,
      memberId: member.id,
      registerStatusId: 5,
      courseCode: code,
      courseName: `หลักสูตรเช็กอิน ${code}`,
      courseNameTh: `หลักสูตรเช็กอิน ${code}`,
      courseNameEn: `Check-in course ${code}`,
      trainingDate: training.startTrainingDate,
      unitPriceSatang: 150_000,
      quantity: 1,
      totalAmountSatang: 150_000,
      paymentMethodId: 2,
      paidAt: new Date(),
      locale: lng,
      attendees: {
        create: [
          {
            memberId: member.id,
            firstname: member.firstname,
            lastname: member.lastname,
            email,
            telephone: member.telephone,
          },
        ],
      },
    },
  });
  const passCode = await readablePassCode();
  await db.checkInPass.create({
    data: { registrationId: registration.id, seat: 0, code: passCode },
  });
  await db.$disconnect();
  return {
    passCode,
    member: { email, password: 'secret123', name: `${member.firstname} ${member.lastname}` },
    training,
    registration,
  };
}

async function login(page: Page, lng: Lng, baseURL: string, path: string, email: string) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.28.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
  await setLanguage(page, lng, baseURL);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const form = page.getByRole('form', { name: m(lng, 'member.login_title') });
  await form.getByLabel(field(m(lng, 'member.email'))).fill(email);
  await form.getByLabel(field(m(lng, 'member.password'))).fill('secret123');
  await form.getByRole('button', { name: m(lng, 'member.login_submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegex(path)}$`), { timeout: 30_000 });
}

async function staffLogin(page: Page, lng: Lng, baseURL: string) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.27.${Math.floor(Math.random() * 250)}.${(n += 1) % 250}`,
  });
  await setLanguage(page, lng, baseURL);
  await signInAsAdmin(page);
}

/** A camera that shows this QR code: an MJPEG file of still frames for Chromium's fake capture device. */
async function fakeCameraFile(text: string, file: string) {
  const frame = await cameraFrame(text);
  writeFileSync(file, Buffer.concat(Array.from({ length: 30 }, () => frame)));
}

async function pickTraining(page: Page, courseCode: string) {
  const select = page.getByTestId('training-select');
  await select.click();
  await select.fill(courseCode);
  await page.getByRole('option', { name: new RegExp(escapeRegex(courseCode)) }).click();
}

for (const lng of ['th', 'en'] as const) {
  test(`${lng}: a paid attendee's pass is scanned on a phone, a certificate is issued and verified`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const who = await paidAttendee(lng);
    const reg = who.registration;

    // The member's registration page shows their pass (QR code and the code to read out).
    const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const member = await memberContext.newPage();
    await login(member, lng, baseURL!, `/member/payment/${reg.id}`, who.member.email);
    const pass = member.getByTestId('member-pass');
    await expect(pass.getByTestId('member-pass-qr').locator('svg')).toBeVisible();
    const printed = (await pass.getByTestId('member-pass-code').textContent())!.trim();
    expect(printed).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(printed.replace('-', '')).toBe(who.passCode);
    await shoot(member, `member-pass-${lng}`);

    // Staff on a phone scan it: a still image of the pass fed to the camera.
    const cameraFile = path.join(testInfo.outputDir, 'pass.mjpeg');
    mkdirSync(testInfo.outputDir, { recursive: true });
    await fakeCameraFile(`ASC-CHECKIN:${printed.replace('-', '')}`, cameraFile);
    const phoneBrowser: Browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${cameraFile}`,
      ],
    });
    try {
      const phone = await (
        await phoneBrowser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          permissions: ['camera'],
        })
      ).newPage();
      await staffLogin(phone, lng, baseURL!);
      await phone.goto('/admin/services/check_in');
      await expect(phone.getByRole('heading', { name: m(lng, 'checkin.title') })).toBeVisible();
      await phone.getByTestId('checkin-camera-start').click();
      const result = phone.getByTestId('checkin-result');
      await expect(result).toHaveAttribute('data-result', 'checked_in', { timeout: 60_000 });
      await expect(result.getByTestId('checkin-name')).toHaveText(who.member.name);
      await expect(result).toContainText(who.training.courseCode);
      await phone.getByTestId('checkin-camera-stop').click();
      await shoot(phone, `checkin-scan-${lng}`);

      // The same pass typed in: already checked in, at the first time.
      await phone.getByTestId('checkin-tab-code').click();
      await phone.getByTestId('checkin-code').fill(printed.toLowerCase());
      await phone.getByTestId('checkin-submit').click();
      await expect(result).toHaveAttribute('data-result', 'already');
      const firstTime = (await result.locator('.mantine-Badge-label').textContent())!;
      expect(firstTime).toMatch(/\d{2}:\d{2}/);
      // A forged code is refused plainly.
      await phone.getByTestId('checkin-code').fill('ZZZZZ-ZZZZZ');
      await phone.getByTestId('checkin-submit').click();
      await expect(phone.getByTestId('checkin-error')).toHaveText(
        m(lng, 'checkin.errors.unknown_code'),
      );

      // The tick list shows them present.
      await phone.getByTestId('checkin-tab-list').click();
      await pickTraining(phone, who.training.courseCode);
      await expect(phone.getByTestId('checkin-count')).toHaveText(
        m(lng, 'checkin.present_count', { present: 1, total: 1 }),
      );
      await expect(phone.getByTestId('checkin-roster-item')).toBeChecked();
      await shoot(phone, `checkin-list-${lng}`);
    } finally {
      await phoneBrowser.close();
    }

    // At the desk: the registration shows the attendance, the report has it, certificates are issued.
    const staff = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 } })
    ).newPage();
    await staffLogin(staff, lng, baseURL!);
    await staff.goto(`/admin/services/public_training_register/${reg.id}`);
    await expect(
      staff.getByTestId('registration-attendance').locator('[data-present="1"]'),
    ).toHaveCount(1, { timeout: 20_000 });
    await staff.goto('/admin/services/check_in');
    await shoot(staff, `checkin-${lng}`);

    await staff.goto('/admin/reports/attendance');
    await pickTraining(staff, who.training.courseCode);
    await expect(staff.getByTestId('attendance-row')).toHaveCount(1);
    const download = staff.waitForEvent('download');
    await staff.getByTestId('attendance-download').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await shoot(staff, `attendance-report-${lng}`);

    await staff.goto('/admin/services/certificates');
    await pickTraining(staff, who.training.courseCode);
    // The rule is every day: present today only, they have not met it; one day is enough once staff say so.
    await expect(staff.getByTestId('certificates-issue')).toBeDisabled();
    await staff.getByTestId('rule-every-day').click();
    await staff.getByTestId('rule-min-days').fill('1');
    await staff.getByTestId('rule-save').click();
    await expect(staff.getByTestId('certificates-issue')).toBeEnabled();
    await staff.getByTestId('certificates-issue').click();
    const codeLink = staff.getByTestId('certificate-code');
    await expect(codeLink).toBeVisible();
    const certificateCode = (await codeLink.textContent())!.trim();
    await shoot(staff, `certificates-${lng}`);

    // Anyone verifies it.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    await setLanguage(visitor, lng, baseURL!);
    await visitor.goto(`/certificates/${certificateCode}`);
    await expect(visitor.getByTestId('certificate-verdict')).toHaveAttribute(
      'data-status',
      'valid',
    );
    await expect(visitor.getByTestId('certificate-name')).toHaveText(who.member.name);
    await expect(visitor.getByTestId('certificate-course')).toContainText(who.training.courseCode);
    await shoot(visitor, `certificate-valid-${lng}`);
    const pdf = await visitor.request.get(
      `/api/v1/certificates/${certificateCode}/pdf?lang=${lng}`,
    );
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The member downloads it from their page.
    await member.reload();
    await expect(member.getByTestId('member-certificate')).toBeVisible();

    // Revoked: the page says so.
    await staff.getByTestId('certificate-revoke').click();
    await staff.getByTestId('certificate-revoke-reason').fill('Issued in error');
    await staff.getByTestId('certificate-revoke-confirm').click();
    // The badge itself (exact): the toast saying the certificate was revoked holds the word too.
    await expect(
      staff.getByText(m(lng, 'certificates.revoked_badge'), { exact: true }),
    ).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId('certificate-verdict')).toHaveAttribute(
      'data-status',
      'revoked',
    );
    // No such certificate, said plainly.
    await visitor.goto('/certificates/ZZZZ-ZZZZ-ZZZZ');
    await expect(visitor.getByTestId('certificate-verdict')).toHaveAttribute(
      'data-status',
      'not_found',
    );
    await expect(
      visitor.getByRole('heading', { name: m(lng, 'certificates.verify_title') }),
    ).toBeVisible();
    await shoot(visitor, `certificate-missing-${lng}`);
  });
}
