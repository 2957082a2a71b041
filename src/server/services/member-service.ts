import type { Locale } from '@/i18n/locales';
import type { ProfileData } from '@/lib/schemas/member';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { localName } from '@/server/services/translations';
import { releaseUploads } from '@/server/services/upload-release';

export interface MemberProfile {
  id: number;
  memberType: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  imageUrl: string | null;
  latestAccessedAt: Date | null;
}

/** latest_accessed_at is written at most this often. */
const TOUCH_EVERY_MS = 60 * 1000;

export function memberService(db: Db) {
  return {
    async getProfile(memberId: number): Promise<MemberProfile | null> {
      const m = await db.member.findUnique({ where: { id: memberId } });
      if (!m || !m.status) return null;
      return {
        id: m.id,
        memberType: m.memberType,
        firstname: m.firstname,
        lastname: m.lastname,
        email: m.email,
        telephone: m.telephone,
        imageUrl: m.imageUrl,
        latestAccessedAt: m.latestAccessedAt,
      };
    },

    /** Records that the member is using the site, at most once a minute. */
    async touch(
      member: { id: number; latestAccessedAt: Date | null },
      now = new Date(),
    ): Promise<void> {
      if (
        member.latestAccessedAt &&
        now.getTime() - member.latestAccessedAt.getTime() < TOUCH_EVERY_MS
      )
        return;
      await db.member.update({ where: { id: member.id }, data: { latestAccessedAt: now } });
    },

    /** Everything the account page shows and edits, names in the request's language. */
    async getAccount(memberId: number, locale: Locale) {
      const m = await db.member.findUnique({
        where: { id: memberId },
        include: {
          namePrefix: true,
          companyType: true,
          receiptAddresses: {
            where: { isDefault: true },
            orderBy: { id: 'desc' },
            take: 1,
            include: { province: true, amphure: true, district: true },
          },
        },
      });
      if (!m || !m.status) throw new AppError('NOT_FOUND', 'errors.not_found');
      const a = m.receiptAddresses[0];
      return {
        id: m.id,
        memberType: m.memberType,
        namePrefixId: m.namePrefixId,
        namePrefix: m.namePrefix ? localName(m.namePrefix, locale) : null,
        firstname: m.firstname,
        lastname: m.lastname,
        telephone: m.telephone,
        email: m.email,
        imageUrl: m.imageUrl,
        companyName: m.companyName,
        companyTypeId: m.companyTypeId,
        companyType: m.companyType ? localName(m.companyType, locale) : null,
        taxNo: m.taxNo,
        provinceId: m.provinceId,
        latestAccessedAt: m.latestAccessedAt,
        createdAt: m.createdAt,
        /** Whether the member has confirmed their e-mail address (needed before registering). */
        emailConfirmed: !!m.emailConfirmedAt,
        receiptAddress: a
          ? {
              receiptType: a.receiptType,
              name: a.name,
              taxNo: a.taxNo,
              branch: a.branch,
              address: a.address,
              provinceId: a.provinceId,
              province: a.province ? localName(a.province, locale) : null,
              amphureId: a.amphureId,
              amphure: a.amphure ? localName(a.amphure, locale) : null,
              districtId: a.districtId,
              district: a.district ? localName(a.district, locale) : null,
              zipCode: a.zipCode,
            }
          : null,
      };
    },

    /** PUT /member/person. Organisation fields only apply to organisation members. */
    async updateProfile(memberId: number, input: ProfileData) {
      const member = await db.member.findUnique({
        where: { id: memberId },
        select: { memberType: true },
      });
      if (!member) throw new AppError('NOT_FOUND', 'errors.not_found');
      const organisation = member.memberType === 'O';
      if (organisation) {
        if (!input.company_name)
          throw new AppError('BAD_REQUEST', 'member.please_enter_company_name', 'company_name');
        if (!input.company_type_id)
          throw new AppError('BAD_REQUEST', 'member.please_select_company_type', 'company_type_id');
        if (!input.tax_no)
          throw new AppError('BAD_REQUEST', 'member.please_enter_tax_no', 'tax_no');
      }
      if (
        input.name_prefix_id &&
        !(await db.namePrefix.findUnique({ where: { id: input.name_prefix_id } }))
      ) {
        throw new AppError('BAD_REQUEST', 'validation.invalid_value', 'name_prefix_id');
      }
      if (
        organisation &&
        input.company_type_id &&
        !(await db.companyType.findUnique({ where: { id: input.company_type_id } }))
      ) {
        throw new AppError('BAD_REQUEST', 'member.please_select_company_type', 'company_type_id');
      }
      const address = input.receipt_address;
      let zipCode: string | null = null;
      if (address) {
        // The three lists cascade: the district must lie in the amphure, the amphure in the province.
        const district = await db.district.findUnique({
          where: { id: address.district_id! },
          include: { amphure: true },
        });
        if (!district || district.amphureId !== address.amphure_id)
          throw new AppError(
            'BAD_REQUEST',
            'member.please_select_district',
            'receipt_address.district_id',
          );
        if (district.amphure.provinceId !== address.province_id)
          throw new AppError(
            'BAD_REQUEST',
            'member.please_select_amphure',
            'receipt_address.amphure_id',
          );
        zipCode = address.zip_code || district.zipCode;
      }
      await db.$transaction(async (tx) => {
        await tx.member.update({
          where: { id: memberId },
          data: {
            namePrefixId: input.name_prefix_id,
            firstname: input.firstname,
            lastname: input.lastname,
            telephone: input.telephone,
            provinceId: input.province_id ?? address?.province_id ?? undefined,
            ...(organisation
              ? {
                  companyName: input.company_name,
                  companyTypeId: input.company_type_id,
                  taxNo: input.tax_no,
                }
              : {}),
          },
        });
        if (address) {
          const data = {
            receiptType: address.receipt_type,
            name: address.name,
            taxNo: address.tax_no,
            branch: address.branch,
            address: address.address,
            provinceId: address.province_id,
            amphureId: address.amphure_id,
            districtId: address.district_id,
            zipCode,
            isDefault: true,
          };
          const current = await tx.memberReceiptAddress.findFirst({
            where: { memberId, isDefault: true },
            orderBy: { id: 'desc' },
          });
          if (current) await tx.memberReceiptAddress.update({ where: { id: current.id }, data });
          else await tx.memberReceiptAddress.create({ data: { ...data, memberId } });
        }
      });
    },

    /** Sets the member's avatar; the one it replaces is deleted from disk (unless shown elsewhere). */
    async setImage(memberId: number, imageUrl: string) {
      const before = await db.member.findUnique({
        where: { id: memberId },
        select: { imageUrl: true },
      });
      await db.member.update({ where: { id: memberId }, data: { imageUrl } });
      if (before?.imageUrl && before.imageUrl !== imageUrl)
        await releaseUploads(db, [before.imageUrl]);
    },
  };
}
