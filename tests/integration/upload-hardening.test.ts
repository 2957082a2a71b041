import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { bankPaymentService } from '@/server/services/bank-payment-service';
import { uploadRoot } from '@/server/services/upload-service';
import { createAdmin, createMember, rest, sessionCookie } from './helpers';
import { createRegistration } from './payment-fixtures';

/** Files built here, byte by byte, as an attacker would send them. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose header says 30000 x 30000 grey pixels (900 megapixels) and whose data is a few hundred bytes. */
function decompressionBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const rows = deflateSync(Buffer.alloc(30_001 * 4)); // four rows of zeros; a decoder would go on for 30000
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG with an HTML page in a text chunk (what an old browser sniffing content would run). */
async function pngWithHtmlInside(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const text = chunk(
    'tEXt',
    Buffer.from(
      'Comment\0<html><body><script>alert(document.cookie)</script></body></html>',
      'latin1',
    ),
  );
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
}

/** A minimal ZIP (one empty stored file, its directory and end record): appended to an image, a "GIFAR"-style polyglot. */
function zipArchive(): Buffer {
  const name = Buffer.from('a.class');
  const local = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    Buffer.alloc(12),
    Buffer.from([name.length, 0, 0, 0]),
    name,
  ]);
  const central = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x01, 0x02, 10, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    Buffer.alloc(12),
    Buffer.from([name.length, 0]),
    Buffer.alloc(12),
    Buffer.alloc(4),
    name,
  ]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, central, end]);
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();

/** A camera photo: EXIF with the camera and GPS position, XMP, and a Display P3 colour profile. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#884422' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Somchai' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 43/1 4788/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 46/1 4152/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Somchai"/></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
}

let token: string;
beforeAll(async () => {
  const admin = await createAdmin(['access/news']);
  ({ token } = await sessionCookie('admin', admin.id));
});

async function upload(bytes: Buffer, filename: string, type: string, lang: 'en' | 'th' = 'en') {
  const body = new FormData();
  body.append('upload', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await rest('POST', '/admin/upload', { token, body, lang });
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; url?: string; width?: number; height?: number },
  };
}

const stored = async (url: string) =>
  readFile(path.join(uploadRoot(), url.replace('/uploads/', '')));

describe('image uploads refuse what is not only a JPEG or PNG', () => {
  it('refuses a decompression bomb (a PNG declaring 30000 x 30000 pixels) by its header, with the message in both languages', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(2_000);
    const before = await db.upload.count();
    const started = Date.now();
    expect(await upload(bomb, 'bomb.png', 'image/png')).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'The image has too many pixels (at most 50 megapixels)',
      }),
    });
    expect((await upload(bomb, 'bomb.png', 'image/png', 'th')).body.message).toBe(
      'ภาพมีจำนวนพิกเซลมากเกินไป (ไม่เกิน 50 ล้านพิกเซล)',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await db.upload.count()).toBe(before);
  });

  it('refuses an SVG and an HTML page named .jpg, with the spec\'s "only JPEG or PNG"', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    for (const file of [svg, html]) {
      expect(await upload(file, 'photo.jpg', 'image/jpeg')).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'Only JPEG or PNG images are accepted' }),
      });
    }
    expect((await upload(svg, 'photo.jpg', 'image/jpeg', 'th')).body.message).toBe(
      'รองรับเฉพาะไฟล์ JPEG หรือ PNG',
    );
  });

  it('refuses polyglots: a JPEG with a ZIP or a page after its end, and a PNG with HTML in a text chunk', async () => {
    const photo = await jpeg();
    const polyglots = [
      Buffer.concat([photo, zipArchive()]),
      Buffer.concat([photo, Buffer.from('<html><script>alert(1)</script></html>')]),
      Buffer.concat([photo, Buffer.from('anything at all after the image')]),
      await pngWithHtmlInside(),
    ];
    for (const file of polyglots) {
      expect(await upload(file, 'photo.jpg', 'image/jpeg')).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'Only JPEG or PNG images are accepted' }),
      });
    }
  });

  it("still takes a plain JPEG, one with a second picture after it (phone cameras' multi-picture format) and zero padding", async () => {
    const photo = await jpeg();
    for (const file of [
      photo,
      Buffer.concat([photo, await jpeg(16, 16)]),
      Buffer.concat([photo, Buffer.alloc(64)]),
    ]) {
      expect(await upload(file, 'photo.jpg', 'image/jpeg')).toMatchObject({
        status: 200,
        body: { width: 64, height: 48 },
      });
    }
  });
});

describe('stored images keep no metadata', () => {
  it('drops EXIF (GPS included), XMP and the colour profile from a staff upload', async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const { status, body } = await upload(original, 'photo.jpg', 'image/jpeg');
    expect(status).toBe(200);
    const file = await stored(body.url!);
    const after = await sharp(file).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    const raw = file.toString('latin1');
    for (const trace of ['PhoneMaker', 'Somchai', 'GPS', 'Exif\0\0'])
      expect(raw).not.toContain(trace);
  });

  it("drops them from a member's payment slip too", async () => {
    const member = await createMember();
    const registration = await createRegistration(member.id, { paymentMethodId: 2 });
    const bank = await db.bank.findFirstOrThrow({ where: { status: 1 } });
    const slip = await bankPaymentService(db).submitSlip(member.id, {
      register_id: registration.id,
      image: `data:image/jpeg;base64,${(await photoWithGps()).toString('base64')}`,
      bank_id: bank.id,
      bank_specify_text: null,
      transfer_date: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      amount: registration.totalAmountSatang / 100,
    });
    const after = await sharp(await stored(slip.imageUrl)).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
  });
});
