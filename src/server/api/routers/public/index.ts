import { createTRPCRouter } from '@/server/api/trpc';
import { memberAuthRouter } from '@/server/api/routers/public/member-auth';
import { lookupsRouter } from '@/server/api/routers/public/lookups';
import { publicTrainingsRouter } from '@/server/api/routers/public/public-trainings';
import { viewsRouter } from '@/server/api/routers/public/views';

export const publicRouter = createTRPCRouter({
  lookups: lookupsRouter,
  memberAuth: memberAuthRouter,
  publicTrainings: publicTrainingsRouter,
  views: viewsRouter,
});
