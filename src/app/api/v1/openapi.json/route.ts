import { openApiDocument } from '@/server/rest/openapi';
import { restRoutes } from '@/server/rest/routes';
import { configuredSiteUrl } from '@/server/site-url';

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document of the REST API, generated from the routes the adapter serves. */
export function GET(request: Request) {
  const origin = new URL(request.url).origin;
  return Response.json(
    openApiDocument(restRoutes, configuredSiteUrl() ?? origin.replace(/\/+$/, '')),
    {
      headers: { 'cache-control': 'public, max-age=300' },
    },
  );
}
