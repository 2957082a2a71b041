import { db } from '@/server/db';
import { uploadService } from '@/server/services/upload-service';

type Context = { params: Promise<{ path: string[] }> };

/** Serves uploaded images (names are random and never reused, so they may be cached for good). */
export async function GET(_req: Request, { params }: Context) {
  const { path } = await params;
  const file = await uploadService(db).read(path.join('/'));
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: { 'content-type': file.type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  });
}
