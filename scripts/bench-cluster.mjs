// Throughput of several instances behind nginx (docs/operations.md, "Several servers, one site").
//   npm run bench:cluster            (needs `npm run build`, nginx and wrk; PostgreSQL and Redis running)
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:cluster
// Measures with wrk, each for BENCH_DURATION seconds at BENCH_CONNECTIONS keep-alive connections:
//   1. one instance, as a single server runs today (no Redis, no nginx): home and list page;
//   2. two instances on PostgreSQL + Redis behind nginx (deploy/nginx.conf) without its micro-cache;
//   3. the same with the micro-cache;
//   4. nginx serving the home page's HTML as a static file: the machine's physical limit.
// Budgets: the micro-cached home page reaches at least 30 % of (4), measured in the same run, and a
// staff edit made through nginx shows on the public page through nginx within 5 seconds.
// Exits 1 when a budget is missed. Uses the database BENCH_DATABASE_URL (PostgreSQL, default
// asc_cluster: created, migrated and seeded) and the Redis database BENCH_REDIS_URL (flushed).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createClient } from '@redis/client';
import { renderNginxConfig } from './nginx-config.mjs';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/asc_cluster';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORTS = { nginx: 3730, a: 3731, b: 3732, single: 3734, staticFile: 3735, noMicroCache: 3736 };
const dir = path.resolve('data/bench-cluster');
const STATIC_BUDGET = 0.3;
const EDIT_BUDGET_S = 5;
const secrets = {
  AUTH_SECRET: 'bench-cluster-auth-secret-0123456789abcdef',
  ALTCHA_HMAC_KEY: 'bench-cluster-altcha-key-0123456789abcdef',
};

