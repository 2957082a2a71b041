import { type DashboardCardKey, dashboardCards, pageOfCard } from '@/lib/admin-pages';
import { hasAnyPermission, type Permission } from '@/lib/permissions';
import { RegisterStatus } from '@/lib/register-status';
import type { Db } from '@/server/db';
import { requestInboxService } from '@/server/services/request-inbox-service';

export interface DashboardCard {
  key: DashboardCardKey;
  permissions: Permission[];
  /** The list the card opens, filtered to what the card counted. */
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

/** The first instant of today in Bangkok time. */
export function startOfDayBangkok(now = new Date()): Date {
  const bkk = new Date(now.getTime() + 7 * 3600 * 1000);
  return new Date(
    Date.UTC(bkk.getUTCFullYear(), bkk.getUTCMonth(), bkk.getUTCDate()) - 7 * 3600 * 1000,
  );
}

function hrefWith(href: string, filters: Record<string, string> | undefined): string {
  if (!filters) return href;
  const query = new URLSearchParams(
    Object.entries(filters).map(([k, v]) => [`filter_${k}`, v]),
  ).toString();
  return `${href}?${query}`;
}

/** The day (yyyy-MM-dd) in Bangkok time of an instant. */
const bangkokDay = (now: Date) =>
  new Date(now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);

/** The staff dashboard: a few counts, each only for an admin allowed to open its list. */
export function adminDashboardService(db: Db) {
  // What each card counts; the page it opens, and so who sees it, comes from the one table of admin pages.
  // `filters` are the list query's filters that select what the card counted, so the card opens
  // its list showing the same rows (?filter_x=...).
  const counts: Record<
    DashboardCardKey,
    {
      money: boolean;
      value: (now: Date) => Promise<number>;
      filters?: (now: Date) => Record<string, string>;
    }
  > = {
    upcoming_trainings: {
      money: false,
      // Published trainings starting today or later (Bangkok days, as the list's date filter).
      value: (now) =>
        db.publicTraining.count({
          where: { status: true, startTrainingDate: { gte: startOfDayBangkok(now) } },
        }),
      filters: (now) => ({ status: '1', start_training_date: `${bangkokDay(now)}..` }),
    },
    awaiting_verification: {
      money: false,
      filters: () => ({ register_status_id: String(RegisterStatus.AWAITING_VERIFICATION) }),
      value: () =>
        db.registration.count({
          where: { registerStatusId: RegisterStatus.AWAITING_VERIFICATION },
        }),
    },
    new_members: {
      money: false,
      value: (now) => db.member.count({ where: { createdAt: { gte: startOfMonthBangkok(now) } } }),
      filters: (now) => ({ registered_at: `${bangkokDay(now).slice(0, 8)}01..` }),
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
      filters: (now) => ({
        register_status_id: String(RegisterStatus.PAID),
        paid_from: `${bangkokDay(now).slice(0, 8)}01`,
      }),
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
          href: hrefWith(page.href, counts[key].filters?.(now)),
          money: counts[key].money,
          value: await counts[key].value(now),
        })),
      );
    },
  };
}
