import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANTINE_THEME_CSS, mantineThemeCss } from '../../scripts/mantine-theme-css';

describe('the Mantine theme stylesheet', () => {
  it('is what MantineProvider renders for the theme today', () => {
    expect(
      readFileSync(MANTINE_THEME_CSS, 'utf8'),
      'run: npx tsx scripts/mantine-theme-css.ts',
    ).toBe(mantineThemeCss());
  });

  it('holds the centre palettes, the font and the responsive classes', () => {
    const css = mantineThemeCss();
    expect(css).toContain('--mantine-color-institute-8: #0041af');
    expect(css).toContain('--mantine-color-accent-7: #e36900');
    expect(css).toContain("--mantine-font-family: 'Noto Sans Thai Variable'");
    expect(css).toContain('.mantine-hidden-from-md');
  });
});
