import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The viewer's self-contained browser bundle, served from node_modules: no CDN, the reference works offline. */
const bundle = path.join(
  process.cwd(),
  'node_modules/@scalar/api-reference/dist/browser/standalone.js',
);
let cached: Promise<Buffer> | undefined;

export async function GET() {
  cached ??= readFile(bundle);
  return new Response(new Uint8Array(await cached), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
