import { decode } from 'next-auth/jwt';
import { realmSecret, sessionCookieName } from '@/server/auth/realm-options';
import type { Realm } from '@/server/services/auth-session-service';

/**
 * next-auth gives every session cookie the same lifetime. When the user did
 * not tick "remember", this drops Expires and Max-Age from the session cookie
 * so the browser forgets it when it closes (SPEC.md section 9).
 */
export async function applyRememberChoice(response: Response, realm: Realm): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  const name = `${sessionCookieName(realm)}=`;
  let changed = false;
  const rewritten = await Promise.all(
    cookies.map(async (c) => {
      if (!c.startsWith(name)) return c;
      const value = c.slice(name.length, c.indexOf(';') === -1 ? undefined : c.indexOf(';'));
      if (!value) return c;
      const jwt = await decode({ token: value, secret: realmSecret(realm) }).catch(() => null);
      if (!jwt || jwt.remember) return c;
      changed = true;
      return c
        .split(';')
        .filter((part) => !/^\s*(expires|max-age)=/i.test(part))
        .join(';');
    }),
  );
  if (!changed) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const c of rewritten) headers.append('set-cookie', c);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
