import { z } from 'zod';
import { byIdSchema } from '@/lib/schemas/common';
import {
  contactMessageSchema,
  inhouseTrainingListSchema,
  inhouseTrainingRequestSchema,
  serviceCategoriesSchema,
  serviceDetailSchema,
  serviceKindSchema,
  serviceListSchema,
  serviceRequestSchema,
} from '@/lib/schemas/requests';
import {
  acknowledged,
  cardLang,
  detailLang,
  imageFields,
  seoFromDetail,
} from '@/server/rest/answers';
import { from, int, nullableText, paged, pk, rest, text } from '@/server/rest/route-kit';

const offering = {
  category_name: text(),
  name: text(),
  description: nullableText(),
  ...imageFields,
};
const detailFields = { body: nullableText(), ...seoFromDetail, lang: detailLang() };

const inhouseTraining = z.object({
  inhouse_training_id: pk(),
  inhouse_training_category_id: from('categoryId', int()),
  ...offering,
  duration_hours: int().nullable(),
  lang: cardLang(),
});
const service = z.object({
  service_id: pk(),
  service_category_id: from('categoryId', int()),
  kind: serviceKindSchema,
  ...offering,
  lang: cardLang(),
});

const inhouse = 'In-house trainings';
const services = 'Institute services';
const idParam = byIdSchema.pick({ id: true });
const withLang = byIdSchema.pick({ with: true });

/** In-house training, institute service and contact endpoints of SPEC.md section 7 ("Public services"); views are in views.ts. */
export const serviceRoutes = [
  rest({
    method: 'GET',
    path: '/services/inhouse_trainings',
    auth: 'public',
    tag: inhouse,
    summary: 'Published in-house trainings, newest first, 12 a page, by category (* = all)',
    query: inhouseTrainingListSchema,
    response: paged(inhouseTraining),
    handle: (api, { query }) => api.public.inhouseTrainings.list(query),
  }),
  rest({
    method: 'GET',
    path: '/services/inhouse_trainings/categories',
    auth: 'public',
    tag: inhouse,
    summary: 'Enabled in-house training categories in their order',
    response: z.array(z.object({ inhouse_training_category_id: pk(), name: text() })),
    handle: (api) => api.public.inhouseTrainings.categories(),
  }),
  rest({
    method: 'GET',
    path: '/services/inhouse_trainings/:id',
    auth: 'public',
    tag: inhouse,
    summary: 'A published in-house training',
    params: idParam,
    query: withLang,
    response: inhouseTraining.extend(detailFields),
    handle: (api, { params, query }) =>
      api.public.inhouseTrainings.byId({ id: params.id, with: query.with }),
  }),
  rest({
    method: 'POST',
    path: '/services/inhouse_trainings',
    auth: 'public',
    tag: inhouse,
    summary:
      'Request an in-house training: stored, staff e-mailed, the requester confirmed (5 a client in 10 minutes)',
    body: inhouseTrainingRequestSchema,
    response: acknowledged,
    handle: (api, { body }) => api.public.inhouseTrainings.request(body),
  }),
  rest({
    method: 'GET',
    path: '/services/services',
    auth: 'public',
    tag: services,
    summary: 'Published services of one kind (or all), 12 a page, by category (* = all)',
    query: serviceListSchema,
    response: paged(service),
    handle: (api, { query }) => api.public.services.list(query),
  }),
  rest({
    method: 'GET',
    path: '/services/services/categories',
    auth: 'public',
    tag: services,
    summary: 'Enabled service categories of one kind (or all) in their order',
    query: serviceCategoriesSchema.unwrap(),
    response: z.array(
      z.object({ service_category_id: pk(), kind: serviceKindSchema, name: text() }),
    ),
    handle: (api, { query }) => api.public.services.categories(query),
  }),
  rest({
    method: 'GET',
    path: '/services/services/:service_id',
    auth: 'public',
    tag: services,
    summary: 'A published service (404 unless of the kind and category given)',
    params: z.object({ service_id: serviceDetailSchema.shape.id }),
    query: serviceDetailSchema.omit({ id: true }),
    response: service.extend(detailFields),
    handle: (api, { params, query }) =>
      api.public.services.byId({ ...query, id: params.service_id }),
  }),
  rest({
    method: 'POST',
    path: '/services/services',
    auth: 'public',
    tag: services,
    summary:
      'Request a service: stored, staff e-mailed, the requester confirmed (5 a client in 10 minutes)',
    body: serviceRequestSchema,
    response: acknowledged,
    handle: (api, { body }) => api.public.services.request(body),
  }),
  rest({
    method: 'POST',
    path: '/contact',
    auth: 'public',
    tag: 'Contact',
    summary: 'The contact form: stored, staff e-mailed (5 a client in 10 minutes)',
    body: contactMessageSchema,
    response: acknowledged,
    handle: (api, { body }) => api.public.contact.send(body),
  }),
];
