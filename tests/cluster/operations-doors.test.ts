import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enForms from '@/i18n/locales/en/forms.json';
import thForms from '@/i18n/locales/th/forms.json';
import { renderNginxConfig } from '../../scripts/nginx-config.mjs';
import { type Server, startServer } from './servers';

/**
 * The production build's small doors (issue 34): what /api/ready tells the
 * public, the spellings /lite.css takes, methods the site does not serve and
 * the secrets an access line must not carry.
 */
const PORT = 3735;
const METRICS_TOKEN = 'doors-test-metrics-token-0123456789';

/** The JSON lines the server wrote (its access lines and events). */
const jsonLines = (server: Server) =>
  server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

async function waitForLine(server: Server, match: (l: Record<string, unknown>) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = jsonLines(server).find(match);
    if (line) return line;
    if (Date.now() > deadline) throw new Error('no such log line');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A request of any method (fetch refuses to send TRACE). */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  /** The address the connection comes from (another loopback address plays a machine around the proxy). */
  localAddress?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, localAddress }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the small doors of a running instance', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(PORT, {
      env: { LOG_LEVEL: 'info', METRICS_TOKEN },
      readyPath: '/api/ready',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('tells the public its readiness status alone, and the metrics readers everything', async () => {
    // TRUSTED_PROXY_HOPS=1: the address named in X-Forwarded-For is the client's, as nginx would send it.
    const outside = await fetch(`${server.url}/api/ready`, {
      headers: { 'x-forwarded-for': '203.0.113.60' },
    });
    expect(outside.status).toBe(200);
    const body = (await outside.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['status']);
    expect(['ready', 'degraded']).toContain(body.status);
    const withToken = await fetch(`${server.url}/api/ready`, {
      headers: { 'x-forwarded-for': '203.0.113.60', authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(await withToken.json()).toMatchObject({
      instance: { pid: expect.any(Number) },
      checks: { database: { ok: true } },
    });
    const local = (await (await fetch(`${server.url}/api/ready`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(local)).toEqual(
      expect.arrayContaining(['status', 'instance', 'build', 'migration', 'checks']),
    );
  });

  it('answers TRACE and other methods it does not serve 405, translated, never 500', async () => {
    for (const [method, path, language, forms] of [
      ['TRACE', '/', 'en', enForms],
      ['TRACE', '/api/v1/news', 'th', thForms],
      ['PROPFIND', '/news', 'en', enForms],
    ] as const) {
      const res = await send(`${server.url}${path}`, method, {
        'accept-language': language,
        'x-request-id': `doors-${method}-${language}`,
      });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(res.text)).toMatchObject({ error: forms.errors.method_not_allowed });
      expect(
        await waitForLine(
          server,
          (l) => l.reqId === `doors-${method}-${language}` && l.msg === 'request',
        ),
      ).toMatchObject({ method: 'OTHER', status: 405 });
    }
    expect(server.output()).not.toMatch(/"level":"error"/);
    // The route it is answered by is not a door of its own.
    expect((await fetch(`${server.url}/api/unsupported-method`)).status).toBe(404);
  });

  it('serves /lite.css for the one spelling a page writes, and 404 for any other', async () => {
    const html = await (await fetch(`${server.url}/news`)).text();
    const href = /href="(\/lite\.css\?c=[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const first = new URL(href, server.url).searchParams.get('c')!.split('.')[0]!;
    expect((await fetch(`${server.url}${href}`)).status).toBe(200);
    for (const other of [
      `/lite.css?c=${Array(32).fill(first).join('.')}`,
      `/lite.css?c=${first}.${first}`,
      `${href}&v=1`,
      `/lite.css?v=1&c=${first}`,
      `/lite.css?c=${first}&c=${first}`,
    ]) {
      const res = await fetch(`${server.url}${other}`);
      expect(res.status, other).toBe(404);
      expect((await res.text()).length).toBeLessThan(100);
    }
  });

  it('believes forwarded addresses only from the proxy: a client around it is itself the client, and no forwarded address opens the metrics', async () => {
    // TRUSTED_PROXY_HOPS=1 and TRUSTED_PROXIES' default (loopback 127.0.0.1, ::1): nginx on this machine.
    const around = '127.0.0.2';
    const line = async (id: string) =>
      waitForLine(server, (l) => l.reqId === id && l.msg === 'request');
    // Around the proxy, naming loopback (issue 36: this read the metrics without the token).
    const forged = await send(
      `${server.url}/api/metrics`,
      'GET',
      { 'x-forwarded-for': '127.0.0.1' },
      around,
    );
    expect(forged.status).toBe(404);
    await send(
      `${server.url}/api/health`,
      'GET',
      { 'x-forwarded-for': '198.51.100.7', 'x-request-id': 'doors-around-proxy' },
      around,
    );
    expect((await line('doors-around-proxy')).ip).toBe(around);
    // Through the proxy: the address it names is the client's.
    await send(`${server.url}/api/health`, 'GET', {
      'x-forwarded-for': '198.51.100.8',
      'x-request-id': 'doors-through-proxy',
    });
    expect((await line('doors-through-proxy')).ip).toBe('198.51.100.8');
    // The metrics: straight from loopback yes; forwarded, even by the proxy, no.
    expect((await send(`${server.url}/api/metrics`, 'GET', {})).status).toBe(200);
    expect(
      (await send(`${server.url}/api/metrics`, 'GET', { 'x-forwarded-for': '127.0.0.1' })).status,
    ).toBe(404);
  });

  it('writes no evaluation token or certificate code in an access line', async () => {
    const secrets = ['evtok0123456789secret', 'CERTCODE9876'];
    for (const [path, id] of [
      [`/evaluation/${secrets[0]}`, 'doors-eval'],
      [`/certificates/${secrets[1]}`, 'doors-cert-page'],
      [`/api/v1/certificates/${secrets[1]}`, 'doors-cert-api'],
    ] as const) {
      await fetch(`${server.url}${path}`, { headers: { 'x-request-id': id } });
      const line = await waitForLine(server, (l) => l.reqId === id && l.msg === 'request');
      expect(String(line.path)).toMatch(/\/(:token|:code)$/);
    }
    for (const secret of secrets) expect(server.output()).not.toContain(secret);
  });
});

describe('the log of a running instance', () => {
  it('is one JSON object per line, the startup warning and a page cache that cannot reach Redis included (Next prints its own banner first)', async () => {
    // Port 9 (discard) answers nothing here: the page cache and the limits find no Redis.
    const server = await startServer(PORT + 1, {
      redisUrl: 'redis://127.0.0.1:9/0',
      env: { LOG_LEVEL: 'info' },
    });
    try {
      expect((await fetch(`${server.url}/news`)).status).toBe(200);
      await waitForLine(server, (l) => l.msg === 'page cache: redis error');
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '' && !/^(▲ Next\.js|- (Local|Network):|✓ )/.test(line));
      const notJson = lines.filter((line) => {
        try {
          return typeof JSON.parse(line) !== 'object';
        } catch {
          return true;
        }
      });
      expect(notJson).toEqual([]);
      const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(
        parsed.find((l) => String(l.msg).startsWith('Card payments are SIMULATED')),
      ).toMatchObject({
        level: 'warn',
      });
      expect(parsed.find((l) => l.msg === 'page cache: redis error')).toMatchObject({
        level: 'warn',
        error: expect.stringContaining('ECONNREFUSED'),
      });
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('nginx when no instance answers', () => {
  it('answers the API in its error shape and language (502, JSON, retry with the same Idempotency-Key), and pages with its own 502 page', async () => {
    const dir = path.resolve('data/nginx-doors-test');
    rmSync(dir, { recursive: true, force: true });
    // One instance, on a port where nothing listens: every request finds no answer.
    const listen = PORT + 3;
    const conf = renderNginxConfig({ dir, listen, instances: [PORT + 2] });
    execFileSync('nginx', ['-p', dir, '-c', conf]);
    try {
      const base = `http://127.0.0.1:${listen}`;
      const th = await fetch(`${base}/api/v1/services/public_trainings`);
      expect(th.status).toBe(502);
      expect(th.headers.get('content-type')).toContain('application/json');
      const thBody = (await th.json()) as { message: string; errors: object };
      expect(thBody.message).toContain('Idempotency-Key');
      expect(thBody.errors).toEqual({});
      const en = await fetch(`${base}/api/v1/member/register`, {
        method: 'POST',
        headers: {
          'accept-language': 'en',
          'content-type': 'application/json',
          'idempotency-key': 'doors-no-answer-1',
        },
        body: '{}',
      });
      expect(en.status).toBe(502);
      expect(((await en.json()) as { message: string }).message).toBe(
        'The server did not answer; the request may or may not have been done. It is safe to send it again with the same Idempotency-Key.',
      );
      const page = await fetch(`${base}/news`);
      expect(page.status).toBe(502);
      expect(page.headers.get('content-type')).toContain('text/html');
      await page.text();
      // Its access log: a JSON line per request, with the id it sends the application.
      // nginx writes a request's line once it has finished it, which may be just after the
      // client has read the answer: wait for the third line rather than read too early.
      const readLines = () =>
        readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      await expect.poll(() => readLines().length, { timeout: 5_000 }).toBe(3);
      const lines = readLines();
      expect(lines.map((l) => [l.method, l.uri, l.status])).toEqual([
        ['GET', '/api/v1/services/public_trainings', 502],
        ['POST', '/api/v1/member/register', 502],
        ['GET', '/news', 502],
      ]);
      for (const line of lines) expect(line.reqId).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      execFileSync('nginx', ['-p', dir, '-c', conf, '-s', 'quit']);
    }
  });
});
