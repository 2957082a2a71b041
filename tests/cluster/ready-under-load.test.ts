import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { createMembers, createTraining, receiptInput } from './fixtures';
import { freshIp, startServer, type Server } from './servers';

/**
 * A centre's busiest minute (registration opening) on a loaded machine: waves
 * of 32 registrations at once, while every core is kept busy by processes
 * burning CPU. A busy instance is still an instance that can serve: nobody is
 * refused 503 "not ready", and the readiness probe never says not ready (at
 * most "degraded"). On the database of DATABASE_URL (the suite runs it on
 * SQLite, and on PostgreSQL with Redis).
 */
const PORT = 3734;
const PARALLEL = 32;
const WAVES = 4;
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

/**
 * One request on a connection of its own (a keep-alive connection the server closes while idle
 * would fail the next request with ECONNRESET, a failure of the client, not of the server);
 * a connection that fails is status 0.
 */
function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: false, timeout: 60_000 },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', (error) => resolve({ status: 0, text: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, text: error.message }));
    req.end(init.body);
  });
}

/** One process per core spinning for as long as the test runs. */
function burnCpu(): ChildProcess[] {
  return Array.from({ length: os.availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

describe('a burst of registrations on a loaded machine', () => {
  let server: Server | undefined;
  let burners: ChildProcess[] = [];
  afterAll(async () => {
    for (const burner of burners) burner.kill('SIGKILL');
    await server?.stop();
  });

  it('refuses nobody 503 and never reports the instance not ready', async () => {
    const training = await createTraining(10_000);
    const members = await createMembers(PARALLEL * WAVES);
    const receipt = await receiptInput();
    server = await startServer(PORT, onPostgres ? { redisUrl: REDIS_URL } : {});
    const running = server;

    // The readiness probe, asked from loopback (where it gives its checks) throughout the burst.
    const probes: { status: number; body: string }[] = [];
    let bursting = true;
    const probing = (async () => {
      while (bursting) {
        const res = await request(`${running.url}/api/ready`);
        probes.push({ status: res.status, body: res.text });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    burners = burnCpu();
    const statuses: number[] = [];
    const refusals: string[] = [];
    const started = Date.now();
    try {
      for (let wave = 0; wave < WAVES; wave += 1) {
        const answers = await Promise.all(
          members.slice(wave * PARALLEL, (wave + 1) * PARALLEL).map((member) =>
            request(`${running.url}/api/v1/services/public_trainings/register`, {
              method: 'POST',
              headers: {
                'accept-language': 'en',
                'content-type': 'application/json',
                'x-forwarded-for': freshIp(),
                authorization: `Bearer ${member.token}`,
              },
              body: JSON.stringify({
                public_training_id: training.id,
                attendees: [],
                receipt,
                payment_method_id: 2,
              }),
            }),
          ),
        );
        for (const r of answers) {
          statuses.push(r.status);
          if (r.status !== 200) refusals.push(`${r.status} ${r.text.slice(0, 200)}`);
        }
      }
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
      bursting = false;
      await probing;
    }
    const notReady = probes.filter((p) => p.status !== 200);
    const degraded = probes.filter((p) => p.body.includes('"degraded"')).length;
    console.log(
      `${statuses.length} registrations in ${WAVES} waves of ${PARALLEL} on a loaded machine: ` +
        `${(Date.now() - started) / 1000} s, ${statuses.filter((s) => s === 503).length} answered 503; ` +
        `${probes.length} readiness probes, ${notReady.length} not ready, ${degraded} degraded`,
    );

    expect(refusals, refusals.slice(0, 3).join(' | ')).toEqual([]);
    expect(notReady.map((p) => p.body.slice(0, 300))).toEqual([]);
    expect(await db.registration.count({ where: { publicTrainingId: training.id } })).toBe(
      PARALLEL * WAVES,
    );
  }, 240_000);
});
