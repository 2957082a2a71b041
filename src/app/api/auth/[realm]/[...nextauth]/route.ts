import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { applyRememberChoice } from '@/server/auth/browser-session-cookie';
import { bodyLimit, readBodyWithin, refusingLargeBodies } from '@/server/http/body-limit';
import { refuseCrossSite } from '@/server/http/cross-site-guard';
import { realmOptions } from '@/server/auth/realm-options';

type Context = { params: Promise<{ realm: string; nextauth: string[] }> };

/** next-auth for the two realms: /api/auth/member/* and /api/auth/admin/*. */
async function handler(req: NextRequest, context: Context) {
  const { realm } = await context.params;
  if (realm !== 'member' && realm !== 'admin') return new Response('Not found', { status: 404 });
  // Logging in or out from another site's page is refused whatever cookies come along; the site's own forms post urlencoded.
  const refused = refuseCrossSite(req, { always: true, forms: true });
  if (refused) return refused;
  // A login form is a few hundred bytes: the body is read only within the request limit, then handed on.
  return refusingLargeBodies(req, async () => {
    let call = req;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const body = await readBodyWithin(req, bodyLimit('request'));
      call = new NextRequest(req.nextUrl, {
        method: req.method,
        headers: req.headers,
        body: body.byteLength ? body : undefined,
      });
    }
    const response: Response = await (
      NextAuth as unknown as (r: NextRequest, c: Context, o: unknown) => Promise<Response>
    )(call, context, realmOptions(realm));
    const result = await applyRememberChoice(response, realm);
    // A refused credentials login answers 401 with the error in its JSON url; the client reads that
    // url (realm-auth-client.ts), so a 200 keeps browsers from logging a failed resource as a console error.
    if (
      result.status === 401 &&
      req.method === 'POST' &&
      req.nextUrl.pathname.endsWith('/callback/credentials')
    ) {
      return new Response(result.body, { status: 200, headers: result.headers });
    }
    return result;
  });
}

export { handler as GET, handler as POST };
