import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { databaseUrl } from '../../playwright.config';

/** The "first five minutes" block of the integrators' guide, as it is written there. */
function guideBlock(): string {
  const guide = readFileSync('docs/api.md', 'utf8');
  const from = guide.indexOf("An integrator's first five minutes");
  const match = /```sh\n([\s\S]*?)```/.exec(guide.slice(from));
  if (from < 0 || !match) throw new Error('docs/api.md has no first-five-minutes block');
  return match[1]!;
}

test.describe("the integrators' guide's REST lines", () => {
  test('log in, list trainings, register and read the history, as written', async ({ baseURL }) => {
    const { createDb } = await import('../../src/server/db');
    const { hashPassword } = await import('../../src/server/auth/password');
    const db = createDb(databaseUrl);
    const email = `curl-${Date.now().toString(36)}@example.test`;
    const member = await db.member.create({
      data: {
        firstname: 'Curl',
        lastname: 'Integrator',
        telephone: '0812345678',
        email,
        passwordHash: await hashPassword('secret-curl1'),
      },
    });

    const script = guideBlock()
      .replace(/^BASE=.*$/m, `BASE=${baseURL}/api/v1`)
      .replace(/^EMAIL=.*$/m, `EMAIL=${email}`)
      .replace(/^PASSWORD=.*$/m, 'PASSWORD=secret-curl1');
    const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script]);

    const registration = await db.registration.findFirstOrThrow({ where: { memberId: member.id } });
    await db.$disconnect();
    // Step 3's answer and step 4's list both name it, with the amount in THB.
    expect(stdout.split(`"register_code": "${registration.registerCode}"`).length - 1).toBe(2);
    expect(stdout).toContain(`"total_amount": ${registration.totalAmountSatang / 100}`);
    expect(stdout).toContain('"start_training_date": "');
  });
});
