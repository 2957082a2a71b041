import { rest } from '@/server/rest/route';

/** Public training endpoints of SPEC.md section 7 ("Public services"). */
export const publicTrainingRoutes = [
  rest('GET', '/services/public_trainings', (api, { query }) => api.public.publicTrainings.list(query)),
  rest('GET', '/services/public_trainings/categories', (api) => api.public.publicTrainings.categories()),
  rest('GET', '/services/public_trainings/:id', (api, { params }) => api.public.publicTrainings.byId({ id: params.id })),
  rest('GET', '/services/registered_quantity/:id', (api, { params }) => api.public.publicTrainings.registeredQuantity({ id: params.id })),
];
