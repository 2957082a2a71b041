import { handleRest } from '@/server/rest/handle-rest';

type Context = { params: Promise<{ path: string[] }> };

async function handler(req: Request, { params }: Context) {
  const { path } = await params;
  return handleRest(req, `/${path.map(encodeURIComponent).join('/')}`);
}

// PATCH too, so that a method no path takes answers the adapter's JSON 405 with `Allow`, not an empty one.
// OPTIONS too: the adapter answers CORS preflights (src/server/http/cors.ts).
export {
  handler as DELETE,
  handler as GET,
  handler as OPTIONS,
  handler as PATCH,
  handler as POST,
  handler as PUT,
};
