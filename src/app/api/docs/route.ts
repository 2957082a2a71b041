import { apiReferencePage } from '@/server/rest/api-reference-page';

/** GET /api/docs: the readable reference of the REST API, public like the document it renders. */
export function GET() {
  return new Response(apiReferencePage(), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
