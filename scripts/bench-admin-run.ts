// One database's run of `npm run bench:admin` (scripts/bench-admin.mjs starts
// it once per provider, with DATABASE_URL set and --expose-gc): seeds the
// scale set if missing, then times each report through the tRPC caller
// in-process (a fresh request context per call, as the HTTP handler builds
// it: session lookup, permission check, validation, service, database),
// and streams the XLSX of all registrations while sampling the process's
// memory. Prints one JSON line for the orchestrator.
import { createRequestContext } from '@/server/api/context';
import { createCaller } from '@/server/api/root';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { seedScale } from './seed-scale';

type Api = ReturnType<typeof createCaller>;
export interface Measurement {
  name: string;
  run: (api: Api) => Promise<unknown>;
  /** The p95 budget (the orchestrator's report budget when absent). */
  budgetMs?: number;
}

const WARM_RUNS = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/**
 * The registrations list of the back office (p95 under 50 ms on
 * any filter and page): the default page, a deep page, each filter, each
 * sort, and searches by code, by a member's name and by e-mail, with words
 * taken from the seeded set.
 */
export async function registrationListMeasurements(): Promise<Measurement[]> {
  const budgetMs = 50;
  const training = await db.publicTraining.findFirstOrThrow({
    where: { registrations: { some: {} } },
    orderBy: { id: 'asc' },
  });
  const member = await db.member.findFirstOrThrow({
    where: { registrations: { some: {} } },
    orderBy: { id: 'desc' },
  });
  const registration = await db.registration.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const year = new Date().getFullYear() - 1;
  const list = (
    name: string,
    query: Parameters<Api['admin']['registrations']['list']>[0],
  ): Measurement => ({
    name: `registrations list: ${name}`,
    run: (api) => api.admin.registrations.list(query),
    budgetMs,
  });
  return [
    list('page 1 (newest first)', {}),
    list('page 2,000', { page: 2000 }),
    list('status awaiting verification', { filters: { register_status_id: 4 } }),
    list('one training', { filters: { public_training_id: training.id } }),
    list('card, by amount', { filters: { payment_method_id: 1 }, sort: 'total_amount' }),
    list('a quarter of registered days', {
      filters: { date_from: `${year}-01-01`, date_to: `${year}-03-31` },
    }),
    list('by training date', { sort: 'training_date', order: 'ASC' }),
    list('search a register code', { search: registration.registerCode }),
    list("search a member's name", { search: member.lastname }),
    list('search an e-mail', { search: member.email }),
  ];
}

const year = new Date().getFullYear();
function reportMeasurements(): Measurement[] {
  return [
    {
      name: 'public training registers by category (page 1)',
      run: (api) => api.admin.reports.publicTrainingRegisters({}),
    },
    {
      name: 'public training registers, category + year, page 50',
      run: (api) =>
        api.admin.reports.publicTrainingRegisters({
          filter_category_id: 1,
          filter_year: year - 1,
          page: 50,
        }),
    },
    {
      name: 'in-house training registers',
      run: (api) => api.admin.reports.inhouseTrainingRegisters({}),
    },
    { name: 'service registers', run: (api) => api.admin.reports.serviceRegisters({}) },
    { name: 'members by province', run: (api) => api.admin.reports.membersByProvince({}) },
    {
      name: 'organisation members by company type',
      run: (api) => api.admin.reports.membersOrganizationByCompanyType({}),
    },
    {
      name: 'public training registers by year',
      run: (api) => api.admin.reports.publicTrainingRegistersByYear({ filter_year: year - 1 }),
    },
    {
      name: 'in-house training registers by year',
      run: (api) => api.admin.reports.inhouseTrainingRegistersByYear({ filter_year: year - 1 }),
    },
    {
      name: 'service registers by year',
      run: (api) => api.admin.reports.serviceRegistersByYear({ filter_year: year - 1 }),
    },
    {
      name: 'members by year',
      run: (api) => api.admin.reports.membersByYear({ filter_year: year - 1 }),
    },
    { name: 'members latest online', run: (api) => api.admin.reports.membersLatestOnline({}) },
    {
      name: 'members latest activities',
      run: (api) => api.admin.reports.membersLatestActivities({}),
    },
  ];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Times each measurement: a few warm-up calls, then RUNS timed calls; median and p95 in ms. */
async function timeAll(newApi: () => Api, list: Measurement[]) {
  const results = [];
  for (const m of list) {
    for (let i = 0; i < WARM_RUNS; i += 1) await m.run(newApi());
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await m.run(newApi());
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({
      name: m.name,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      budgetMs: m.budgetMs,
    });
  }
  return results;
}

/**
 * Streams the workbook of every registration, sampling the process's memory:
 * peak RSS and heap over the level right before (garbage not yet collected
 * included, what the machine sees), and with `liveHeap` the live heap
 * (after a forced collection every 500 ms: what the download really holds).
 */
async function timeDownload(api: Api, liveHeap: boolean) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakLive = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  // Forced collections slow the download: the live heap is measured in a pass of its own, not the timed one.
  const collector =
    gc && liveHeap
      ? setInterval(() => {
          gc();
          peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
        }, 500)
      : undefined;
  const started = performance.now();
  const answer = await api.admin.reports.download({ report: 'public_training_registers' });
  let bytes = 0;
  for await (const chunk of answer.stream as unknown as AsyncIterable<Uint8Array>)
    bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(collector);
  const mb = (n: number) => n / 1024 / 1024;
  return {
    seconds,
    bytes,
    rssGrowthMb: mb(peakRss - base.rss),
    heapGrowthMb: mb(peakHeap - base.heapUsed),
    liveHeapGrowthMb: mb(peakLive - base.heapUsed),
  };
}

async function main() {
  const seedStarted = Date.now();
  const seeded = await seedScale(db, (line) => console.error(`  ${line}`));
  const seedMs = seeded ? Date.now() - seedStarted : null;

  const role = await db.role.upsert({
    where: { name: 'bench-reports' },
    update: {},
    create: { name: 'bench-reports' },
  });
  for (const name of ['access/report', 'access/public_training_register']) {
    const permission = await db.permission.findUniqueOrThrow({ where: { name } });
    await db.rolePermission.upsert({
      where: { roleId_permissionId: { roleId: role.id, permissionId: permission.id } },
      update: {},
      create: { roleId: role.id, permissionId: permission.id },
    });
  }
  const admin = await db.adminUser.upsert({
    where: { email: 'bench-reports@example.test' },
    update: {},
    create: {
      firstname: 'Bench',
      lastname: 'Reports',
      email: 'bench-reports@example.test',
      passwordHash: 'not-a-login',
      roles: { create: [{ roleId: role.id }] },
    },
  });
  const { token } = await authSessionService(db).issue('admin', admin.id, false, 'api');
  const newApi = () =>
    createCaller(
      createRequestContext(
        new Headers({ authorization: `Bearer ${token}`, 'accept-language': 'th' }),
      ),
    );

  const registrations = await db.registration.count();
  const timings = await timeAll(newApi, [
    ...reportMeasurements(),
    ...(await registrationListMeasurements()),
  ]);
  const download = {
    ...(await timeDownload(newApi(), false)),
    liveHeapGrowthMb: (await timeDownload(newApi(), true)).liveHeapGrowthMb,
  };
  console.log(JSON.stringify({ registrations, seedMs, timings, download }));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
