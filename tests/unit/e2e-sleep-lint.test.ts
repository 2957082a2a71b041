import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

/** End-to-end tests never sleep for a fixed time (eslint.config.mjs, docs/testing.md): the rule refuses waitForTimeout. */
it('refuses waitForTimeout in an end-to-end test, on any page object', async () => {
  const eslint = new ESLint();
  const code = `
import { test } from '@playwright/test';
test('x', async ({ page, browser }) => {
  await page.waitForTimeout(300);
  const other = await browser.newPage();
  await other.waitForTimeout(1000);
  await page.clock.fastForward(1000);
});
`;
  const [result] = await eslint.lintText(code, { filePath: 'tests/e2e/example.spec.ts' });
  const sleeps = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
  expect(sleeps).toHaveLength(2);
  expect(sleeps[0]!.message).toMatch(/No fixed sleeps/);
}, 30_000);
