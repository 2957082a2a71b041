import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botToken, createAdmin } from '../integration/helpers';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import { createMembers, createTraining, halfWrittenRegistrations, receiptInput } from './fixtures';
import { call, CLUSTER_UPLOAD_DIR, freshIp, startServer, type Server } from './servers';

/**
 * Two instances of the production build on one PostgreSQL and one Redis, as
 * docs/operations.md runs them behind nginx; the test calls
 * each directly, as nginx would spread the calls.
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const PORTS = [3731, 3732];

describe.skipIf(!onPostgres)('two instances, one site (PostgreSQL + Redis)', () => {
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    // The test's own Redis database starts empty: no limits, tokens or pages of an earlier run.
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    await redis.flushDb();
    await redis.quit();
    [a, b] = (await Promise.all(
      PORTS.map((port) => startServer(port, { redisUrl: REDIS_URL })),
    )) as [Server, Server];
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('accepts a login made on one instance on the other', async () => {
    const member = (await createMembers(1))[0]!;
    const login = await call(a, 'POST', '/login', {
      body: { email: member.email, password: 'secret123' },
    });
    expect(login.status).toBe(200);
    const token = login.json.token as string;
    const me = await call(b, 'GET', '/member', { token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(member.email);
    // Logging out on B ends the session on A too.
    expect((await call(b, 'POST', '/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/member', { token })).status).toBe(401);
  });

  it('counts a rate limit across both instances', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // 10 tries per address in 15 minutes, the calls spread over both instances.
    for (let i = 0; i < 12; i += 1) {
      const server = i % 2 === 0 ? a : b;
      statuses.push(
        (
          await call(server, 'POST', '/member/forgot_password', {
            ip,
            body: { email: `nobody-${i}@example.test` },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('refuses on one instance a bot-check token spent on the other', async () => {
    const bot_token = await botToken();
    const body = {
      name: 'Cluster',
      email: 'cluster@example.test',
      telephone: '0812345678',
      subject: 'Two servers',
      message: 'Hello',
      bot_token,
    };
    const first = await call(a, 'POST', '/contact', { body });
    expect(first.status).toBeLessThan(300);
    const again = await call(b, 'POST', '/contact', { body });
    expect(again.status).toBe(400);
    expect(again.json.field).toBe('bot_token');
    expect(await db.contactMessage.count({ where: { subject: 'Two servers' } })).toBe(1);
  });

  it("shows a training edited through one instance on the other's public page at once", async () => {
    const admin = await createAdmin(['access/public_training']);
    const { token } = await authSessionService(db).issue('admin', admin.id, true, 'api');
    const category = await db.publicTrainingCategory.findFirstOrThrow();
    const body = {
      course_code: `CL-EDIT-${Date.now()}`,
      public_training_category_id: category.id,
      start_training_date: '2027-06-01 09:00',
      end_training_date: '2027-06-01 16:00',
      price: 1000,
      seat_limit: 20,
      status: 1,
      lang: { th: { name: 'ชื่อเดิมของหลักสูตร' } },
    };
    const created = await call(a, 'POST', '/admin/services/public_trainings', { token, body });
    expect(created.status).toBe(201);
    const id = created.json.public_training_id as number;
    // The page's title names the course.
    const page = async (server: Server) =>
      (await (await fetch(`${server.url}/public-training/${id}`)).text())
        .match(/<title>([^<|]*)/)?.[1]
        ?.trim();
    // B renders the page and keeps it in the page cache.
    expect(await page(b)).toBe('ชื่อเดิมของหลักสูตร');
    expect(await page(b)).toBe('ชื่อเดิมของหลักสูตร');
    const edited = await call(a, 'PUT', `/admin/services/public_trainings/${id}`, {
      token,
      body: { ...body, lang: { th: { name: 'ชื่อใหม่ของหลักสูตร' } } },
    });
    expect(edited.status).toBe(200);
    // Next writes an invalidation to the cache just after it has answered the request that
    // made it: B shows the new name within milliseconds (without a shared cache, after 5 minutes).
    const start = Date.now();
    let onB = await page(b);
    while (onB !== 'ชื่อใหม่ของหลักสูตร' && Date.now() - start < 1000) onB = await page(b);
    expect(onB).toBe('ชื่อใหม่ของหลักสูตร');
    expect(await page(a)).toBe('ชื่อใหม่ของหลักสูตร');
  });

  it('serves an image uploaded through one instance from the other (the shared UPLOAD_DIR)', async () => {
    const admin = await createAdmin(['access/news']);
    const { token } = await authSessionService(db).issue('admin', admin.id, true, 'api');
    const form = new FormData();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    form.set('upload', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png');
    const res = await fetch(`${a.url}/api/v1/admin/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() },
      body: form,
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(existsSync(path.join(CLUSTER_UPLOAD_DIR, url.replace('/uploads/', '')))).toBe(true);
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (server) => {
        const r = await fetch(`${server.url}${url}`);
        expect(r.status).toBe(200);
        return Buffer.from(await r.arrayBuffer());
      }),
    );
    expect(fromB!.equals(fromA!)).toBe(true);
    expect(fromB!.length).toBeGreaterThan(0);
  });

  it('never overbooks seats with registrations spread over both instances', async () => {
    const seats = 10;
    const training = await createTraining(seats);
    const members = await createMembers(26);
    const receipt = await receiptInput();
    const register = (m: (typeof members)[number], i: number) =>
      call(i % 2 === 0 ? a : b, 'POST', '/services/public_trainings/register', {
        token: m.token,
        body: { public_training_id: training.id, attendees: [], receipt, payment_method_id: 2 },
      });
    // Each instance takes a seat first (in a burst alone, whichever instance answers faster
    // can take every seat), then the rest race over both for the 8 seats left.
    const first = [await register(members[0]!, 0), await register(members[1]!, 1)];
    expect(first.map((r) => r.status < 300)).toEqual([true, true]);
    const answers = [
      ...first,
      ...(await Promise.all(members.slice(2).map((m, i) => register(m, i)))),
    ];
    const ok = answers.filter((r) => r.status === 200 || r.status === 201);
    expect(ok).toHaveLength(seats);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(members.length - seats);
    const { rows, broken } = await halfWrittenRegistrations(training.id);
    expect(broken).toEqual([]);
    expect(rows.reduce((sum, r) => sum + r.quantity, 0)).toBe(seats);
  });
});
