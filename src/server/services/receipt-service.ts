import type { Locale } from '@/i18n/locales';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { RegisterStatus } from '@/lib/register-status';
import { OTHER_BANK_ID } from '@/lib/schemas/payment';
import { pickTranslation, registeredCourseName } from '@/server/services/translations';

/** What a receipt shows: the registration record fields of SPEC.md section 3. */
export interface ReceiptData {
  registerCode: string;
  /** Issued when paid (R{Buddhist year}-{sequence}); none on the sample. */
  receiptNo?: string | null;
  courseName: string;
  courseCode: string;
  trainingDate: Date;
  quantity: number;
  unitPriceSatang: number;
  totalAmountSatang: number;
  paymentMethod: 'card' | 'bank';
  cardTypeName: string | null;
  cardNumber: string | null;
  transferBankName: string | null;
  transferDate: Date | null;
  paymentSubmitDate: Date;
  receiptCompanyName: string;
  receiptTaxNo: string | null;
  receiptAddress: string;
  receiptDistrict: string;
  receiptAmphure: string;
  receiptProvince: string;
  receiptZipCode: string;
  receiptBranch?: string | null;
  /** Names of the attendees (empty on the sample). */
  attendees?: string[];
}

/** SPEC.md section 9: the sample register has a fixed placeholder register code. */
export const SAMPLE_REGISTER_CODE = 'PT-SAMPLE-000000';

export function receiptService(db: Db) {
  async function paidReceipt(
    where: { id: number; memberId?: number },
    locale: Locale,
  ): Promise<ReceiptData> {
    const r = await db.registration.findFirst({
      where: { ...where, registerStatusId: RegisterStatus.PAID },
      include: {
        attendees: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
        receiptDistrictRef: true,
        receiptAmphureRef: true,
        receiptProvinceRef: true,
      },
    });
    if (!r) throw new AppError('NOT_FOUND', 'errors.not_found');
    const nameOf = (row: { nameTh: string; nameEn: string } | null, text: string | null) =>
      row ? (locale === 'th' ? row.nameTh : row.nameEn) : (text ?? '');
    const bank =
      r.transferBankId && r.transferBankId !== OTHER_BANK_ID
        ? await db.bank.findUnique({ where: { id: r.transferBankId } })
        : null;
    const bankName =
      r.transferBankId === OTHER_BANK_ID
        ? (r.transferBankSpecifyText ?? r.transferBankName)
        : bank
          ? locale === 'th'
            ? bank.nameTh
            : bank.nameEn
          : r.transferBankName;
    return {
      registerCode: r.registerCode,
      receiptNo: r.receiptNo,
      // What was registered, in the page's language (not the training's name as renamed since).
      courseName: registeredCourseName(r, locale),
      courseCode: r.courseCode,
      trainingDate: r.trainingDate,
      quantity: r.quantity,
      unitPriceSatang: r.unitPriceSatang,
      totalAmountSatang: r.totalAmountSatang,
      paymentMethod: r.paymentMethodId === 1 ? 'card' : 'bank',
      cardTypeName: r.gatewayCardTypeName,
      cardNumber: r.gatewayReqCardNumber,
      transferBankName: bankName ?? null,
      transferDate: r.transferDate,
      paymentSubmitDate: r.paidAt ?? r.paymentSubmitDate ?? r.updatedAt,
      receiptCompanyName: r.receiptCompanyName || r.receiptName || '',
      receiptTaxNo: r.receiptTaxNo,
      receiptBranch: r.receiptBranch,
      receiptAddress: r.receiptAddress ?? '',
      receiptDistrict: nameOf(r.receiptDistrictRef, r.receiptDistrict),
      receiptAmphure: nameOf(r.receiptAmphureRef, r.receiptAmphure),
      receiptProvince: nameOf(r.receiptProvinceRef, r.receiptProvince),
      receiptZipCode: r.receiptZipCode ?? '',
      attendees: r.attendees.map((a) => `${a.firstname} ${a.lastname}`),
    };
  }

  return {
    /**
     * The receipt of one of the member's paid registrations, from the
     * registration record (a snapshot taken at registration and payment).
     * 404 for another member's, an unknown or an unpaid registration.
     */
    async forRegistration(
      memberId: number,
      registerId: number,
      locale: Locale,
    ): Promise<ReceiptData> {
      return paidReceipt({ id: registerId, memberId }, locale);
    },

    /** The same receipt for staff (the back office's printout): any paid registration. */
    async forStaff(registerId: number, locale: Locale): Promise<ReceiptData> {
      return paidReceipt({ id: registerId }, locale);
    },

    /**
     * A receipt for the preview page (/gen_receipt), built from the first
     * published training and a fixed sample buyer, so staff can check the
     * layout without a real payment.
     */
    async sample(locale: Locale, now = new Date()): Promise<ReceiptData> {
      const training = await db.publicTraining.findFirst({
        where: { status: true },
        orderBy: { id: 'asc' },
        include: { translations: true },
      });
      if (!training) throw new AppError('NOT_FOUND', 'errors.not_found');
      const district = await db.district.findFirst({
        where: { zipCode: '10520' },
        include: { amphure: { include: { province: true } } },
      });
      const nameOf = (row: { nameTh: string; nameEn: string } | undefined) =>
        row ? (locale === 'th' ? row.nameTh : row.nameEn) : '';
      const quantity = 2;
      return {
        registerCode: SAMPLE_REGISTER_CODE,
        courseName: pickTranslation(training.translations, locale)?.name ?? training.courseCode,
        courseCode: training.courseCode,
        trainingDate: training.startTrainingDate,
        quantity,
        unitPriceSatang: training.priceSatang,
        totalAmountSatang: training.priceSatang * quantity,
        paymentMethod: 'bank',
        cardTypeName: null,
        cardNumber: null,
        transferBankName: locale === 'th' ? 'ธนาคารตัวอย่าง' : 'Sample Bank',
        transferDate: now,
        paymentSubmitDate: now,
        receiptCompanyName: locale === 'th' ? 'บริษัท ตัวอย่าง จำกัด' : 'Sample Company Limited',
        receiptTaxNo: '0105556000000',
        receiptAddress: locale === 'th' ? '99/9 ถนนฉลองกรุง' : '99/9 Chalong Krung Road',
        receiptDistrict: nameOf(district ?? undefined),
        receiptAmphure: nameOf(district?.amphure),
        receiptProvince: nameOf(district?.amphure.province),
        receiptZipCode: district?.zipCode ?? '10520',
      };
    },
  };
}
