import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { logger } from '@/server/log';
import { type RequestContext, requestStore } from '@/server/ops/request-context';
import { handleRest } from '@/server/rest/handle-rest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an unexpected failure', () => {
  it('answers 500 without its details and writes one error line with the stack, tied to the request', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    vi.spyOn(db.language, 'findMany').mockRejectedValueOnce(
      new Error('disk on fire at /var/lib/secret-path'),
    );
    const ctx: RequestContext = { reqId: 'int-test-500', method: 'GET' };
    const res = await requestStore.run(ctx, () =>
      handleRest(
        new Request('http://localhost/api/v1/languages', { headers: { 'accept-language': 'en' } }),
        '/languages',
      ),
    );
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('disk on fire');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]).toEqual([
      expect.objectContaining({
        err: expect.objectContaining({
          message: expect.stringContaining('disk on fire'),
          stack: expect.stringMatching(/request-errors\.test\.ts/),
        }),
      }),
      'rest: unexpected failure',
    ]);
    expect(ctx.errorLogged).toBe(true);
    expect(ctx.route).toBe('/api/v1/languages');
  });
});
