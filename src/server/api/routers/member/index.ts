import { memberAccountRouter } from '@/server/api/routers/member/account';
import { memberRegistrationsRouter } from '@/server/api/routers/member/registrations';
import { memberPaymentsRouter } from '@/server/api/routers/member/payments';
import { memberWaitingListRouter } from '@/server/api/routers/member/waiting-list';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { memberAttendanceRouter } from '@/server/api/routers/member/attendance';

export const memberRouter = createTRPCRouter({
  /** GET /member: the logged-in member's profile. */
  me: memberProcedure.query(({ ctx }) => ctx.member.member),
  account: memberAccountRouter,
  registrations: memberRegistrationsRouter,
  attendance: memberAttendanceRouter,
  payments: memberPaymentsRouter,
  waitingList: memberWaitingListRouter,
});
