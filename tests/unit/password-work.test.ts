import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for argon2 that records how many hashes run at once and finishes them when told. */
const argon2 = vi.hoisted(() => {
  const state = { inFlight: 0, most: 0, pending: [] as (() => void)[] };
  const work = <T>(value: T) =>
    new Promise<T>((resolve) => {
      state.inFlight += 1;
      state.most = Math.max(state.most, state.inFlight);
      state.pending.push(() => {
        state.inFlight -= 1;
        resolve(value);
      });
    });
  return {
    state,
    hash: vi.fn((password: string) => work(`$argon2id$fake$${password}`)),
    verify: vi.fn((stored: string, password: string) =>
      work(stored === `$argon2id$fake$${password}`),
    ),
    /** Finishes every hash running now; returns how many there were. */
    finishRunning() {
      const running = state.pending.splice(0);
      running.forEach((done) => done());
      return running.length;
    },
  };
});
vi.mock('@node-rs/argon2', () => ({ hash: argon2.hash, verify: argon2.verify }));

const { boundedWork } = await import('@/server/auth/bounded-work');
const {
  hashPassword,
  verifyPassword,
  passwordWork,
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_MAX_WAITING,
} = await import('@/server/auth/password');

/** Lets queued tasks start (each hand-over takes a few microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function drain() {
  while (passwordWork.active > 0 || passwordWork.waiting > 0) {
    argon2.finishRunning();
    await settle();
  }
}

afterEach(async () => {
  await drain();
  argon2.state.most = 0;
});

describe('password hashing work in flight', () => {
  it('runs at most a few hashes at once (leaving a core free) and makes the others wait, in order', async () => {
    expect(PASSWORD_HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(PASSWORD_HASH_CONCURRENCY).toBeLessThanOrEqual(4);
    const stored = await (async () => {
      const p = hashPassword('right');
      await settle();
      argon2.finishRunning();
      return p;
    })();

    const attempts = Array.from({ length: 20 }, (_, i) =>
      verifyPassword(stored, i === 19 ? 'right' : `wrong-${i}`),
    );
    await settle();
    expect(argon2.state.inFlight).toBe(PASSWORD_HASH_CONCURRENCY);
    expect(passwordWork.waiting).toBe(20 - PASSWORD_HASH_CONCURRENCY);
    await drain();
    const results = await Promise.all(attempts);
    expect(argon2.state.most).toBe(PASSWORD_HASH_CONCURRENCY);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results[19]).toBe(true);
  });

  it('refuses work beyond the queue with a 429 server_busy, and serves again once it drains', async () => {
    const total = PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_MAX_WAITING + 5;
    const outcomes = Array.from({ length: total }, (_, i) =>
      hashPassword(`p${i}`).then(
        () => 'ok',
        (e: unknown) => e,
      ),
    );
    await settle();
    expect(argon2.state.inFlight).toBe(PASSWORD_HASH_CONCURRENCY);
    await drain();
    const settled = await Promise.all(outcomes);
    const refused = settled.filter((o) => o !== 'ok');
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({
      name: 'AppError',
      code: 'TOO_MANY_REQUESTS',
      messageKey: 'errors.server_busy',
    });
    expect(argon2.state.most).toBe(PASSWORD_HASH_CONCURRENCY);
    const again = hashPassword('later');
    await settle();
    argon2.finishRunning();
    await expect(again).resolves.toBe('$argon2id$fake$later');
  });

  it('does not count a refused verification as a wrong password', async () => {
    const total = PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_MAX_WAITING + 1;
    const outcomes = Array.from({ length: total }, () =>
      verifyPassword('$argon2id$fake$x', 'x').then(
        (ok) => ok,
        (e: unknown) => e,
      ),
    );
    await drain();
    const settled = await Promise.all(outcomes);
    expect(settled.filter((o) => o === true)).toHaveLength(total - 1);
    expect(settled.find((o) => o !== true)).toMatchObject({ messageKey: 'errors.server_busy' });
  });
});

describe('boundedWork', () => {
  it('hands a slot on when a task fails', async () => {
    const work = boundedWork({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const first = work.run(async () => {
      order.push('first');
      throw new Error('boom');
    });
    const second = work.run(async () => {
      order.push('second');
      return 2;
    });
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first', 'second']);
    expect(work.active).toBe(0);
    expect(work.waiting).toBe(0);
  });
});
