// Scale benchmark of the back office (docs/performance.md).
//   npm run bench:admin
//   BENCH_ADMIN_SQLITE=file:./data/bench-admin.db BENCH_ADMIN_PG=postgresql://postgres@127.0.0.1:5432/asc_bench npm run bench:admin
//   BENCH_ADMIN_PG=0 npm run bench:admin   (SQLite only)
// On SQLite and on PostgreSQL: migrates and seeds the database, seeds the
// scale set once (scripts/seed-scale.ts: 100,000 registrations, 300
// trainings, 20,000 members; skipped when already there), then
// scripts/bench-admin-run.ts times each report in-process through the tRPC
// caller (warm, several runs: median and p95) and streams the XLSX of all
// registrations, measuring its time and the process's RSS and heap growth.
// Budgets: each report < 300 ms (p95), each registrations-list call < 50 ms
// (p95), the download < 10 s and < 100 MB of
// growth. Prints a table; exits 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { migrate } from './migrate.mjs';
import { root } from './prisma-schemas.mjs';

const REPORT_BUDGET_MS = 300;
const DOWNLOAD_BUDGET_S = 10;
const MEMORY_BUDGET_MB = 100;

const targets = [
  ['SQLite', process.env.BENCH_ADMIN_SQLITE ?? 'file:./data/bench-admin.db'],
  ['PostgreSQL', process.env.BENCH_ADMIN_PG ?? 'postgresql://postgres@127.0.0.1:5432/asc_bench'],
].filter(([, url]) => url && url !== '0');

async function ensurePostgresDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
  return r.stdout;
}

const pad = (s, n) => String(s).padEnd(n);
const num = (n, digits = 1) => n.toFixed(digits).padStart(8);

let failed = false;
const results = [];
for (const [label, url] of targets) {
  console.error(`\n${label}: ${url}`);
  if (url.startsWith('postgres')) await ensurePostgresDatabase(url);
  await migrate(url);
  run('npx', ['tsx', 'prisma/seed.ts', '--demo'], { DATABASE_URL: url });
  const out = run('node', ['--expose-gc', '--import', 'tsx', 'scripts/bench-admin-run.ts'], {
    DATABASE_URL: url,
  });
  results.push([label, JSON.parse(out.trim().split('\n').pop())]);
}

for (const [label, r] of results) {
  console.log(
    `\n${label}: ${r.registrations.toLocaleString('en')} registrations${r.seedMs ? ` (scale set seeded in ${(r.seedMs / 1000).toFixed(0)} s)` : ''}`,
  );
  console.log(`${pad('call', 56)}  median ms   p95 ms  budget`);
  for (const t of r.timings) {
    const budget = t.budgetMs ?? REPORT_BUDGET_MS;
    const ok = t.p95 < budget;
    failed ||= !ok;
    console.log(
      `${pad(t.name, 56)}  ${num(t.median)}  ${num(t.p95)}  ${ok ? `ok (${budget})` : `OVER ${budget} ms`}`,
    );
  }
  const d = r.download;
  const ok =
    d.seconds < DOWNLOAD_BUDGET_S &&
    d.rssGrowthMb < MEMORY_BUDGET_MB &&
    d.heapGrowthMb < MEMORY_BUDGET_MB;
  failed ||= !ok;
  console.log(
    `XLSX of all registrations: ${d.seconds.toFixed(2)} s, ${(d.bytes / 1024 / 1024).toFixed(1)} MB file, peak RSS +${d.rssGrowthMb.toFixed(1)} MB, peak heap +${d.heapGrowthMb.toFixed(1)} MB, ` +
      `live heap +${d.liveHeapGrowthMb.toFixed(1)} MB  ${ok ? 'ok' : `OVER (budget ${DOWNLOAD_BUDGET_S} s, ${MEMORY_BUDGET_MB} MB of peak RSS and heap growth)`}`,
  );
}
process.exit(failed ? 1 : 0);
