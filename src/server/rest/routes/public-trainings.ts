import { rest } from '@/server/rest/route';
import { SCHEDULE_CONTENT_TYPE, trainingScheduleWorkbook } from '@/server/services/training-schedule-workbook';

/** Public training endpoints of SPEC.md section 7 ("Public services"). */
export const publicTrainingRoutes = [
  rest('GET', '/services/public_trainings', (api, { query }) => api.public.publicTrainings.list(query)),
  rest('GET', '/services/public_trainings_group', (api) => api.public.publicTrainings.groups()),
  rest('GET', '/services/public_trainings/download', async (api, { locale }) => {
    const workbook = await trainingScheduleWorkbook(await api.public.publicTrainings.groups(), locale, process.env.SITE_URL ?? 'http://localhost:3000');
    const day = new Date().toISOString().slice(0, 10);
    return new Response(new Uint8Array(workbook), {
      headers: { 'content-type': SCHEDULE_CONTENT_TYPE, 'content-disposition': `attachment; filename="training-schedule-${day}.xlsx"`, 'cache-control': 'no-store' },
    });
  }),
  rest('GET', '/services/public_trainings/categories', (api) => api.public.publicTrainings.categories()),
  rest('GET', '/services/public_trainings/:id', (api, { params }) => api.public.publicTrainings.byId({ id: params.id })),
  rest('GET', '/services/registered_quantity/:id', (api, { params }) => api.public.publicTrainings.registeredQuantity({ id: params.id })),
];
