import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadDir } from '@/server/uploads/image-upload';

const types: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.pdf': 'application/pdf' };

/** Serves uploaded files (avatars, ...) from the upload folder; names are random and never reused. */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const parts = (await params).path;
  const root = uploadDir();
  const file = path.resolve(root, ...parts);
  const type = types[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !type || parts.some((p) => p.startsWith('.'))) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
