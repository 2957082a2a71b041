import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callerWith } from './helpers';

const th = callerWith({ cookie: 'i18next=th' });
const en = callerWith({ cookie: 'i18next=en' });

// Other test files add trainings of their own, so counts are taken from the database, not the seed.
const publishedTrainings = () => db.publicTraining.count({ where: { status: true } });

describe('public trainings', () => {
  it('lists the seeded trainings 12 a page, in the request language', async () => {
    const list = await en.public.publicTrainings.list({});
    expect(list.total).toBe(await publishedTrainings());
    expect(list.total).toBeGreaterThanOrEqual(10);
    expect(list.perPage).toBe(12);
    expect(list.items.map((t) => t.name)).toContain('Data analysis with Python for beginners');
    const thList = await th.public.publicTrainings.list({});
    expect(thList.items.map((t) => t.name)).toContain('การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น');
  });

  it('filters by name case-insensitively, by category, and treats * as all', async () => {
    const byName = await en.public.publicTrainings.list({ filter_name: 'PYTHON' });
    expect(byName.items.map((t) => t.name)).toEqual(['Data analysis with Python for beginners']);
    const all = await en.public.publicTrainings.list({
      filter_category_id: '*',
      filter_year: '*',
      filter_month: '*',
    });
    expect(all.total).toBe(await publishedTrainings());
    const category = all.items[0]!.categoryId;
    const byCategory = await en.public.publicTrainings.list({ filter_category_id: category });
    expect(byCategory.items.every((t) => t.categoryId === category)).toBe(true);
    expect(byCategory.total).toBe(
      await db.publicTraining.count({ where: { status: true, categoryId: category } }),
    );
    expect(byCategory.total).toBeLessThan(all.total);
  });

  it('filters by year and month of the start date', async () => {
    const first = (
      await en.public.publicTrainings.list({
        sort: 'start_training_date',
        order: 'ASC',
        per_page: 1,
      })
    ).items[0]!;
    const bangkok = new Date(first.startTrainingDate.getTime() + 7 * 3600 * 1000);
    const year = bangkok.getUTCFullYear();
    const month = bangkok.getUTCMonth() + 1;
    const inMonth = await en.public.publicTrainings.list({
      filter_year: year,
      filter_month: month,
    });
    expect(inMonth.items.map((t) => t.id)).toContain(first.id);
    const otherYear = await en.public.publicTrainings.list({ filter_year: year - 5 });
    expect(otherYear.total).toBe(0);
  });

  it('shows only upcoming trainings with in_training_range', async () => {
    const upcoming = await en.public.publicTrainings.list({ in_training_range: true });
    expect(upcoming.total).toBe(
      await db.publicTraining.count({
        where: { status: true, endTrainingDate: { gte: new Date() } },
      }),
    );
    expect(upcoming.total).toBeLessThan(await publishedTrainings());
    expect(upcoming.items.every((t) => t.endTrainingDate.getTime() >= Date.now())).toBe(true);
  });

  it('answers bad input with 400, the field, and a message in the request language', async () => {
    for (const [caller, expected] of [
      [en, /at most 100/],
      [th, /ไม่เกิน 100/],
    ] as const) {
      try {
        await caller.public.publicTrainings.list({ per_page: 5000 });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(TRPCError);
        expect((error as TRPCError).code).toBe('BAD_REQUEST');
      }
      // What the HTTP layer sends: the formatted shape.
      const res = await fetchShape(caller === en ? 'en' : 'th');
      expect(res.status).toBe(400);
      expect(res.body.error.data.field).toBe('per_page');
      expect(res.body.error.message).toMatch(expected);
    }
  });
});

describe('lookups', () => {
  it('returns districts with postal codes, and an empty list for an empty or * id', async () => {
    const districts = await en.public.lookups.districts({ amphure_id: 1001 });
    expect(districts.length).toBeGreaterThan(0);
    expect(districts[0]).toMatchObject({ amphure_id: 1001, zip_code: '10200' });
    expect(await en.public.lookups.districts({ amphure_id: '*' })).toEqual([]);
    expect(await en.public.lookups.districts({ amphure_id: '' })).toEqual([]);
  });

  it('names lookups in the request language', async () => {
    const provincesTh = await th.public.lookups.provinces();
    const provincesEn = await en.public.lookups.provinces();
    expect(provincesTh).toHaveLength(77);
    expect(provincesTh.find((p) => p.id === 1)?.name).toBe('กรุงเทพมหานคร');
    expect(provincesEn.find((p) => p.id === 1)?.name).toBe('Bangkok');
  });

  it('has the fixed ids of the spec: th 1, en 2, bank 9999 other, card types 001/002/007', async () => {
    expect(
      (await db.language.findMany({ orderBy: { id: 'asc' } })).map((l) => [l.id, l.code]),
    ).toEqual([
      [1, 'th'],
      [2, 'en'],
    ]);
    expect((await en.public.lookups.banks()).find((b) => b.id === 9999)?.code).toBe('OTHER');
    expect((await en.public.lookups.cardTypes()).map((c) => `${c.code} ${c.name}`)).toEqual([
      '001 Visa',
      '002 Mastercard',
      '007 JCB',
    ]);
    const statuses = await en.public.lookups.registerStatuses();
    expect(statuses.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

/** Calls the real tRPC HTTP handler, as the browser does. */
async function fetchShape(locale: 'th' | 'en') {
  const { fetchRequestHandler } = await import('@trpc/server/adapters/fetch');
  const { appRouter } = await import('@/server/api/root');
  const { createRequestContext } = await import('@/server/api/context');
  const input = encodeURIComponent(JSON.stringify({ json: { per_page: 5000 } }));
  const req = new Request(`http://localhost/api/trpc/public.publicTrainings.list?input=${input}`, {
    headers: { cookie: `i18next=${locale}` },
  });
  const res = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: () => createRequestContext(req.headers),
  });
  // superjson wraps the error shape in { json }.
  const body = (await res.json()) as {
    error: { json: { message: string; data: { field: string } } };
  };
  return { status: res.status, body: { error: body.error.json } };
}
