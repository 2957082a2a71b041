import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { applyRememberChoice } from '@/server/auth/browser-session-cookie';
import { realmOptions } from '@/server/auth/realm-options';

type Context = { params: Promise<{ realm: string; nextauth: string[] }> };

/** next-auth for the two realms: /api/auth/member/* and /api/auth/admin/*. */
async function handler(req: NextRequest, context: Context) {
  const { realm } = await context.params;
  if (realm !== 'member' && realm !== 'admin') return new Response('Not found', { status: 404 });
  const response: Response = await (NextAuth as unknown as (r: NextRequest, c: Context, o: unknown) => Promise<Response>)(
    req,
    context,
    realmOptions(realm),
  );
  return applyRememberChoice(response, realm);
}

export { handler as GET, handler as POST };
