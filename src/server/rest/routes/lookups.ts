import { z } from 'zod';
import { int, nullableText, rest, text } from '@/server/rest/route-kit';

const named = { id: int(), name: text(), name_th: text(), name_en: text() };
const list = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape));
const parentId = z.object({ id: z.string().max(20).describe('The parent id; empty or * means none') });
const tag = 'Lookups';

/** Public lookups of SPEC.md section 7 (GET): names in both languages and in the caller's. */
export const lookupRoutes = [
  rest({
    method: 'GET', path: '/languages', auth: 'public', tag, summary: 'Languages (th id 1, en id 2)',
    response: list({ id: int(), code: text(), name: text(), image: nullableText(), status: z.boolean() }),
    handle: (api) => api.public.lookups.languages(),
  }),
  rest({ method: 'GET', path: '/geographies', auth: 'public', tag, summary: 'Regions of Thailand', response: list(named), handle: (api) => api.public.lookups.geographies() }),
  rest({
    method: 'GET', path: '/provinces', auth: 'public', tag, summary: 'Provinces, optionally of one region',
    query: z.object({ geography_id: z.string().max(20).optional() }),
    response: list({ ...named, geography_id: int() }),
    handle: (api, { query }) => api.public.lookups.provinces({ geography_id: query.geography_id }),
  }),
  rest({
    method: 'GET', path: '/provinces/:id', auth: 'public', tag, summary: 'Provinces of one region', params: parentId,
    response: list({ ...named, geography_id: int() }),
    handle: (api, { params }) => api.public.lookups.provinces({ geography_id: params.id }),
  }),
  rest({
    method: 'GET', path: '/amphures', auth: 'public', tag, summary: 'Districts (amphures) of a province',
    query: z.object({ province_id: z.string().max(20).optional() }),
    response: list({ ...named, province_id: int() }),
    handle: (api, { query }) => api.public.lookups.amphures({ province_id: query.province_id }),
  }),
  rest({
    method: 'GET', path: '/amphures/:id', auth: 'public', tag, summary: 'Districts (amphures) of a province', params: parentId,
    response: list({ ...named, province_id: int() }),
    handle: (api, { params }) => api.public.lookups.amphures({ province_id: params.id }),
  }),
  rest({
    method: 'GET', path: '/districts/:id', auth: 'public', tag, summary: 'Sub-districts of an amphure (empty for an empty id or *)', params: parentId,
    response: list({ ...named, amphure_id: int(), zip_code: text() }),
    handle: (api, { params }) => api.public.lookups.districts({ amphure_id: params.id }),
  }),
  rest({
    method: 'GET', path: '/districts/:id/amphure', auth: 'public', tag, summary: 'Sub-districts of an amphure', params: parentId,
    response: list({ ...named, amphure_id: int(), zip_code: text() }),
    handle: (api, { params }) => api.public.lookups.districts({ amphure_id: params.id }),
  }),
  rest({ method: 'GET', path: '/name_prefix', auth: 'public', tag, summary: 'Name prefixes (titles)', response: list(named), handle: (api) => api.public.lookups.namePrefixes() }),
  rest({ method: 'GET', path: '/member_company_types', auth: 'public', tag, summary: 'Company types of organisation members', response: list(named), handle: (api) => api.public.lookups.companyTypes() }),
  rest({
    method: 'GET', path: '/register_statuses', auth: 'public', tag, summary: 'Registration statuses',
    response: list({ ...named, code: text() }),
    handle: (api) => api.public.lookups.registerStatuses(),
  }),
  rest({
    method: 'GET', path: '/payment_methods', auth: 'public', tag, summary: 'Payment methods (card, bank)',
    response: list({ ...named, code: text(), info: nullableText() }),
    handle: (api) => api.public.lookups.paymentMethods(),
  }),
  rest({
    method: 'GET', path: '/payment_methods_info', auth: 'public', tag, summary: 'Payment methods with their extra information',
    response: list({ ...named, code: text(), info: nullableText() }),
    handle: (api) => api.public.lookups.paymentMethods(),
  }),
  rest({ method: 'GET', path: '/banks', auth: 'public', tag, summary: 'Banks (9999 means other)', response: list({ ...named, code: text() }), handle: (api) => api.public.lookups.banks() }),
  rest({ method: 'GET', path: '/card_types', auth: 'public', tag, summary: 'Card types (001 Visa, 002 Mastercard, 007 JCB)', response: list({ code: text(), name: text() }), handle: (api) => api.public.lookups.cardTypes() }),
];
