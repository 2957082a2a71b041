import { createTRPCRouter } from '@/server/api/trpc';
import { lookupsRouter } from '@/server/api/routers/public/lookups';
import { publicTrainingsRouter } from '@/server/api/routers/public/public-trainings';
import { siteRouter } from '@/server/api/routers/public/site';
import { viewsRouter } from '@/server/api/routers/public/views';

export const publicRouter = createTRPCRouter({
  lookups: lookupsRouter,
  publicTrainings: publicTrainingsRouter,
  views: viewsRouter,
  site: siteRouter,
});
