import { TRPCError } from '@trpc/server';

/**
 * The one way a REST body is read: JSON (application/json or +json),
 * urlencoded or multipart form fields (files stay Blobs), or nothing. Any
 * other content type is refused, so a body is never guessed at.
 */
export async function readRequestBody(req: Request): Promise<Record<string, unknown>> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      return Object.fromEntries((await req.formData()).entries());
    } catch {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_body' });
    }
  }
  const text = await req.text();
  if (!text.trim()) return {};
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'errors.unsupported_media_type' });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_json' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TRPCError({ code: 'BAD_REQUEST', message: 'errors.invalid_json' });
  return parsed as Record<string, unknown>;
}
