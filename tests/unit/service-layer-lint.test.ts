import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The database is reached through the service layer only: the lint rule of
 * eslint.config.mjs refuses a Prisma call or an import of the generated client
 * anywhere else in src/, so the rule holds without anyone remembering it.
 */
const eslint = new ESLint();

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter(
      (m) =>
        m.ruleId === 'no-restricted-syntax' ||
        m.ruleId === '@typescript-eslint/no-restricted-imports',
    )
    .map((m) => m.message);
}

const prismaCalls = `
import { db } from '@/server/db';
import type { Db } from '@/server/db';
export async function a() { return db.member.findMany(); }
export async function b(ctx: { db: Db }) { return ctx.db.news.count(); }
export async function c() { return db.$transaction(async (tx) => tx.registration.update({ where: { id: 1 }, data: {} })); }
export async function d() { return db.$queryRaw\`SELECT 1\`; }
`;

describe('Prisma only inside the service layer', () => {
  it('refuses Prisma calls in a router, a page, a component or server helpers', async () => {
    for (const file of [
      'src/server/api/routers/admin/example.ts',
      'src/app/[lng]/(site)/example/page.tsx',
      'src/features/example.tsx',
      'src/server/auth/example.ts',
    ]) {
      const messages = await messagesFor(prismaCalls, file);
      // db.member.findMany, ctx.db.news.count, db.$transaction, tx.registration.update and db.$queryRaw
      expect(messages, file).toHaveLength(5);
      expect(messages[0]).toMatch(/service layer/);
    }
  }, 30_000);

  it('refuses the generated client outside the service layer', async () => {
    const messages = await messagesFor(
      "import { Prisma } from '@/generated/sqlite/client';\nexport const x = Prisma;\n",
      'src/server/api/routers/example.ts',
    );
    expect(messages).toHaveLength(1);
  });

  it('lets services call Prisma, and anyone hand the client to a service', async () => {
    expect(await messagesFor(prismaCalls, 'src/server/services/example-service.ts')).toEqual([]);
    expect(
      await messagesFor(
        "import { db } from '@/server/db';\nimport { newsService } from '@/server/services/news-service';\nexport const list = () => newsService(db).latest('th');\n",
        'src/server/api/routers/public/example.ts',
      ),
    ).toEqual([]);
  });
});
