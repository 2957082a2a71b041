import type { ContactMessageInput, InhouseTrainingRequestInput, ServiceListInput, ServiceRequestInput } from '@/lib/schemas/requests';
import { rest } from '@/server/rest/route';

type Kind = ServiceListInput['kind'];
/** A JSON or form body as an object; the procedure's schema checks every field. */
const fields = <T>(raw: unknown): T => (raw instanceof FormData ? Object.fromEntries(raw) : raw && typeof raw === 'object' ? raw : {}) as T;

/** In-house training, institute service and contact endpoints of SPEC.md section 7 ("Public services"). */
export const serviceRoutes = [
  rest('GET', '/services/inhouse_trainings', (api, { query }) => api.public.inhouseTrainings.list(query)),
  rest('GET', '/services/inhouse_trainings/categories', (api) => api.public.inhouseTrainings.categories()),
  rest('GET', '/services/inhouse_trainings/:id', (api, { params }) => api.public.inhouseTrainings.byId({ id: params.id })),
  rest('POST', '/services/inhouse_trainings', (api, { body }) => api.public.inhouseTrainings.request(fields<InhouseTrainingRequestInput>(body))),
  rest('GET', '/services/services', (api, { query }) => api.public.services.list({ ...query, kind: query.kind as Kind })),
  rest('GET', '/services/services/categories', (api, { query }) => api.public.services.categories({ kind: query.kind as Kind })),
  rest('GET', '/services/services/:service_id', (api, { params, query }) =>
    api.public.services.byId({ id: params.service_id, service_category_id: query.service_category_id, kind: query.kind as Exclude<Kind, '*' | ''> }),
  ),
  rest('POST', '/services/services', (api, { body }) => api.public.services.request(fields<ServiceRequestInput>(body))),
  rest('POST', '/contact', (api, { body }) => api.public.contact.send(fields<ContactMessageInput>(body))),
];
