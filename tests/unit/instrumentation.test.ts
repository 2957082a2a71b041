import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequestError } from '@/instrumentation';
import { logger } from '@/server/log';

/**
 * Next.js answers 500 for an error a page, a route handler or the proxy
 * did not handle, and calls onRequestError with it (src/instrumentation.ts):
 * each such answer must leave one line in the server's log.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const logged = () => vi.spyOn(logger, 'error').mockImplementation(() => undefined);
/** Each error line as `message {fields}`. */
const lines = (spy: ReturnType<typeof logged>) =>
  spy.mock.calls.map(([fields, message]) => `${String(message)} ${JSON.stringify(fields)}`);

describe('a page that fails leaves one line in the log', () => {
  it('with the route, the path without its query string, the error and the digest the visitor sees', async () => {
    const spy = logged();
    const error = Object.assign(new Error('relation "news" does not exist'), { digest: '1234567' });
    await onRequestError(
      error,
      {
        path: '/news/5?utm_source=x&email=someone@example.test',
        method: 'GET',
        headers: { cookie: 'asc-member.session-token=secret' },
      },
      {
        routerKind: 'App Router',
        routePath: '/[lng]/(plain)/news/[id]',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    );
    const [line, ...more] = lines(spy);
    expect(more).toEqual([]);
    expect(line).toMatch(/^page: unexpected failure \{/);
    expect(line).toContain('"route":"/[lng]/(plain)/news/[id]"');
    expect(line).toContain('"path":"/news/5"');
    expect(line).toContain('"method":"GET"');
    expect(line).toContain('relation \\"news\\" does not exist');
    expect(line).toContain('"digest":"1234567"');
    expect(line).not.toContain('someone@example.test');
    expect(line).not.toContain('secret');
    expect(line!.split('\n')).toHaveLength(1);
  });

  it('a route handler or the proxy too, and never the token of a password-reset address', async () => {
    const spy = logged();
    await onRequestError(
      new TypeError('boom'),
      { path: '/uploads/x.png', method: 'GET', headers: {} },
      {
        routerKind: 'App Router',
        routePath: '/uploads/[...path]',
        routeType: 'route',
        revalidateReason: undefined,
      },
    );
    await onRequestError(
      'a thrown string',
      { path: '/reset-password/SECRET-TOKEN', method: 'GET', headers: {} },
      {
        routerKind: 'App Router',
        routePath: '/[lng]/(site)/reset-password/[token]',
        routeType: 'render',
        revalidateReason: undefined,
      },
    );
    const [route, reset] = lines(spy);
    expect(route).toMatch(/^route: unexpected failure /);
    expect(route).toContain('"type":"TypeError"');
    expect(reset).toMatch(/^page: unexpected failure /);
    expect(reset).toContain('"path":null');
    expect(reset).toContain('a thrown string');
    expect(reset).not.toContain('SECRET-TOKEN');
  });

  it('an error message quoting a huge input is cut short', async () => {
    const spy = logged();
    await onRequestError(
      new Error(`bad ${'x'.repeat(100_000)}`),
      { path: '/', method: 'GET', headers: {} },
      {
        routerKind: 'App Router',
        routePath: '/[lng]',
        routeType: 'render',
        revalidateReason: undefined,
      },
    );
    expect(lines(spy)[0]!.length).toBeLessThan(4_000);
  });
});

describe('one failure, one line', () => {
  it("the failure of one request reported again (its metadata, its content, the route) is one line; the next request's is another", async () => {
    const spy = logged();
    const failure = () => Object.assign(new Error('once'), { digest: '42' });
    const context = {
      routerKind: 'App Router',
      routePath: '/[lng]/news/[id]',
      routeType: 'render',
      renderSource: 'react-server-components',
      revalidateReason: undefined,
    } as const;
    const first = { path: '/news/5', method: 'GET', headers: { host: 'localhost' } };
    await onRequestError(failure(), first, context);
    await onRequestError(failure(), first, context);
    await onRequestError(failure(), first, {
      ...context,
      routePath: '/[lng]/(plain)/news/[id]/page',
      renderSource: undefined,
    });
    expect(lines(spy)).toHaveLength(1);
    // Another failure of the same request is a line of its own.
    await onRequestError(Object.assign(new Error('twice'), { digest: '43' }), first, context);
    expect(lines(spy)).toHaveLength(2);
    // The same failure on the next request (its own headers) is a new line.
    await onRequestError(failure(), { ...first, headers: { host: 'localhost' } }, context);
    expect(lines(spy)).toHaveLength(3);
  });
});
