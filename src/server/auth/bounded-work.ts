import { AppError } from '@/server/errors';

export interface BoundedWorkOptions {
  /** Tasks that may run at once. */
  concurrency: number;
  /** Tasks that may wait for a slot; one more is refused at once. */
  maxWaiting: number;
}

/**
 * A semaphore with a bounded queue: at most `concurrency` tasks run at once,
 * up to `maxWaiting` more wait their turn in order, and any further task is
 * refused with a 429 (errors.server_busy) instead of piling up. A finished
 * task hands its slot straight to the first waiter.
 */
export function boundedWork({ concurrency, maxWaiting }: BoundedWorkOptions) {
  let active = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active += 1;
      } else {
        if (waiting.length >= maxWaiting)
          throw new AppError('TOO_MANY_REQUESTS', 'errors.server_busy');
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running now. */
    get active() {
      return active;
    },
    /** Tasks waiting for a slot. */
    get waiting() {
      return waiting.length;
    },
  };
}
