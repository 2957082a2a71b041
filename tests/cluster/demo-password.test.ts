import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { call, type Server, startServer } from './servers';

const PORT = Number(process.env.DEMO_PASSWORD_TEST_PORT ?? 3741);
const DEMO = { email: 'admin@example.com', password: 'admin1234' };

/**
 * The seed takes longer than the server keeps an idle connection open (5 s), so the client's pooled
 * connection may be closed under it: one throwaway GET takes the stale one out of the pool.
 */
async function dropStaleConnection(server: Server) {
  await fetch(`${server.url}/robots.txt`).catch(() => undefined);
}

/**
 * A production start (`next start`, no ALLOW_DEMO_PASSWORD) on the seeded installation: the back office
 * refuses the demo password with the way out, the log says which accounts hold it, and the way out
 * the message names (ADMIN_PASSWORD=... npm run db:seed) works.
 */
describe('the demo password on a production start', () => {
  let server: Server | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('is refused at the staff login, named in the log, and replaced by npm run db:seed with ADMIN_PASSWORD', async () => {
    server = await startServer(PORT, { env: { ALLOW_DEMO_PASSWORD: undefined } });
    const refused = await call(server, 'POST', '/admin/login', { body: DEMO });
    expect(refused.status).toBe(403);
    expect((refused.json.errors as Record<string, string[]>).password).toEqual([
      "This is the demo password, which a live site does not accept. Set a new one on the server: ADMIN_PASSWORD='<new password>' npm run db:seed, then log in with it.",
    ]);
    expect(refused.json).not.toHaveProperty('token');
    await expect
      .poll(() => server!.output(), { timeout: 20_000 })
      .toContain('staff accounts still hold the demo password');
    expect(server.output()).toContain(DEMO.email);

    const password = `new-${Date.now().toString(36)}-password`;
    const seeded = spawnSync('npx', ['tsx', 'prisma/seed.ts'], {
      env: { ...process.env, ADMIN_PASSWORD: password },
      encoding: 'utf8',
    });
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain(`${DEMO.email} no longer has the demo password`);
    await dropStaleConnection(server);
    const login = await call(server, 'POST', '/admin/login', {
      body: { email: DEMO.email, password },
    });
    expect(login.status).toBe(200);
    expect(login.json.token).toEqual(expect.any(String));
    expect((await call(server, 'POST', '/admin/login', { body: DEMO })).status).toBe(401);

    // Seeding again with another password changes nothing: only the demo password is replaced.
    const again = spawnSync('npx', ['tsx', 'prisma/seed.ts'], {
      env: { ...process.env, ADMIN_PASSWORD: 'someone-else-entirely' },
      encoding: 'utf8',
    });
    expect(again.status, again.stderr).toBe(0);
    await dropStaleConnection(server);
    expect(
      (await call(server, 'POST', '/admin/login', { body: { email: DEMO.email, password } }))
        .status,
    ).toBe(200);
  }, 120_000);
});
