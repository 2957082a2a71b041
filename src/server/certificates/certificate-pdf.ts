import path from 'node:path';
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale } from '@/i18n/locales';
import { formatDay, formatDayRange } from '@/lib/dates';
import { translator } from '@/server/i18n/translate';

/**
 * The certificate of attendance as a PDF (A4 landscape), in Thai or English,
 * drawn with pdfkit: it shapes text with fontkit and places each glyph where
 * the font's GPOS says, so Thai vowels and tone marks stack correctly.
 * The font is Noto Sans Thai from @fontsource/noto-sans-thai, whose WOFF files
 * split Thai and Latin into two subsets: each run of text is drawn in the
 * subset that has its letters. (The variable WOFF2 files of
 * @fontsource-variable come out blank when pdfkit subsets them.)
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-thai', 'files');
const FONTS = {
  thai: path.join(FONT_DIR, 'noto-sans-thai-thai-400-normal.woff'),
  thaiBold: path.join(FONT_DIR, 'noto-sans-thai-thai-700-normal.woff'),
  latin: path.join(FONT_DIR, 'noto-sans-thai-latin-400-normal.woff'),
  latinBold: path.join(FONT_DIR, 'noto-sans-thai-latin-700-normal.woff'),
} as const;

const BRAND = '#0041af';
const INK = '#1a1a2e';
const MUTED = '#555566';

export interface CertificatePdfData {
  code: string;
  name: string;
  courseName: string;
  startDate: Date;
  endDate: Date;
  hours: number;
  issuedAt: Date;
  verifyUrl: string;
  revoked: boolean;
}

/** Splits text into runs of Thai and of everything else; a space goes with the run it is in. */
function runs(text: string): { thai: boolean; text: string }[] {
  const out: { thai: boolean; text: string }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const thai = code >= 0x0e00 && code <= 0x0e7f;
    const last = out[out.length - 1];
    if (last && (last.thai === thai || ch === ' ')) last.text += ch;
    else out.push({ thai, text: ch });
  }
  return out;
}

type Doc = InstanceType<typeof PDFDocument>;

function fontOf(thai: boolean, bold: boolean) {
  return thai ? (bold ? 'thaiBold' : 'thai') : bold ? 'latinBold' : 'latin';
}

function widthOf(doc: Doc, text: string, size: number, bold: boolean): number {
  return runs(text).reduce(
    (sum, r) => sum + doc.font(fontOf(r.thai, bold)).fontSize(size).widthOfString(r.text),
    0,
  );
}

/** One line, centred on `cx`, made smaller (down to 60 %) until it fits `maxWidth`. */
function centred(
  doc: Doc,
  text: string,
  cx: number,
  y: number,
  opts: { size: number; bold?: boolean; color?: string; maxWidth: number },
) {
  const bold = opts.bold ?? false;
  let size = opts.size;
  while (size > opts.size * 0.6 && widthOf(doc, text, size, bold) > opts.maxWidth) size -= 0.5;
  let x = cx - widthOf(doc, text, size, bold) / 2;
  doc.fillColor(opts.color ?? INK);
  for (const r of runs(text)) {
    doc.font(fontOf(r.thai, bold)).fontSize(size);
    doc.text(r.text, x, y, { lineBreak: false });
    x += doc.widthOfString(r.text);
  }
  return size;
}

/** Renders the certificate; resolves to the PDF's bytes. */
export async function certificatePdf(data: CertificatePdfData, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const qr = await QRCode.toBuffer(data.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  // Loaded when a certificate is drawn, not at every start (it reads its font metrics then).
  const { default: PDF } = await import('pdfkit');
  const doc = new PDF({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${t('certificates.pdf.title')} ${data.code}`,
      Author: t('site_name'),
      Subject: data.courseName,
    },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const W = doc.page.width;
  const H = doc.page.height;
  const cx = W / 2;
  const inner = W - 160;

  // Frame.
  doc
    .lineWidth(6)
    .strokeColor(BRAND)
    .rect(24, 24, W - 48, H - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(BRAND)
    .rect(36, 36, W - 72, H - 72)
    .stroke();

  // The centre's logo (as on the site: the initials on the brand colour) and name.
  doc.roundedRect(cx - 28, 60, 56, 56, 12).fill(BRAND);
  centred(doc, 'AS', cx, 73, { size: 24, bold: true, color: '#ffffff', maxWidth: 56 });
  centred(doc, t('site_name'), cx, 128, { size: 18, bold: true, color: BRAND, maxWidth: inner });

  centred(doc, t('certificates.pdf.title'), cx, 170, { size: 34, bold: true, maxWidth: inner });
  centred(doc, t('certificates.pdf.certifies'), cx, 228, {
    size: 15,
    color: MUTED,
    maxWidth: inner,
  });
  centred(doc, data.name, cx, 256, { size: 30, bold: true, color: BRAND, maxWidth: inner });
  centred(doc, t('certificates.pdf.attended'), cx, 310, {
    size: 15,
    color: MUTED,
    maxWidth: inner,
  });
  centred(doc, data.courseName, cx, 336, { size: 22, bold: true, maxWidth: inner });

  const dates = formatDayRange(data.startDate, data.endDate, locale);
  centred(doc, t('certificates.pdf.dates_hours', { dates, hours: data.hours }), cx, 380, {
    size: 14,
    maxWidth: inner,
  });

  // Number, issue date and the QR code of the verify page.
  const left = 70;
  const bottom = H - 150;
  doc.image(qr, W - 70 - 100, bottom, { width: 100, height: 100 });
  const info = [
    `${t('certificates.pdf.number')}: ${data.code}`,
    `${t('certificates.pdf.issued')}: ${formatDay(data.issuedAt, locale)}`,
    t('certificates.pdf.verify_at'),
    data.verifyUrl,
  ];
  info.forEach((line, i) => {
    let x = left;
    for (const r of runs(line)) {
      doc
        .font(fontOf(r.thai, i === 0))
        .fontSize(i === 3 ? 10 : 12)
        .fillColor(i === 3 ? BRAND : INK);
      doc.text(r.text, x, bottom + 14 + i * 20, { lineBreak: false });
      x += doc.widthOfString(r.text);
    }
  });

  if (data.revoked) {
    doc.save();
    doc.rotate(-20, { origin: [cx, H / 2] });
    centred(doc, t('certificates.pdf.revoked'), cx, H / 2 - 30, {
      size: 60,
      bold: true,
      color: '#c92a2a',
      maxWidth: inner,
    });
    doc.restore();
  }

  doc.end();
  return done;
}
