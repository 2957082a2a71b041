import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The stores behind rate limits and used bot-check tokens with REDIS_URL set
 * (docs/operations.md, "Several servers, one site"). Each fresh import of the modules
 * stands for one server process: with Redis they share what they count, and
 * with Redis unreachable each carries on in its own memory.
 */
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

async function serverProcess(redisUrl: string | undefined) {
  vi.resetModules();
  if (redisUrl) vi.stubEnv('REDIS_URL', redisUrl);
  else vi.stubEnv('REDIS_URL', '');
  const [{ createRateLimit }, { usedTokens }] = await Promise.all([
    import('@/server/http/rate-limit'),
    import('@/server/bot-check/used-tokens'),
  ]);
  return { createRateLimit, usedTokens };
}

const outcome = (p: Promise<void>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? 'error',
  );

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('shared store', () => {
  it('counts one limit and spends one token across two server processes sharing Redis', async () => {
    const name = `shared-${Date.now()}`;
    const one = await serverProcess(REDIS_URL);
    const two = await serverProcess(REDIS_URL);
    const limitOne = one.createRateLimit({ name, points: 3, windowSeconds: 60 });
    const limitTwo = two.createRateLimit({ name, points: 3, windowSeconds: 60 });
    const tries = [
      await outcome(limitOne.consume('ip:1')),
      await outcome(limitTwo.consume('ip:1')),
      await outcome(limitOne.consume('ip:1')),
      await outcome(limitTwo.consume('ip:1')),
    ];
    expect(tries).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
    const token = `token-${Date.now()}`;
    expect(await one.usedTokens.claim(token, Date.now() + 60_000)).toBe(true);
    expect(await two.usedTokens.claim(token, Date.now() + 60_000)).toBe(false);
  });

  it("keeps each process's own memory without REDIS_URL", async () => {
    const name = `memory-${Date.now()}`;
    const one = await serverProcess(undefined);
    const two = await serverProcess(undefined);
    const limitOne = one.createRateLimit({ name, points: 1, windowSeconds: 60 });
    const limitTwo = two.createRateLimit({ name, points: 1, windowSeconds: 60 });
    expect([
      await outcome(limitOne.consume('ip:1')),
      await outcome(limitTwo.consume('ip:1')),
      await outcome(limitOne.consume('ip:1')),
    ]).toEqual(['ok', 'ok', 'TOO_MANY_REQUESTS']);
  });

  it("falls back to the process's memory while Redis is unreachable, still limiting and refusing a reused token", async () => {
    const down = await serverProcess('redis://127.0.0.1:1');
    const limit = down.createRateLimit({
      name: `down-${Date.now()}`,
      points: 2,
      windowSeconds: 60,
    });
    expect([
      await outcome(limit.consume('ip:1')),
      await outcome(limit.consume('ip:1')),
      await outcome(limit.consume('ip:1')),
    ]).toEqual(['ok', 'ok', 'TOO_MANY_REQUESTS']);
    const token = `down-token-${Date.now()}`;
    expect(await down.usedTokens.claim(token, Date.now() + 60_000)).toBe(true);
    expect(await down.usedTokens.claim(token, Date.now() + 60_000)).toBe(false);
  });
});
