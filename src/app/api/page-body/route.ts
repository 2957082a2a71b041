import { assertBodyWithin, bodyLimit, refusingLargeBodies } from '@/server/http/body-limit';
import { createRequestContext } from '@/server/api/context';
import { translator } from '@/server/i18n/translate';
import { errorBody } from '@/server/http/error-body';

export const dynamic = 'force-dynamic';

/**
 * Where a request to a page that carries a body lands (next.config.ts
 * rewrites it here, and the proxy lets it by). Pages take no body: one over
 * the request limit is refused 413 before it is read (a declared length) or
 * as soon as it passes the limit (chunked); a smaller one is answered 405
 * (400 for a GET or HEAD, which may not have one), in the spec's error shape.
 */
async function handler(req: Request): Promise<Response> {
  return refusingLargeBodies(req, async () => {
    await assertBodyWithin(req, bodyLimit('request'));
    const safe = req.method === 'GET' || req.method === 'HEAD';
    const message = translator(createRequestContext(req.headers).locale)(
      safe ? 'errors.invalid_body' : 'errors.method_not_allowed',
    );
    return Response.json(errorBody(message), {
      status: safe ? 400 : 405,
      headers: { 'cache-control': 'no-store', ...(safe ? {} : { allow: 'GET, HEAD' }) },
    });
  });
}

export {
  handler as DELETE,
  handler as GET,
  handler as HEAD,
  handler as OPTIONS,
  handler as PATCH,
  handler as POST,
  handler as PUT,
};
