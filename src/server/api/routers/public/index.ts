import { createTRPCRouter } from '@/server/api/trpc';
import { contactRouter } from '@/server/api/routers/public/contact';
import { inhouseTrainingsRouter } from '@/server/api/routers/public/inhouse-trainings';
import { lookupsRouter } from '@/server/api/routers/public/lookups';
import { publicTrainingsRouter } from '@/server/api/routers/public/public-trainings';
import { servicesRouter } from '@/server/api/routers/public/services';
import { viewsRouter } from '@/server/api/routers/public/views';

export const publicRouter = createTRPCRouter({
  contact: contactRouter,
  inhouseTrainings: inhouseTrainingsRouter,
  lookups: lookupsRouter,
  publicTrainings: publicTrainingsRouter,
  services: servicesRouter,
  views: viewsRouter,
});
