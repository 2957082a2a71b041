import type { Db } from '@/server/db';
import type { Realm } from '@/server/services/auth-session-service';

/** The few facts about an account, of either realm, that the login and password checks need. */
export function accountLookupService(db: Db) {
  return {
    /** The stored password hash of a member or staff user, or null when there is no such account. */
    async passwordHashOf(realm: Realm, userId: number): Promise<string | null> {
      const select = { passwordHash: true } as const;
      const account =
        realm === 'admin'
          ? await db.adminUser.findUnique({ where: { id: userId }, select })
          : await db.member.findUnique({ where: { id: userId }, select });
      return account?.passwordHash ?? null;
    },
    /** Who owns a login e-mail (to warn them that it is being guessed), or null. */
    ownerOfEmail(realm: Realm, email: string) {
      const where = { email: email.trim().toLowerCase() };
      const select = {
        id: true,
        email: true,
        firstname: true,
        lastname: true,
        status: true,
      } as const;
      return realm === 'admin'
        ? db.adminUser.findUnique({ where, select })
        : db.member.findUnique({ where, select });
    },
  };
}
