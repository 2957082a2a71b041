import { registerIdSchema } from '@/lib/schemas/registration';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { attendanceService } from '@/server/services/attendance-service';

/** The member's check-in passes, attendance and certificates, on their own registrations only. */
export const memberAttendanceRouter = createTRPCRouter({
  ofRegistration: memberProcedure
    .input(registerIdSchema)
    .query(({ ctx, input }) =>
      attendanceService(ctx.db).memberPasses(ctx.member.member.id, input.id),
    ),
});
