import { handleRest } from '@/server/rest/handle-rest';

type Context = { params: Promise<{ path: string[] }> };

async function handler(req: Request, { params }: Context) {
  const { path } = await params;
  return handleRest(req, `/${path.map(encodeURIComponent).join('/')}`);
}

export { handler as DELETE, handler as GET, handler as POST, handler as PUT };
