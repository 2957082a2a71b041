import type { Locale } from '@/i18n/locales';
import type { RegisterData } from '@/lib/schemas/member';
import { assertCurrentPassword } from '@/server/auth/current-password';
import { hashPassword } from '@/server/auth/password';
import { hashSecretToken, newSecretToken } from '@/server/auth/secret-token';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { passwordResetMail, welcomeMail } from '@/server/mail/member-mail';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { authSessionService } from '@/server/services/auth-session-service';
import { emailConfirmationService } from '@/server/services/email-confirmation-service';

/** A reset link works once, for this long. */
export const RESET_TOKEN_MINUTES = 60;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002'
  );
}

/**
 * Member sign-up and passwords. Passwords are stored as argon2 hashes, reset
 * tokens as SHA-256 hashes; neither is ever logged.
 */
export function memberAccountService(db: Db) {
  const sessions = authSessionService(db);

  async function findByEmail(email: string) {
    return db.member.findUnique({ where: { email: normaliseEmail(email) } });
  }

  return {
    /**
     * POST /register: creates the member (e-mail unique, case-insensitive)
     * and sends the welcome e-mail. A visitor's sign-up is unconfirmed: the
     * welcome e-mail carries the confirmation link, needed before a
     * registration may hold seats. `confirmed`: an API token with staff's
     * members permission signs the member up (docs/decisions.md).
     */
    async register(input: RegisterData, locale: Locale, opts: { confirmed?: boolean } = {}) {
      const email = normaliseEmail(input.email);
      if (await findByEmail(email)) throw new AppError('CONFLICT', 'member.email_taken', 'email');
      const organisation = input.member_type === 'O';
      if (
        organisation &&
        input.company_type_id &&
        !(await db.companyType.findUnique({ where: { id: input.company_type_id } }))
      ) {
        throw new AppError('BAD_REQUEST', 'member.please_select_company_type', 'company_type_id');
      }
      const link = opts.confirmed ? null : emailConfirmationService(db).newLink();
      let member;
      try {
        [member] = await db.$transaction([
          db.member.create({
            data: {
              memberType: input.member_type,
              firstname: input.firstname,
              lastname: input.lastname,
              telephone: input.telephone,
              email,
              passwordHash: await hashPassword(input.password),
              companyName: organisation ? input.company_name : null,
              companyTypeId: organisation ? input.company_type_id : null,
              taxNo: organisation ? input.tax_no : null,
              ...(link ? { emailConfirmedAt: null, ...link.data } : {}),
            },
          }),
          enqueueMail(
            db,
            welcomeMail(
              locale,
              { email, firstname: input.firstname, lastname: input.lastname },
              link ?? undefined,
            ),
          ),
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'member.email_taken', 'email');
        throw error;
      }
      log.info('member registered', { memberId: member.id, memberType: member.memberType });
      kickOutbox(db);
      return member;
    },

    /**
     * POST /member/forgot_password: e-mails a single-use reset link when the
     * address belongs to an active member. The caller answers the same either
     * way, and the mail is sent in the background so timing tells nothing.
     */
    async forgotPassword(emailInput: string, locale: Locale): Promise<void> {
      const member = await findByEmail(emailInput);
      if (!member || !member.status) return;
      const token = newSecretToken();
      const now = new Date();
      await db.$transaction([
        // Only the newest link works.
        db.passwordResetToken.updateMany({
          where: { memberId: member.id, usedAt: null },
          data: { usedAt: now },
        }),
        db.passwordResetToken.create({
          data: {
            memberId: member.id,
            tokenHash: hashSecretToken(token),
            expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000),
          },
        }),
        enqueueMail(db, passwordResetMail(locale, member, token, RESET_TOKEN_MINUTES)),
      ]);
      log.info('password reset requested', { memberId: member.id });
      kickOutbox(db);
    },

    /** GET /member/reset_password/{token}?email: whether the link is still usable. */
    async checkResetToken(token: string, email: string) {
      const row = await db.passwordResetToken.findUnique({
        where: { tokenHash: hashSecretToken(token) },
        include: { member: true },
      });
      const valid =
        !!row &&
        !row.usedAt &&
        row.expiresAt.getTime() > Date.now() &&
        row.member.status &&
        row.member.email === normaliseEmail(email);
      if (!valid) throw new AppError('BAD_REQUEST', 'member.reset_link_invalid', 'token');
      return { valid: true, email: row.member.email, expires_at: row.expiresAt };
    },

    /** PUT /member/update_password/{token}: sets the password once and ends every session. */
    async resetPassword(input: { token: string; email: string; password: string }) {
      const row = await db.passwordResetToken.findUnique({
        where: { tokenHash: hashSecretToken(input.token) },
        include: { member: true },
      });
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || !row.member.status) {
        throw new AppError('BAD_REQUEST', 'member.reset_link_invalid', 'token');
      }
      if (row.member.email !== normaliseEmail(input.email))
        throw new AppError('BAD_REQUEST', 'member.reset_email_mismatch', 'email');
      const passwordHash = await hashPassword(input.password);
      // Claim the token first, so two requests with the same link cannot both succeed.
      const claimed = await db.passwordResetToken.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      if (claimed.count !== 1)
        throw new AppError('BAD_REQUEST', 'member.reset_link_invalid', 'token');
      await db.member.update({ where: { id: row.memberId }, data: { passwordHash } });
      await sessions.revokeAll('member', row.memberId);
      log.info('password reset', { memberId: row.memberId });
      return { email: row.member.email };
    },

    /** PUT /member/change_password: only with the current password; the member's other sessions end. */
    async changePassword(
      memberId: number,
      input: { current_password: string; password: string },
      currentTokenId?: number,
    ) {
      await assertCurrentPassword(db, 'member', memberId, input.current_password);
      await db.member.update({
        where: { id: memberId },
        data: { passwordHash: await hashPassword(input.password) },
      });
      await sessions.revokeAll('member', memberId, currentTokenId);
      log.info('password changed', { memberId });
    },
  };
}
