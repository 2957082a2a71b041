/**
 * An integrator's first five minutes (docs/api.md), written as an
 * integrator would: a client generated from /api/v1/openapi.json
 * (openapi-typescript) with openapi-fetch, nothing of the portal's own code.
 * Logs in, lists the trainings that take registrations, registers for one
 * and reads the registration back from the history. The contract test
 * type-checks it against the generated types and runs it.
 */
import createClient from 'openapi-fetch';
import type { paths } from './api.gen';

type Receipt =
  paths['/api/v1/services/public_trainings/register']['post']['requestBody']['content']['application/json']['receipt'];

export interface FirstFiveMinutes {
  baseUrl: string;
  email: string;
  password: string;
  /** The receipt details of the registration. */
  receipt: Receipt;
  /** Another fetch (the test's in-process adapter); the global one otherwise. */
  fetch?: (request: Request) => Promise<Response>;
}

export async function firstFiveMinutes({
  baseUrl,
  email,
  password,
  receipt,
  fetch,
}: FirstFiveMinutes) {
  const api = createClient<paths>({ baseUrl, fetch, headers: { 'Accept-Language': 'en' } });

  // 1. A member token.
  const login = await api.POST('/api/v1/login', { body: { email, password, remember: 1 } });
  if (!login.data) throw new Error(`login: ${login.error?.message}`);
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const expiresAt: string = login.data.expires_at;

  // 2. Trainings that have not ended, soonest first.
  const list = await api.GET('/api/v1/services/public_trainings', {
    params: {
      query: { in_training_range: 1, sort: 'start_training_date', order: 'ASC', per_page: 50 },
    },
  });
  if (!list.data) throw new Error(`list: ${list.error?.message}`);
  const trainings = list.data.data;
  // @ts-expect-error the API speaks the spec's names only: no camelCase, no satang
  void trainings[0]?.priceSatang;
  let open: (typeof trainings)[number] | undefined;
  for (const training of trainings) {
    const detail = await api.GET('/api/v1/services/public_trainings/{id}', {
      params: { path: { id: training.public_training_id } },
    });
    if (detail.data?.registration_state === 'open') {
      open = training;
      break;
    }
  }
  if (!open) throw new Error('no training takes registrations now');
  const price: number = open.price;

  // 3. Register (paying by bank transfer: payment_method_id 2).
  const registered = await api.POST('/api/v1/services/public_trainings/register', {
    headers: auth,
    body: {
      public_training_id: open.public_training_id,
      attendees: [],
      receipt,
      payment_method_id: 2,
    },
  });
  if (!registered.data) throw new Error(`register: ${registered.error?.message}`);

  // 4. Read it back from the history.
  const history = await api.GET('/api/v1/member/register_histories', {
    headers: auth,
    params: { query: { per_page: 10 } },
  });
  if (!history.data) throw new Error(`history: ${history.error?.message}`);
  const registerId = registered.data.register_id;
  const mine = history.data.data.find((r) => r.register_id === registerId);
  if (!mine) throw new Error('the registration is not in the history');

  return {
    member: `${login.data.member.firstname} ${login.data.member.lastname}`,
    expiresAt,
    training: {
      id: open.public_training_id,
      name: open.name,
      price,
      starts: open.start_training_date,
    },
    registration: {
      code: mine.register_code,
      total: mine.total_amount,
      status: mine.register_status_id,
      history_total: history.data.total,
    },
  };
}
