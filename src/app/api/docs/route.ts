import {
  API_REFERENCE_CONTENT_SECURITY_POLICY,
  apiReferencePage,
} from '@/server/rest/api-reference-page';

/** GET /api/docs: the readable reference of the REST API, public like the document it renders, under a strict policy. */
export function GET() {
  return new Response(apiReferencePage(), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'content-security-policy': API_REFERENCE_CONTENT_SECURITY_POLICY,
    },
  });
}