function need(cmd, pkg) {
  if (spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`${cmd} is missing: apt-get install ${pkg}`);
  spawnSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`],
    { stdio: 'inherit' },
  );
}

async function prepareDatabase() {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const env = { ...process.env, DATABASE_URL };
  for (const args of [
    ['scripts/migrate.mjs'],
    ['node_modules/tsx/dist/cli.mjs', 'prisma/seed.ts', '--demo'],
  ]) {
    const r = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  await redis.flushDb();
  await redis.quit();
}

async function startInstance(port, redis) {
  const env = {
    ...process.env,
    ...secrets,
    DATABASE_URL,
    TRUSTED_PROXY_HOPS: '1',
    LOG_LEVEL: 'warn',
    REGISTRATION_STATUS_RUN_MINUTES: '0',
    // The bench logs in as the seeded demo administrator.
    ALLOW_DEMO_PASSWORD: '1',
  };
  delete env.NODE_ENV;
  if (redis) env.REDIS_URL = REDIS_URL;
  else delete env.REDIS_URL;
  // Cached pages of the single server belong to the database they were rendered from.
  if (!redis) rmSync('.next/server/route-cache', { recursive: true, force: true });
  if (
    await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken`);
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start on ${port} did not come up`);
}

/** Ends the instance's process group and waits until it has gone, so its port is free again. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
}

/** wrk's requests per second and latency percentiles (ms) for one URL. */
function wrk(url) {
  const r = spawnSync(
    'wrk',
    ['-t2', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '--latency', url],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const ms = (label) => {
    const m = r.stdout.match(new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const errors = r.stdout.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? '0';
  const timeouts = r.stdout.match(/Socket errors:.*timeout (\d+)/)?.[1] ?? '0';
  return {
    rps: Number(r.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    p50: ms('50'),
    p99: ms('99'),
    errors: Number(errors),
    timeouts: Number(timeouts),
  };
}

/** The body of a GET; a keep-alive connection the server has just closed fails once, so try again on a new one. */
async function fetchText(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await fetch(url)).text();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** A few requests first, so the page is rendered and cached before it is measured. */
async function warm(url) {
  for (let i = 0; i < 3; i++) await fetchText(url);
}

/** Seconds until a training renamed through nginx shows under its new name on its public page through nginx. */
async function editVisibleAfter(base) {
  const login = await fetch(`${base}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL || 'admin@example.com',
      password: process.env.ADMIN_PASSWORD || 'admin1234',
    }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const categoryId = (
    await db.query('SELECT id FROM public_training_categories ORDER BY id LIMIT 1')
  ).rows[0].id;
  await db.end();
  const body = {
    course_code: `BENCH-${Date.now()}`,
    public_training_category_id: categoryId,
    start_training_date: '2027-06-01 09:00',
    end_training_date: '2027-06-01 16:00',
    price: 1000,
    seat_limit: 20,
    status: 1,
    lang: { th: { name: 'หลักสูตรก่อนแก้ไข' } },
  };
  const created = await fetch(`${base}/api/v1/admin/services/public_trainings`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (created.status !== 201)
    throw new Error(`creating a training failed: ${created.status} ${await created.text()}`);
  const { public_training_id: id } = await created.json();
  const page = `${base}/public-training/${id}`;
  await warm(page);
  const edited = await fetch(`${base}/api/v1/admin/services/public_trainings/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...body, lang: { th: { name: 'หลักสูตรหลังแก้ไข' } } }),
  });
  if (!edited.ok) throw new Error(`editing the training failed: ${edited.status}`);
  const start = Date.now();
  while (Date.now() - start < 30_000) {
    if ((await fetchText(page)).includes('หลักสูตรหลังแก้ไข')) return (Date.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}

async function main() {
  need('wrk', 'wrk');
  need('nginx', 'nginx');
  if (spawnSync('test', ['-f', '.next/BUILD_ID']).status !== 0)
    throw new Error('no production build: run npm run build first');
  await prepareDatabase();
  const results = {};
  const pages = { home: '/', list: '/public-training' };

  // 1. One instance, the single-server defaults.
  const single = await startInstance(PORTS.single, false);
  try {
    for (const [name, p] of Object.entries(pages)) {
      await warm(`http://127.0.0.1:${PORTS.single}${p}`);
      results[`one instance: ${name}`] = wrk(`http://127.0.0.1:${PORTS.single}${p}`);
    }
    // The static copy of the home page's HTML, for nginx to serve as a file.
    mkdirSync(path.join(dir, 'static'), { recursive: true });
    writeFileSync(
      path.join(dir, 'static', 'index.html'),
      await fetchText(`http://127.0.0.1:${PORTS.single}/`),
    );
  } finally {
    await stop(single);
  }

  // 2-4. Two instances on PostgreSQL + Redis behind nginx.
  const instances = [await startInstance(PORTS.a, true), await startInstance(PORTS.b, true)];
  const extra = `
    server { # the benchmark's: the same instances without the micro-cache
        listen 127.0.0.1:${PORTS.noMicroCache};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        location / { proxy_pass http://asc_instances; }
    }
    server { # the benchmark's: the home page's HTML as a static file
        listen 127.0.0.1:${PORTS.staticFile};
        root ${path.join(dir, 'static')};
        location / { try_files /index.html =404; }
    }`;
  const conf = renderNginxConfig({
    dir: path.join(dir, 'nginx'),
    listen: PORTS.nginx,
    instances: [PORTS.a, PORTS.b],
    extra,
  });
  spawnSync('nginx', ['-p', path.join(dir, 'nginx'), '-c', conf, '-s', 'quit'], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 500));
  const started = spawnSync('nginx', ['-p', path.join(dir, 'nginx'), '-c', conf], {
    stdio: 'inherit',
  });
  if (started.status !== 0) throw new Error('nginx did not start');
  try {
    for (const [name, p] of Object.entries(pages)) {
      await warm(`http://127.0.0.1:${PORTS.noMicroCache}${p}`);
      results[`two instances + nginx: ${name}`] = wrk(`http://127.0.0.1:${PORTS.noMicroCache}${p}`);
    }
    for (const [name, p] of Object.entries(pages)) {
      await warm(`http://127.0.0.1:${PORTS.nginx}${p}`);
      results[`two instances + nginx micro-cache: ${name}`] = wrk(
        `http://127.0.0.1:${PORTS.nginx}${p}`,
      );
    }
    results['nginx static file (home HTML)'] = wrk(`http://127.0.0.1:${PORTS.staticFile}/`);
    const editSeconds = await editVisibleAfter(`http://127.0.0.1:${PORTS.nginx}`);

    console.table(
      Object.fromEntries(
        Object.entries(results).map(([k, r]) => [
          k,
          {
            'req/s': Math.round(r.rps),
            'p50 ms': r.p50.toFixed(1),
            'p99 ms': r.p99.toFixed(1),
            'non-2xx': r.errors,
            'timeouts (10 s)': r.timeouts,
          },
        ]),
      ),
    );
    const ratio =
      results['two instances + nginx micro-cache: home'].rps /
      results['nginx static file (home HTML)'].rps;
    const scale = results['two instances + nginx: home'].rps / results['one instance: home'].rps;
    console.log(
      `two instances behind nginx (no micro-cache) against one instance, home: ${(scale * 100).toFixed(0)} %`,
    );
    console.log(
      `micro-cached home through nginx against nginx's static file: ${(ratio * 100).toFixed(1)} % (budget ≥ ${STATIC_BUDGET * 100} %) ${ratio >= STATIC_BUDGET ? 'met' : 'MISSED'}`,
    );
    console.log(
      `a staff edit through nginx visible on the public page through nginx after ${editSeconds.toFixed(2)} s (budget ≤ ${EDIT_BUDGET_S} s) ${editSeconds <= EDIT_BUDGET_S ? 'met' : 'MISSED'}`,
    );
    process.exitCode = ratio >= STATIC_BUDGET && editSeconds <= EDIT_BUDGET_S ? 0 : 1;
  } finally {
    spawnSync('nginx', ['-p', path.join(dir, 'nginx'), '-c', conf, '-s', 'quit'], {
      stdio: 'ignore',
    });
    await Promise.all(instances.map(stop));
  }
}

main().catch((error) => {
  console.error(
    error instanceof Error
      ? `${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}\n${error.stack}`
      : error,
  );
  process.exit(1);
});
