import { createHash } from 'node:crypto';

/**
 * `ETag` and `304 Not Modified` for the public GET doors of /api/v1
 * (docs/api.md, "Conditional requests"): the ETag is a strong one, the
 * SHA-256 of the answer's bytes (so it changes with the language or a member
 * token whenever the answer does); a request whose `If-None-Match` names it
 * (or `*`) gets 304 with no body and the same headers (Cache-Control
 * unchanged). Only 200 answers carry one.
 */
export async function withEtag(req: Request, res: Response): Promise<Response> {
  if (res.status !== 200 || !res.body) return res;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  const headers = new Headers(res.headers);
  headers.set('etag', etag);
  if (matches(req.headers.get('if-none-match'), etag)) {
    for (const name of ['content-length', 'content-type', 'content-disposition'])
      headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { status: 200, headers });
}

/** If-None-Match against an ETag: `*`, or any listed tag equal to it by the weak comparison (W/ ignored), as RFC 9110 section 13.1.2 says. */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}
