import { type DashboardCardKey, dashboardCards, pageOfCard } from '@/lib/admin-pages';
import { hasAnyPermission, type Permission } from '@/lib/permissions';
import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { requestInboxService } from '@/server/services/request-inbox-service';

export interface DashboardCard {
  key: DashboardCardKey;
  permissions: Permission[];
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
  // What each card counts; the page it opens, and so who sees it, comes from the one table of admin pages.
  const counts: Record<
    DashboardCardKey,
    { money: boolean; value: (now: Date) => Promise<number> }
  > = {
    upcoming_trainings: {
      money: false,
      value: (now) =>
        db.publicTraining.count({ where: { status: true, startTrainingDate: { gte: now } } }),
    },
    awaiting_verification: {
      money: false,
      value: () =>
        db.registration.count({
          where: { registerStatusId: RegisterStatus.AWAITING_VERIFICATION },
        }),
    },
    new_members: {
      money: false,
      value: (now) => db.member.count({ where: { createdAt: { gte: startOfMonthBangkok(now) } } }),
    },
    payments_this_month: {
      money: true,
      value: async (now) => {
        const sum = await db.registration.aggregate({
          _sum: { totalAmountSatang: true },
          where: {
            registerStatusId: RegisterStatus.PAID,
            paidAt: { gte: startOfMonthBangkok(now) },
          },
        });
        return sum._sum.totalAmountSatang ?? 0;
      },
    },
    unhandled_requests: {
      money: false,
      value: () => requestInboxService(db).unhandledTotal(),
    },
  };

  return {
    async summary(granted: readonly string[], now = new Date()): Promise<DashboardCard[]> {
      const visible = dashboardCards
        .map((key) => ({ key, page: pageOfCard(key) }))
        .filter((c) => hasAnyPermission(granted, c.page.permissions));
      return Promise.all(
        visible.map(async ({ key, page }) => ({
          key,
          permissions: page.permissions,
          href: page.href,
          money: counts[key].money,
          value: await counts[key].value(now),
        })),
      );
    },
  };
}
