import { TRPCError } from '@trpc/server';
import { readBodyWithin } from '@/server/http/body-limit';

/**
 * The one way a REST body is read: JSON (application/json or +json),
 * urlencoded or multipart form fields (files stay Blobs), or nothing. Any
 * other content type is refused, so a body is never guessed at. At most
 * `limit` bytes are read (body-limit.ts: a larger body throws
 * BodyTooLargeError before or while it is read).
 */
export async function readRequestBody(
  req: Request,
  limit: number,
): Promise<Record<string, unknown>> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const bytes = await readBodyWithin(req, limit);
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      const form = await new Response(bytes, {
        headers: { 'content-type': req.headers.get('content-type')! },
      }).formData();
      return Object.fromEntries(form.entries());
    } catch {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_body' });
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'errors.unsupported_media_type',
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_json' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_json' });
  return parsed as Record<string, unknown>;
}
