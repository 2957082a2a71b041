import { rest } from '@/server/rest/route';

/** View counters of SPEC.md section 7 (PUT …/{id}/view). */
export const viewRoutes = [
  rest('PUT', '/news/:id/view', (api, { params }) => api.public.views.record({ kind: 'news', id: params.id })),
  rest('PUT', '/portfolios/:id/view', (api, { params }) => api.public.views.record({ kind: 'portfolio', id: params.id })),
  rest('PUT', '/services/public_trainings/:id/view', (api, { params }) => api.public.views.record({ kind: 'publicTraining', id: params.id })),
  rest('PUT', '/services/inhouse_trainings/:id/view', (api, { params }) => api.public.views.record({ kind: 'inhouseTraining', id: params.id })),
  rest('PUT', '/services/services/:id/view', (api, { params }) => api.public.views.record({ kind: 'service', id: params.id })),
];
