import { createRequestContext } from '@/server/api/context';
import { db } from '@/server/db';
import { uploadService, type UploadViewer } from '@/server/services/upload-service';

type Context = { params: Promise<{ path: string[] }> };

/**
 * Serves uploaded images and training documents. Public ones (site content,
 * avatars) have random names that are never reused, so they may be cached for
 * good; a payment slip goes only to its member and to staff who handle
 * registrations, never into a shared cache, and anyone else gets the same 404
 * as for a file that does not exist.
 */
export async function GET(req: Request, { params }: Context) {
  const { path } = await params;
  const viewer = async (): Promise<UploadViewer> => {
    const ctx = createRequestContext(req.headers);
    const [member, admin] = await Promise.all([ctx.getMember(), ctx.getAdmin()]);
    return { memberId: member?.member.id ?? null, permissions: admin?.user.permissions ?? [] };
  };
  const file = await uploadService(db).read(path.join('/'), viewer);
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { 'cache-control': 'private, no-store' },
    });
  const image = file.type.startsWith('image/');
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.type,
      'cache-control': file.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // Documents are downloaded, never shown inline in the site's origin.
      ...(image
        ? {}
        : {
            'content-disposition': 'attachment',
            'content-security-policy': "default-src 'none'; sandbox",
          }),
    },
  });
}
