import { preflight, withCors } from '@/server/http/cors';
import { openApiDocument } from '@/server/rest/openapi';
import { restRoutes } from '@/server/rest/routes';
import { publicSiteUrl } from '@/server/site-url';

/**
 * GET /api/v1/openapi.json: the OpenAPI 3.1 document of the REST API,
 * generated from the routes the adapter serves. Its `servers` entry is
 * SITE_URL, else the address the request came to. Readable from the
 * origins in CORS_ORIGINS, so an API reference hosted there loads it.
 */
export function GET(request: Request) {
  return withCors(
    request,
    Response.json(openApiDocument(restRoutes, publicSiteUrl(request.headers)), {
      headers: { 'cache-control': 'public, max-age=300' },
    }),
  );
}

export function OPTIONS(request: Request) {
  return preflight(request, ['GET']);
}
