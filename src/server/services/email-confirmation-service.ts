import type { Locale } from '@/i18n/locales';
import { env } from '@/env';
import { hashSecretToken, newSecretToken } from '@/server/auth/secret-token';
import type { Db } from '@/server/db';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { confirmEmailMail } from '@/server/mail/member-mail';
import { enqueueMail, kickOutbox } from '@/server/services/mail-outbox-service';
import { releaseUploads } from '@/server/services/upload-release';

/** A member asks for the link again at most this often; a second ask within it sends nothing. */
const RESEND_EVERY_MS = 60_000;

/**
 * Throwaway accounts hold no seats: a registration, or a place in a
 * waiting list (whose offer holds seats), needs the member's address
 * proven first. A 403 with the translated message naming the address.
 */
export function requireConfirmedEmail(member: { email: string; emailConfirmedAt: Date | null }) {
  if (!member.emailConfirmedAt)
    throw new AppError('FORBIDDEN', 'registration.email_not_confirmed', undefined, {
      email: member.email,
    });
}

const linkLifetimeMs = () => env.MEMBER_CONFIRM_LINK_HOURS * 3_600_000;

/**
 * E-mail confirmation of members who signed up on the site
 * (docs/security.md, "Seat holds"): until a member opens the link e-mailed
 * to them, none of their registrations may hold seats. The link carries a
 * 256-bit token of which only the SHA-256 is stored; it works once, for
 * MEMBER_CONFIRM_LINK_HOURS, and only the newest one sent works. Accounts
 * never confirmed are removed by the status run after MEMBER_UNCONFIRMED_DAYS.
 */
export function emailConfirmationService(db: Db) {
  return {
    /** A new link for the member: its token (to put in an e-mail) and what to store. */
    newLink(now = new Date()) {
      const token = newSecretToken();
      return {
        token,
        hours: env.MEMBER_CONFIRM_LINK_HOURS,
        data: { emailConfirmTokenHash: hashSecretToken(token), emailConfirmSentAt: now },
      };
    },

    /**
     * "Send the confirmation link again": a new link (the old one stops
     * working) to the member's own address, unless already confirmed or a
     * link went out within the last minute. Answers whether it sent one.
     */
    async resend(memberId: number, locale: Locale, now = new Date()) {
      const member = await db.member.findUnique({ where: { id: memberId } });
      if (!member || !member.status) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      if (member.emailConfirmedAt) return { sent: false, confirmed: true };
      if (
        member.emailConfirmSentAt &&
        now.getTime() - member.emailConfirmSentAt.getTime() < RESEND_EVERY_MS
      )
        return { sent: false, confirmed: false };
      const link = this.newLink(now);
      await db.$transaction([
        db.member.update({ where: { id: member.id }, data: link.data }),
        enqueueMail(db, confirmEmailMail(locale, member, link.token, link.hours)),
      ]);
      log.info('e-mail confirmation sent again', { memberId: member.id });
      kickOutbox(db);
      return { sent: true, confirmed: false };
    },

    /** Opens a link: confirms the member's address once; an unknown, used or expired link is a 400 on the token. */
    async confirm(token: string, now = new Date()) {
      const tokenHash = hashSecretToken(token);
      const member = await db.member.findUnique({ where: { emailConfirmTokenHash: tokenHash } });
      const live =
        !!member &&
        member.status &&
        !!member.emailConfirmSentAt &&
        member.emailConfirmSentAt.getTime() + linkLifetimeMs() > now.getTime();
      if (!live) throw new AppError('BAD_REQUEST', 'member.confirm_link_invalid', 'token');
      // Guarded by the hash, so two clicks at once confirm once and the link is spent.
      const claimed = await db.member.updateMany({
        where: { id: member.id, emailConfirmTokenHash: tokenHash },
        data: {
          emailConfirmedAt: member.emailConfirmedAt ?? now,
          emailConfirmTokenHash: null,
          emailConfirmSentAt: null,
        },
      });
      if (claimed.count !== 1)
        throw new AppError('BAD_REQUEST', 'member.confirm_link_invalid', 'token');
      log.info('member e-mail confirmed', { memberId: member.id });
      return { email: member.email };
    },

    /**
     * Removes the accounts that signed up more than MEMBER_UNCONFIRMED_DAYS
     * before `now` and never confirmed their address (0: none), unless
     * something of theirs must be kept (a registration or a request).
     * Their sessions and reset links go with them (cascade); their avatar's
     * file is released. Part of the status run.
     */
    async removeUnconfirmed(now = new Date()): Promise<number> {
      if (env.MEMBER_UNCONFIRMED_DAYS <= 0) return 0;
      const where = {
        emailConfirmedAt: null,
        createdAt: { lt: new Date(now.getTime() - env.MEMBER_UNCONFIRMED_DAYS * 86_400_000) },
        registrations: { none: {} },
        inhouseRequests: { none: {} },
        serviceRequests: { none: {} },
      };
      const stale = await db.member.findMany({
        where,
        select: { id: true, imageUrl: true },
        take: 1000,
      });
      if (!stale.length) return 0;
      const removed = await db.member.deleteMany({
        where: { ...where, id: { in: stale.map((m) => m.id) } },
      });
      await releaseUploads(
        db,
        stale.map((m) => m.imageUrl),
      );
      log.info('unconfirmed members removed', { count: removed.count });
      return removed.count;
    },
  };
}
