/**
 * The bearer token of a request's `Authorization` header: `Bearer <token>`,
 * one token and nothing else, else null (a malformed header such as
 * `Bearer a b` carries no token). The one reading of the header: the request
 * context authenticates with it, and the cross-site guard lets a request
 * through as a bearer call only when it does, so a header the context
 * ignores (falling back to the session cookie) never skips the guard.
 */
export function bearerToken(headers: Headers): string | null {
  return headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}
