import { rest } from '@/server/rest/route';

/** Public lookups of SPEC.md section 7 (GET). */
export const lookupRoutes = [
  rest('GET', '/languages', (api) => api.public.lookups.languages()),
  rest('GET', '/geographies', (api) => api.public.lookups.geographies()),
  rest('GET', '/provinces', (api, { query }) => api.public.lookups.provinces({ geography_id: query.geography_id })),
  rest('GET', '/provinces/:id', (api, { params }) => api.public.lookups.provinces({ geography_id: params.id })),
  rest('GET', '/amphures', (api, { query }) => api.public.lookups.amphures({ province_id: query.province_id })),
  rest('GET', '/amphures/:id', (api, { params }) => api.public.lookups.amphures({ province_id: params.id })),
  rest('GET', '/districts/:id', (api, { params }) => api.public.lookups.districts({ amphure_id: params.id })),
  rest('GET', '/districts/:id/amphure', (api, { params }) => api.public.lookups.districts({ amphure_id: params.id })),
  rest('GET', '/name_prefix', (api) => api.public.lookups.namePrefixes()),
  rest('GET', '/member_company_types', (api) => api.public.lookups.companyTypes()),
  rest('GET', '/register_statuses', (api) => api.public.lookups.registerStatuses()),
  rest('GET', '/payment_methods', (api) => api.public.lookups.paymentMethods()),
  rest('GET', '/payment_methods_info', (api) => api.public.lookups.paymentMethods()),
  rest('GET', '/banks', (api) => api.public.lookups.banks()),
  rest('GET', '/card_types', (api) => api.public.lookups.cardTypes()),
];
