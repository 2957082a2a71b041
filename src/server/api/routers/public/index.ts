import { createTRPCRouter } from '@/server/api/trpc';
import { adminAuthRouter } from '@/server/api/routers/public/admin-auth';
import { bannersRouter } from '@/server/api/routers/public/banners';
import { contactRouter } from '@/server/api/routers/public/contact';
import { inhouseTrainingsRouter } from '@/server/api/routers/public/inhouse-trainings';
import { memberAuthRouter } from '@/server/api/routers/public/member-auth';
import { lookupsRouter } from '@/server/api/routers/public/lookups';
import { newsRouter } from '@/server/api/routers/public/news';
import { pagesRouter } from '@/server/api/routers/public/pages';
import { portfoliosRouter } from '@/server/api/routers/public/portfolios';
import { publicTrainingsRouter } from '@/server/api/routers/public/public-trainings';
import { siteRouter } from '@/server/api/routers/public/site';
import { researchersRouter } from '@/server/api/routers/public/researchers';
import { servicesRouter } from '@/server/api/routers/public/services';
import { viewsRouter } from '@/server/api/routers/public/views';
import { certificatesRouter } from '@/server/api/routers/public/certificates';
import { evaluationRouter } from '@/server/api/routers/public/evaluation';

export const publicRouter = createTRPCRouter({
  adminAuth: adminAuthRouter,
  banners: bannersRouter,
  contact: contactRouter,
  inhouseTrainings: inhouseTrainingsRouter,
  lookups: lookupsRouter,
  news: newsRouter,
  pages: pagesRouter,
  portfolios: portfoliosRouter,
  memberAuth: memberAuthRouter,
  publicTrainings: publicTrainingsRouter,
  researchers: researchersRouter,
  services: servicesRouter,
  certificates: certificatesRouter,
  evaluation: evaluationRouter,
  views: viewsRouter,
  site: siteRouter,
});
