import { AppError } from '@/server/errors';
import { env } from '@/env';

/** The password `npm run setup` gives the first administrator when ADMIN_PASSWORD is unset (README). */
export const DEMO_ADMIN_PASSWORD = 'admin1234';

/** How to leave the demo password, in the log and in the refusal at the staff login. */
export const SET_PASSWORD_HOWTO =
  "ADMIN_PASSWORD='<a new password>' npm run db:seed (on the server, as the site's user)";

/**
 * A production server (`next start`) does not let anyone into the back
 * office with the demo password, published in the README: the staff login
 * refuses it, naming the way out, unless ALLOW_DEMO_PASSWORD=1 (the demo
 * line `npm run go` and the end-to-end tests). Development keeps it.
 */
export function demoPasswordRefused(
  password: string,
  opts = { production: env.NODE_ENV === 'production', allowed: env.ALLOW_DEMO_PASSWORD },
): boolean {
  return (
    password === DEMO_ADMIN_PASSWORD &&
    opts.production &&
    opts.allowed !== '1' &&
    opts.allowed !== 'true'
  );
}

/** Refuses (403 on the password, translated) a staff login that would enter with the demo password. */
export function assertNotDemoPassword(password: string): void {
  if (demoPasswordRefused(password))
    throw new AppError('FORBIDDEN', 'errors.demo_password_refused', 'password');
}
