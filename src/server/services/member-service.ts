import type { Db } from '@/server/db';

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
  };
}
