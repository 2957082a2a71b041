import type { Permission } from '@/lib/permissions';
import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';

export interface DashboardCard {
  key: 'upcoming_trainings' | 'awaiting_verification' | 'new_members' | 'payments_this_month';
  permission: Permission;
  href: string;
  value: number;
  /** Money cards are in satang; counts are plain numbers. */
  money: boolean;
}

/** The first instant of this month in Bangkok time (UTC+7, no daylight saving). */
export function startOfMonthBangkok(now = new Date()): Date {
  const bkk = new Date(now.getTime() + 7 * 3600 * 1000);
  return new Date(Date.UTC(bkk.getUTCFullYear(), bkk.getUTCMonth(), 1) - 7 * 3600 * 1000);
}

/** The staff dashboard: a few counts, each only for an admin allowed to open its list. */
export function adminDashboardService(db: Db) {
  const cards: { key: DashboardCard['key']; permission: Permission; href: string; money: boolean; value: (now: Date) => Promise<number> }[] = [
    {
      key: 'upcoming_trainings',
      permission: 'access/public_training',
      href: '/admin/services/public_trainings',
      money: false,
      value: (now) => db.publicTraining.count({ where: { status: true, startTrainingDate: { gte: now } } }),
    },
    {
      key: 'awaiting_verification',
      permission: 'access/public_training_register',
      href: '/admin/services/public_training_register',
      money: false,
      value: () => db.registration.count({ where: { registerStatusId: RegisterStatus.AWAITING_VERIFICATION } }),
    },
    {
      key: 'new_members',
      permission: 'access/member',
      href: '/admin/members',
      money: false,
      value: (now) => db.member.count({ where: { createdAt: { gte: startOfMonthBangkok(now) } } }),
    },
    {
      key: 'payments_this_month',
      permission: 'access/public_training_register',
      href: '/admin/services/public_training_register',
      money: true,
      value: async (now) => {
        const sum = await db.registration.aggregate({ _sum: { totalAmountSatang: true }, where: { registerStatusId: RegisterStatus.PAID, paidAt: { gte: startOfMonthBangkok(now) } } });
        return sum._sum.totalAmountSatang ?? 0;
      },
    },
  ];

  return {
    async summary(granted: readonly string[], now = new Date()): Promise<DashboardCard[]> {
      const visible = cards.filter((c) => granted.includes(c.permission));
      return Promise.all(visible.map(async (c) => ({ key: c.key, permission: c.permission, href: c.href, money: c.money, value: await c.value(now) })));
    },
  };
}
