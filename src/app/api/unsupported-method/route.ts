import { createRequestContext } from '@/server/api/context';
import { errorBody } from '@/server/http/error-body';
import { translator } from '@/server/i18n/translate';
import { gateKey, UNSUPPORTED_HEADER } from '@/server/ops/http-events';
import { SERVED_METHODS } from '@/server/ops/route-label';

export const dynamic = 'force-dynamic';

/**
 * Where a request of a method the site does not serve (TRACE, PROPFIND...)
 * lands (src/server/ops/http-events.ts): 405 with `Allow`, in the
 * spec's error shape and the caller's language. Asked for by its own address,
 * without the hook's key, there is nothing here (404).
 */
export function GET(req: Request): Response {
  if (req.headers.get(UNSUPPORTED_HEADER) !== gateKey())
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const message = translator(createRequestContext(req.headers).locale)('errors.method_not_allowed');
  return Response.json(errorBody(message), {
    status: 405,
    headers: { 'cache-control': 'no-store', allow: [...SERVED_METHODS].join(', ') },
  });
}
