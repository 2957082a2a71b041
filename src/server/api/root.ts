import { adminRouter } from '@/server/api/routers/admin';
import { memberRouter } from '@/server/api/routers/member';
import { publicRouter } from '@/server/api/routers/public';
import { createCallerFactory, createTRPCRouter } from '@/server/api/trpc';

/** One API for the React UI: public, member and admin routers. */
export const appRouter = createTRPCRouter({
  public: publicRouter,
  member: memberRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
