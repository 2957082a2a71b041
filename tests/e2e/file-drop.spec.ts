import { expect, type Locator, type Page, test } from './fixtures';
import sharp from 'sharp';
import { message as m, openAsStaff, useLanguage, watchConsole } from './support';

/**
 * The file fields (@mantine/dropzone): a file dropped on one, or pasted into
 * it, is refused in words before any upload when it is not what the field
 * takes, and otherwise resized in the browser (SPEC.md section 5: wider than
 * 1024 px and landscape, 1024 px wide, JPEG), uploaded and shown; the
 * training documents field takes several documents at once.
 */

/** Drops files on an element as a browser does: dragenter, dragover and drop carrying one DataTransfer. */
async function dropFiles(target: Locator, files: { name: string; type: string; bytes: Buffer }[]) {
  const dataTransfer = await target.page().evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list)
        dt.items.add(
          new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, {
            type: f.type,
          }),
        );
      return dt;
    },
    files.map((f) => ({ name: f.name, type: f.type, base64: f.bytes.toString('base64') })),
  );
  for (const type of ['dragenter', 'dragover', 'drop'])
    await target.dispatchEvent(type, { dataTransfer });
}

/** Pastes a file into the focused element, as Ctrl+V with an image on the clipboard does. */
async function pasteFile(target: Locator, file: { name: string; type: string; bytes: Buffer }) {
  await target.focus();
  await target.evaluate(
    (el, f) => {
      const dt = new DataTransfer();
      dt.items.add(
        new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, {
          type: f.type,
        }),
      );
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
      );
    },
    { name: file.name, type: file.type, base64: file.bytes.toString('base64') },
  );
}

declare global {
  interface Window {
    /** What the page handed to XMLHttpRequest as the multipart "upload" file: its type and pixel size. */
    sentUploads?: { type: string; width?: number; height?: number }[];
  }
}

/** Records the file of every upload the page sends, as the browser made it (before the server re-encodes it). */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    window.sentUploads = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get('upload') : null;
      if (file instanceof Blob) {
        void createImageBitmap(file).then(
          (bitmap) =>
            window.sentUploads!.push({
              type: file.type,
              width: bitmap.width,
              height: bitmap.height,
            }),
          () => window.sentUploads!.push({ type: file.type }),
        );
      }
      return send.call(this, body);
    };
  });
}

test.describe('file fields take files by drop and paste, refuse before upload, resize in the browser', () => {
  test('an image dropped on a banner is resized to 1024 px wide, uploaded and shown; a GIF is refused first (en)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    await recordUploads(page);
    await openAsStaff(page, '/admin/banners/form');
    const zone = page.getByTestId('lang.th.image_url-dropzone');
    await expect(zone).toBeVisible();

    // Refused in words, and nothing is sent.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/admin/upload')) requests.push(r.url());
    });
    await dropFiles(zone, [
      { name: 'anim.gif', type: 'image/gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') },
    ]);
    await expect(page.getByText(m('en', 'upload.image_type'))).toBeVisible();
    expect(requests).toHaveLength(0);

    // A landscape PNG wider than 1024 px: the browser sends a 1024 px wide JPEG.
    const png = await sharp({
      create: { width: 2048, height: 1536, channels: 3, background: '#2b6cb0' },
    })
      .png()
      .toBuffer();
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/admin/upload'));
    await dropFiles(zone, [{ name: 'wide.png', type: 'image/png', bytes: png }]);
    await expect
      .poll(() => page.evaluate(() => window.sentUploads))
      .toEqual([{ type: 'image/jpeg', width: 1024, height: 768 }]);
    const stored = (await (await answered).json()) as {
      url: string;
      width: number;
      height: number;
    };
    expect(stored).toMatchObject({ width: 1024, height: 768 });
    await expect(page.getByText(m('en', 'upload.image_type'))).toBeHidden();

    const preview = page.getByTestId('lang.th.image_url-preview');
    await expect(preview).toHaveAttribute('src', stored.url);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1024);
    await expect(page.getByTestId('lang.th.image_url-size')).toHaveText(
      m('en', 'admin_content.image_size', { width: 1024, height: 768 }),
    );

    // A portrait pasted into the field replaces it, 750 px wide.
    const portrait = await sharp({
      create: { width: 1500, height: 2000, channels: 3, background: '#c05621' },
    })
      .png()
      .toBuffer();
    const replaced = page.waitForResponse((r) => r.url().includes('/api/v1/admin/upload'));
    await pasteFile(zone, { name: 'tall.png', type: 'image/png', bytes: portrait });
    const second = (await (await replaced).json()) as {
      url: string;
      width: number;
      height: number;
    };
    expect(second).toMatchObject({ width: 750, height: 1000 });
    await expect
      .poll(() => page.evaluate(() => window.sentUploads?.[1]))
      .toEqual({ type: 'image/jpeg', width: 750, height: 1000 });
    await expect(preview).toHaveAttribute('src', second.url);
    done();
  });

  test('documents dropped on a training are uploaded together and listed; a file of another kind is refused first (en)', async ({
    page,
    baseURL,
  }) => {
    const done = watchConsole(page);
    await useLanguage(page, 'en', baseURL!);
    await openAsStaff(page, '/admin/services/public_trainings/form');
    const zone = page.getByTestId('documents-dropzone');
    await expect(zone).toBeVisible();

    await dropFiles(zone, [
      { name: 'setup.exe', type: 'application/x-msdownload', bytes: Buffer.from('MZ') },
    ]);
    await expect(page.getByText(m('en', 'upload.document_type'))).toBeVisible();
    await expect(page.getByTestId('documents-document')).toHaveCount(0);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    await dropFiles(zone, [
      { name: 'outline.pdf', type: 'application/pdf', bytes: pdf },
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Bring a laptop.\n') },
    ]);
    await expect(page.getByTestId('documents-document')).toHaveCount(2);
    await expect(page.getByLabel(m('en', 'admin_content.document_name', { index: 1 }))).toHaveValue(
      'outline.pdf',
    );
    await expect(page.getByLabel(m('en', 'admin_content.document_name', { index: 2 }))).toHaveValue(
      'notes.txt',
    );
    await expect(page.getByText(m('en', 'upload.document_type'))).toBeHidden();
    done();
  });
});
