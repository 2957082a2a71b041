import { beforeAll, describe, expect, it } from 'vitest';
import { POST as trpcPost } from '@/app/api/trpc/[trpc]/route';
import { createRequestContext } from '@/server/api/context';
import { db } from '@/server/db';
import { refuseCrossSite } from '@/server/http/cross-site-guard';
import { handleRest } from '@/server/rest/handle-rest';
import { createAdmin, freshIp, sessionCookie } from './helpers';

/**
 * Issue 34 finding 8: the cross-site guard and the request context read the
 * Authorization header with one parser (src/server/http/bearer.ts). A
 * malformed `Bearer a b` used to skip the guard (it looked like a bearer
 * call) while the context, finding no token in it, fell back to the session
 * cookie: a cross-site cookie call ran.
 */

const SITE = 'http://localhost';
const EVIL = 'https://evil.example';

let adminCookie: string;
beforeAll(async () => {
  const admin = await createAdmin(['access/role']);
  adminCookie = (await sessionCookie('admin', admin.id)).cookie;
});

const roleName = () => `bearer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const roleExists = async (name: string) => (await db.role.count({ where: { name } })) > 0;

/** A cross-site JSON POST riding on the staff cookie, with this Authorization header. */
function crossSiteHeaders(authorization: string): Record<string, string> {
  return {
    cookie: adminCookie,
    origin: EVIL,
    'sec-fetch-site': 'cross-site',
    'content-type': 'application/json',
    'accept-language': 'en',
    'x-forwarded-for': freshIp(),
    authorization,
  };
}

const malformed = ['Bearer a b', 'Bearer ', 'Bearer\t', 'Bearer a\tb', 'Bearer  a b  '];

describe('one parser for the Authorization header (issue 34 finding 8)', () => {
  it('hostile: a malformed bearer header with the cookie, cross-site, is refused by REST and tRPC; nothing stored', async () => {
    for (const authorization of malformed) {
      const restName = roleName();
      const restRes = await handleRest(
        new Request(`${SITE}/api/v1/admin/roles`, {
          method: 'POST',
          headers: crossSiteHeaders(authorization),
          body: JSON.stringify({ name: restName, permissions: [] }),
        }),
        '/admin/roles',
      );
      expect(restRes.status, authorization).toBe(403);
      const trpcName = roleName();
      const trpcRes = await trpcPost(
        new Request(`${SITE}/api/trpc/admin.roles.create`, {
          method: 'POST',
          headers: crossSiteHeaders(authorization),
          body: JSON.stringify({ json: { name: trpcName, permissions: [] } }),
        }),
      );
      expect(trpcRes.status, authorization).toBe(403);
      expect(await roleExists(restName)).toBe(false);
      expect(await roleExists(trpcName)).toBe(false);
    }
  });

  it('the guard lets a call through as a bearer call exactly when the context does not use the cookie', async () => {
    const headers = [...malformed, 'Bearer x', 'bearer x', 'Bearer   x', 'Basic eDp5', 'Bearerx'];
    for (const authorization of headers) {
      const h = crossSiteHeaders(authorization);
      const guardPasses =
        refuseCrossSite(
          new Request(`${SITE}/api/v1/admin/roles`, { method: 'POST', headers: h }),
        ) === null;
      const usesCookie = (await createRequestContext(new Headers(h)).getAdmin()) !== null;
      expect({ authorization, guardPasses }).toEqual({ authorization, guardPasses: !usesCookie });
    }
  });
});
