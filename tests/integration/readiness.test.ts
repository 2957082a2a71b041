import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/ready/route';
import { readiness } from '@/server/ops/readiness';

/**
 * /api/ready (src/server/ops/readiness.ts, src/app/api/ready/route.ts): a slow
 * check is a busy machine, which degrades the instance but never takes it
 * out; the public gets the status alone.
 */
const ask = (headers: Record<string, string>) =>
  GET(new Request('http://localhost/api/ready', { headers }));

describe('readiness', () => {
  afterEach(() => {
    delete process.env.READY_SLOW_MS;
  });

  it('reports a check slower than READY_SLOW_MS as busy: degraded, still ready', async () => {
    process.env.READY_SLOW_MS = '1';
    // Every check takes over a millisecond here: a machine where everything is slow.
    let report = await readiness();
    const deadline = Date.now() + 10_000;
    while (!Object.values(report.checks).some((c) => c.busy) && Date.now() < deadline)
      report = await readiness();
    expect(report.status).toBe('degraded');
    expect(report.ready).toBe(true);
    expect(Object.values(report.checks).filter((c) => c.busy).length).toBeGreaterThan(0);
    expect(Object.values(report.checks).every((c) => c.ok)).toBe(true);
  });

  it('tells the public the status alone, and the metrics readers each check', async () => {
    const outside = await ask({ 'x-forwarded-for': '203.0.113.70' });
    expect(outside.headers.get('cache-control')).toBe('no-store');
    const body = (await outside.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['status']);
    expect(['ready', 'degraded']).toContain(body.status);
    const local = (await (await ask({ 'x-forwarded-for': '127.0.0.1' })).json()) as Record<
      string,
      unknown
    >;
    expect(local).toMatchObject({ instance: { pid: process.pid }, checks: expect.any(Object) });
  });
});
