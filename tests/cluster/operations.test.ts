import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '@/i18n/locales/en/common.json';
import thCommon from '@/i18n/locales/th/common.json';
import { renderNginxConfig } from '../../scripts/nginx-config.mjs';
import { listMigrations } from '../../scripts/migrate.mjs';
import { createMembers, createTraining, receiptInput } from './fixtures';
import { failed, load, request } from './load';
import { call, CLUSTER_UPLOAD_DIR, run, type Server, SHARED_SECRETS, startServer } from './servers';

/**
 * Running the site for years, on the production build with PostgreSQL, Redis and nginx
 * (deploy/nginx.conf as scripts/nginx-config.mjs renders it):
 * - request ids, access lines and the metrics of a running instance;
 * - an instance whose database goes away says it is not ready, and nginx stops sending it
 *   requests: every request through nginx keeps succeeding, GETs and POSTs alike;
 * - scripts/cluster.sh restart replaces each instance in turn while requests keep coming,
 *   and none fails.
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const BASE = Number(process.env.OPERATIONS_TEST_PORT ?? 3855);
const PORTS = {
  a: BASE,
  b: BASE + 1,
  nginx: BASE + 6,
  dbProxy: BASE + 14,
  clusterBase: BASE + 2,
  clusterNginx: BASE + 7,
};
const METRICS_TOKEN = 'ops-test-metrics-token-0123456789';
const nginxDir = path.resolve('data/operations-test/nginx');
const clusterDir = path.resolve('data/operations-test/cluster');

/** A TCP relay to PostgreSQL that the test can cut (the database "goes away" for whoever connects through it) and bring back. */
function databaseRelay(port: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      // Stop listening first, so no connection slips in between, then drop the open ones.
      server?.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  return { open, cut };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** This machine's addresses that other machines reach (not loopback). */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);

/** The JSON lines an instance wrote (its access lines and events). */
const jsonLines = (server: Server) =>
  server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The instances' lines about failures, for the message of a failing assertion. */
const trouble = (...servers: Server[]) =>
  JSON.stringify(
    servers
      .flatMap((s, i) => jsonLines(s).map((l): Record<string, unknown> => ({ on: i, ...l })))
      .filter((l) => Number(l.status) >= 500 || l.level !== 'info')
      .slice(-30),
    null,
    1,
  );

describe.skipIf(!onPostgres)(
  'operations: logs, metrics, readiness behind nginx, rolling restart (PostgreSQL + Redis + nginx)',
  () => {
    let a: Server;
    let b: Server;
    let relay: ReturnType<typeof databaseRelay>;
    let nginxConf: string;
    const nginx = (...args: string[]) =>
      execFileSync('nginx', ['-p', nginxDir, '-c', nginxConf, ...args], { stdio: 'pipe' });
    let member: { email: string; token: string };
    let trainingId: number;

    beforeAll(async () => {
      expect(
        spawnSync('nginx', ['-v']).status,
        'nginx is needed (apt-get install nginx; scripts/test-all.sh installs it)',
      ).toBe(0);
      rmSync(path.resolve('data/operations-test'), { recursive: true, force: true });
      const database = new URL(process.env.DATABASE_URL!);
      relay = databaseRelay(PORTS.dbProxy, {
        host: database.hostname,
        port: Number(database.port || 5432),
      });
      await relay.open();
      const relayed = new URL(database);
      relayed.port = String(PORTS.dbProxy);
      const env = { LOG_LEVEL: 'info', METRICS_TOKEN };
      [a, b] = await Promise.all([
        startServer(PORTS.a, { redisUrl: REDIS_URL, env, readyPath: '/api/ready' }),
        startServer(PORTS.b, {
          redisUrl: REDIS_URL,
          env: { ...env, DATABASE_URL: relayed.toString() },
          readyPath: '/api/ready',
        }),
      ]);
      nginxConf = renderNginxConfig({
        dir: nginxDir,
        listen: PORTS.nginx,
        instances: [PORTS.b, PORTS.a],
      });
      nginx();
      member = (await createMembers(1))[0]!;
      trainingId = (await createTraining(1_000)).id;
    }, 120_000);

    afterAll(async () => {
      try {
        if (nginxConf) nginx('-s', 'quit');
      } catch {
        // not running
      }
      await Promise.all([a?.stop(), b?.stop()]);
      await relay?.cut();
    });

    it('answers health and readiness with the running version and migration, and nothing secret', async () => {
      const health = await fetch(`${a.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      const res = await fetch(`${a.url}/api/ready`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as {
        status: string;
        version: string;
        migration: { code: string; database: string };
        checks: Record<string, { ok: boolean }>;
      };
      const latest = (listMigrations('postgresql') as { name: string }[]).at(-1)!.name;
      // Degraded (200) when a check was merely slow: this machine is loaded by the suite.
      expect(['ready', 'degraded']).toContain(body.status);
      expect(body).toMatchObject({
        version: JSON.parse(readFileSync('package.json', 'utf8')).version,
        migration: { code: latest, database: latest },
      });
      expect(Object.keys(body.checks).sort()).toEqual([
        'database',
        'migration',
        'outbox',
        'redis',
        'shared',
        'uploads',
      ]);
      const text = JSON.stringify(body);
      for (const secret of [
        ...Object.values(SHARED_SECRETS),
        METRICS_TOKEN,
        'postgres@',
        'redis://',
      ])
        expect(text).not.toContain(secret);
    });

    it('returns the request id it was given (or a new one) and writes it on the access line and every line of the request', async () => {
      const given = await fetch(`${a.url}/api/v1/services/public_trainings/${trainingId}`, {
        headers: { 'x-request-id': 'ops-test-given-1' },
      });
      expect(given.headers.get('x-request-id')).toBe('ops-test-given-1');
      const refused = await fetch(`${a.url}/api/health`, {
        headers: { 'x-request-id': `bad id ${'x'.repeat(200)}` },
      });
      expect(refused.headers.get('x-request-id')).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );

      // A member registers and sends a slip: the slip's own log line carries the request's id and the member.
      const registered = await call(a, 'POST', '/services/public_trainings/register', {
        token: member.token,
        body: {
          public_training_id: trainingId,
          attendees: [],
          receipt: await receiptInput(),
          payment_method_id: 2,
        },
      });
      expect(registered.status).toBe(200);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const slip = await fetch(`${a.url}/api/v1/member/payment_slip`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${member.token}`,
          'content-type': 'application/json',
          'x-request-id': 'ops-test-slip-1',
        },
        body: JSON.stringify({
          register_id: registered.json.register_id,
          image: `data:image/png;base64,${png.toString('base64')}`,
          bank_id: 9999,
          bank_specify_text: 'Test bank',
          transfer_date: new Date().toISOString(),
          amount: 1500,
        }),
      });
      expect(slip.status).toBe(200);
      // A wrong password, whose body must never reach the log.
      const wrong = await fetch(`${a.url}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'ops-test-login-1' },
        body: JSON.stringify({ email: member.email, password: 'hunter2-never-logged' }),
      });
      expect(wrong.status).toBe(401);
      await sleep(200);

      const lines = jsonLines(a);
      expect(
        lines.find((l) => l.reqId === 'ops-test-given-1' && l.msg === 'request'),
      ).toMatchObject({
        level: 'info',
        method: 'GET',
        route: '/api/v1/services/public_trainings/:id',
        path: `/api/v1/services/public_trainings/${trainingId}`,
        status: 200,
      });
      const slipLines = lines.filter((l) => l.reqId === 'ops-test-slip-1');
      expect(slipLines.find((l) => l.msg === 'payment slip received')).toMatchObject({
        memberId: expect.any(Number),
        registrationId: registered.json.register_id,
      });
      expect(slipLines.find((l) => l.msg === 'request')).toMatchObject({
        route: '/api/v1/member/payment_slip',
        status: 200,
        memberId: expect.any(Number),
        ms: expect.any(Number),
      });
      expect(
        lines.find((l) => l.reqId === 'ops-test-login-1' && l.msg === 'request'),
      ).toMatchObject({ status: 401 });
      expect(
        typeof lines[0]!.time === 'string' && !Number.isNaN(Date.parse(lines[0]!.time as string)),
      ).toBe(true);
      expect(a.output()).not.toContain('hunter2-never-logged');
      expect(a.output()).not.toContain(member.token);
    });

    it('serves metrics to loopback and to the token only, with bounded route labels', async () => {
      // The test is loopback; TRUSTED_PROXY_HOPS=1 makes the address it names in X-Forwarded-For the client's.
      const outside = await fetch(`${a.url}/api/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(outside.status).toBe(404);
      const withToken = await fetch(`${a.url}/api/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.50', authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(withToken.status).toBe(200);
      const local = await fetch(`${a.url}/api/metrics`);
      expect(local.status).toBe(200);
      expect(local.headers.get('content-type')).toContain('text/plain');
      const text = await local.text();
      expect(text).toContain(
        `asc_http_requests_total{method="GET",route="/api/v1/services/public_trainings/:id",status="200"}`,
      );
      expect(text).toContain('asc_login_failures_total{realm="member",reason="wrong_password"} 1');
      expect(text).toMatch(/^asc_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^asc_db_query_duration_seconds_count\{model="Member",/m);
      expect(text).toMatch(/^asc_redis_up 1$/m);
      expect(text).toContain('asc_registrations_total{outcome="created"} 1');
      expect(text).toContain('asc_payments_total{method="bank",outcome="slip_received"} 1');
      expect(text).toMatch(/^asc_mail_outbox_backlog \d+$/m);
      expect(text).toMatch(/^asc_ready 1$/m);
      expect(text).toMatch(/^process_cpu_seconds_total /m);
      // No raw id in any route label.
      expect(text.match(/route="[^"]*\/\d+[/"]/g)).toBeNull();
      // Through nginx the metrics are not served at all.
      expect((await fetch(`http://127.0.0.1:${PORTS.nginx}/api/metrics`)).status).toBe(404);
    });

    it('takes an instance whose database goes away out of nginx: every request through nginx keeps succeeding', async () => {
      // Both instances warmed up (a route's first request loads its code), then traffic through nginx until B has had its share.
      for (const server of [a, b]) {
        for (const path of [
          `/api/v1/services/public_trainings/${trainingId}`,
          `/public-training/${trainingId}`,
        ])
          expect((await request(server.url, path)).status).toBe(200);
      }
      const traffic = load(`http://127.0.0.1:${PORTS.nginx}`, member, trainingId);
      const servedByB = () =>
        jsonLines(b).filter(
          (l) => l.msg === 'request' && l.status === 200 && /^[0-9a-f]{32}$/.test(String(l.reqId)),
        ).length;
      const warm = servedByB();
      await waitFor(
        async () => servedByB() >= warm + 3,
        20_000,
        'nginx to send B its share before the outage',
      );
      await sleep(1_000);
      const cutAt = Date.now();
      const linesBefore = jsonLines(b).length;
      await relay.cut();
      // B's own readiness says so within about a second (its checks are at most a second old).
      await waitFor(
        async () => (await fetch(`${b.url}/api/ready`)).status === 503,
        10_000,
        'B not ready',
      );
      const notReadyAt = Date.now();
      const report = (await (await fetch(`${b.url}/api/ready`)).json()) as {
        status: string;
        checks: Record<string, { ok: boolean; error?: string }>;
      };
      expect(report.status).toBe('not_ready');
      expect(report.checks.database!.ok).toBe(false);
      expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
      // What a visitor reaching B itself gets meanwhile: a short page in their language, or the API's error shape.
      const page = await fetch(`${b.url}/public-training/${trainingId}`, {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.text()).toContain(
        `<h1>${thCommon.error_title}</h1><p>${thCommon.error_text}</p>`,
      );
      const api = await fetch(`${b.url}/api/v1/services/public_trainings/${trainingId}`, {
        headers: { 'accept-language': 'en' },
      });
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({
        message: enCommon.error_text,
        error: enCommon.error_text,
        field: null,
        errors: {},
      });
      await sleep(5_000);
      const results = await traffic.stop();

      // Requests answered before the cut all succeeded; those B was working on when its database went
      // away, or that reached it before it knew, may fail (a database outage mid-request).
      expect(failed(results.filter((r) => r.end < cutAt)), trouble(a, b)).toEqual([]);
      const between = results.filter((r) => r.end >= cutAt && r.at < notReadyAt);
      console.log(
        `database cut: B not ready after ${notReadyAt - cutAt} ms; ${between.length} requests in between, ${failed(between).length} of them failed`,
      );
      const during = results.filter((r) => r.at >= notReadyAt);
      expect(during.length).toBeGreaterThan(10);
      expect(
        failed(during),
        `not ready from ${new Date(notReadyAt).toISOString()}: ${trouble(a, b)}`,
      ).toEqual([]);
      expect(new Set(during.map((r) => r.what))).toEqual(
        new Set(['GET trainings', 'POST login', 'GET page']),
      );
      // B was asked at most once per fail_timeout and answered 503 at once; everything else went to A.
      // Requests nginx sent carry its $request_id (32 hex digits); an access line is written when the answer ends, `ms` after its request began.
      const bAfter = jsonLines(b)
        .slice(linesBefore)
        .filter(
          (l) =>
            l.msg === 'request' &&
            /^[0-9a-f]{32}$/.test(String(l.reqId)) &&
            Date.parse(String(l.time)) - Number(l.ms) >= notReadyAt,
        );
      expect(bAfter.filter((l) => l.status !== 503)).toEqual([]);
      expect(bAfter.length).toBeLessThanOrEqual(3);
    }, 60_000);

    it('sends a POST that a not-ready instance turned away to another instance, body and all', async () => {
      // A fresh nginx has forgotten B's failure, so B is asked again and answers 503.
      nginx('-s', 'quit');
      await waitFor(
        async () => !existsSync(path.join(nginxDir, 'nginx.pid')),
        10_000,
        'nginx to stop',
      );
      nginx();
      const bLines = jsonLines(b).length;
      for (let i = 0; i < 6; i += 1) {
        const res = await fetch(`http://127.0.0.1:${PORTS.nginx}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: member.email, password: 'secret123' }),
        });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { token?: string }).token).toBeTruthy();
      }
      const turnedAway = jsonLines(b)
        .slice(bLines)
        .filter((l) => l.msg === 'request' && l.method === 'POST' && l.status === 503);
      expect(turnedAway.length).toBeGreaterThanOrEqual(1);

      // The database back: B is ready again.
      await relay.open();
      await waitFor(
        async () => (await fetch(`${b.url}/api/ready`)).status === 200,
        15_000,
        'B ready again',
      );
    }, 40_000);

    it('restarts every instance in turn behind nginx (scripts/cluster.sh restart) with no failed request', async () => {
      await Promise.all([a.stop(), b.stop()]);
      mkdirSync(clusterDir, { recursive: true });
      const env: Record<string, string | undefined> = {
        ...process.env,
        ...SHARED_SECRETS,
        REDIS_URL,
        UPLOAD_DIR: CLUSTER_UPLOAD_DIR,
        CLUSTER_DIR: clusterDir,
        CLUSTER_PORT: String(PORTS.clusterNginx),
        CLUSTER_BASE_PORT: String(PORTS.clusterBase),
        PAYMENT_SIMULATOR: '1',
        REGISTRATION_STATUS_RUN_MINUTES: '0',
        MAIL_OUTBOX_DIR: './data/outbox-cluster',
        LOG_LEVEL: 'warn',
      };
      delete env.NODE_ENV;
      const cluster = (command: string) =>
        run('bash', ['scripts/cluster.sh', ...command.split(' ')], '.', env);
      const pids = () =>
        [1, 2].map((i) => readFileSync(path.join(clusterDir, `instance-${i}.pid`), 'utf8').trim());
      // nginx's worker processes: a reload would replace them, and close every kept-alive connection of a visitor.
      const nginxWorkers = () =>
        execFileSync('ps', [
          '-o',
          'pid=',
          '--ppid',
          readFileSync(path.join(clusterDir, 'nginx', 'nginx.pid'), 'utf8').trim(),
        ])
          .toString()
          .trim();
      try {
        await cluster('start 2');
        const before = pids();
        const workersBefore = nginxWorkers();
        const traffic = load(`http://127.0.0.1:${PORTS.clusterNginx}`, member, trainingId);
        await sleep(1_000);
        const started = Date.now();
        const out = await cluster('restart');
        const seconds = (Date.now() - started) / 1000;
        await sleep(1_000);
        const results = await traffic.stop();
        expect(out).toMatch(/instance 1 \(port \d+\) restarted/);
        expect(out).toMatch(/instance 2 \(port \d+\) restarted/);
        expect(pids().filter((p) => before.includes(p))).toEqual([]);
        // Each instance drained itself (503s that nginx passed on): nginx was never reloaded.
        expect(nginxWorkers()).toBe(workersBefore);
        expect(failed(results)).toEqual([]);
        expect(results.length).toBeGreaterThan(50);
        for (const port of [PORTS.clusterBase + 1, PORTS.clusterBase + 2]) {
          expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
          // Listening on loopback only (BIND_ADDRESS): not reachable around nginx from another machine.
          for (const address of outsideAddresses())
            await expect(fetch(`http://${address}:${port}/api/health`)).rejects.toThrow();
        }
        console.log(
          `rolling restart of 2 instances: ${seconds.toFixed(1)} s, ${results.length} requests through nginx on kept-alive connections, none failed`,
        );
      } finally {
        await cluster('stop').catch(() => {});
      }
    }, 180_000);
  },
);
