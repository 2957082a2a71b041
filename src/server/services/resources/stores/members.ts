import { resources } from '@/lib/admin/resources';
import { RegisterStatus } from '@/lib/register-status';
import { hashPassword } from '@/server/auth/password';
import { defineStore, type Row } from '@/server/services/resources/store';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { authSessionService } from '@/server/services/auth-session-service';
import { localName, registeredCourseName } from '@/server/services/translations';

type Named = { nameTh: string; nameEn: string };
type Registration = {
  id: number;
  registerCode: string;
  courseName: string;
  courseNameTh: string | null;
  courseNameEn: string | null;
  trainingDate: Date;
  totalAmountSatang: number;
  registerStatusId: number;
  registerStatus: Named;
};

/** A registration that money was taken for: paid (status 5), or with a payment recorded. Its member is never deleted. */
/** Registrations money moved on: paid, a slip awaiting verification, a receipt number, or a card payment the gateway accepted. Their member is never deleted. */
const paid = {
  OR: [
    { registerStatusId: { in: [RegisterStatus.PAID, RegisterStatus.AWAITING_VERIFICATION] } },
    { paidAt: { not: null } },
    { receiptNo: { not: null } },
    { cardPayments: { some: { decision: 'ACCEPT' } } },
  ],
};

const fullName = (row: Row, locale: 'th' | 'en') => {
  const prefix = row.namePrefix ? localName(row.namePrefix as Named, locale) : '';
  return [prefix, row.firstname, row.lastname].filter(Boolean).join(' ');
};

/**
 * How members are stored (table members). The e-mail is kept in lower case
 * and unique; a password is written as an argon2 hash (the member's own
 * helper), and a new member needs one. Disabling a member, or setting their
 * password, ends their sessions and unused reset links, as the member's own
 * reset does: whoever held a session or a link before no longer gets in
 * (they cannot log in while disabled: auth-session-service).
 *
 * Deleting: a member with a paid registration is never deleted, the whole
 * delete is refused with the reason per member, and staff disable them
 * instead (their receipts and history stay). Otherwise the member goes in
 * one transaction with their unpaid registrations (and, by cascade, those
 * registrations' attendees, history, slips and card attempts), their
 * sessions, reset tokens and receipt addresses; their in-house and service
 * requests stay, without the member (SetNull), as do attendee rows of other
 * members' registrations naming them. Their avatar and slip files are
 * deleted from disk after the commit (upload-release.ts).
 */
export const memberStore = defineStore({
  resource: resources.members,
  model: (tx) => tx.member,
  include: { namePrefix: true },
  detailInclude: {
    registrations: {
      include: { registerStatus: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    },
  },
  searchColumns: ['firstname', 'lastname', 'companyName', 'email'],
  label: (row) => fullName(row, 'th'),
  read: (row, locale) => ({
    name: fullName(row, locale),
    // Only one member's read (detailInclude) carries them; lists leave them out.
    ...(row.registrations
      ? {
          registrations: (row.registrations as Registration[]).map((r) => ({
            register_id: r.id,
            register_code: r.registerCode,
            course_name: registeredCourseName(r, locale),
            training_date: r.trainingDate,
            total_amount: r.totalAmountSatang / 100,
            register_status_id: r.registerStatusId,
            register_status_name: localName(r.registerStatus, locale),
          })),
        }
      : {}),
  }),
  async derive(tx, data, input, previous) {
    const out = { ...data };
    const id = previous?.member_id as number | undefined;
    if (typeof out.email === 'string') {
      const email = out.email.toLowerCase();
      out.email = email;
      const taken = await tx.member.findFirst({
        where: { email, ...(id ? { id: { not: id } } : {}) },
        select: { id: true },
      });
      if (taken) throw new AppError('CONFLICT', 'member.email_taken', 'email');
    }
    if (typeof input.password === 'string') out.passwordHash = await hashPassword(input.password);
    else if (!previous) throw new AppError('BAD_REQUEST', 'please_enter_password', 'password');
    // An organisation's company fields are required, as on the sign-up form; a person has none.
    if (out.memberType === 'O') {
      if (!out.companyName)
        throw new AppError('BAD_REQUEST', 'member.please_enter_company_name', 'company_name');
      if (!out.companyTypeId)
        throw new AppError('BAD_REQUEST', 'member.please_select_company_type', 'company_type_id');
    } else if (out.memberType === 'P') {
      Object.assign(out, { companyName: null, companyTypeId: null, taxNo: null });
    }
    return out;
  },
  async write(tx, id, input) {
    if (input.status === false || typeof input.password === 'string') {
      await authSessionService(tx as Db).revokeAll('member', id);
      await tx.passwordResetToken.updateMany({
        where: { memberId: id, usedAt: null },
        data: { usedAt: new Date() },
      });
    }
  },
  async refuseDelete(tx, ids) {
    const rows = await tx.registration.groupBy({
      by: ['memberId'],
      where: { memberId: { in: ids }, ...paid },
      _count: { _all: true },
    });
    if (rows.length === 0) return null;
    const members = await tx.member.findMany({
      where: { id: { in: rows.map((r) => r.memberId) } },
      include: { namePrefix: true },
    });
    const names = new Map(members.map((m) => [m.id, fullName(m as unknown as Row, 'th')]));
    return {
      messageKey: 'admin_members.delete_refused',
      reasons: rows.map((r) => ({
        field: `ids.${r.memberId}`,
        messageKey: 'admin_members.delete_refused_member',
        params: { name: names.get(r.memberId) ?? `#${r.memberId}`, count: r._count._all },
      })),
    };
  },
  async uploadsOf(tx, ids) {
    return (
      await tx.paymentSlip.findMany({
        where: { registration: { memberId: { in: ids } } },
        select: { imageUrl: true },
      })
    ).map((s) => s.imageUrl);
  },
  async beforeDelete(tx, ids) {
    await tx.registration.deleteMany({ where: { memberId: { in: ids } } });
  },
  publicPaths: () => [],
});
