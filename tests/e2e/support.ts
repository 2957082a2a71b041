import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors and failed page scripts from now on; call the
 * returned function at the end of a test to fail on any.
 */
export function watchConsole(page: Page): () => void {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

/** Fails on any serious or critical axe-core violation (WCAG 2 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html.slice(0, 120)}`).join(' | ')})`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** Sets the language cookie for the next navigation. */
export async function useLanguage(page: Page, lng: 'th' | 'en', baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'i18next', value: lng, url: baseURL }]);
}
