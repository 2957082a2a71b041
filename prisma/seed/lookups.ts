import { readFileSync } from 'node:fs';
import path from 'node:path';
import { permissions } from '@/lib/permissions';
import { registerStatusRows } from '@/lib/register-status';
import type { Db } from '@/server/db';

type Area = { id: number; name_th: string; name_en: string };
const dataDir = path.join(process.cwd(), 'prisma', 'data', 'thai-address');
const read = <T>(file: string): T[] =>
  JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T[];

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Lookups and Thai administrative areas (only rows missing are added, so the seed can run again). */
export async function seedLookups(db: Db) {
  const once = async (count: Promise<number>, create: () => Promise<unknown>) => {
    if ((await count) === 0) await create();
  };
  await once(db.language.count(), () =>
    db.language.createMany({
      data: [
        { id: 1, code: 'th', name: 'ไทย' },
        { id: 2, code: 'en', name: 'English' },
      ],
    }),
  );

  if ((await db.geography.count()) === 0) {
    await db.geography.createMany({
      data: read<Area>('geographies.json').map((g) => ({
        id: g.id,
        nameTh: g.name_th,
        nameEn: g.name_en,
      })),
    });
    await db.province.createMany({
      data: read<Area & { geography_id: number }>('provinces.json').map((p) => ({
        id: p.id,
        nameTh: p.name_th,
        nameEn: p.name_en,
        geographyId: p.geography_id,
      })),
    });
    await inChunks(read<Area & { province_id: number }>('amphures.json'), 500, (chunk) =>
      db.amphure.createMany({
        data: chunk.map((a) => ({
          id: a.id,
          nameTh: a.name_th,
          nameEn: a.name_en,
          provinceId: a.province_id,
        })),
      }),
    );
    await inChunks(
      read<Area & { amphure_id: number; zip_code: string | number }>('districts.json'),
      500,
      (chunk) =>
        db.district.createMany({
          data: chunk.map((d) => ({
            id: d.id,
            nameTh: d.name_th,
            nameEn: d.name_en,
            amphureId: d.amphure_id,
            zipCode: String(d.zip_code),
          })),
        }),
    );
  }

  await once(db.namePrefix.count(), () =>
    db.namePrefix.createMany({
      data: [
        { id: 1, nameTh: 'นาย', nameEn: 'Mr.' },
        { id: 2, nameTh: 'นาง', nameEn: 'Mrs.' },
        { id: 3, nameTh: 'นางสาว', nameEn: 'Ms.' },
        { id: 4, nameTh: 'ดร.', nameEn: 'Dr.' },
        { id: 5, nameTh: 'ผศ.', nameEn: 'Asst. Prof.' },
        { id: 6, nameTh: 'รศ.', nameEn: 'Assoc. Prof.' },
        { id: 7, nameTh: 'ศ.', nameEn: 'Prof.' },
      ],
    }),
  );
  await once(db.companyType.count(), () =>
    db.companyType.createMany({
      data: [
        { id: 1, nameTh: 'บริษัทจำกัด', nameEn: 'Limited company' },
        { id: 2, nameTh: 'บริษัทมหาชนจำกัด', nameEn: 'Public limited company' },
        { id: 3, nameTh: 'ห้างหุ้นส่วน', nameEn: 'Partnership' },
        { id: 4, nameTh: 'หน่วยงานราชการ', nameEn: 'Government agency' },
        { id: 5, nameTh: 'รัฐวิสาหกิจ', nameEn: 'State enterprise' },
        { id: 6, nameTh: 'สถาบันการศึกษา', nameEn: 'Educational institution' },
        { id: 7, nameTh: 'มูลนิธิ / สมาคม', nameEn: 'Foundation / association' },
        { id: 8, nameTh: 'อื่น ๆ', nameEn: 'Other' },
      ],
    }),
  );
  await once(db.registerStatus.count(), () =>
    db.registerStatus.createMany({
      data: registerStatusRows.map((s) => ({ ...s, sortOrder: s.id })),
    }),
  );
  await once(db.paymentMethod.count(), () =>
    db.paymentMethod.createMany({
      data: [
        {
          id: 1,
          code: 'card',
          nameTh: 'บัตรเครดิต / เดบิต',
          nameEn: 'Credit / debit card',
          infoTh: 'ชำระผ่านระบบรับชำระเงินออนไลน์ที่ปลอดภัย รองรับ Visa, Mastercard และ JCB',
          infoEn: 'Pay through the secure online gateway: Visa, Mastercard and JCB',
        },
        {
          id: 2,
          code: 'bank',
          nameTh: 'โอนเงินผ่านธนาคาร',
          nameEn: 'Bank transfer',
          infoTh: 'โอนเงินเข้าบัญชีของศูนย์ แล้วส่งหลักฐานการชำระเงิน',
          infoEn: "Transfer to the centre's account, then send the payment slip",
        },
      ],
    }),
  );
  await once(db.bank.count(), () =>
    db.bank.createMany({
      data: [
        { id: 1, code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank' },
        { id: 2, code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
        { id: 3, code: 'KTB', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank' },
        { id: 4, code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
        { id: 5, code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya (Krungsri)' },
        { id: 6, code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank' },
        { id: 7, code: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank' },
        { id: 9999, code: 'OTHER', nameTh: 'อื่น ๆ (โปรดระบุ)', nameEn: 'Other (please specify)' },
      ],
    }),
  );
  await once(db.cardType.count(), () =>
    db.cardType.createMany({
      data: [
        { code: '001', name: 'Visa' },
        { code: '002', name: 'Mastercard' },
        { code: '007', name: 'JCB' },
      ],
    }),
  );
  for (const name of permissions)
    await db.permission.upsert({ where: { name }, create: { name }, update: {} });
}
