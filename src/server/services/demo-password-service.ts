import {
  DEMO_ADMIN_PASSWORD,
  demoPasswordRefused,
  SET_PASSWORD_HOWTO,
} from '@/server/auth/demo-password';
import { verifyPassword } from '@/server/auth/password';
import type { Db } from '@/server/db';
import { log } from '@/server/log';

/** The e-mail addresses of enabled staff whose password is still the demo one. */
export async function staffOnDemoPassword(db: Db): Promise<string[]> {
  const staff = await db.adminUser.findMany({
    where: { status: true },
    select: { email: true, passwordHash: true },
  });
  const found: string[] = [];
  for (const s of staff)
    if (await verifyPassword(s.passwordHash, DEMO_ADMIN_PASSWORD)) found.push(s.email);
  return found;
}

/** At a production start: one error line per start while any staff account holds the demo password. */
export async function warnAboutDemoPassword(db: Db): Promise<void> {
  if (!demoPasswordRefused(DEMO_ADMIN_PASSWORD)) return;
  const accounts = await staffOnDemoPassword(db);
  if (accounts.length > 0)
    log.error(
      'staff accounts still hold the demo password: the back office refuses it until a new one is set',
      { accounts, howto: SET_PASSWORD_HOWTO },
    );
}
